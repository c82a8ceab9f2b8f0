/**
 * The three views of a month on /mi-lana: each quincena and the whole month. Pure.
 */
import { type MonthKey, monthOf, quincenaOf } from '../calendarDays'
import { type Budget, type MonthSummary, monthSummary, type QuincenaSummary, quincenaSummary } from './budget'

export type Period = 'q1' | 'q2' | 'month'

/** Today's quincena when the month is today's, else the whole month. */
export const defaultPeriod = (month: MonthKey, today: string): Period =>
  monthOf(today) !== month ? 'month' : quincenaOf(today).half === 1 ? 'q1' : 'q2'

export type PeriodNumbers =
  | { kind: 'month'; summary: MonthSummary }
  | { kind: 'quincena'; summary: QuincenaSummary; when: 'past' | 'now' | 'future' }

export function periodNumbers(budget: Budget, month: MonthKey, today: string, period: Period): PeriodNumbers {
  if (period === 'month') return { kind: 'month', summary: monthSummary(budget, month, today) }
  const summary = quincenaSummary(budget, month, period === 'q1' ? 1 : 2, today)
  const { start, end } = summary.quincena
  return { kind: 'quincena', summary, when: today > end ? 'past' : today < start ? 'future' : 'now' }
}
