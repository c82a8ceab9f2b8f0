/**
 * /becas/calendario's months: for each month, the windows that open or close in it and
 * the programmes that usually open in it, projected from their usual months (derived from
 * their editions, or stated by a source): labelled as usual, never given a date. Pure; the
 * window's first month comes from the caller (the build's month in the HTML, today's in
 * the browser).
 */
import type { CallFacts } from '../../../data/catalogue'
import { allWindows, usualMonthsOf } from '../../domain/callEditions'

export interface CalendarProgramme {
  index: number
  name: string
  call: CallFacts
}

export type CalendarEntry =
  | { what: 'opens' | 'closes'; date: string; cycle: string; index: number; name: string }
  /** `years`: the years the editions opened in this month, when the habit is derived. */
  | { what: 'usual'; index: number; name: string; years?: number[] }

export interface CalendarMonth {
  /** yyyy-mm */
  key: string
  year: number
  /** 1–12 */
  month: number
  entries: CalendarEntry[]
}

export const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`

/** `count` consecutive months from the month of `startIso` (yyyy-mm-dd or yyyy-mm). */
export function monthsFrom(startIso: string, count: number): { key: string; year: number; month: number }[] {
  const [startYear = 0, startMonth = 1] = startIso.split('-').map(Number)
  return Array.from({ length: count }, (_, offset) => {
    const zeroBased = startMonth - 1 + offset
    const year = startYear + Math.floor(zeroBased / 12)
    const month = (zeroBased % 12) + 1
    return { key: monthKey(year, month), year, month }
  })
}

const byDateThenName = (a: CalendarEntry, b: CalendarEntry) => {
  const dateA = 'date' in a ? a.date : '9999'
  const dateB = 'date' in b ? b.date : '9999'
  return dateA < dateB ? -1 : dateA > dateB ? 1 : a.name.localeCompare(b.name, 'es')
}

export function calendarMonths(
  programmes: readonly CalendarProgramme[],
  startIso: string,
  count: number,
): CalendarMonth[] {
  return monthsFrom(startIso, count).map(({ key, year, month }) => {
    const entries: CalendarEntry[] = []
    for (const { index, name, call } of programmes) {
      const dated: CalendarEntry[] = []
      for (const window of call.kind === 'editions' ? allWindows(call) : []) {
        if (window.opens?.startsWith(key))
          dated.push({ what: 'opens', date: window.opens, cycle: window.cycle, index, name })
        if (window.closes.startsWith(key))
          dated.push({ what: 'closes', date: window.closes, cycle: window.cycle, index, name })
      }
      entries.push(...dated)
      // A programme already listed with this month's real dates is not repeated as «suele abrir».
      const usual = usualMonthsOf(call)
      if (dated.length === 0 && usual?.months.includes(month)) {
        entries.push(
          usual.years ? { what: 'usual', index, name, years: usual.years } : { what: 'usual', index, name },
        )
      }
    }
    return { key, year, month, entries: entries.sort(byDateThenName) }
  })
}

/**
 * Which `size` months of `keys` (consecutive, ascending) to show on `today`: from today's
 * month, or the nearest window inside the list when today falls outside it.
 */
export function visibleWindow(keys: readonly string[], today: string, size: number): string[] {
  const current = today.slice(0, 7)
  const found = keys.indexOf(current)
  const last = Math.max(0, keys.length - size)
  const start = found >= 0 ? Math.min(found, last) : current < (keys[0] ?? '') ? 0 : last
  return keys.slice(start, start + size)
}
