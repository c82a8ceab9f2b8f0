import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { QuizAnswers } from '../../machines/quizContent'
import { parseSearch, stringifySearch } from '../../src/domain/urlSearch'
import {
  answersToSearch,
  hasAnswers,
  quizPageSearchSchema,
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

describe('the quiz page URL (decision 0040)', () => {
  it('keeps the step-2 answers and a step from 1 to 7, dropping anything else', () => {
    const page = (query: string) => v.parse(quizPageSearchSchema, parseSearch(query))
    expect(page('?institucion=Todav%C3%ADa+no+s%C3%A9&paso=3')).toMatchObject({
      institucion: 'Todavía no sé',
      paso: '3',
    })
    expect(page('?institucion=Mi+escuela+no+est%C3%A1+en+la+lista').institucion).toBe(
      'Mi escuela no está en la lista',
    )
    for (const wrong of ['?paso=8', '?paso=0', '?paso=2.5', '?paso=dos'])
      expect(page(wrong).paso).toBeUndefined()
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
