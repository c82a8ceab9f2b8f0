import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import type { Call } from '../../data/calls.schema'
import { type CatalogueEntry, loadCatalogue, toCatalogueCall } from '../../data/catalogue'
import { daysToUsualOpening, type ReviewRow, reviewList } from '../../scripts/callReviewList'

const catalogue = loadCatalogue()
const SOURCE = 'https://example.mx/convocatoria'
const edition = (cycle: string, opens: string, closes: string, checked = '2026-11-20') => ({
  cycle,
  windows: [{ opens, closes }],
  source: `${SOURCE}/${cycle}`,
  evidence: 'x',
  checked,
})
type WithoutIndex<T> = T extends unknown ? Omit<T, 'index'> : never
/** A real programme (name and official URL) with the call `call`. */
const entry = (position: number, call: WithoutIndex<Call>): CatalogueEntry => {
  const scholarship = catalogue[position] as CatalogueEntry
  return { ...scholarship, call: toCatalogueCall({ ...call, index: scholarship.index } as Call) }
}

describe('the editor’s worklist order', () => {
  const today = '2026-12-01'
  const list = [
    entry(0, { kind: 'unknown', checked: '2026-10-01' }),
    entry(1, { kind: 'unknown', checked: '2026-06-01' }),
    // February opened in 2025 and 2026: usually opens in 62 days.
    entry(2, {
      kind: 'editions',
      checked: '2026-11-20',
      editions: [edition('2026', '2026-02-16', '2026-02-27'), edition('2025', '2025-02-10', '2025-02-21')],
    }),
    // One edition only: no habit, so it goes by its check date.
    entry(3, {
      kind: 'editions',
      checked: '2026-03-01',
      editions: [edition('2026', '2026-01-12', '2026-03-02')],
    }),
    entry(4, { kind: 'usual', checked: '2026-11-24', months: [12], source: SOURCE, evidence: 'x' }),
    entry(5, { kind: 'usual', checked: '2025-01-10', months: [6], source: SOURCE, evidence: 'x' }),
    entry(6, { kind: 'all-year', checked: '2026-05-05', source: SOURCE, evidence: 'x' }),
  ]
  const rows = reviewList(list, today)

  it('usual opening within 90 days first (soonest first), then oldest checks, then unknown records', () => {
    expect(rows.map((row) => [row.index, row.reason])).toEqual([
      [4, 'opens-soon'],
      [2, 'opens-soon'],
      [5, 'oldest-check'],
      [3, 'oldest-check'],
      [6, 'oldest-check'],
      [1, 'unknown'],
      [0, 'unknown'],
    ])
  })

  it('says why, with the official URL and the last source of each', () => {
    const byIndex = new Map(rows.map((row) => [row.index, row]))
    expect(byIndex.get(4)?.why).toBe('suele abrir en diciembre (este mes)')
    expect(byIndex.get(2)).toMatchObject({
      why: 'suele abrir en febrero (en 62 días)',
      officialUrl: catalogue[2]?.url,
      lastSource: `${SOURCE}/2026`,
      daysToUsualOpening: 62,
    })
    expect(byIndex.get(5)?.why).toBe('revisado hace 690 días')
    expect(byIndex.get(0)).toMatchObject({ why: 'sin fechas; revisado hace 61 días', lastSource: null })
  })

  it('counts days to the usual opening across the year end, 90 days still inside', () => {
    expect(daysToUsualOpening([1], '2026-12-15')).toBe(17)
    expect(daysToUsualOpening([3], '2026-12-01')).toBe(90)
    expect(daysToUsualOpening([3, 12], '2026-12-31')).toBe(0)
  })
})

describe('npm run calls:review', () => {
  const run = (...args: string[]) =>
    execFileSync('npx', ['tsx', 'scripts/calls-review.ts', '--today=2026-12-01', ...args], {
      encoding: 'utf8',
    })

  it('prints every record as JSON, grouped and ordered as described', () => {
    const { today, records } = JSON.parse(run('--json')) as { today: string; records: ReviewRow[] }
    expect(today).toBe('2026-12-01')
    expect(new Set(records.map((row) => row.index)).size).toBe(catalogue.length)
    const groups = records.map((row) => row.reason)
    expect(groups).toEqual([...groups].sort((a, b) => GROUPS.indexOf(a) - GROUPS.indexOf(b)))
    const soon = records.filter((row) => row.reason === 'opens-soon')
    expect(soon.length).toBeGreaterThan(0)
    expect(
      soon.map((row) => row.daysToUsualOpening ?? -1).every((days, i, all) => days >= (all[i - 1] ?? 0)),
    ).toBe(true)
    for (const reason of ['oldest-check', 'unknown'] as const) {
      const checked = records.filter((row) => row.reason === reason).map((row) => row.checked)
      expect(checked).toEqual([...checked].sort())
    }
    for (const row of records) expect(row.officialUrl).toMatch(/^https:\/\//)
  }, 30_000)

  it('prints a table with the official URL and the last source', () => {
    const table = run('--limit=3')
    expect(table).toContain('Convocatorias por revisar (hoy: 2026-12-01)')
    expect(table).toContain('Suelen abrir en los próximos 90 días')
    expect(table).toMatch(/#\s+Programa\s+Por qué\s+Revisado\s+Sitio oficial\s+Última fuente/)
    expect(
      table
        .trim()
        .split('\n')
        .filter((line) => /^\d+ {2,}/.test(line)),
    ).toHaveLength(3)
  }, 30_000)
})

const GROUPS = ['opens-soon', 'oldest-check', 'unknown']
