import { describe, expect, it } from 'vitest'
import type { CallFacts } from '../../data/catalogue'
import { quizTypesOf } from '../../data/quizTypes'
import {
  quizResultLists,
  SUGGEST_BELOW,
  type SuggestionAnswers,
  type SuggestionCandidate,
  suggestScholarships,
} from '../../src/domain/suggestScholarships'

const unknownCall: CallFacts = { kind: 'unknown' }

/** A record; `typeDescription` (the detailed type) gives its quiz types as the data does. */
const record = ({
  typeDescription = 'Apoyo económico mensual.',
  ...overrides
}: Partial<SuggestionCandidate> & { typeDescription?: string }): SuggestionCandidate => {
  const fields: Omit<SuggestionCandidate, 'quizTypes'> = {
    index: 0,
    name: 'Beca de prueba',
    category: 'General / Interdisciplinaria',
    categoryKey: 'general',
    institution: 'Secretaría de Educación Pública (SEP)',
    levels: ['licenciatura'],
    type: 'Apoyo Económico',
    image: '/images/becas/general-interdisciplinaria.svg',
    scope: 'federal',
    region: null,
    studentsOf: [],
    onlyIf: null,
    minimumAverage: null,
    call: unknownCall,
    ...overrides,
  }
  return { ...fields, quizTypes: overrides.quizTypes ?? quizTypesOf(fields.type, typeDescription) }
}

/** A student of the UdeG in Jalisco, as in issue 29. */
const udeg: SuggestionAnswers = {
  mexicoState: 'Jalisco',
  institution: 'Universidad de Guadalajara',
  educationLevel: ['licenciatura'],
  interestArea: 'Ingeniería, Ciencia y Tecnología',
  scholarshipType: 'Por situación económica',
}

const names = (list: SuggestionCandidate[], answers: SuggestionAnswers, today: string | null = null) =>
  suggestScholarships(list, answers, today).map((suggestion) => suggestion.scholarship.name)

describe('suggestions: who may apply', () => {
  it('takes federal, international, foundation and bank programmes from any institution', () => {
    const list = [
      record({ name: 'Federal', scope: 'federal' }),
      record({ name: 'Internacional', scope: 'internacional' }),
      record({ name: 'Fundación', scope: 'fundacion' }),
      record({ name: 'Banco', scope: 'bancaria' }),
    ]
    expect(names(list, udeg)).toEqual(['Federal', 'Internacional', 'Fundación', 'Banco'])
    const [federal] = suggestScholarships(list, udeg, null)
    expect(federal?.reasons).toContain('Federal: para estudiantes de todo el país')
    // Who grants it is information (the student may ask for it), never a ✗.
    expect(federal?.unmet).toEqual([])
    expect(federal?.notes).toContain(
      'La otorga Secretaría de Educación Pública (SEP), no Universidad de Guadalajara: por eso no está en el match exacto, pero la puedes pedir',
    )
  })

  it('takes a state programme only from students of that state', () => {
    const jalisco = record({ name: 'Jalisco', scope: 'estatal', region: { kind: 'state', state: 'Jalisco' } })
    expect(names([jalisco], udeg)).toEqual(['Jalisco'])
    expect(suggestScholarships([jalisco], udeg, null)[0]?.reasons).toContain('Es de Jalisco, como tú')
    expect(names([jalisco], { ...udeg, mexicoState: 'Nuevo León' })).toEqual([])
    expect(names([jalisco], { ...udeg, mexicoState: undefined })).toEqual([])
  })

  it('names the Estado de México and the Ciudad de México as people say them', () => {
    const edomex = record({ scope: 'estatal', region: { kind: 'state', state: 'México' } })
    const cdmx = record({ scope: 'estatal', region: { kind: 'state', state: 'Ciudad de México' } })
    expect(suggestScholarships([edomex], { ...udeg, mexicoState: 'México' }, null)[0]?.reasons).toContain(
      'Es del Estado de México, como tú',
    )
    expect(
      suggestScholarships([cdmx], { ...udeg, mexicoState: 'Ciudad de México' }, null)[0]?.reasons,
    ).toContain('Es de la Ciudad de México, como tú')
  })

  it('takes a programme every state runs from any state, pointing at the student’s own call', () => {
    const pecda = record({ scope: 'estatal', region: { kind: 'each-state' } })
    expect(suggestScholarships([pecda], { ...udeg, mexicoState: 'Sonora' }, null)[0]?.reasons).toContain(
      'Cada estado abre la suya: busca la de Sonora',
    )
  })

  it('never suggests a programme for people living outside Mexico', () => {
    expect(names([record({ region: { kind: 'abroad' } })], udeg)).toEqual([])
  })

  it('takes a university programme only from that university’s students', () => {
    const own = record({
      name: 'UdeG',
      scope: 'universitaria',
      institution: 'Universidad de Guadalajara (UdeG)',
      studentsOf: ['Universidad de Guadalajara'],
    })
    const other = record({ name: 'UNAM', scope: 'universitaria', studentsOf: ['UNAM'] })
    expect(names([own, other], udeg)).toEqual(['UdeG'])
    expect(suggestScholarships([own], udeg, null)[0]?.reasons).toContain(
      'Es para estudiantes de Universidad de Guadalajara, la institución que elegiste',
    )
    expect(names([own, other], { ...udeg, institution: 'SEP' })).toEqual([])
    expect(names([own, other], { ...udeg, institution: undefined })).toEqual([])
  })

  it('carries the condition the quiz does not ask', () => {
    const leon = record({
      scope: 'estatal',
      region: { kind: 'state', state: 'Guanajuato' },
      onlyIf: 'vives en el municipio de León',
    })
    expect(suggestScholarships([leon], { ...udeg, mexicoState: 'Guanajuato' }, null)[0]?.onlyIf).toBe(
      'vives en el municipio de León',
    )
  })
})

describe('suggestions: level, area and type', () => {
  it('requires the level, as §5 reads it', () => {
    const list = [
      record({ name: 'Licenciatura', levels: ['licenciatura', 'posgrado'] }),
      record({ name: 'Posgrado', levels: ['posgrado'] }),
      record({ name: 'Prepa', levels: ['medio_superior'] }),
    ]
    expect(names(list, udeg)).toEqual(['Licenciatura'])
    // «superior» is contained in «medio_superior»: the spec's substring rule, kept.
    expect(names(list, { ...udeg, educationLevel: ['superior'] })).toEqual(['Prepa'])
    expect(names(list, { ...udeg, educationLevel: [] })).toEqual([])
    expect(suggestScholarships(list, udeg, null)[0]?.reasons[0]).toBe('Licenciatura')
  })

  it('fits «General / Interdisciplinaria» to every area and other categories only to their own', () => {
    const list = [
      record({ name: 'General', category: 'General / Interdisciplinaria' }),
      record({ name: 'Salud', category: 'Salud y Medicina' }),
      record({ name: 'Ingeniería', category: 'Ingeniería, Ciencia y Tecnología' }),
    ]
    expect(names(list, udeg)).toEqual(['Ingeniería', 'General'])
    // «General» is what keeps it out of the exact list: said among the notes, not as a ✓.
    const general = suggestScholarships(list, udeg, null)[1]
    expect(general?.notes).toContain(
      'En el match exacto solo cuentan las de Ingeniería, Ciencia y Tecnología; esta es General / Interdisciplinaria y sirve para cualquier área',
    )
    expect(general?.reasons).not.toContain('General / Interdisciplinaria: sirve para cualquier área')
    expect(names(list, { ...udeg, interestArea: 'Salud y Medicina' })).toEqual(['Salud', 'General'])
  })

  it('ranks the type asked for first and keeps the others, saying so', () => {
    const list = [
      record({ name: 'Excelencia', type: 'Académica', typeDescription: 'Beca de excelencia.' }),
      record({ name: 'Apoyo', type: 'Apoyo Económico', typeDescription: 'Apoyo económico mensual.' }),
    ]
    const [first, second] = suggestScholarships(list, udeg, null)
    expect([first?.scholarship.name, second?.scholarship.name]).toEqual(['Apoyo', 'Excelencia'])
    expect(first?.reasons).toContain('Por situación económica')
    expect(second?.unmet).toContain('No es por situación económica: su tipo es Académica')
    expect(names(list, { ...udeg, scholarshipType: 'Otra (por identidad, liderazgo, etc.)' })).toEqual([
      'Excelencia',
      'Apoyo',
    ])
  })
})

describe('suggestions: one story per card (decision 0040)', () => {
  it('reads the type from the types table, so programmes of one type get the same chip', () => {
    const gates = record({
      name: 'Gates',
      type: 'Movilidad',
      typeDescription: 'Beca de excelencia para movilidad.',
    })
    const chevening = record({ name: 'Chevening', type: 'Movilidad', typeDescription: 'Beca de movilidad.' })
    const academic = { ...udeg, scholarshipType: 'Por rendimiento académico' }
    const unmet = suggestScholarships([gates, chevening], academic, null).map((s) => s.unmet)
    expect(unmet).toEqual([
      ['No es por rendimiento académico: su tipo es Movilidad'],
      ['No es por rendimiento académico: su tipo es Movilidad'],
    ])
  })

  it('leaves out a programme whose stated minimum no average of the band reaches, and marks the doubtful ones', () => {
    const mext = record({ name: 'MEXT', minimumAverage: { value: 8, onlyFor: null } })
    const low = { ...udeg, gpa: 'Menos de 7' }
    expect(names([mext], low)).toEqual([])
    expect(suggestScholarships([mext], { ...udeg, gpa: 'Entre 7 y 8' }, null)[0]?.unmet).toContain(
      'Pide promedio mínimo de 8.0: revisa si el tuyo (entre 7 y 8) alcanza',
    )
    expect(suggestScholarships([mext], { ...udeg, gpa: 'Entre 8 y 9' }, null)[0]?.reasons).toContain(
      'Pide promedio mínimo de 8.0: el tuyo alcanza',
    )
    // A minimum for one modality only never rules the programme out: it is a ✗.
    const oneModality = record({ minimumAverage: { value: 9.5, onlyFor: 'la beca de Excelencia' } })
    expect(suggestScholarships([oneModality], low, null)[0]?.unmet).toContain(
      'Para la beca de Excelencia pide promedio mínimo de 9.5 y el tuyo es menos de 7',
    )
  })

  it('marks a stated minimum on an exact match too (the exact list itself stays §5’s)', () => {
    const own = record({
      institution: 'Universidad de Guadalajara (UdeG)',
      category: 'Ingeniería, Ciencia y Tecnología',
      minimumAverage: { value: 9, onlyFor: null },
      onlyIf: 'eres mujer',
    })
    const { matches } = quizResultLists([own], { ...udeg, gpa: 'Menos de 7' }, null)
    expect(matches[0]?.unmet).toEqual(['Pide promedio mínimo de 9.0 y el tuyo es menos de 7'])
    expect(matches[0]?.onlyIf).toBe('eres mujer')
  })

  it('says who grants it, in words that fit the student’s step-2 answer', () => {
    const federal = record({})
    const notes = (institution: string) =>
      suggestScholarships([federal], { ...udeg, institution }, null)[0]?.notes
    expect(notes('Mi escuela no está en la lista')).toContain(
      'La otorga Secretaría de Educación Pública (SEP); la puedes pedir aunque tu escuela no esté en la lista',
    )
    expect(notes('Todavía no sé')).toContain(
      'La otorga Secretaría de Educación Pública (SEP); no depende de la escuela que elijas',
    )
  })
})

describe('suggestions: order by call and the two lists', () => {
  const window = (opens: string, closes: string): CallFacts => ({
    kind: 'editions',
    editions: [{ cycle: '2026', windows: [{ opens, closes }] }],
    habit: null,
  })

  it('puts open calls first, then upcoming ones, then the rest, before the type', () => {
    const today = '2026-03-01'
    const list = [
      record({ index: 1, name: 'Cerrada', call: window('2025-09-01', '2025-10-01') }),
      record({
        index: 2,
        name: 'Próxima, otro tipo',
        type: 'Movilidad',
        typeDescription: 'Movilidad.',
        call: window('2026-03-20', '2026-04-20'),
      }),
      record({ index: 3, name: 'Abierta', call: window('2026-02-15', '2026-03-30') }),
      record({ index: 4, name: 'Sin fecha' }),
      record({ index: 5, name: 'Todo el año', call: { kind: 'all-year' } }),
    ]
    // A programme open all year is open: after the dated open call (it never closes), before the upcoming one.
    expect(names(list, udeg, today)).toEqual([
      'Abierta',
      'Todo el año',
      'Próxima, otro tipo',
      'Cerrada',
      'Sin fecha',
    ])
    // Before the browser knows the date: the catalogue's order, the type still first.
    expect(names(list, udeg, null)).toEqual([
      'Cerrada',
      'Abierta',
      'Sin fecha',
      'Todo el año',
      'Próxima, otro tipo',
    ])
  })

  it('adds suggestions only below five exact matches and never repeats an exact match', () => {
    const exact = (index: number) =>
      record({
        index,
        name: `Exacta ${index}`,
        institution: 'Universidad de Guadalajara (UdeG)',
        scope: 'universitaria',
        studentsOf: ['Universidad de Guadalajara'],
        category: 'Ingeniería, Ciencia y Tecnología',
      })
    const federal = record({ index: 99, name: 'Federal' })
    const few = quizResultLists([exact(1), federal], udeg, null)
    expect(few.matches.map((match) => match.scholarship.name)).toEqual(['Exacta 1'])
    expect(few.suggestions.map((suggestion) => suggestion.scholarship.name)).toEqual(['Federal'])
    const many = Array.from({ length: SUGGEST_BELOW }, (_, i) => exact(i + 1))
    expect(quizResultLists([...many, federal], udeg, null).suggestions).toEqual([])
  })
})
