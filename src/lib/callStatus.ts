/**
 * What a scholarship's call («convocatoria») means on a given day, in words a student
 * reads on a card: «Abierta · cierra el 27 de febrero», «Cierra pronto · quedan 3 días»…
 *
 * Pure and small: it ships to the browser. Dates are ISO yyyy-mm-dd strings for the day
 * in Mexico City; arithmetic is on calendar days (Date.UTC), so no time zone or daylight
 * saving can shift a day.
 *
 * A programme with editions is judged on all their windows together (each window, even
 * the second of one edition, is a call of its own). With d = days from today to `opens`:
 *   • a window open today           → «Abierta», «cierra el {fecha}» while more than 7 days
 *     (opens ≤ today ≤ closes, or     are left; then «Cierra pronto», «quedan N días» /
 *     a deadline-only window whose    «queda 1 día» / «cierra hoy» (the closing day is 0).
 *     closing day has not passed)     The one closing soonest wins.
 *   • else a window ahead, 1 ≤ d ≤ 60 → «Próxima», «abre el {fecha}» (the soonest).
 *   • else a window ahead, d > 60     → «Cerrada», «abre el {fecha}»: the call exists but is
 *                                       far off; we say so and show the date.
 *   • else, every window over         → «Cerrada», «suele abrir en {mes}» when the usual
 *                                       months are known, else «cerró el {fecha}»; but when
 *                                       the last one closed two or more calendar years ago,
 *                                       «Última convocatoria que conocemos: {año}».
 * Other kinds: usual → «Suele abrir en {meses}»; all-year → «Todo el año»;
 * unknown → «Fecha por confirmar». A date shows its year only when it is not today's.
 */
import type { CallFacts } from '../../data/catalogue.ts'
import { SPANISH_MONTHS, todayInMexicoCity } from '../../data/spanishDate.ts'
import { allWindows, spanishMonthList, usualMonthsOf } from './callEditions.ts'

export { spanishMonthList, todayInMexicoCity }

/** Open calls with this many days left or fewer are «Cierra pronto». */
export const CLOSING_SOON_DAYS = 7
/** Windows opening within this many days are «Próxima». */
export const UPCOMING_DAYS = 60
/** A last call that closed this many calendar years ago or more is no longer presented as current. */
export const STALE_YEARS = 2

export type CallStatus =
  | { state: 'open'; label: 'Abierta'; detail: string; closes: string; daysLeft: number }
  | { state: 'closing'; label: 'Cierra pronto'; detail: string; closes: string; daysLeft: number }
  | { state: 'upcoming'; label: 'Próxima'; detail: string; opens: string; daysUntil: number }
  /** A window more than UPCOMING_DAYS ahead. */
  | { state: 'later'; label: 'Cerrada'; detail: string; opens: string; daysUntil: number }
  /** Every window is over. */
  | { state: 'closed'; label: 'Cerrada'; detail: string; closes: string }
  /** Every window is over, the last one STALE_YEARS or more ago. */
  | {
      state: 'stale'
      label: `Última convocatoria que conocemos: ${string}`
      detail: string
      closes: string
      /** The year the last window closed: short enough for the badge's fixed box. */
      year: number
    }
  /** `monthsAhead`: months from today's month to the next usual one (0 = this month). */
  | {
      state: 'usual'
      label: `Suele abrir en ${string}`
      detail: string
      months: number[]
      monthsAhead: number
    }
  | { state: 'all-year'; label: 'Todo el año'; detail: string }
  | { state: 'unknown'; label: 'Fecha por confirmar'; detail: string }

export type CallLabel = CallStatus['label']

const DAY_MS = 86_400_000

const parts = (iso: string) => {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number)
  return { year, month, day }
}

const utc = (iso: string) => {
  const { year, month, day } = parts(iso)
  return Date.UTC(year, month - 1, day)
}

/** Calendar days from `from` to `to` (ISO dates): positive when `to` is later. */
export const daysBetween = (from: string, to: string) => Math.round((utc(to) - utc(from)) / DAY_MS)

const monthName = (month: number) => SPANISH_MONTHS[month - 1] ?? ''

/** «27 de febrero». */
export function spanishDayMonth(iso: string): string {
  const { month, day } = parts(iso)
  return `${day} de ${monthName(month)}`
}

/** «27 de febrero de 2026». */
export function spanishLongDate(iso: string): string {
  return `${spanishDayMonth(iso)} de ${parts(iso).year}`
}

/** Day and month, plus the year when it is not today's year. */
const dateSeenFrom = (iso: string, today: string) =>
  parts(iso).year === parts(today).year ? spanishDayMonth(iso) : spanishLongDate(iso)

const monthsAheadOf = (months: readonly number[], today: string) => {
  const current = parts(today).month
  return Math.min(...months.map((month) => (month - current + 12) % 12))
}

function openStatus(closes: string, today: string): CallStatus {
  const daysLeft = daysBetween(today, closes)
  if (daysLeft > CLOSING_SOON_DAYS) {
    return {
      state: 'open',
      label: 'Abierta',
      detail: `cierra el ${dateSeenFrom(closes, today)}`,
      closes,
      daysLeft,
    }
  }
  const detail = daysLeft === 0 ? 'cierra hoy' : daysLeft === 1 ? 'queda 1 día' : `quedan ${daysLeft} días`
  return { state: 'closing', label: 'Cierra pronto', detail, closes, daysLeft }
}

/** What today's status needs to know about a programme's editions (also read back from HTML attributes). */
export interface CallTimeline {
  windows: readonly { opens?: string; closes: string }[]
  /** Usual months, derived or stated; empty when unknown. */
  usualMonths: readonly number[]
}

export function timelineOf(call: Extract<CallFacts, { kind: 'editions' }>): CallTimeline {
  const windows = allWindows(call).map(({ opens, closes }) => (opens ? { opens, closes } : { closes }))
  return { windows, usualMonths: usualMonthsOf(call)?.months ?? [] }
}

/** The soonest of `windows` by `date`. */
const soonest = <T extends { opens?: string; closes: string }>(windows: T[], date: (window: T) => string) =>
  windows.reduce<T | undefined>(
    (best, window) => (!best || date(window) < date(best) ? window : best),
    undefined,
  )

/** The status of a programme's editions on `today`. */
export function timelineStatus({ windows, usualMonths }: CallTimeline, today: string): CallStatus {
  const open = soonest(
    windows.filter((window) => (window.opens ?? today) <= today && today <= window.closes),
    (window) => window.closes,
  )
  if (open) return openStatus(open.closes, today)
  const ahead = soonest(
    windows.filter((window) => window.opens !== undefined && window.opens > today),
    (window) => window.opens ?? '',
  )
  if (ahead?.opens) {
    const daysUntil = daysBetween(today, ahead.opens)
    const detail = `abre el ${dateSeenFrom(ahead.opens, today)}`
    return daysUntil <= UPCOMING_DAYS
      ? { state: 'upcoming', label: 'Próxima', detail, opens: ahead.opens, daysUntil }
      : { state: 'later', label: 'Cerrada', detail, opens: ahead.opens, daysUntil }
  }
  const closes = windows.reduce((last, window) => (window.closes > last ? window.closes : last), '')
  const detail = usualMonths.length
    ? `suele abrir en ${spanishMonthList(usualMonths)}`
    : `cerró el ${dateSeenFrom(closes, today)}`
  if (parts(today).year - parts(closes).year >= STALE_YEARS) {
    const { year } = parts(closes)
    return { state: 'stale', label: `Última convocatoria que conocemos: ${year}`, detail, closes, year }
  }
  return { state: 'closed', label: 'Cerrada', detail, closes }
}

/** The status of `call` on `today` (ISO yyyy-mm-dd, Mexico City). */
export function callStatus(call: CallFacts, today: string): CallStatus {
  switch (call.kind) {
    case 'editions':
      return timelineStatus(timelineOf(call), today)
    case 'usual':
      return {
        state: 'usual',
        label: `Suele abrir en ${spanishMonthList(call.months)}`,
        detail: '',
        months: call.months,
        monthsAhead: monthsAheadOf(call.months, today),
      }
    case 'all-year':
      return { state: 'all-year', label: 'Todo el año', detail: '' }
    case 'unknown':
      return { state: 'unknown', label: 'Fecha por confirmar', detail: '' }
  }
}

const RANK: Record<CallStatus['state'], number> = {
  open: 0,
  closing: 0,
  upcoming: 1,
  'all-year': 2,
  later: 3,
  usual: 4,
  closed: 5,
  stale: 6,
  unknown: 7,
}

/**
 * Sort order of a status: open calls first, then upcoming ones, then permanent
 * programmes, far-off windows, usual months, finished calls, calls last seen long ago and
 * unknown dates.
 */
export const statusRank = (status: CallStatus) => RANK[status.state]

/** Within a rank: the soonest deadline or opening first. */
const rankKey = (status: CallStatus): number | string => {
  switch (status.state) {
    case 'open':
    case 'closing':
      return status.closes
    case 'upcoming':
    case 'later':
      return status.opens
    case 'usual':
      return status.monthsAhead
    case 'closed':
    case 'stale':
      // Most recently closed first.
      return -utc(status.closes)
    default:
      return 0
  }
}

/** Comparator for a list of scholarships by call: open by closing date, then upcoming by opening date, then the rest; ties by index. */
export function compareByDeadline(
  a: { index: number; status: CallStatus },
  b: { index: number; status: CallStatus },
): number {
  const byRank = statusRank(a.status) - statusRank(b.status)
  if (byRank !== 0) return byRank
  const keyA = rankKey(a.status)
  const keyB = rankKey(b.status)
  if (keyA < keyB) return -1
  if (keyA > keyB) return 1
  return a.index - b.index
}

/** `list` sorted by {@link compareByDeadline} on `today`; `programmeOf` finds each item's scholarship. A new array. */
export function sortByDeadline<T>(
  list: readonly T[],
  today: string,
  programmeOf: (item: T) => { index: number; call: CallFacts },
): T[] {
  return list
    .map((item) => {
      const { index, call } = programmeOf(item)
      return { item, index, status: callStatus(call, today) }
    })
    .sort(compareByDeadline)
    .map(({ item }) => item)
}

/** Whether a status lets a student apply today: «Abierta», «Cierra pronto», or a programme open all year. */
export const isOpenStatus = ({ state }: CallStatus) =>
  state === 'open' || state === 'closing' || state === 'all-year'

/** Whether a student can apply on `today` (see {@link isOpenStatus}). */
export const isOpen = (call: CallFacts, today: string) => isOpenStatus(callStatus(call, today))
