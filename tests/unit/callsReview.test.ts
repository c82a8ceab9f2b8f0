import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Call } from '../../data/calls.schema'
import { type CatalogueEntry, loadCatalogue, toCatalogueCall } from '../../data/catalogue'
import { readCsvReports, readInboxReports, type StudentReport } from '../../scripts/callReports'
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

/** A programme whose two editions opened in February (2025 and 2026), checked 2026-11-20. */
const opensInFebruary = (position: number) =>
  entry(position, {
    kind: 'editions',
    checked: '2026-11-20',
    editions: [edition('2026', '2026-02-16', '2026-02-27'), edition('2025', '2025-02-10', '2025-02-21')],
  })

describe('the editor’s worklist order', () => {
  const today = '2026-12-01'
  const list = [
    entry(0, { kind: 'unknown', checked: '2026-10-01' }),
    entry(1, { kind: 'unknown', checked: '2026-06-01' }),
    // February opened in 2025 and 2026: usually opens in 62 days.
    opensInFebruary(2),
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

describe('students’ reports in the worklist', () => {
  const today = '2026-12-01'
  const list = [
    entry(0, { kind: 'unknown', checked: '2026-06-01' }),
    entry(1, { kind: 'unknown', checked: '2026-11-20' }),
    // Usually opens in February: «opens soon» without reports.
    opensInFebruary(2),
    // The record says 2026-03-01, but its newest edition was checked later.
    entry(3, {
      kind: 'editions',
      checked: '2026-03-01',
      editions: [edition('2027', '2027-01-12', '2027-03-02', '2026-11-28')],
    }),
  ]
  const report = (
    index: number,
    day: string,
    link = 'https://example.mx/convocatoria-2027',
  ): StudentReport => ({
    index,
    programme: String(index),
    day,
    link,
    opens: '2027-01-15',
    closes: '',
    note: '',
    email: '',
    page: `/becas/${index}`,
    from: `prueba ${index} ${day}`,
  })

  it('puts programmes with unresolved reports first, the oldest report first, before anything else', () => {
    const rows = reviewList(list, today, [
      report(1, '2026-11-29'),
      report(0, '2026-11-25'),
      report(1, '2026-11-24'),
    ])
    expect(rows.map((row) => [row.index, row.reason])).toEqual([
      [1, 'reported'],
      [0, 'reported'],
      [2, 'opens-soon'],
      [3, 'oldest-check'],
    ])
    expect(rows[0]?.why).toBe('2 avisos sin revisar, desde el 2026-11-24')
    expect(rows[0]?.reports?.map((row) => row.day)).toEqual(['2026-11-24', '2026-11-29'])
    expect(rows[1]?.reports).toEqual([
      expect.objectContaining({
        day: '2026-11-25',
        link: 'https://example.mx/convocatoria-2027',
        opens: '2027-01-15',
      }),
    ])
  })

  it('counts a report resolved once the record or an edition was checked on or after its day', () => {
    const rows = reviewList(list, today, [
      report(1, '2026-11-20'), // the record was checked that same day
      report(3, '2026-11-28'), // the edition was checked that day
      report(3, '2026-11-02'),
    ])
    expect(rows.filter((row) => row.reason === 'reported')).toEqual([])
    expect(reviewList(list, today, [report(3, '2026-11-29')])[0]).toMatchObject({
      index: 3,
      reason: 'reported',
    })
  })

  it('marks a link on none of the programme’s known hosts', () => {
    const official = catalogue[0]?.url ?? ''
    const [row] = reviewList(list, today, [
      report(0, '2026-11-25', `${official}/registro`),
      report(0, '2026-11-26', 'https://www.facebook.com/mi.prepa/posts/1'),
    ])
    expect(row?.reports?.map((found) => found.onKnownHost)).toEqual([true, false])
  })

  it('reads the inbox’s call reports, skipping other e-mails and naming each bad line', () => {
    const line = (record: unknown) => JSON.stringify(record)
    const params = {
      scholarshipIndex: '4',
      link: ' https://example.mx/x ',
      day: '2026-11-30',
      page: '/becas/4',
    }
    const { reports, problems } = readInboxReports(
      [
        line({ template_id: 'signup', template_params: { email: 'a@b.mx' } }),
        line({ template_id: 'call-report', template_params: params }),
        line({ template_id: 'call-report', template_params: { ...params, link: 'http://example.mx' } }),
        line({ template_id: 'call-report', template_params: { ...params, day: 'ayer' } }),
        '{ roto',
        '',
      ].join('\n'),
      'emails.jsonl',
      'call-report',
    )
    expect(reports).toEqual([
      expect.objectContaining({
        index: 4,
        link: 'https://example.mx/x',
        opens: '',
        day: '2026-11-30',
        from: 'emails.jsonl, línea 2',
      }),
    ])
    expect(problems).toEqual([
      'emails.jsonl, línea 3: El enlace debe empezar con https:// (la página segura de la institución).',
      'emails.jsonl, línea 4: day is not a date such as 2026-11-26',
      'emails.jsonl, línea 5: no es JSON',
    ])
  })

  it('reads a CSV exported from the mailbox: any column order, semicolons, quotes, a BOM', () => {
    const csv = [
      '\uFEFFday;scholarshipIndex;link;opens;closes;note;email;page;asunto',
      '2026-11-29;12;https://www.gob.mx/ime/convocatoria;2027-01-15;2027-02-15;"Vi el cartel; dice ""nuevo""";ana@correo.mx;/becas/12;Aviso',
      '2026-11-29;12;https://www.gob.mx/ime;2027-03-15;2027-02-15;;;/becas/12;Aviso',
    ].join('\r\n')
    const { reports, problems } = readCsvReports(csv, 'avisos.csv')
    expect(reports).toEqual([
      expect.objectContaining({
        index: 12,
        closes: '2027-02-15',
        note: 'Vi el cartel; dice "nuevo"',
        email: 'ana@correo.mx',
        from: 'avisos.csv, línea 2',
      }),
    ])
    expect(problems).toEqual([
      'avisos.csv, línea 3: El cierre no puede ser antes de la apertura: revisa las dos fechas.',
    ])
  })
})

describe('npm run calls:review', () => {
  const run = (...args: string[]) =>
    execFileSync('npx', ['tsx', 'scripts/calls-review.ts', '--today=2026-12-01', ...args], {
      encoding: 'utf8',
      // No local inbox of this machine's own: only the reports a test names.
      env: { ...process.env, INBOX_DIR: mkdtempSync(path.join(tmpdir(), 'sin-avisos-')) },
    })

  it('reads --reports FILE and lists its programme first, also in --json and as npm passes it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'avisos-'))
    const file = path.join(dir, 'avisos.csv')
    writeFileSync(
      file,
      'scholarshipIndex,link,opens,closes,day\n7,https://www.facebook.com/aviso,2027-01-15,2027-02-15,2026-11-30\n',
    )
    const { records, reports } = JSON.parse(run('--json', '--reports', file)) as {
      records: ReviewRow[]
      reports: { read: number; problems: string[] }
    }
    expect(reports).toMatchObject({ read: 1, problems: [] })
    expect(records[0]).toMatchObject({
      index: 7,
      reason: 'reported',
      reports: [
        {
          link: 'https://www.facebook.com/aviso',
          onKnownHost: false,
          opens: '2027-01-15',
          day: '2026-11-30',
        },
      ],
    })
    // `npm run calls:review --reports FILE --json`: npm keeps the options and passes on FILE alone.
    const viaNpm = execFileSync('npx', ['tsx', 'scripts/calls-review.ts', file], {
      encoding: 'utf8',
      env: {
        ...process.env,
        npm_config_reports: 'true',
        npm_config_json: 'true',
        npm_config_today: '2026-12-01',
      },
    })
    expect((JSON.parse(viaNpm) as { records: ReviewRow[] }).records[0]).toMatchObject({
      index: 7,
      reason: 'reported',
    })
    const table = run('--limit=1', `--reports=${file}`)
    expect(table).toContain('Avisos de estudiantes sin revisar (el más antiguo primero)')
    expect(table).toContain(
      '      2026-11-30  https://www.facebook.com/aviso  [OTRO DOMINIO]  abre 2027-01-15 · cierra 2027-02-15',
    )
  }, 60_000)

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

const GROUPS = ['reported', 'opens-soon', 'oldest-check', 'unknown']
