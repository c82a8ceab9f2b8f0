import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { QuizAnswers } from '../../machines/quizContent'
import { parseSearch, stringifySearch } from '../../src/domain/urlSearch'
import {
  answersToSearch,
  hasAnswers,
  quizResultsSearchSchema,
  searchToAnswers,
} from '../../src/features/quiz/resultsSearch'

const answers: Partial<QuizAnswers> = {
  mexicoState: 'Ciudad de México',
  institution: 'UNAM',
  educationLevel: ['licenciatura', 'maestria'],
  interestArea: 'Salud y Medicina',
  gpa: 'Entre 8 y 9',
  scholarshipType: 'Para estudiar en el extranjero',
}

describe('quiz results URL', () => {
  it('round-trips the answers through a shareable query string', () => {
    const query = stringifySearch(answersToSearch(answers))
    expect(query).toBe(
      '?estado=Ciudad+de+M%C3%A9xico&institucion=UNAM&nivel=licenciatura&nivel=maestria&area=salud&promedio=entre-8-y-9&tipo=extranjero',
    )
    const parsed = v.parse(quizResultsSearchSchema, parseSearch(query))
    expect(searchToAnswers(parsed)).toEqual(answers)
  })

  it('drops unknown values instead of failing', () => {
    const parsed = v.parse(
      quizResultsSearchSchema,
      parseSearch(
        '?estado=Atlántida&institucion=<script>&nivel=xyz&nivel=posgrado&area=magia&promedio=10&tipo=otro',
      ),
    )
    expect(parsed).toEqual({
      estado: undefined,
      institucion: undefined,
      nivel: ['posgrado'],
      area: undefined,
      promedio: undefined,
      tipo: undefined,
    })
    expect(hasAnswers(parsed)).toBe(true)
    expect(hasAnswers(v.parse(quizResultsSearchSchema, {}))).toBe(false)
  })
})

describe('plain search strings', () => {
  it('keeps text as text and repeated keys as lists', () => {
    expect(parseSearch('?q=123&pagina=2&nivel=a&nivel=b')).toEqual({
      q: '123',
      pagina: '2',
      nivel: ['a', 'b'],
    })
    expect(stringifySearch({ q: 'beca ñ', pagina: 2, vacio: '', nada: undefined })).toBe(
      '?q=beca+%C3%B1&pagina=2',
    )
  })
})
