/**
 * «Agregar a mi calendario» for /mi-lana/pagos: an iCalendar file (RFC 5545) written by the
 * `ics` library, like the calls' (src/domain/callCalendar.ts). Pure apart from the
 * library, loaded only when a file is asked for.
 *
 * All-day events with a reminder 2 days before, following the site's rule that a monthly
 * day the month lacks falls on its last day (RFC 5545 §3.3.10 would skip those months):
 *   monthly, day 1–28   one event, RRULE:FREQ=MONTHLY;BYMONTHDAY=d
 *   monthly, day 31     one event, RRULE:FREQ=MONTHLY;BYMONTHDAY=-1 (every month's last day)
 *   monthly, day 29/30  two events: every month but February on day d
 *                       (FREQ=MONTHLY;BYMONTH=1,3,…,12;BYMONTHDAY=d), and February's last day
 *                       (FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1)
 *   once                one event on its date, without RRULE; none once the date is past
 * Not `BYMONTHDAY=28,29,30;BYSETPOS=-1`, which says the same in one rule: ical.js 2.2.1 —
 * Thunderbird's engine and our tests' parser — ignores BYSETPOS there and puts the payment
 * on the 28th, 29th and 30th of every month (kewisch/ical.js#960).
 * Each series starts at its first occurrence from today (or from the payment's first month).
 */
import type { EventAttributes } from 'ics'
import { addDays, dayInMonth, type MonthKey, monthOf, nextMonth } from '../calendarDays'
import { formatMoney } from '../money'
import type { Payment } from './payments'

type DateArray = [number, number, number]

const dateArray = (iso: string) => iso.split('-').map(Number) as DateArray

const isFebruary = (month: MonthKey) => month.endsWith('-02')

interface Series {
  suffix: string
  rule: string | null
  /** The months the series has an occurrence in. */
  includes: (month: MonthKey) => boolean
}

/** The recurring series that together put a monthly payment on `day` (see above). */
export function monthlySeries(day: number): Series[] {
  const every = () => true
  if (day <= 28) return [{ suffix: '', rule: `FREQ=MONTHLY;BYMONTHDAY=${day}`, includes: every }]
  if (day === 31) return [{ suffix: '', rule: 'FREQ=MONTHLY;BYMONTHDAY=-1', includes: every }]
  return [
    {
      suffix: '',
      rule: `FREQ=MONTHLY;BYMONTH=1,3,4,5,6,7,8,9,10,11,12;BYMONTHDAY=${day}`,
      includes: (month) => !isFebruary(month),
    },
    { suffix: '-febrero', rule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1', includes: isFebruary },
  ]
}

// ics writes days as "-P2DT", which RFC 5545 does not allow; hours are exact.
const TWO_DAYS_BEFORE = { hours: 48, before: true } as const

/** The first date of a monthly series on `day` from `today` on, starting no earlier than `from`. */
function firstDate(series: Series, day: number, from: MonthKey, today: string): string {
  let month = from > monthOf(today) ? from : monthOf(today)
  // Within 13 months every series has a date on or after today.
  for (;;) {
    const date = dayInMonth(month, day)
    if (series.includes(month) && date >= today) return date
    month = nextMonth(month)
  }
}

const whenText = (payment: Payment) => {
  const { schedule } = payment
  if (schedule.kind === 'once') return 'una sola vez'
  return schedule.day > 28
    ? `cada mes el día ${schedule.day}, o el último día en los meses que no lo tienen`
    : `cada mes el día ${schedule.day}`
}

/** The payment's events on `today`: none when there is nothing left to remind. */
export function paymentEvents(payment: Payment, today: string): EventAttributes[] {
  const { schedule, name, amount } = payment
  const event = (date: string, suffix: string, rule: string | null): EventAttributes => ({
    uid: `pago-${payment.id}${suffix}@yasecomo.mx`,
    title: `Pagar: ${name}`,
    description: `${formatMoney(amount)}, ${whenText(payment)}. Recordatorio de «Mi lana» en Ya Sé Cómo.`,
    start: dateArray(date),
    end: dateArray(addDays(date, 1)),
    status: 'CONFIRMED',
    ...(rule ? { recurrenceRule: rule } : {}),
    alarms: [
      {
        action: 'display',
        description: `En 2 días: pagar ${name} (${formatMoney(amount)})`,
        trigger: TWO_DAYS_BEFORE,
      },
    ],
  })
  if (schedule.kind === 'once') return schedule.date >= today ? [event(schedule.date, '', null)] : []
  return monthlySeries(schedule.day).map((series) =>
    event(firstDate(series, schedule.day, schedule.from, today), series.suffix, series.rule),
  )
}

/** The .ics text for every payment with something left to remind; null when none has. */
export async function paymentsCalendar(payments: readonly Payment[], today: string): Promise<string | null> {
  const events = payments.flatMap((payment) => paymentEvents(payment, today))
  if (events.length === 0) return null
  const { createEvents } = await import('ics')
  const { error, value } = createEvents(events, {
    productId: '-//Ya Se Como//Mi lana//ES',
    calName: 'Pagos · Mi lana',
  })
  if (error || !value) throw error ?? new Error('No se pudo crear el calendario')
  return value
}
