import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { addMonths } from '../../../src/domain/calendarDays'
import { monthlySeries, paymentEvents, paymentsCalendar } from '../../../src/domain/lana/calendarFile'
import {
  addPayment,
  dueBeforeNextQuincena,
  emptyPaymentList,
  markPaid,
  type PaymentList,
  paymentNameProblem,
  paymentsOfMonth,
  removePayment,
  updatePayment,
} from '../../../src/domain/lana/payments'

function list(): PaymentList {
  let payments = addPayment(emptyPaymentList(), {
    name: 'Colegiatura',
    amount: 250_000,
    schedule: { kind: 'monthly', day: 31, from: '2026-09' },
  })
  payments = addPayment(payments, {
    name: 'Renta',
    amount: 400_000,
    schedule: { kind: 'monthly', day: 5, from: '2026-01' },
  })
  payments = addPayment(payments, {
    name: 'Celular',
    amount: 20_000,
    schedule: { kind: 'monthly', day: 15, from: '2026-11' },
  })
  return addPayment(payments, {
    name: 'Inscripción',
    amount: 150_000,
    schedule: { kind: 'once', date: '2027-01-12' },
  })
}

const names = (dues: { payment: { name: string }; date: string }[]) =>
  dues.map((due) => `${due.date} ${due.payment.name}`)

describe('payments of a month', () => {
  it('by date; the 31st falls on the last day; monthly ones from their first month', () => {
    expect(names(paymentsOfMonth(list(), '2026-11'))).toEqual([
      '2026-11-05 Renta',
      '2026-11-15 Celular',
      '2026-11-30 Colegiatura',
    ])
    expect(names(paymentsOfMonth(list(), '2027-02'))).toEqual([
      '2027-02-05 Renta',
      '2027-02-15 Celular',
      '2027-02-28 Colegiatura',
    ])
    expect(paymentsOfMonth(list(), '2028-02').at(-1)?.date).toBe('2028-02-29')
    expect(names(paymentsOfMonth(list(), '2026-10'))).toEqual(['2026-10-05 Renta', '2026-10-31 Colegiatura'])
    expect(names(paymentsOfMonth(list(), '2027-01'))).toContain('2027-01-12 Inscripción')
    expect(names(paymentsOfMonth(list(), '2027-03'))).not.toContain('2027-03-12 Inscripción')
  })

  it('paid is kept per month', () => {
    const paid = markPaid(list(), 'p2', '2026-11', true)
    expect(paymentsOfMonth(paid, '2026-11').find((due) => due.payment.id === 'p2')?.paid).toBe(true)
    expect(paymentsOfMonth(paid, '2026-12').find((due) => due.payment.id === 'p2')?.paid).toBe(false)
    const twice = markPaid(markPaid(paid, 'p2', '2026-10', true), 'p2', '2026-11', true)
    expect(twice.payments[1]?.paid).toEqual(['2026-10', '2026-11'])
    expect(markPaid(twice, 'p2', '2026-11', false).payments[1]?.paid).toEqual(['2026-10'])
  })

  it('due before the next quincena: unpaid, up to the end of today’s quincena, late ones first', () => {
    const payments = list()
    expect(
      dueBeforeNextQuincena(payments, '2026-11-10').map((due) => [due.payment.name, due.date, due.daysLeft]),
    ).toEqual([
      ['Renta', '2026-11-05', -5],
      ['Celular', '2026-11-15', 5],
    ])
    const rentPaid = markPaid(payments, 'p2', '2026-11', true)
    expect(names(dueBeforeNextQuincena(rentPaid, '2026-11-15'))).toEqual(['2026-11-15 Celular'])
    expect(names(dueBeforeNextQuincena(rentPaid, '2026-11-16'))).toEqual([
      '2026-11-15 Celular',
      '2026-11-30 Colegiatura',
    ])
    expect(dueBeforeNextQuincena(emptyPaymentList(), '2026-11-16')).toEqual([])
  })

  it('edit keeps what was paid; remove; names are required and short', () => {
    const paid = markPaid(list(), 'p1', '2026-11', true)
    const edited = updatePayment(paid, 'p1', {
      name: ' Colegiatura UNAM ',
      amount: 260_000,
      schedule: { kind: 'monthly', day: 10, from: '2026-09' },
    })
    expect(edited.payments[0]).toMatchObject({ name: 'Colegiatura UNAM', amount: 260_000, paid: ['2026-11'] })
    expect(removePayment(edited, 'p1').payments.map((payment) => payment.id)).toEqual(['p2', 'p3', 'p4'])
    expect(paymentNameProblem(' ')).toBe('Escribe qué vas a pagar, por ejemplo «Colegiatura».')
    expect(paymentNameProblem('x'.repeat(61))).toBe('Usa como máximo 60 letras.')
    expect(paymentNameProblem('Renta')).toBeNull()
  })
})

/** Parses an .ics text as a calendar client would. */
function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
  return calendar.getAllSubcomponents('vevent').map((vevent) => ({ event: new ICAL.Event(vevent), vevent }))
}

/** Every date the events fall on up to `until`, as a calendar expands them, in order. */
function expand(events: { event: ICAL.Event }[], until: string): string[] {
  const dates: string[] = []
  for (const { event } of events) {
    const iterator = event.iterator()
    for (let next = iterator.next(); next && next.toString() <= until; next = iterator.next())
      dates.push(next.toString())
  }
  return dates.sort()
}

const monthly = (day: number, from = '2027-01') =>
  addPayment(emptyPaymentList(), {
    name: `Día ${day}`,
    amount: 10_000,
    schedule: { kind: 'monthly', day, from },
  })

describe('«Agregar a mi calendario» (.ics)', () => {
  it('the rule for each day: plain up to 28, the last day for 31, February apart for 29 and 30', () => {
    const rules = (day: number) => monthlySeries(day).map((series) => series.rule)
    expect(rules(5)).toEqual(['FREQ=MONTHLY;BYMONTHDAY=5'])
    expect(rules(28)).toEqual(['FREQ=MONTHLY;BYMONTHDAY=28'])
    expect(rules(31)).toEqual(['FREQ=MONTHLY;BYMONTHDAY=-1'])
    expect(rules(30)).toEqual([
      'FREQ=MONTHLY;BYMONTH=1,3,4,5,6,7,8,9,10,11,12;BYMONTHDAY=30',
      'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1',
    ])
  })

  it('an event with one RRULE per monthly payment, a plain one for a one-off, a reminder 2 days before', async () => {
    const text = await paymentsCalendar(list().payments, '2026-11-10')
    const events = parseEvents(text ?? '')
    expect(events.map(({ event }) => event.summary)).toEqual([
      'Pagar: Colegiatura',
      'Pagar: Renta',
      'Pagar: Celular',
      'Pagar: Inscripción',
    ])
    expect(events.map(({ vevent }) => vevent.getAllProperties('rrule').length)).toEqual([1, 1, 1, 0])
    expect((text?.match(/^RRULE:/gm) ?? []).length).toBe(3)
    for (const { event, vevent } of events) {
      expect(event.startDate.isDate).toBe(true)
      const alarms = vevent.getAllSubcomponents('valarm')
      expect(alarms).toHaveLength(1)
      const trigger = alarms[0]?.getFirstPropertyValue('trigger') as ICAL.Duration
      expect(trigger.toSeconds()).toBe(-2 * 24 * 3600)
      expect(alarms[0]?.getFirstPropertyValue('action')).toBe('DISPLAY')
    }
    const [colegiatura, renta, celular, inscripcion] = events.map(({ event }) => event)
    expect(colegiatura?.description).toBe(
      '$2,500.00, cada mes el día 31, o el último día en los meses que no lo tienen. Recordatorio de «Mi lana» en Ya Sé Cómo.',
    )
    expect(colegiatura?.startDate.toString()).toBe('2026-11-30')
    // Renta on the 5th is past on the 10th: the reminders start in December.
    expect(renta?.startDate.toString()).toBe('2026-12-05')
    expect(celular?.startDate.toString()).toBe('2026-11-15')
    expect(inscripcion?.startDate.toString()).toBe('2027-01-12')
    expect(inscripcion?.isRecurring()).toBe(false)
    expect(new Set(events.map(({ event }) => event.uid)).size).toBe(4)
  })

  it('the 31st lands on every month’s last day, leap years included — never skipped', async () => {
    const events = parseEvents((await paymentsCalendar(list().payments.slice(0, 1), '2026-11-10')) ?? '')
    expect(expand(events, '2028-02-29')).toEqual([
      '2026-11-30',
      '2026-12-31',
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
      '2027-07-31',
      '2027-08-31',
      '2027-09-30',
      '2027-10-31',
      '2027-11-30',
      '2027-12-31',
      '2028-01-31',
      '2028-02-29',
    ])
  })

  it.each([1, 15, 28, 29, 30, 31])(
    'day %i: the calendar’s dates are the page’s dates, every month for three years',
    async (day) => {
      const payments = monthly(day)
      const events = parseEvents((await paymentsCalendar(payments.payments, '2027-01-01')) ?? '')
      expect(events).toHaveLength(day === 29 || day === 30 ? 2 : 1)
      const months = Array.from({ length: 36 }, (_, index) => addMonths('2027-01', index))
      const pageDates = months.flatMap((month) => paymentsOfMonth(payments, month).map((due) => due.date))
      expect(pageDates).toHaveLength(36)
      expect(expand(events, '2029-12-31')).toEqual(pageDates)
    },
  )

  it('29 and 30: February’s last day, 29 in leap years, and their own day elsewhere', async () => {
    const dates = async (day: number, today: string, until: string) =>
      expand(parseEvents((await paymentsCalendar(monthly(day).payments, today)) ?? ''), until)
    expect(await dates(30, '2027-01-01', '2027-03-31')).toEqual(['2027-01-30', '2027-02-28', '2027-03-30'])
    expect(await dates(29, '2028-01-30', '2028-04-30')).toEqual(['2028-02-29', '2028-03-29', '2028-04-29'])
    expect(await dates(29, '2027-02-01', '2027-03-31')).toEqual(['2027-02-28', '2027-03-29'])
  })

  it('nothing to remind: a past one-off, or no payments', async () => {
    const once = list().payments[3] as PaymentList['payments'][number]
    expect(paymentEvents(once, '2027-01-12')).toHaveLength(1)
    expect(paymentEvents(once, '2027-01-13')).toEqual([])
    expect(await paymentsCalendar([once], '2027-01-13')).toBeNull()
    expect(await paymentsCalendar([], '2026-11-10')).toBeNull()
  })

  it('a monthly payment whose first month is ahead starts there', () => {
    const ahead = list().payments[0] as PaymentList['payments'][number]
    expect(paymentEvents(ahead, '2026-06-10')[0]?.start).toEqual([2026, 9, 30])
  })
})
