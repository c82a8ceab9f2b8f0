import { describe, expect, it } from 'vitest'
import { quizTypesOf } from '../../data/quizTypes'
import type { ScholarshipSummary } from '../../data/scholarships.schema'
import { criteriaFor, matchScholarships } from '../../src/lib/matchScholarships'

/** A record; `typeDescription` (the detailed type) gives its quiz types as the data does. */
const record = ({
  typeDescription = 'Apoyo económico mensual.',
  ...overrides
}: Partial<ScholarshipSummary> & { typeDescription?: string }): ScholarshipSummary => {
  const fields: Omit<ScholarshipSummary, 'quizTypes'> = {
    index: 0,
    name: 'Beca de prueba',
    category: 'General / Interdisciplinaria',
    categoryKey: 'general',
    institution: 'Universidad Nacional Autónoma de México (UNAM)',
    levels: ['licenciatura'],
    type: 'Apoyo Económico',
    image: '/images/becas/general-interdisciplinaria.svg',
    scope: 'universitaria',
    ...overrides,
  }
  return { ...fields, quizTypes: overrides.quizTypes ?? quizTypesOf(fields.type, typeDescription) }
}

const names = (list: ScholarshipSummary[], answers: Parameters<typeof matchScholarships>[1]) =>
  matchScholarships(list, answers).matches.map((match) => match.scholarship.name)

describe('matchScholarships rules', () => {
  it.each([
    [
      'interest area is a substring of the category',
      { interestArea: 'Salud y Medicina' },
      [record({ name: 'A', category: 'Salud y Medicina' }), record({ name: 'B' })],
      ['A'],
    ],
    [
      'areas match without accents or case',
      { interestArea: 'INGENIERIA, CIENCIA Y TECNOLOGIA' },
      [record({ name: 'A', category: 'Ingeniería, Ciencia y Tecnología' })],
      ['A'],
    ],
    [
      'a level matches when any chosen level is contained in the record’s levels',
      { educationLevel: ['maestria', 'posgrado'] },
      [
        record({ name: 'A', levels: ['posgrado', 'maestria'] }),
        record({ name: 'B', levels: ['licenciatura'] }),
      ],
      ['A'],
    ],
    [
      '"superior" is contained in "medio_superior", as the spec’s substring rule says',
      { educationLevel: ['superior'] },
      [record({ name: 'A', levels: ['medio_superior'] })],
      ['A'],
    ],
    [
      'institution is a substring, ignoring accents',
      { institution: 'unam' },
      [record({ name: 'A' }), record({ name: 'B', institution: 'Instituto Politécnico Nacional (IPN)' })],
      ['A'],
    ],
    [
      '«Por situación económica» matches económico',
      { scholarshipType: 'Por situación económica' },
      [
        record({ name: 'A' }),
        record({ name: 'B', type: 'Académica', typeDescription: 'Beca de excelencia.' }),
      ],
      ['A'],
    ],
    [
      '«Por rendimiento académico» matches académica or excelencia',
      { scholarshipType: 'Por rendimiento académico' },
      [
        record({ name: 'A', type: 'Académica', typeDescription: 'x' }),
        record({ name: 'B', type: 'Otro', typeDescription: 'Premio a la excelencia.' }),
        record({ name: 'C' }),
      ],
      ['A', 'B'],
    ],
    [
      '«Para estudiar en el extranjero» matches movilidad, internacional, extranjero',
      { scholarshipType: 'Para estudiar en el extranjero' },
      [
        record({ name: 'A', type: 'Movilidad', typeDescription: 'x' }),
        record({ name: 'B', type: 'Otro', typeDescription: 'Posgrado en el extranjero.' }),
        record({ name: 'C' }),
      ],
      ['A', 'B'],
    ],
    [
      '«Otra» applies no filter',
      { scholarshipType: 'Otra (por identidad, liderazgo, etc.)' },
      [record({ name: 'A' }), record({ name: 'B', type: 'Movilidad' })],
      ['A', 'B'],
    ],
  ] as const)('%s', (_, answers, list, expected) => {
    expect(names([...list], answers as never)).toEqual(expected)
  })

  it('requires every answered rule at once', () => {
    const list = [
      record({ name: 'A', category: 'Salud y Medicina', levels: ['licenciatura'] }),
      record({ name: 'B', category: 'Salud y Medicina', levels: ['posgrado'] }),
    ]
    expect(names(list, { interestArea: 'Salud y Medicina', educationLevel: ['licenciatura'] })).toEqual(['A'])
  })

  it('explains each match with the criteria it met', () => {
    const { matches } = matchScholarships([record({ name: 'A' })], {
      institution: 'UNAM',
      educationLevel: ['licenciatura'],
    })
    expect(matches[0]?.reasons).toEqual(['Licenciatura', 'UNAM'])
  })

  it('applies no rule for unanswered questions', () => {
    expect(criteriaFor({})).toEqual([])
    expect(names([record({ name: 'A' })], {})).toEqual(['A'])
  })
})
