/**
 * The editor's worklist (`npm run calls:review`): which call records to re-check first.
 * Pure; scripts/calls-review.ts prints it.
 *
 *   0. reported     a student reported a new call that no check has looked at yet
 *                   (unresolved, below), the oldest report first
 *   1. opens soon   the usual opening (derived or stated months) is within 90 days:
 *                   the next edition's dates are about to be published
 *   2. oldest check every other record with dates or a source, checked longest ago first
 *   3. unknown      records with no dates yet, checked longest ago first
 *
 * A report is unresolved while the programme's record in data/calls.json (its `checked`,
 * or any edition's) was last checked before the report's day. Adding the edition it
 * reported sets both; an editor who finds nothing to publish sets the record's `checked`.
 */
import type { CatalogueEntry } from '../data/catalogue.ts'
import { usualMonthsOf } from '../src/lib/callEditions.ts'
import { isOnKnownHost, knownHostsOf } from '../src/lib/callReport.ts'
import { daysBetween, spanishMonthList } from '../src/lib/callStatus.ts'
import type { StudentReport } from './callReports.ts'

/** A usual opening this many days away or fewer puts a record first. */
export const REVIEW_HORIZON_DAYS = 90

export type ReviewReason = 'reported' | 'opens-soon' | 'oldest-check' | 'unknown'

/** A student's report as the worklist shows it. */
export interface ReportRow {
  day: string
  link: string
  /** False when the link is on none of the hosts we know for the programme. */
  onKnownHost: boolean
  opens: string
  closes: string
  note: string
  /** Where to answer, when the student asked for an answer. */
  email: string
  from: string
}

export interface ReviewRow {
  index: number
  name: string
  reason: ReviewReason
  /** Why it is on the list, in words for the content team. */
  why: string
  checked: string
  /** The programme's official page (scholarships.json «URL»). */
  officialUrl: string
  /** Where the latest dates were seen; null for an unknown record. */
  lastSource: string | null
  /** Days until the usual opening (0: this month is a usual one); only for «opens-soon». */
  daysToUsualOpening?: number
  /** Students' reports no check has looked at yet, oldest first; only for «reported». */
  reports?: ReportRow[]
}

const pad = (number: number) => String(number).padStart(2, '0')

/** Days from `today` to the usual opening: 0 inside a usual month, else to the 1st of the next one. */
export function daysToUsualOpening(months: readonly number[], today: string): number {
  const [year = 0, month = 1] = today.split('-').map(Number)
  if (months.includes(month)) return 0
  const ahead = Math.min(...months.map((usual) => (usual - month + 12) % 12))
  const target = month + ahead
  const start = `${year + Math.floor((target - 1) / 12)}-${pad(((target - 1) % 12) + 1)}-01`
  return daysBetween(today, start)
}

const lastSourceOf = ({ call }: CatalogueEntry) =>
  call.kind === 'editions' ? (call.editions[0]?.source ?? null) : 'source' in call ? call.source : null

/** The last day anyone checked the programme's call record: the record's or an edition's. */
export function lastChecked({ call }: CatalogueEntry): string {
  const days = [
    call.checked,
    ...(call.kind === 'editions' ? call.editions.map((edition) => edition.checked) : []),
  ]
  return days.reduce((latest, day) => (day > latest ? day : latest))
}

/** The reports of `entry` that no check has looked at yet, oldest first. */
export function unresolvedReports(entry: CatalogueEntry, reports: readonly StudentReport[]): ReportRow[] {
  const checked = lastChecked(entry)
  const known = knownHostsOf(entry)
  return reports
    .filter((report) => report.index === entry.index && report.day > checked)
    .sort((a, b) => a.day.localeCompare(b.day))
    .map(({ day, link, opens, closes, note, email, from }) => ({
      day,
      link,
      onKnownHost: isOnKnownHost(link, known),
      opens,
      closes,
      note,
      email,
      from,
    }))
}

function rowOf(entry: CatalogueEntry, today: string, reports: readonly StudentReport[]): ReviewRow {
  const base = {
    index: entry.index,
    name: entry.name,
    checked: entry.call.checked,
    officialUrl: entry.url,
    lastSource: lastSourceOf(entry),
  }
  const reported = unresolvedReports(entry, reports)
  const [oldest] = reported
  if (oldest) {
    const count = reported.length === 1 ? '1 aviso' : `${reported.length} avisos`
    return {
      ...base,
      reason: 'reported',
      why: `${count} sin revisar, desde el ${oldest.day}`,
      reports: reported,
    }
  }
  const months = usualMonthsOf(entry.call)?.months
  const days = months?.length ? daysToUsualOpening(months, today) : undefined
  if (days !== undefined && days <= REVIEW_HORIZON_DAYS) {
    const when = days === 0 ? 'este mes' : `en ${days} días`
    const why = `suele abrir en ${spanishMonthList(months ?? [])} (${when})`
    return { ...base, reason: 'opens-soon', why, daysToUsualOpening: days }
  }
  const age = `revisado hace ${daysBetween(entry.call.checked, today)} días`
  if (entry.call.kind === 'unknown') return { ...base, reason: 'unknown', why: `sin fechas; ${age}` }
  return { ...base, reason: 'oldest-check', why: age }
}

const GROUP: Record<ReviewReason, number> = { reported: 0, 'opens-soon': 1, 'oldest-check': 2, unknown: 3 }

/** Every record, in the order to re-check them on `today`, given the students' reports. */
export function reviewList(
  catalogue: readonly CatalogueEntry[],
  today: string,
  reports: readonly StudentReport[] = [],
): ReviewRow[] {
  return catalogue
    .map((entry) => rowOf(entry, today, reports))
    .sort(
      (a, b) =>
        GROUP[a.reason] - GROUP[b.reason] ||
        (a.reports?.[0]?.day ?? '').localeCompare(b.reports?.[0]?.day ?? '') ||
        (a.daysToUsualOpening ?? 0) - (b.daysToUsualOpening ?? 0) ||
        a.checked.localeCompare(b.checked) ||
        a.index - b.index,
    )
}

/** How far the data is from the aim: programmes with editions, and with two or more. */
export function coverage(catalogue: readonly CatalogueEntry[]) {
  const withEditions = catalogue.flatMap(({ call }) => (call.kind === 'editions' ? [call] : []))
  return {
    programmes: catalogue.length,
    withEditions: withEditions.length,
    withTwoOrMoreEditions: withEditions.filter((call) => call.editions.length >= 2).length,
    withDerivedMonths: withEditions.filter((call) => usualMonthsOf(call)?.years).length,
    unknown: catalogue.filter(({ call }) => call.kind === 'unknown').length,
  }
}
