/**
 * The editor's worklist (`npm run calls:review`): which call records to re-check first.
 * Pure; scripts/calls-review.ts prints it.
 *
 *   1. opens soon   the usual opening (derived or stated months) is within 90 days:
 *                   the next edition's dates are about to be published
 *   2. oldest check every other record with dates or a source, checked longest ago first
 *   3. unknown      records with no dates yet, checked longest ago first
 */
import type { CatalogueEntry } from '../data/catalogue.ts'
import { usualMonthsOf } from '../src/lib/callEditions.ts'
import { daysBetween, spanishMonthList } from '../src/lib/callStatus.ts'

/** A usual opening this many days away or fewer puts a record first. */
export const REVIEW_HORIZON_DAYS = 90

export type ReviewReason = 'opens-soon' | 'oldest-check' | 'unknown'

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

function rowOf(entry: CatalogueEntry, today: string): ReviewRow {
  const base = {
    index: entry.index,
    name: entry.name,
    checked: entry.call.checked,
    officialUrl: entry.url,
    lastSource: lastSourceOf(entry),
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

const GROUP: Record<ReviewReason, number> = { 'opens-soon': 0, 'oldest-check': 1, unknown: 2 }

/** Every record, in the order to re-check them on `today`. */
export function reviewList(catalogue: readonly CatalogueEntry[], today: string): ReviewRow[] {
  return catalogue
    .map((entry) => rowOf(entry, today))
    .sort(
      (a, b) =>
        GROUP[a.reason] - GROUP[b.reason] ||
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
