/**
 * Calendar-day arithmetic on ISO strings (yyyy-mm-dd, months yyyy-mm) as «Mi lana» needs it:
 * month keys, previous and next across years, quincenas, days between, a monthly day in a
 * shorter month. Everything goes through Date.UTC on whole days, so no time zone or summer
 * time can move a date. Today's date itself is data/spanishDate.ts's todayInMexicoCity (the
 * schemas need it, so it stays in data/).
 */

const DAY_MS = 86_400_000

/** yyyy-mm, e.g. «2026-11». */
export type MonthKey = string

const partsOf = (iso: string) => {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number)
  return { year, month, day }
}

const isoOf = (date: Date) => date.toISOString().slice(0, 10)

const utcDay = (iso: string) => {
  const { year, month, day } = partsOf(iso)
  return Date.UTC(year, month - 1, day)
}

/** True for a real calendar date written yyyy-mm-dd («2028-02-29» yes, «2026-02-29» no). */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const { year, month, day } = partsOf(text)
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

/** True for a month written yyyy-mm. */
export const isMonthKey = (text: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(text)

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/** 28–31; `month` is 1–12. */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

export const monthKey = (year: number, month: number): MonthKey => `${year}-${String(month).padStart(2, '0')}`

/** The month a date falls in: «2026-11-24» → «2026-11». */
export const monthOf = (iso: string): MonthKey => iso.slice(0, 7)

/** The month `delta` months after `key` (before, when negative), across year ends. */
export function addMonths(key: MonthKey, delta: number): MonthKey {
  const { year, month } = partsOf(key)
  const zeroBased = year * 12 + month - 1 + delta
  return monthKey(Math.floor(zeroBased / 12), (zeroBased % 12) + 1)
}

export const previousMonth = (key: MonthKey) => addMonths(key, -1)
export const nextMonth = (key: MonthKey) => addMonths(key, 1)

/** The last day of the month, ISO. */
export function lastDayOf(key: MonthKey): string {
  const { year, month } = partsOf(key)
  return `${key}-${daysInMonth(year, month)}`
}

/**
 * The date of a monthly day in `key`; a day the month lacks falls on its last day:
 * 31 → 30 de noviembre, 29/30/31 → 28 de febrero (29 in leap years).
 */
export function dayInMonth(key: MonthKey, day: number): string {
  const { year, month } = partsOf(key)
  const clamped = Math.min(Math.max(1, day), daysInMonth(year, month))
  return `${key}-${String(clamped).padStart(2, '0')}`
}

/** The date `days` days after `iso` (before, when negative). */
export const addDays = (iso: string, days: number) => isoOf(new Date(utcDay(iso) + days * DAY_MS))

/** Calendar days from `from` to `to` (ISO dates): positive when `to` is later. */
export const daysBetween = (from: string, to: string) => Math.round((utcDay(to) - utcDay(from)) / DAY_MS)

/** Half of a month: days 1–15 (half 1) or 16 to the last day (half 2). */
export interface Quincena {
  month: MonthKey
  half: 1 | 2
  /** First and last day, ISO. */
  start: string
  end: string
}

export function quincenaOfMonth(key: MonthKey, half: 1 | 2): Quincena {
  return half === 1
    ? { month: key, half, start: `${key}-01`, end: `${key}-15` }
    : { month: key, half, start: `${key}-16`, end: lastDayOf(key) }
}

/** The quincena a date falls in: the 15th closes the first, the 16th opens the second. */
export const quincenaOf = (iso: string): Quincena =>
  quincenaOfMonth(monthOf(iso), partsOf(iso).day <= 15 ? 1 : 2)

/** Days from `iso` to the end of its quincena, counting `iso` itself: 1 on the 15th. */
export const daysLeftInQuincena = (iso: string) => daysBetween(iso, quincenaOf(iso).end) + 1

/** The first day of the quincena after the one `iso` falls in: the 16th or the next 1st. */
export const nextQuincenaStart = (iso: string) => addDays(quincenaOf(iso).end, 1)
