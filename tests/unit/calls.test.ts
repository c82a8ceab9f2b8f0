import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { derivedUsualMonths } from '../../data/callHabit'
import { loadCalls } from '../../data/calls.schema'
import { DataFileError } from '../../data/parse'
import { dataFiles } from '../../data/registry'
import { loadScholarships } from '../../data/scholarships.schema'

const rawCalls = () => JSON.parse(readFileSync('data/calls.json', 'utf8')) as Record<string, unknown>[]

const TODAY = '2026-11-24'
const SOURCE = 'https://example.mx/convocatoria'
type Window = { opens?: string; closes: string; source?: string; evidence?: string }
const edition = (cycle: string, windows: Window[], change: Record<string, unknown> = {}) => ({
  cycle,
  windows,
  source: SOURCE,
  evidence: 'Del 16 al 27 de febrero de 2026.',
  checked: '2026-11-24',
  ...change,
})
const FEBRUARY_2026 = { opens: '2026-02-16', closes: '2026-02-27' }
const dated = {
  index: 0,
  kind: 'editions',
  checked: '2026-11-24',
  editions: [edition('2026', [FEBRUARY_2026])],
}
const unknown = (index: number) => ({ index, kind: 'unknown', checked: '2026-11-24' })
/** A valid three-scholarship file whose record 0 has editions, with `change` applied. */
const three = (change: Record<string, unknown> = {}) => [{ ...dated, ...change }, unknown(1), unknown(2)]
/** The same with record 0's editions replaced. */
const withEditions = (...editions: unknown[]) => three({ editions })
/** The same with one edition of the given windows. */
const withWindows = (...windows: Window[]) => withEditions(edition('2026', windows))
const load = (input: unknown, today = TODAY) => loadCalls(input, { today, count: 3 })

describe('data/calls.json (real data)', () => {
  const calls = loadCalls()
  const scholarships = loadScholarships()

  it('has one call per scholarship, in index order', () => {
    expect(calls).toHaveLength(scholarships.length)
    expect(calls.map((call) => call.index)).toEqual(scholarships.map((s) => s.index))
  })

  it('is registered for npm run validate', () => {
    expect(dataFiles.map((entry) => entry.file)).toContain('calls.json')
  })

  // Indexes 131–133 were added (and their calls researched) a day after the rest.
  const isAddedLater = (call: { index: number }) => call.index >= 131

  it('was checked on 25 November 2026 (Mexico City), some editions on the 24th, the programmes added later on the 26th', () => {
    const checkedOn = (list: typeof calls) => new Set(list.map((call) => call.checked))
    const editionChecks = (list: typeof calls) =>
      new Set(list.flatMap((call) => (call.kind === 'editions' ? call.editions.map((e) => e.checked) : [])))
    const first = calls.filter((call) => !isAddedLater(call))
    const added = calls.filter(isAddedLater)
    expect(checkedOn(first)).toEqual(new Set(['2026-11-25']))
    expect(editionChecks(first)).toEqual(new Set(['2026-11-24', '2026-11-25']))
    expect(added.map((call) => call.index)).toEqual([131, 132, 133])
    expect(checkedOn(added)).toEqual(new Set(['2026-11-26']))
    expect(editionChecks(added)).toEqual(new Set(['2026-11-26']))
  })

  // The research of issue 26 (docs/calls-research-log.md): 52 programmes with editions, 28 with
  // two or more, 11 of them with usual months derived from their editions; then issue 29's
  // three programmes (131 and 132 with editions, 131 with two; 133 unknown).
  it('documents the research: 54 with editions (29 with two or more, 25 of a 2026 or later cycle), 6 usual, 1 all-year, 73 unknown', () => {
    const byKind = (kind: string) => calls.filter((call) => call.kind === kind)
    const withEditions = calls.flatMap((call) => (call.kind === 'editions' ? [call] : []))
    const recent = withEditions.filter((call) => /20(2[6-9]|[3-9]\d)/.test(call.editions[0]?.cycle ?? ''))
    expect(withEditions).toHaveLength(54)
    expect(withEditions.filter((call) => call.editions.length >= 2)).toHaveLength(29)
    // Habits from the last five years only (issue 43): 11 with every opening, 5 on 28 Nov 2026.
    expect(withEditions.filter((call) => derivedUsualMonths(call.editions, '0001-01-01'))).toHaveLength(11)
    expect(withEditions.filter((call) => derivedUsualMonths(call.editions, '2026-11-28'))).toHaveLength(5)
    expect(recent).toHaveLength(25)
    expect(byKind('usual')).toHaveLength(6)
    expect(byKind('all-year')).toHaveLength(1)
    expect(byKind('unknown')).toHaveLength(73)
  })

  it('holds both 2026 windows of JJ/WBGSP (43), which its own evidence states', () => {
    const call = calls[43]
    expect(call?.kind === 'editions' && call.editions[0]?.windows).toEqual([
      { opens: '2026-01-15', closes: '2026-02-27' },
      { opens: '2026-03-30', closes: '2026-05-29' },
    ])
  })

  // Santander Manutención's 2023 dates were seen only on a content farm; BBVA's pages date no call.
  it('keeps doubtful research as unknown (BBVA, Santander Manutención)', () => {
    const kindOf = (index: number) => calls[index]?.kind
    for (const index of [93, 95]) expect(kindOf(index), String(index)).toBe('unknown')
  })

  it('stores only the fields of each kind', () => {
    const keys = (kind: string) =>
      new Set(
        rawCalls()
          .filter((call) => call.kind === kind)
          .flatMap((call) => Object.keys(call)),
      )
    expect(keys('unknown')).toEqual(new Set(['index', 'kind', 'checked']))
    expect(keys('all-year')).toEqual(new Set(['index', 'kind', 'source', 'checked', 'evidence']))
    for (const key of keys('editions'))
      expect(['index', 'kind', 'checked', 'editions', 'usual']).toContain(key)
  })
})

describe('calls schema', () => {
  it('accepts a valid file and sorts it by index', () => {
    expect(load([unknown(2), { ...dated }, unknown(1)]).map((call) => call.index)).toEqual([0, 1, 2])
  })

  it('rejects a window whose closing date comes before its opening, naming file, record and field', () => {
    expect(() => load(withWindows({ opens: '2026-02-16', closes: '2026-02-15' }))).toThrow(
      'data/calls.json: record 0 (id "0"), field "editions.0.windows.0.closes": closes must not be before opens',
    )
  })

  it('accepts a one-day window and a deadline-only window', () => {
    expect(() => load(withWindows({ opens: '2026-02-16', closes: '2026-02-16' }))).not.toThrow()
    expect(() => load(withWindows({ closes: '2026-04-10' }))).not.toThrow()
  })

  it('rejects an edition without source or evidence', () => {
    const { source: _source, ...noSource } = edition('2026', [FEBRUARY_2026])
    expect(() => load(withEditions(noSource))).toThrow(
      'data/calls.json: record 0 (id "0"), field "editions.0.source"',
    )
    expect(() => load(withEditions(edition('2026', [FEBRUARY_2026], { evidence: ' ' })))).toThrow(
      'field "editions.0.evidence": must not be empty',
    )
  })

  it('rejects a source that is not https, on an edition or a window', () => {
    expect(() =>
      load(withEditions(edition('2026', [FEBRUARY_2026], { source: 'http://example.mx/c' }))),
    ).toThrow('data/calls.json: record 0 (id "0"), field "editions.0.source": must be an https:// URL')
    expect(() =>
      load(withWindows({ ...FEBRUARY_2026, source: 'http://example.mx/c', evidence: 'x' })),
    ).toThrow('field "editions.0.windows.0.source": must be an https:// URL')
  })

  it('a window with its own source quotes its evidence too', () => {
    expect(() => load(withWindows({ ...FEBRUARY_2026, source: SOURCE }))).toThrow(
      'field "editions.0.windows.0.evidence": a window with its own source also quotes its evidence',
    )
    expect(() =>
      load(withWindows({ ...FEBRUARY_2026, source: SOURCE, evidence: 'Segundo periodo…' })),
    ).not.toThrow()
  })

  it('rejects a check date in the future, of the record or of an edition (today injected)', () => {
    expect(() => load(three(), '2026-11-23')).toThrow(
      'data/calls.json: record 0 (id "0"), field "checked": must not be in the future (today is 2026-11-23)',
    )
    expect(() => load(withEditions(edition('2026', [FEBRUARY_2026], { checked: '2026-11-25' })))).toThrow(
      'field "editions.0.checked": must not be in the future (today is 2026-11-24)',
    )
    expect(() => load(three(), '2026-11-24')).not.toThrow()
  })

  it('rejects two editions of the same cycle that overlap, and accepts them apart', () => {
    const first = edition('2026', [FEBRUARY_2026])
    expect(() =>
      load(withEditions(first, edition('2026', [{ opens: '2026-02-20', closes: '2026-02-25' }]))),
    ).toThrow('field "editions.1.cycle": two editions of cycle 2026 overlap (editions 0 and 1)')
    // A deadline-only window overlaps when its closing day falls inside the other.
    expect(() => load(withEditions(first, edition('2026', [{ closes: '2026-02-20' }])))).toThrow(
      'two editions of cycle 2026 overlap',
    )
    expect(() =>
      load(withEditions(first, edition('2025', [{ opens: '2026-02-10', closes: '2026-02-20' }]))),
    ).not.toThrow()
    expect(() =>
      load(withEditions(first, edition('2026', [{ opens: '2026-01-05', closes: '2026-01-20' }]))),
    ).not.toThrow()
  })

  it('wants editions newest first and at least one', () => {
    const older = edition('2025', [{ opens: '2025-02-10', closes: '2025-02-21' }])
    expect(() => load(withEditions(edition('2026', [FEBRUARY_2026]), older))).not.toThrow()
    expect(() => load(withEditions(older, edition('2026', [FEBRUARY_2026])))).toThrow(
      'field "editions.1.windows": editions go newest first (by last closing date)',
    )
    expect(() => load(withEditions())).toThrow('field "editions": list at least one edition')
    expect(() => load(withWindows())).toThrow(
      'field "editions.0.windows": an edition has at least one window',
    )
  })

  it('wants the windows of an edition in date order, without overlap', () => {
    const second = { opens: '2026-03-30', closes: '2026-05-29' }
    expect(() => load(withWindows(FEBRUARY_2026, second))).not.toThrow()
    expect(() => load(withWindows(second, FEBRUARY_2026))).toThrow(
      'field "editions.0.windows.1.opens": windows go in date order and must not overlap',
    )
    expect(() => load(withWindows(FEBRUARY_2026, { opens: '2026-02-27', closes: '2026-03-05' }))).toThrow(
      'windows go in date order',
    )
  })

  it('rejects dates that do not exist or are not ISO', () => {
    expect(() => load(withWindows({ opens: '2026-02-30', closes: '2026-03-02' }))).toThrow(
      'field "editions.0.windows.0.opens": must be a date that exists',
    )
    expect(() => load(withWindows({ closes: '27/02/2026' }))).toThrow(
      'field "editions.0.windows.0.closes": must be an ISO date',
    )
    expect(() => load(withWindows({ opens: '2028-02-29', closes: '2028-03-01' }), '2026-11-24')).not.toThrow()
  })

  it('rejects a duplicate index on the later record', () => {
    expect(() => load([{ ...dated }, unknown(0), unknown(2)])).toThrow(
      'data/calls.json: record 1 (id "0"), field "index": duplicate index 0 (already used by record 0)',
    )
  })

  it('rejects a missing index', () => {
    expect(() => load([{ ...dated }, unknown(2)])).toThrow('no call for scholarship index 1')
  })

  it('rejects an index past the last scholarship', () => {
    expect(() => load([...three(), unknown(3)])).toThrow('field "index": index 3 is out of range')
  })

  it('checks the count against the real catalogue by default', () => {
    expect(() => loadCalls([{ ...dated }])).toThrow(/no call for scholarship index 1, 2, 3/)
  })

  it('checks months: 1–12, without repeats, at least one for a usual call', () => {
    const usual = { ...unknown(0), kind: 'usual', source: SOURCE, evidence: 'x', months: [2] }
    const file = (months: unknown) => [{ ...usual, months }, unknown(1), unknown(2)]
    expect(() => load(file([2, 9]))).not.toThrow()
    expect(() => load(file([13]))).toThrow('field "months.0"')
    expect(() => load(file([2, 2]))).toThrow('field "months": months must not repeat')
    expect(() => load(file([]))).toThrow('field "months": name at least one month')
  })

  it('takes stated usual months beside editions only with their source', () => {
    const usual = { months: [2], source: SOURCE, evidence: 'Abre cada año en febrero.' }
    expect(() => load(three({ usual }))).not.toThrow()
    expect(() => load(three({ usual: { months: [2] } }))).toThrow('field "usual.source"')
  })

  it('rejects fields that do not apply to the kind and unknown kinds', () => {
    expect(() => load([{ ...unknown(0), opens: '2026-01-01' }, unknown(1), unknown(2)])).toThrow(
      /record 0 \(id "0"\), field "opens"/,
    )
    expect(() => load(three({ kind: 'dated' }))).toThrow(/field "kind": kind must be editions, usual/)
    expect(() => load(three({ cycle: '2026' }))).toThrow(/field "cycle"/)
    expect(() => load(withEditions({ ...edition('2026', [FEBRUARY_2026]), months: [2] }))).toThrow(
      /field "editions.0.months"/,
    )
  })

  it('throws a DataFileError', () => {
    expect(() => load({})).toThrow(DataFileError)
  })
})
