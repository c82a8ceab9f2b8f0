/**
 * What a programme's editions say beyond today's status: when it usually opens (the
 * months data/callHabit.ts derives at build time) in words, and every window. Pure and
 * small: it ships to the browser.
 */
import type { UsualMonths } from '../../data/callHabit.ts'
import type { CallFacts } from '../../data/catalogue.ts'
import { SPANISH_MONTHS } from '../../data/spanishDate.ts'

export type { UsualMonths }

export type EditionsCall = Extract<CallFacts, { kind: 'editions' }>

const ascending = (a: number, b: number) => a - b

/** When the programme usually opens: worked out at build time (data/callHabit.ts), or as typed. */
export function usualMonthsOf(call: CallFacts): UsualMonths | null {
  switch (call.kind) {
    case 'editions':
      return call.habit
    case 'usual':
      return { months: [...call.months].sort(ascending) }
    default:
      return null
  }
}

/** «febrero», «febrero y septiembre», «febrero, abril y junio» (calendar order). */
export function spanishList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`
}

/** «febrero y septiembre» (calendar order). */
export const spanishMonthList = (months: readonly number[]) =>
  spanishList([...months].sort(ascending).map((month) => SPANISH_MONTHS[month - 1] ?? ''))

/** Every window of every edition, with its edition's cycle. */
export const allWindows = (call: EditionsCall) =>
  call.editions.flatMap(({ cycle, windows }) => windows.map((window) => ({ ...window, cycle })))
