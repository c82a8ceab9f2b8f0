import { describe, expect, it } from 'vitest'
import type { QuizAnswers } from '../../machines/quizContent'
import { quizEmailMessage } from '../../src/features/quiz/quizEmail'

const TODAY = '2026-03-02'
const jalisco: Partial<QuizAnswers> = {
  mexicoState: 'Jalisco',
  institution: 'Universidad de Guadalajara',
  educationLevel: ['licenciatura'],
  interestArea: 'Ingeniería, Ciencia y Tecnología',
  gpa: 'Entre 8 y 9',
  scholarshipType: 'Por situación económica',
}

describe('the quiz e-mail lists both lists of the results page', () => {
  it('says no programme meets every answer, then the suggestions with why and what they do not meet', () => {
    const message = quizEmailMessage(jalisco, TODAY)
    expect(message).toContain('Ninguna beca del catálogo cumple todas tus respuestas.')
    expect(message).toContain('Becas que sí te pueden servir (no cumplen todo, pero sí las puedes pedir):')
    const lines = message.split('\n')
    const suggested = lines.slice(
      lines.findIndex((line) => line.startsWith('Becas que sí te pueden servir')) + 1,
    )
    const programmes = suggested.filter((line) => line.startsWith('• '))
    expect(programmes).toHaveLength(5)
    expect(suggested.filter((line) => line.startsWith('  Por qué: Licenciatura · '))).toHaveLength(5)
    // Who grants it is information, not an unmet answer (decision 0040).
    expect(message).toMatch(
      /\n {2}La otorga [^\n]+, no Universidad de Guadalajara: por eso no está en el match exacto/,
    )
    expect(message).not.toContain('No la otorga')
    expect(message).toMatch(/\n {2}https:\/\/yasecomo\.mx\/becas\/\d+\n/)
    expect(message).not.toContain('Por ahora no hay becas')
  })

  it('puts the exact matches first when there are some', () => {
    const message = quizEmailMessage(
      {
        mexicoState: 'Ciudad de México',
        institution: 'UNAM',
        educationLevel: ['licenciatura'],
        interestArea: 'Salud y Medicina',
        scholarshipType: 'Por rendimiento académico',
      },
      TODAY,
    )
    const exact = message.indexOf('Becas que hacen match contigo:\n• Beca de Excelencia Bécalos UNAM')
    expect(exact).toBeGreaterThan(0)
    expect(message.indexOf('Becas que sí te pueden servir')).toBeGreaterThan(exact)
  })

  it('offers the ways on when nothing fits', () => {
    const message = quizEmailMessage(
      { mexicoState: 'Jalisco', institution: 'UDLAP', interestArea: 'Salud y Medicina' },
      TODAY,
    )
    expect(message).toContain('Por ahora no hay becas que puedas pedir con tus respuestas. Mientras tanto:')
    expect(message).toContain('• Todas las becas: https://yasecomo.mx/becas')
    expect(message).toContain('• Calendario de becas: https://yasecomo.mx/becas/calendario')
    expect(message).toContain(
      '• Documentos que te piden para una beca: https://yasecomo.mx/guias/documentos-para-una-beca',
    )
  })
})
