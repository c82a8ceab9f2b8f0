/**
 * What a catalogue, «Mis becas» and «Abiertas» say about the coming months: which programmes
 * open soon and why we think so, and the order «Cierre más próximo» means. Pure; kept apart
 * from callStatus.ts, which every card's status element loads.
 */
import type { CallFacts } from '../../data/catalogue.ts'
import { spanishList, spanishMonthList, usualMonthsOf } from './callEditions.ts'
import { type CallStatus, callStatus, daysBetween, spanishDayMonth, spanishLongDate } from './callStatus.ts'

/** «Abren pronto»: a student needs about this long to gather the documents. */
export const OPENING_SOON_DAYS = 90

export interface OpeningSoon {
  /** Days from today to the opening day, or to the 1st of the usual month (0 inside it). */
  daysUntil: number
  /** «abre el 16 de febrero», «suele abrir en febrero, según 2025 y 2026». */
  detail: string
  /** A date a source gave, or a habit. */
  dated: boolean
}

const firstOfMonthAhead = (month: number, today: string) => {
  const year = Number(today.slice(0, 4))
  const current = Number(today.slice(5, 7))
  if (month === current) return today
  const targetYear = month > current ? year : year + 1
  return `${targetYear}-${String(month).padStart(2, '0')}-01`
}

/** Days to the next usual month (0 inside it) and that month; null when no habit is known. */
export function nextUsualOpening(
  call: CallFacts,
  today: string,
): { month: number; daysUntil: number } | null {
  const months = usualMonthsOf(call)?.months ?? []
  const next = months
    .map((month) => ({ month, daysUntil: daysBetween(today, firstOfMonthAhead(month, today)) }))
    .sort((a, b) => a.daysUntil - b.daysUntil)[0]
  return next ?? null
}

const dayText = (iso: string, today: string) =>
  iso.slice(0, 4) === today.slice(0, 4) ? spanishDayMonth(iso) : spanishLongDate(iso)

/**
 * Whether a programme not open today opens within OPENING_SOON_DAYS, and why we say so: its
 * next window's date when a source gave one (that date, not a habit, decides), else its usual
 * month with the years that show it. Null when it is open today, or nothing says it opens soon.
 */
export function openingSoon(call: CallFacts, today: string): OpeningSoon | null {
  const status = callStatus(call, today)
  if (status.state === 'upcoming' || status.state === 'later') {
    return status.daysUntil <= OPENING_SOON_DAYS
      ? { daysUntil: status.daysUntil, detail: `abre el ${dayText(status.opens, today)}`, dated: true }
      : null
  }
  if (status.state !== 'closed' && status.state !== 'stale' && status.state !== 'usual') return null
  const next = nextUsualOpening(call, today)
  if (!next || next.daysUntil > OPENING_SOON_DAYS) return null
  const years = usualMonthsOf(call)?.years
  const month = spanishMonthList([next.month])
  return {
    daysUntil: next.daysUntil,
    detail: years?.length
      ? `suele abrir en ${month}, según ${spanishList(years.map(String))}`
      : `suele abrir en ${month}`,
    dated: false,
  }
}

/**
 * «Cierre más próximo», in the order its name promises: calls open today by their closing
 * date, then programmes open all year, then windows ahead by their opening date, then habits
 * by the next usual month, then the rest (the most recently closed first, then those with no
 * date at all).
 */
function dateKey(call: CallFacts, status: CallStatus, today: string): [number, number | string] {
  switch (status.state) {
    case 'open':
    case 'closing':
      return [0, status.closes]
    case 'all-year':
      return [1, 0]
    case 'upcoming':
    case 'later':
      return [2, status.opens]
    case 'unknown':
      return [5, 0]
    default: {
      const next = nextUsualOpening(call, today)
      if (next) return [3, next.daysUntil]
      return status.state === 'closed' || status.state === 'stale' ? [4, -Date.parse(status.closes)] : [5, 0]
    }
  }
}

/** `list` in the «Cierre más próximo» order on `today`; ties keep the catalogue's order. A new array. */
export function sortByCallDates<T>(
  list: readonly T[],
  today: string,
  programmeOf: (item: T) => { index: number; call: CallFacts },
): T[] {
  return list
    .map((item) => {
      const { index, call } = programmeOf(item)
      return { item, index, key: dateKey(call, callStatus(call, today), today) }
    })
    .sort((a, b) => {
      const [groupA, valueA] = a.key
      const [groupB, valueB] = b.key
      if (groupA !== groupB) return groupA - groupB
      if (valueA < valueB) return -1
      if (valueA > valueB) return 1
      return a.index - b.index
    })
    .map(({ item }) => item)
}
