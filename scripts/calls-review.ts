/**
 * `npm run calls:review`: the call records the content team should re-check first, as a
 * table (or `--json`). Options: `--today=yyyy-mm-dd` (default: today in Mexico City),
 * `--limit=N` (default: every record). See scripts/callReviewList.ts for the order.
 */
import { loadCatalogue } from '../data/catalogue.ts'
import { todayInMexicoCity } from '../data/spanishDate.ts'
import { coverage, type ReviewRow, reviewList } from './callReviewList.ts'

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined

const today = option('today') ?? todayInMexicoCity(new Date())
if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) {
  console.error(`--today must be a date such as 2026-12-01, not ${today}`)
  process.exit(2)
}
const limit = Number(option('limit') ?? Number.POSITIVE_INFINITY)

const catalogue = loadCatalogue()
const rows = reviewList(catalogue, today).slice(0, limit)
const summary = coverage(catalogue)

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ today, summary, records: rows }, null, 2))
} else {
  const GROUP_TITLE: Record<ReviewRow['reason'], string> = {
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
  }
}
