import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadCatalogue, toCatalogueSummary } from '../../data/catalogue'
import { institutions } from '../../data/institutions.schema'
import { levelCodes, scopes } from '../../data/scholarship-reference.schema'
import { loadScholarships, toSummary } from '../../data/scholarships.schema'
import { states } from '../../data/states.schema'
import { nextUsualOpening, OPENING_SOON_DAYS, openingSoon } from '../../src/domain/callOrder'
import { callStatus } from '../../src/domain/callStatus'
import { inScope } from '../../src/domain/scholarshipScope'
import {
  filterScholarships,
  levelPageCount,
  openingSoonScholarships,
  SCHOLARSHIPS_PAGE_SIZE,
} from '../../src/domain/scholarshipSearch'
import { sitePages } from '../../src/domain/sitePages'
import { mayApply } from '../../src/domain/suggestScholarships'
import { normalizeText } from '../../src/domain/text'
import { waysOn } from '../../src/features/quiz/waysOn'

const rawRecords = () =>
  JSON.parse(readFileSync('data/scholarships.json', 'utf8')) as Record<string, string>[]
const scholarships = loadScholarships()
/** The catalogue's cards with who may apply, as /becas joins them (src/features/scholarships/scopedCatalogue.ts). */
const scopedSummaries = () =>
  loadCatalogue().map((entry) => ({
    ...toCatalogueSummary(entry),
    region: entry.region,
    studentsOf: entry.studentsOf,
  }))

describe('scholarship catalogue (real data)', () => {
  it('has at least 110 programmes', () => {
    expect(scholarships.length).toBeGreaterThanOrEqual(110)
  })

  it('has at least 8 records of each kind of programme', () => {
    for (const scope of scopes) {
      expect(scholarships.filter((s) => s.scope === scope).length, scope).toBeGreaterThanOrEqual(8)
    }
  })

  it('has at least 8 records in each of the 7 categories', () => {
    const byCategory = new Map<string, number>()
    for (const s of scholarships) byCategory.set(s.category, (byCategory.get(s.category) ?? 0) + 1)
    expect(byCategory.size).toBe(7)
    for (const [category, count] of byCategory) expect(count, category).toBeGreaterThanOrEqual(8)
  })

  it('never names in «Período de solicitud» a year older than its newest call (a page that contradicts itself)', () => {
    const years = (text: string) => [...text.matchAll(/\b20\d\d\b/g)].map((match) => Number(match[0]))
    const stale = loadCatalogue().flatMap((entry) => {
      if (entry.call.kind !== 'editions') return []
      const newest = years(entry.call.editions[0]?.cycle ?? '')
      const said = years(entry.period)
      return said.length && Math.max(...said) < Math.min(...newest)
        ? [`${entry.index} ${entry.name}: «${entry.period}», newest call ${entry.call.editions[0]?.cycle}`]
        : []
    })
    expect(stale).toEqual([])
  })

  it('uses every education-level code', () => {
    const used = new Set(scholarships.flatMap((s) => s.levels))
    expect([...levelCodes].filter((code) => !used.has(code))).toEqual([])
  })

  it('keeps the spreadsheet keys in the raw file', () => {
    expect(Object.keys(rawRecords()[0] ?? {})).toEqual(
      expect.arrayContaining([
        'Nombre de la Beca',
        'Descripción',
        'Categoría',
        'Institución Otorgante',
        'Nivel Educativo',
        'Tipo de Beca',
        'Tipo de Beca (descripcion detallada que se mostraria en el website)',
        'Beneficios',
        'Requisitos',
        'Período de Solicitud',
        'URL',
        'Image URL',
      ]),
    )
  })

  it('includes the flagship programmes', () => {
    const names = scholarships.map((s) => normalizeText(`${s.name} ${s.institution}`)).join('\n')
    for (const needle of [
      'rita cetina',
      'jovenes escribiendo el futuro',
      'secihti',
      'fulbright',
      'chevening',
      'daad',
      'erasmus mundus',
      'mext',
      'fundacion carolina',
      'oea',
      'unam',
      'ipn',
      'uam',
      'universidad de guadalajara',
      'uanl',
      'tecnologico de monterrey',
      'itam',
      'ibero',
      'udlap',
      'anahuac',
      'bbva',
      'santander',
      'banorte',
    ]) {
      expect(names, needle).toContain(needle)
    }
  })

  it('maps to the camelCase model with positions as ids', () => {
    expect(scholarships[3]).toMatchObject({ index: 3 })
    expect(Object.keys(scholarships[0] ?? {})).not.toContain('Nombre de la Beca')
    expect(toSummary(scholarships[0] as (typeof scholarships)[number])).not.toHaveProperty('description')
  })
})

describe('scholarship schema on corrupted copies', () => {
  const corrupt = (change: (records: Record<string, string>[]) => void) => {
    const records = rawRecords()
    change(records)
    return () => loadScholarships(records)
  }
  const name = (records: Record<string, string>[], i: number) => records[i]?.['Nombre de la Beca']

  it('accepts the misspelt level egrsados as egresados', () => {
    const records = rawRecords()
    ;(records[0] as Record<string, string>)['Nivel Educativo'] = 'licenciatura, egrsados'
    expect(loadScholarships(records)[0]?.levels).toEqual(['licenciatura', 'egresados'])
  })

  it('rejects an unknown category, naming file, record and field', () => {
    const records = rawRecords()
    ;(records[4] as Record<string, string>).Categoría = 'Deportes'
    expect(() => loadScholarships(records)).toThrow(
      `data/scholarships.json: record 4 (id "${name(records, 4)}"), field "Categoría": unknown category "Deportes"`,
    )
  })

  it('rejects an unknown type and an unknown level code', () => {
    expect(corrupt((r) => ((r[1] as Record<string, string>)['Tipo de Beca'] = 'Deportiva'))).toThrow(
      /field "Tipo de Beca": unknown type/,
    )
    expect(
      corrupt((r) => ((r[2] as Record<string, string>)['Nivel Educativo'] = 'licenciatura,doctorado')),
    ).toThrow(/record 2 .*field "Nivel Educativo.1": unknown level code "doctorado"/)
  })

  it('rejects duplicate names and duplicate URLs', () => {
    expect(
      corrupt((r) => ((r[5] as Record<string, string>)['Nombre de la Beca'] = name(r, 0) ?? '')),
    ).toThrow(/record 5 .*field "Nombre de la Beca": duplicate value/)
    expect(corrupt((r) => ((r[6] as Record<string, string>).URL = `${r[0]?.URL}/`))).toThrow(
      /record 6 .*field "URL": duplicate value/,
    )
  })

  it('rejects a non-https URL', () => {
    expect(corrupt((r) => ((r[7] as Record<string, string>).URL = 'http://www.ejemplo.gob.mx'))).toThrow(
      /record 7 .*field "URL": must be an https:\/\/ URL/,
    )
  })
})

describe('who may apply (decision 0008)', () => {
  it('gives every state programme its state, and names it as the programme does', () => {
    for (const s of scholarships.filter((record) => record.scope === 'estatal')) {
      expect(s.region, s.name).not.toBeNull()
      // «… (Jalisco)», «(Estado de México)»: a state in the name is the record's state.
      const named = states.find((state) =>
        s.name.includes(`(${state === 'México' ? 'Estado de México' : state})`),
      )
      if (named) expect(s.region, s.name).toEqual({ kind: 'state', state: named })
    }
  })

  it('gives every university programme the quiz institutions whose students may apply, or its condition', () => {
    for (const s of scholarships.filter((record) => record.scope === 'universitaria')) {
      expect(s.studentsOf.length > 0 || s.onlyIf !== null, s.name).toBe(true)
      for (const name of s.studentsOf)
        expect(normalizeText(s.institution), s.name).toContain(normalizeText(name))
    }
  })

  it('rejects an unknown state, a state programme without one and an institution the quiz does not offer', () => {
    const corruptRaw = (index: number, change: (record: Record<string, string>) => void) => {
      const records = rawRecords()
      change(records[index] as Record<string, string>)
      return () => loadScholarships(records)
    }
    expect(corruptRaw(107, (r) => (r.Estado = 'Jalisko'))).toThrow(
      /record 107 .*field "Estado": unknown state "Jalisko"/,
    )
    expect(corruptRaw(107, (r) => delete r.Estado)).toThrow(
      /record 107 .*field "Estado": a state programme names its «Estado»/,
    )
    expect(corruptRaw(55, (r) => (r['Solo para estudiantes de'] = 'UdeG'))).toThrow(
      /record 55 .*field "Solo para estudiantes de.0": "UdeG" is not in data\/institutions.json/,
    )
    expect(corruptRaw(55, (r) => delete r['Solo para estudiantes de'])).toThrow(
      /record 55 .*field "Solo para estudiantes de": a university programme names whose students/,
    )
    expect(corruptRaw(117, (r) => (r['Solo si'] = 'Vives en León.'))).toThrow(
      /record 117 .*field "Solo si": starts in lowercase and has no final period/,
    )
  })
})

describe('reference data', () => {
  it('lists the 32 states', () => {
    expect(states).toHaveLength(32)
    expect(states[0]).toBe('Aguascalientes')
    expect(states.at(-1)).toBe('Zacatecas')
    expect(states).toEqual(expect.arrayContaining(['Ciudad de México', 'México', 'Nuevo León']))
  })

  it('offers about 80 institutions, each granting at least one catalogue programme', () => {
    expect(institutions.length).toBeGreaterThanOrEqual(70)
    const granting = scholarships.map((s) => normalizeText(s.institution))
    const orphans = institutions.filter(
      (institution) => !granting.some((text) => text.includes(normalizeText(institution))),
    )
    expect(orphans).toEqual([])
  })
})

describe('filterScholarships', () => {
  const list = scopedSummaries()

  it('finds accented categories without accents', () => {
    const found = filterScholarships(list, { q: 'ingenieria' })
    expect(found.length).toBeGreaterThan(0)
    expect(
      found.every((s) => /ingenier/i.test(normalizeText(`${s.category} ${s.name} ${s.institution}`))),
    ).toBe(true)
    expect(found.some((s) => s.category === 'Ingeniería, Ciencia y Tecnología')).toBe(true)
  })

  it('matches the name or the institution, ignoring case', () => {
    expect(filterScholarships(list, { q: 'RITA CETINA' }).map((s) => s.name)).toContain('Beca Rita Cetina')
    expect(filterScholarships(list, { q: 'comexus' }).length).toBeGreaterThan(0)
  })

  it('narrows to the chosen category pill, and «Todos» applies none', () => {
    const salud = filterScholarships(list, { q: '', categoria: 'salud' })
    expect(salud.length).toBeGreaterThanOrEqual(8)
    expect(salud.every((s) => s.category === 'Salud y Medicina')).toBe(true)
    expect(filterScholarships(list, { q: '' })).toHaveLength(list.length)
  })

  it('counts a level’s pages from the programmes its «Nivel» filter lists, and the build writes exactly those', () => {
    const paths = sitePages().map((page) => page.path)
    for (const level of levelCodes) {
      const listed = filterScholarships(list, { q: '', nivel: level }).length
      const pages = levelPageCount(list, level)
      expect(pages, level).toBe(Math.max(1, Math.ceil(listed / SCHOLARSHIPS_PAGE_SIZE)))
      expect(
        paths.filter((path) => path.startsWith(`/becas/nivel/${level}/pagina/`)),
        level,
      ).toHaveLength(pages - 1)
    }
    expect(levelPageCount([{ levels: ['tecnico'] }], 'posgrado')).toBe(1)
  })

  it('narrows to one education level (/becas?nivel=, where the quiz results send a student)', () => {
    const tecnico = filterScholarships(list, { q: '', nivel: 'tecnico' })
    expect(tecnico.length).toBeGreaterThan(0)
    expect(tecnico.length).toBeLessThan(list.length)
    expect(tecnico.every((s) => s.levels.includes('tecnico'))).toBe(true)
    // The exact code: «superior» does not bring in «medio_superior» here.
    expect(
      filterScholarships(list, { q: '', nivel: 'superior' }).every((s) => s.levels.includes('superior')),
    ).toBe(true)
  })

  it('combines text and category, and returns nothing for nonsense', () => {
    const both = filterScholarships(list, { q: 'unam', categoria: 'salud' })
    expect(
      both.every(
        (s) =>
          s.categoryKey === 'salud' &&
          normalizeText(`${s.name} ${s.institution} ${s.category}`).includes('unam'),
      ),
    ).toBe(true)
    expect(filterScholarships(list, { q: 'zzzz-no-existe' })).toEqual([])
  })
})

describe('call filter and deadline sort', () => {
  const list = scopedSummaries()
  // Benito Juárez media superior (index 0): registration 16–27 February 2026.
  const insideBenitoJuarez = '2026-02-20'

  it('«abiertas» keeps only calls open on the given day, programmes open all year included', () => {
    const open = filterScholarships(list, { q: '', convocatoria: 'abiertas' }, insideBenitoJuarez)
    expect(open.map((s) => s.index)).toContain(0)
    for (const scholarship of open) {
      expect(['open', 'closing', 'all-year']).toContain(
        callStatus(scholarship.call, insideBenitoJuarez).state,
      )
    }
    expect(open.length).toBeLessThan(list.length)
    // Jóvenes Construyendo el Futuro (index 5) takes applications all year: open on any day.
    for (const day of [insideBenitoJuarez, '2026-11-26'])
      expect(
        filterScholarships(list, { q: '', convocatoria: 'abiertas' }, day).map((s) => s.index),
      ).toContain(5)
  })

  it('«abiertas» shows nothing until the date is known (pre-rendered HTML)', () => {
    expect(filterScholarships(list, { q: '', convocatoria: 'abiertas' }, null)).toEqual([])
  })

  it('combines with the text and the category', () => {
    const open = filterScholarships(list, { q: 'benito', convocatoria: 'abiertas' }, insideBenitoJuarez)
    expect(open.map((s) => s.index)).toContain(0)
    expect(open.every((s) => /benito/i.test(`${s.name} ${s.institution} ${s.category}`))).toBe(true)
  })

  it('«cierre» puts open calls first by closing date, and keeps every match', () => {
    const sorted = filterScholarships(list, { q: '', orden: 'cierre' }, insideBenitoJuarez)
    expect(sorted).toHaveLength(list.length)
    const states = sorted.map((s) => callStatus(s.call, insideBenitoJuarez).state)
    const lastOpen = states.findLastIndex((state) => state === 'open' || state === 'closing')
    const firstOther = states.findIndex((state) => state !== 'open' && state !== 'closing')
    expect(lastOpen).toBeLessThan(firstOther)
    expect(states.at(-1)).toBe('unknown')
  })

  it('without a date, «cierre» keeps the catalogue order', () => {
    expect(filterScholarships(list, { q: '', orden: 'cierre' }, null)).toEqual(list)
  })
})

describe('«estado»: the scope rule the quiz suggestions use', () => {
  const list = scopedSummaries()

  it('Jalisco: its own programmes and those open to every state, none of another state or school', () => {
    const jalisco = filterScholarships(list, { q: '', estado: 'Jalisco' })
    expect(jalisco.length).toBeGreaterThan(40)
    expect(jalisco.length).toBeLessThan(list.length)
    expect(jalisco.some((s) => s.region?.kind === 'state' && s.region.state === 'Jalisco')).toBe(true)
    for (const s of jalisco) {
      expect(s.region?.kind === 'state' ? s.region.state : 'Jalisco', s.name).toBe('Jalisco')
      expect(s.region?.kind, s.name).not.toBe('abroad')
      expect(s.studentsOf, s.name).toEqual([])
    }
    // Every federal, international, foundation and bank programme without a state or a school stays.
    const everyState = list.filter((s) => s.region === null && s.studentsOf.length === 0)
    for (const s of everyState) expect(jalisco).toContain(s)
    // PECDA: each state runs its own call.
    expect(jalisco.some((s) => s.region?.kind === 'each-state')).toBe(true)
  })

  it('is one function: the catalogue keeps exactly what the quiz would suggest to a student of that state', () => {
    for (const state of states) {
      const catalogue = filterScholarships(list, { q: '', estado: state }).map((s) => s.index)
      const quiz = list.filter(
        (s) => mayApply({ ...s, onlyIf: null, minimumAverage: null }, { mexicoState: state }) !== null,
      )
      expect(catalogue, state).toEqual(quiz.map((s) => s.index))
    }
  })

  it('the rule: one state, abroad, each state, a school', () => {
    const anywhere = { region: null, studentsOf: [] }
    expect(inScope(anywhere, { state: 'Jalisco' })).toBe(true)
    expect(
      inScope({ region: { kind: 'state', state: 'Jalisco' }, studentsOf: [] }, { state: 'Jalisco' }),
    ).toBe(true)
    expect(
      inScope({ region: { kind: 'state', state: 'Sonora' }, studentsOf: [] }, { state: 'Jalisco' }),
    ).toBe(false)
    expect(inScope({ region: { kind: 'abroad' }, studentsOf: [] }, { state: 'Jalisco' })).toBe(false)
    expect(inScope({ region: { kind: 'each-state' }, studentsOf: [] }, { state: 'Jalisco' })).toBe(true)
    expect(inScope({ region: null, studentsOf: ['UNAM'] }, { state: 'Jalisco' })).toBe(false)
    expect(inScope({ region: null, studentsOf: ['UNAM'] }, { institution: 'UNAM' })).toBe(true)
  })
})

describe('«Abiertas» always answers: «Abren pronto» within 90 days', () => {
  const list = scopedSummaries()
  const benitoJuarez = list.find((s) => s.index === 0)

  it('on 28 Nov 2026 Benito Juárez opens soon by its February habit, with the years that show it', () => {
    expect(OPENING_SOON_DAYS).toBe(90)
    const soon = openingSoonScholarships(list, { q: '', convocatoria: 'abiertas' }, '2026-11-28')
    const entry = soon.find(({ scholarship }) => scholarship.index === 0)
    expect(entry?.soon).toEqual({
      daysUntil: 65,
      detail: 'suele abrir en febrero, según 2025 y 2026',
      dated: false,
    })
    // Soonest first; none open today; each within 90 days.
    const days = soon.map(({ soon: { daysUntil } }) => daysUntil)
    expect(days).toEqual([...days].sort((a, b) => a - b))
    for (const { scholarship, soon: next } of soon) {
      expect(next.daysUntil).toBeLessThanOrEqual(90)
      expect(['open', 'closing', 'all-year']).not.toContain(callStatus(scholarship.call, '2026-11-28').state)
    }
  })

  it('a dated window decides over a habit: «abre el…»; beyond 90 days, not soon', () => {
    const call = {
      kind: 'editions' as const,
      editions: [{ cycle: '2027', windows: [{ opens: '2027-01-12', closes: '2027-02-10' }] }],
      habit: { months: [12], years: [2025, 2026] },
    }
    expect(openingSoon(call, '2026-11-28')).toEqual({
      daysUntil: 45,
      detail: 'abre el 12 de enero de 2027',
      dated: true,
    })
    expect(openingSoon(call, '2026-09-01')).toBeNull()
  })

  it('inside the usual month it opens «soon» (0 days); a month 91 days off does not', () => {
    expect(nextUsualOpening({ kind: 'usual', months: [11] }, '2026-11-28')).toEqual({
      month: 11,
      daysUntil: 0,
    })
    expect(openingSoon({ kind: 'usual', months: [3] }, '2026-11-30')).toBeNull()
    expect(openingSoon({ kind: 'usual', months: [3] }, '2026-12-01')?.detail).toBe('suele abrir en marzo')
  })

  it('an open call is not «soon»: it is in the open list', () => {
    expect(benitoJuarez && openingSoon(benitoJuarez.call, '2026-02-20')).toBeNull()
  })
})

describe('«Cierre más próximo» means its name', () => {
  const list = scopedSummaries()

  it('on 28 Nov 2026: open calls by closing date, then all year, then dated openings, then habits, then the rest', () => {
    const today = '2026-11-28'
    const sorted = filterScholarships(list, { q: '', orden: 'cierre' }, today)
    const group = (s: (typeof list)[number]) => {
      const status = callStatus(s.call, today)
      if (status.state === 'open' || status.state === 'closing') return 0
      if (status.state === 'all-year') return 1
      if (status.state === 'upcoming' || status.state === 'later') return 2
      if (nextUsualOpening(s.call, today)) return 3
      return status.state === 'unknown' ? 5 : 4
    }
    const groups = sorted.map(group)
    expect(groups).toEqual([...groups].sort((a, b) => a - b))
    // Habits: the next usual month first (Benito Juárez, February, before anything of March).
    const habits = sorted
      .filter((s) => group(s) === 3)
      .map((s) => nextUsualOpening(s.call, today)?.daysUntil ?? 0)
    expect(habits).toEqual([...habits].sort((a, b) => a - b))
    expect(sorted.filter((s) => group(s) === 3).map((s) => s.index)).toContain(0)
  })
})

describe('the quiz results link to the catalogue with the student’s level and state', () => {
  it('keeps the state in the link when the student gave one', () => {
    expect(waysOn(['licenciatura'], 'Nuevo León')[0]?.href).toBe(
      '/becas?nivel=licenciatura&estado=Nuevo%20Le%C3%B3n#explora-titulo',
    )
    expect(waysOn(['licenciatura'])[0]?.href).toBe('/becas?nivel=licenciatura#explora-titulo')
  })
})
