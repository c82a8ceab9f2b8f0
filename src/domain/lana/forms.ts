/**
 * «Mi lana»'s forms as typed: text in, a value or one Spanish sentence per field out. The
 * machines keep these messages beside the fields (context.errors) and never store them;
 * nothing is saved while a field is wrong.
 */
import { isIsoDate, type MonthKey } from '../calendarDays'
import { type Centavos, parseAmount } from '../money'
import { type Budget, categoryNameProblem, type Income, MAX_NOTE, type SpendingDraft } from './budget'
import { type PaymentDraft, paymentNameProblem } from './payments'

/** One message per field name («amount», «date»…), for the form last sent. */
export type FieldErrors = Partial<Record<string, string>>

export type FormResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors }

const result = <T>(errors: FieldErrors, value: () => T): FormResult<T> =>
  Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: value() }

export interface SpendingForm {
  amount: string
  categoryId: string
  date: string
  note?: string
  /** «Es un pago del mes»: ticked for a bill in a category paid per quincena. */
  monthly?: boolean
}

export function readSpendingForm(budget: Budget, form: SpendingForm): FormResult<SpendingDraft> {
  const amount = parseAmount(form.amount)
  const errors: FieldErrors = {}
  if (!amount.ok) errors.amount = amount.message
  if (!budget.categories.some((category) => category.id === form.categoryId))
    errors.categoryId = 'Elige una categoría.'
  if (!isIsoDate(form.date)) errors.date = 'Elige una fecha válida.'
  const note = form.note?.trim() ?? ''
  if (note.length > MAX_NOTE) errors.note = `La nota puede tener hasta ${MAX_NOTE} letras.`
  return result(errors, () => ({
    amount: amount.ok ? amount.centavos : 0,
    categoryId: form.categoryId,
    date: form.date,
    ...(note ? { note } : {}),
    ...(form.monthly ? { monthly: true as const } : {}),
  }))
}

export function readIncomeForm(form: { schedule: Income['schedule']; amount: string }): FormResult<Income> {
  const amount = parseAmount(form.amount)
  return amount.ok
    ? { ok: true, value: { schedule: form.schedule, amount: amount.centavos } }
    : { ok: false, errors: { income: amount.message } }
}

/** A category's budget: $0 is allowed («nada para Salidas este mes»). */
export function readBudgetAmount(categoryId: string, text: string): FormResult<Centavos> {
  const amount = parseAmount(text, { allowZero: true })
  return amount.ok
    ? { ok: true, value: amount.centavos }
    : { ok: false, errors: { [`budget:${categoryId}`]: amount.message } }
}

/** The month's plan as typed in one form: income and the budget of each category shown. */
export interface PlanForm {
  schedule: Income['schedule']
  /** Empty: no income written down (totals are then measured against the budget). */
  income: string
  /** By category id, as typed; empty means $0. Categories not here keep their budget. */
  budgets: Record<string, string>
  /** The categories paid once a month, when the form shows that choice. */
  monthly?: string[]
}

export interface PlanValues {
  income: Income | null
  budgets: Record<string, Centavos>
  monthly?: string[]
}

/** The whole plan or, when any field is wrong, every wrong field's message (nothing is kept). */
export function readPlanForm(budget: Budget, form: PlanForm): FormResult<PlanValues> {
  const errors: FieldErrors = {}
  let income: Income | null = null
  if (form.income.trim() !== '') {
    const read = readIncomeForm({ schedule: form.schedule, amount: form.income })
    if (read.ok) income = read.value
    else Object.assign(errors, read.errors)
  }
  const budgets: Record<string, Centavos> = {}
  for (const { id } of budget.categories) {
    const text = form.budgets[id]
    if (text === undefined) continue
    const read = text.trim() === '' ? { ok: true as const, value: 0 } : readBudgetAmount(id, text)
    if (read.ok) budgets[id] = read.value
    else Object.assign(errors, read.errors)
  }
  const monthly = form.monthly?.filter((id) => budget.categories.some((category) => category.id === id))
  return result(errors, () => (monthly ? { income, budgets, monthly } : { income, budgets }))
}

export function readCategoryName(budget: Budget, name: string, exceptId?: string): FormResult<string> {
  const problem = categoryNameProblem(budget, name, exceptId)
  return problem ? { ok: false, errors: { categoryName: problem } } : { ok: true, value: name.trim() }
}

export type PaymentForm =
  | { kind: 'monthly'; name: string; amount: string; day: string }
  | { kind: 'once'; name: string; amount: string; date: string }

/** A payment as typed; a monthly one counts from `firstMonth` (the month it is added in). */
export function readPaymentForm(form: PaymentForm, firstMonth: MonthKey): FormResult<PaymentDraft> {
  const errors: FieldErrors = {}
  const nameProblem = paymentNameProblem(form.name)
  if (nameProblem) errors.name = nameProblem
  const amount = parseAmount(form.amount)
  if (!amount.ok) errors.amount = amount.message
  const day = form.kind === 'monthly' ? Number(form.day) : 0
  if (form.kind === 'monthly' && !(/^\d{1,2}$/.test(form.day.trim()) && day >= 1 && day <= 31))
    errors.day = 'Elige un día del 1 al 31.'
  if (form.kind === 'once' && !isIsoDate(form.date)) errors.date = 'Elige una fecha válida.'
  return result(errors, () => ({
    name: form.name.trim(),
    amount: amount.ok ? amount.centavos : 0,
    schedule:
      form.kind === 'monthly'
        ? { kind: 'monthly', day, from: firstMonth }
        : { kind: 'once', date: form.date },
  }))
}
