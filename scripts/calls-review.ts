/**
 * `npm run calls:review`: the call records the content team should re-check first, as a
 * table (or `--json`). Options: `--today=yyyy-mm-dd` (default: today in Mexico City),
 * `--limit=N` (default: every record), `--reports FILE` (students' reports: a CSV exported
 * from the mailbox, or an inbox's JSON lines; default: the local inbox's emails.jsonl under
 * INBOX_DIR). See scripts/callReviewList.ts for the order.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadCatalogue } from '../data/catalogue.ts'
import { todayInMexicoCity } from '../data/spanishDate.ts'
import { readReports } from './callReports.ts'
import { coverage, type ReviewRow, reviewList } from './callReviewList.ts'

const { values, positionals } = parseArgs({
  options: {
    json: { type: 'boolean' },
    today: { type: 'string' },
    limit: { type: 'string' },
    reports: { type: 'string' },
  },
  allowPositionals: true,
})
/**
 * `npm run calls:review --json` (no `--`) hands the options to npm, which passes them on as
 * npm_config_<name> (`true` for a flag or an option whose value came apart: the value is
 * then the first plain argument).
 */
const npmOption = (name: string) => {
  const value = process.env[`npm_config_${name}`]
  return value === 'true' ? (positionals[0] ?? 'true') : value || undefined
}
const json = values.json ?? process.env.npm_config_json === 'true'
const today = values.today ?? npmOption('today') ?? todayInMexicoCity(new Date())
if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) {
  console.error(`--today must be a date such as 2026-12-01, not ${today}`)
  process.exit(2)
}
const limit = Number(values.limit ?? npmOption('limit') ?? Number.POSITIVE_INFINITY)
const reportsFile =
  values.reports ?? npmOption('reports') ?? path.join(process.env.INBOX_DIR || '.inbox', 'emails.jsonl')
const template = process.env.VITE_EMAILJS_TEMPLATE_CALL_REPORT || 'call-report'

const catalogue = loadCatalogue()
const read = readReports(reportsFile, template)
const indexes = new Set(catalogue.map((entry) => entry.index))
const reports = read.reports.filter((report) => indexes.has(report.index))
const problems = [
  ...read.problems,
  ...read.reports
    .filter((report) => !indexes.has(report.index))
    .map((report) => `${report.from}: no hay beca ${report.index}`),
]
const rows = reviewList(catalogue, today, reports).slice(0, limit)
const summary = coverage(catalogue)
// Warnings go to stderr, so `--json` stays JSON.
for (const problem of problems) console.error(`Aviso omitido: ${problem}`)

if (json) {
  console.log(
    JSON.stringify(
      { today, summary, reports: { file: reportsFile, read: reports.length, problems }, records: rows },
      null,
      2,
    ),
  )
} else {
  const GROUP_TITLE: Record<ReviewRow['reason'], string> = {
    reported: 'Avisos de estudiantes sin revisar (el más antiguo primero)',
    'opens-soon': 'Suelen abrir en los próximos 90 días',
    'oldest-check': 'Revisados hace más tiempo',
    unknown: 'Sin fechas («Fecha por confirmar»)',
  }
  const cut = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text)
  // Names and reasons are cut to fit; addresses never are (an editor opens them), the last is not padded.
  const urlWidth = Math.max(...rows.map((row) => row.officialUrl.length))
  const widths = [4, 40, 48, 10, urlWidth]
  const line = (cells: string[], widths: number[]) =>
    cells
      .map((cell, position) => {
        const width = widths[position]
        if (width === undefined) return cell
        return (position === 4 ? cell : cut(cell, width)).padEnd(width)
      })
      .join('  ')
  // What students typed reaches the editor's terminal: no control characters (escape codes).
  const printable = (text: string) => text.replace(/\p{Cc}+/gu, ' ')
  console.log(`Convocatorias por revisar (hoy: ${today})`)
  console.log(
    `${summary.withEditions} de ${summary.programmes} programas con ediciones fechadas (${summary.withTwoOrMoreEditions} con dos o más; ${summary.withDerivedMonths} con meses habituales derivados); ${summary.unknown} sin fechas.`,
  )
  let group: ReviewRow['reason'] | undefined
  for (const row of rows) {
    if (row.reason !== group) {
      group = row.reason
      console.log(`\n${GROUP_TITLE[group]}`)
      console.log(line(['#', 'Programa', 'Por qué', 'Revisado', 'Sitio oficial', 'Última fuente'], widths))
    }
    console.log(
      line(
        [String(row.index), row.name, row.why, row.checked, row.officialUrl, row.lastSource ?? '—'],
        widths,
      ),
    )
    for (const report of row.reports ?? []) {
      const dates = `abre ${report.opens || '?'} · cierra ${report.closes || '?'}`
      const host = report.onKnownHost ? '' : '  [OTRO DOMINIO]'
      const extra = [report.note && `«${report.note}»`, report.email && `responder a ${report.email}`]
      const cells = [report.day, `${report.link}${host}`, dates, ...extra.filter(Boolean)]
      console.log(printable(`      ${cells.join('  ')}`))
    }
  }
  console.log(`\nAvisos de estudiantes leídos de ${reportsFile}: ${reports.length}`)
}
