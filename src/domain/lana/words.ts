/** How «Mi lana» writes months and money periods in Spanish. Pure. */

import { SPANISH_MONTHS } from '../../../data/spanishDate'
import { lastDayOf, type MonthKey } from '../calendarDays'

/** «2026-11» → «noviembre de 2026». */
export function monthTitle(month: MonthKey): string {
  const [year, number = 1] = month.split('-').map(Number)
  return `${SPANISH_MONTHS[number - 1]} de ${year}`
}

/** «2026-11» → «noviembre». */
export const monthName = (month: MonthKey) => SPANISH_MONTHS[Number(month.slice(5)) - 1] ?? ''

export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** «del 16 al 30 de noviembre»: a quincena's days. */
export const quincenaDays = (month: MonthKey, half: 1 | 2) =>
  half === 1
    ? `del 1 al 15 de ${monthName(month)}`
    : `del 16 al ${Number(lastDayOf(month).slice(8))} de ${monthName(month)}`

/** «1 día», «3 días». */
export const days = (count: number) => (count === 1 ? '1 día' : `${count} días`)

/** «2026-11-05» → «5 nov»: a date in a list, where the month is already said above. */
export const shortDate = (iso: string) =>
  `${Number(iso.slice(8))} ${SPANISH_MONTHS[Number(iso.slice(5, 7)) - 1]?.slice(0, 3)}`
