/**
 * «Mi lana» /mi-lana/pagos: payments to remember. Pure.
 *
 * A payment is monthly (a day of the month, from a first month on) or once (a date). A
 * monthly day the month lacks falls on its last day (31 → 30 de noviembre, 30 → 28 de
 * febrero). «Pagado» is kept per month, so ticking November's colegiatura leaves December's
 * pending. «Antes de la próxima quincena» lists this month's unpaid payments up to the end
 * of today's quincena, the late ones included.
 */
import { dayInMonth, daysBetween, type MonthKey, monthOf, quincenaOf } from '../calendarDays'
import type { Centavos } from '../money'

export type PaymentSchedule =
  | { kind: 'monthly'; day: number; from: MonthKey }
  | { kind: 'once'; date: string }

export interface Payment {
  id: string
  name: string
  amount: Centavos
  schedule: PaymentSchedule
  /** The months whose occurrence is paid, ascending. */
  paid: MonthKey[]
}

export interface PaymentList {
  lastId: number
  payments: Payment[]
}

export const MAX_PAYMENTS = 60
export const MAX_PAYMENT_NAME = 60

export const emptyPaymentList = (): PaymentList => ({ lastId: 0, payments: [] })

export type PaymentDraft = Omit<Payment, 'id' | 'paid'>

/** Why `name` cannot name a payment, or null. */
export function paymentNameProblem(name: string): string | null {
  const clean = name.trim()
  if (clean === '') return 'Escribe qué vas a pagar, por ejemplo «Colegiatura».'
  return clean.length > MAX_PAYMENT_NAME ? `Usa como máximo ${MAX_PAYMENT_NAME} letras.` : null
}

/** The date the payment falls on in `month`, or null when it has none that month. */
export function occurrenceIn(payment: Payment, month: MonthKey): string | null {
  const { schedule } = payment
  if (schedule.kind === 'once') return monthOf(schedule.date) === month ? schedule.date : null
  return month >= schedule.from ? dayInMonth(month, schedule.day) : null
}

export interface PaymentDue {
  payment: Payment
  date: string
  paid: boolean
}

/** The month's payments by date (then name), with paid or pending. */
export function paymentsOfMonth(list: PaymentList, month: MonthKey): PaymentDue[] {
  return list.payments
    .flatMap((payment) => {
      const date = occurrenceIn(payment, month)
      return date ? [{ payment, date, paid: payment.paid.includes(month) }] : []
    })
    .sort((a, b) =>
      a.date === b.date ? a.payment.name.localeCompare(b.payment.name, 'es') : a.date < b.date ? -1 : 1,
    )
}

/**
 * What is still to pay on `today` before the next quincena starts: this month's unpaid
 * payments dated up to the end of today's quincena, with the days left (negative: late).
 */
export function dueBeforeNextQuincena(
  list: PaymentList,
  today: string,
): (PaymentDue & { daysLeft: number })[] {
  const { end } = quincenaOf(today)
  return paymentsOfMonth(list, monthOf(today))
    .filter((due) => !due.paid && due.date <= end)
    .map((due) => ({ ...due, daysLeft: daysBetween(today, due.date) }))
}

export function addPayment(list: PaymentList, draft: PaymentDraft): PaymentList {
  const payment: Payment = { ...draft, name: draft.name.trim(), id: `p${list.lastId + 1}`, paid: [] }
  return { lastId: list.lastId + 1, payments: [...list.payments, payment] }
}

/** Changes name, amount or schedule; the months already paid stay paid. */
export const updatePayment = (list: PaymentList, id: string, draft: PaymentDraft): PaymentList => ({
  ...list,
  payments: list.payments.map((payment) =>
    payment.id === id ? { ...payment, ...draft, name: draft.name.trim() } : payment,
  ),
})

export const removePayment = (list: PaymentList, id: string): PaymentList => ({
  ...list,
  payments: list.payments.filter((payment) => payment.id !== id),
})

/** Marks the payment's occurrence in `month` paid or pending. */
export const markPaid = (list: PaymentList, id: string, month: MonthKey, paid: boolean): PaymentList => ({
  ...list,
  payments: list.payments.map((payment) => {
    if (payment.id !== id) return payment
    const others = payment.paid.filter((entry) => entry !== month)
    return { ...payment, paid: paid ? [...others, month].sort() : others }
  }),
})

/** Puts back a removed payment («Deshacer»), unless it is already there. */
export const restorePayment = (list: PaymentList, payment: Payment): PaymentList =>
  list.payments.some((entry) => entry.id === payment.id)
    ? list
    : { ...list, payments: [...list.payments, payment] }
