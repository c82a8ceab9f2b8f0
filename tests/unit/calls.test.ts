import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadCalls } from '../../data/calls.schema'
import { DataFileError } from '../../data/parse'
import { dataFiles } from '../../data/registry'
import { loadScholarships } from '../../data/scholarships.schema'

const rawCalls = () => JSON.parse(readFileSync('data/calls.json', 'utf8')) as Record<string, unknown>[]

const TODAY = '2026-11-24'
const dated = {
  index: 0,
  kind: 'dated',
  cycle: '2026',
  opens: '2026-02-16',
  closes: '2026-02-27',
  source: 'https://example.mx/convocatoria',
  checked: '2026-11-24',
  evidence: 'Del 16 al 27 de febrero de 2026.',
}
const unknown = (index: number) => ({ index, kind: 'unknown', checked: '2026-11-24' })
/** A valid three-scholarship file whose record 0 is `dated` with `change` applied. */
const three = (change: Record<string, unknown> = {}) => [{ ...dated, ...change }, unknown(1), unknown(2)]
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

  it('was checked on 24 November 2026, two records on the 25th', () => {
    expect(new Set(calls.map((call) => call.checked))).toEqual(new Set(['2026-11-24', '2026-11-25']))
    expect(calls.filter((call) => call.checked === '2026-11-25').map((call) => call.index)).toEqual([27, 41])
  })

  it('documents the research: 30 dated (16 of a 2026 or later cycle), 12 usual, 2 all-year, 87 unknown', () => {
    const byKind = (kind: string) => calls.filter((call) => call.kind === kind)
    const datedCalls = calls.flatMap((call) => (call.kind === 'dated' ? [call] : []))
    const recent = datedCalls.filter((call) => /20(2[6-9]|[3-9]\d)/.test(call.cycle))
    expect(datedCalls).toHaveLength(30)
    expect(recent).toHaveLength(16)
    expect(byKind('usual')).toHaveLength(12)
    expect(byKind('all-year')).toHaveLength(2)
    expect(byKind('unknown')).toHaveLength(87)
  })

  // Mi Beca Chihuahua (123) left this list: four outlets agree on its 2026 dates, and the
  // Excelencia call's own notice gives the whole window (26 January to 6 February 2026).
  // Gates Cambridge (41) left it too, as a usual month only: its own timeline page states the
  // September opening; the exact 2026-27 dates were seen only on a third-party site.
  it('keeps doubtful research as unknown (BBVA, Santander Manutención)', () => {
    const kindOf = (index: number) => calls[index]?.kind
    for (const index of [93, 95]) expect(kindOf(index), String(index)).toBe('unknown')
    expect(calls[41]).toMatchObject({
      kind: 'usual',
      months: [9],
      source: 'https://gatescambridge.org/apply/timeline',
    })
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
  })
})

describe('calls schema', () => {
  it('accepts a valid file and sorts it by index', () => {
    expect(load([unknown(2), { ...dated }, unknown(1)]).map((call) => call.index)).toEqual([0, 1, 2])
  })

  it('rejects a closing date before the opening, naming file, record and field', () => {
    expect(() => load(three({ closes: '2026-02-15' }))).toThrow(
      'data/calls.json: record 0 (id "0"), field "closes": closes must not be before opens',
    )
  })

  it('accepts a one-day call (closes on the opening day)', () => {
    expect(() => load(three({ closes: '2026-02-16' }))).not.toThrow()
  })

  it('rejects a source that is not https', () => {
    expect(() => load(three({ source: 'http://example.mx/convocatoria' }))).toThrow(
      'data/calls.json: record 0 (id "0"), field "source": must be an https:// URL',
    )
  })

  it('rejects a check date in the future (today injected)', () => {
    expect(() => load(three(), '2026-11-23')).toThrow(
      'data/calls.json: record 0 (id "0"), field "checked": must not be in the future (today is 2026-11-23)',
    )
    expect(() => load(three(), '2026-11-24')).not.toThrow()
  })

  it('rejects dates that do not exist or are not ISO', () => {
    expect(() => load(three({ opens: '2026-02-30' }))).toThrow('field "opens": must be a date that exists')
    expect(() => load(three({ closes: '27/02/2026' }))).toThrow('field "closes": must be an ISO date')
    expect(() => load(three({ opens: '2028-02-29', closes: '2028-03-01' }))).not.toThrow()
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
    const usual = { ...unknown(0), kind: 'usual', source: dated.source, evidence: 'x', months: [2] }
    const file = (months: unknown) => [{ ...usual, months }, unknown(1), unknown(2)]
    expect(() => load(file([2, 9]))).not.toThrow()
    expect(() => load(file([13]))).toThrow('field "months.0"')
    expect(() => load(file([2, 2]))).toThrow('field "months": months must not repeat')
    expect(() => load(file([]))).toThrow('field "months": name at least one month')
  })

  it('rejects fields that do not apply to the kind and unknown kinds', () => {
    expect(() => load([{ ...unknown(0), opens: '2026-01-01' }, unknown(1), unknown(2)])).toThrow(
      /record 0 \(id "0"\), field "opens"/,
    )
    expect(() => load(three({ kind: 'maybe' }))).toThrow(/field "kind": kind must be dated, usual/)
    expect(() => load(three({ cycle: undefined }))).toThrow(/field "cycle"/)
  })

  it('throws a DataFileError', () => {
    expect(() => load({})).toThrow(DataFileError)
  })
})
