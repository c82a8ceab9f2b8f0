/**
 * «Mi lana» /mi-lana: a month's budget by category, the spendings, and what is left for the
 * month and for each quincena. Pure functions on plain values (money in centavos, dates
 * ISO in Mexico City); the machine (machines/budgetMachine.ts) calls them and the device
 * keeps the result (storedValues.ts).
 *
 * Rules, as the student sees them:
 * - Categories are one list for every month; each month has its own plan (income and a
 *   budget per category). A month without a plan of its own starts with the plan of the
 *   nearest earlier month («un mes nuevo empieza con el presupuesto del anterior»); it gets
 *   its own the first time the student changes it.
 * - Removing a category moves its spendings to «Otros» (their note starts with the old
 *   name) and adds its budget to «Otros» in every month: no spending disappears and no
 *   month's totals change. «Otros» itself can be renamed but not removed.
 * - Quincenas: the first gets half of the month's money and of each category's budget (the
 *   odd centavo goes first); the second gets what the month has left after the first's
 *   spendings (more if the first saved, less if it overspent). So the second quincena ends
 *   with the month's numbers.
 * - Only what the app can know is counted: a month whose first record (its first spending,
 *   or today in today's month while it has none) falls after the 15th started there, so the
 *   first quincena is not carried over — nobody wrote down what went out in it. The second
 *   quincena, and the whole month, count only the second half («Empezaste a anotar el 26:
 *   contamos desde ahí»).
 * - With no income written down, totals are measured against what was budgeted.
 */
import {
  daysBetween,
  lastDayOf,
  type MonthKey,
  monthOf,
  type Quincena,
  quincenaOfMonth,
} from '../calendarDays'
import { type Centavos, halves } from '../money'
import { normalizeText } from '../text'
import { type Category, DEFAULT_CATEGORIES, OTHERS_ID } from './defaultCategories'

export type { Category }

/** Income as it arrives: once a month, or on the 15th and on the last day (amount each time). */
export interface Income {
  schedule: 'monthly' | 'quincenal'
  amount: Centavos
}

export interface MonthPlan {
  income: Income | null
  /** Per category id; a category missing here has $0. */
  budgets: Record<string, Centavos>
}

export interface Spending {
  id: string
  amount: Centavos
  categoryId: string
  /** yyyy-mm-dd, Mexico City. */
  date: string
  note?: string
}

export interface Budget {
  /** The last number used for a new id (categories and spendings share it). */
  lastId: number
  categories: Category[]
  months: Record<MonthKey, MonthPlan>
  spendings: Spending[]
}

export { DEFAULT_CATEGORIES, OTHERS_ID } from './defaultCategories'
export const MAX_CATEGORIES = 30
export const MAX_CATEGORY_NAME = 60
/** What a student may type as a note. */
export const MAX_NOTE = 140
/** A note may grow by its old category's name when that category is removed. */
export const MAX_STORED_NOTE = MAX_NOTE + MAX_CATEGORY_NAME + 3

export const emptyBudget = (): Budget => ({
  lastId: 0,
  categories: DEFAULT_CATEGORIES.map((category) => ({ ...category })),
  months: {},
  spendings: [],
})

const emptyPlan = (): MonthPlan => ({ income: null, budgets: {} })

/** The month's own plan, or the nearest earlier month's, or an empty one. */
export function planFor(budget: Budget, month: MonthKey): MonthPlan {
  const own = budget.months[month]
  if (own) return own
  const earlier = Object.keys(budget.months)
    .filter((key) => key < month)
    .sort()
    .at(-1)
  return earlier ? (budget.months[earlier] as MonthPlan) : emptyPlan()
}

const withPlan = (budget: Budget, month: MonthKey, change: (plan: MonthPlan) => MonthPlan): Budget => ({
  ...budget,
  months: { ...budget.months, [month]: change(planFor(budget, month)) },
})

export const withIncome = (budget: Budget, month: MonthKey, income: Income | null) =>
  withPlan(budget, month, (plan) => ({ ...plan, income }))

export const withCategoryBudget = (budget: Budget, month: MonthKey, categoryId: string, amount: Centavos) =>
  withPlan(budget, month, (plan) => ({ ...plan, budgets: { ...plan.budgets, [categoryId]: amount } }))

/** Sets the month's income and the budgets given (other categories keep theirs). */
export const withMonthPlan = (
  budget: Budget,
  month: MonthKey,
  { income, budgets }: { income: Income | null; budgets: Record<string, Centavos> },
) => withPlan(budget, month, (plan) => ({ income, budgets: { ...plan.budgets, ...budgets } }))

/** Why `name` cannot name a category (other than `exceptId`), or null when it can. */
export function categoryNameProblem(budget: Budget, name: string, exceptId?: string): string | null {
  const clean = name.trim()
  if (clean === '') return 'Escribe un nombre para la categoría.'
  if (clean.length > MAX_CATEGORY_NAME) return `Usa como máximo ${MAX_CATEGORY_NAME} letras.`
  const taken = budget.categories.some(
    (category) => category.id !== exceptId && normalizeText(category.name) === normalizeText(clean),
  )
  return taken ? 'Ya tienes una categoría con ese nombre.' : null
}

/** Adds a category at the end of the list; the caller checks the name first. */
export function addCategory(budget: Budget, name: string): { budget: Budget; id: string } {
  const id = `c${budget.lastId + 1}`
  const categories = [...budget.categories, { id, name: name.trim() }]
  return { budget: { ...budget, lastId: budget.lastId + 1, categories }, id }
}

export const renameCategory = (budget: Budget, id: string, name: string): Budget => ({
  ...budget,
  categories: budget.categories.map((category) =>
    category.id === id ? { id, name: name.trim() } : category,
  ),
})

export const noteWithOldName = (oldName: string, note?: string) => (note ? `${oldName} · ${note}` : oldName)

/** Removes a category; its spendings and budgets go to «Otros» (see the rules above). */
export function removeCategory(budget: Budget, id: string): Budget {
  const removed = budget.categories.find((category) => category.id === id)
  if (!removed || id === OTHERS_ID) return budget
  const months = Object.fromEntries(
    Object.entries(budget.months).map(([key, plan]) => {
      const { [id]: moved = 0, ...budgets } = plan.budgets
      return [key, { ...plan, budgets: { ...budgets, [OTHERS_ID]: (budgets[OTHERS_ID] ?? 0) + moved } }]
    }),
  )
  const spendings = budget.spendings.map((spending) =>
    spending.categoryId === id
      ? { ...spending, categoryId: OTHERS_ID, note: noteWithOldName(removed.name, spending.note) }
      : spending,
  )
  return {
    ...budget,
    categories: budget.categories.filter((category) => category.id !== id),
    months,
    spendings,
  }
}

export type SpendingDraft = Omit<Spending, 'id'>

/** The spending as kept: the note trimmed (the caller checks its length), left out when empty. */
function spendingFrom(id: string, { amount, categoryId, date, note }: SpendingDraft): Spending {
  const clean = note?.trim()
  return clean ? { id, amount, categoryId, date, note: clean } : { id, amount, categoryId, date }
}

export function addSpending(budget: Budget, draft: SpendingDraft): Budget {
  const spending = spendingFrom(`g${budget.lastId + 1}`, draft)
  return { ...budget, lastId: budget.lastId + 1, spendings: [...budget.spendings, spending] }
}

export const updateSpending = (budget: Budget, id: string, draft: SpendingDraft): Budget => ({
  ...budget,
  spendings: budget.spendings.map((spending) => (spending.id === id ? spendingFrom(id, draft) : spending)),
})

export const removeSpending = (budget: Budget, id: string): Budget => ({
  ...budget,
  spendings: budget.spendings.filter((spending) => spending.id !== id),
})

/** Puts back a removed spending («Deshacer»); into «Otros» if its category is gone meanwhile. */
export function restoreSpending(budget: Budget, spending: Spending): Budget {
  if (budget.spendings.some((entry) => entry.id === spending.id)) return budget
  const exists = budget.categories.some((category) => category.id === spending.categoryId)
  const restored = exists ? spending : { ...spending, categoryId: OTHERS_ID }
  return { ...budget, spendings: [...budget.spendings, restored] }
}

/** Spendings between two dates (inclusive), newest first. */
export function spendingsBetween(budget: Budget, start: string, end: string): Spending[] {
  return budget.spendings
    .filter((spending) => spending.date >= start && spending.date <= end)
    .sort((a, b) => (a.date === b.date ? idNumber(b.id) - idNumber(a.id) : a.date < b.date ? 1 : -1))
}

const idNumber = (id: string) => Number(id.slice(1)) || 0

export const spendingsOfMonth = (budget: Budget, month: MonthKey) =>
  spendingsBetween(budget, `${month}-01`, lastDayOf(month))

export interface CategoryLine {
  id: string
  name: string
  /** What the category may spend in the period. */
  allowance: Centavos
  spent: Centavos
  /** allowance − spent: negative when over budget. */
  left: Centavos
  /** Whether the month's plan gives the category money: without it there is nothing to exceed. */
  budgeted: boolean
  /** Spent more than its allowance; never true for a category without a budget. */
  over: boolean
}

export interface PeriodSummary {
  lines: CategoryLine[]
  /** The money for the period: income, or the total budgeted when no income is written down. */
  available: Centavos
  basis: 'income' | 'budget'
  budgeted: Centavos
  spent: Centavos
  /** available − spent: negative when more went out than came in. */
  left: Centavos
}

export interface MonthSummary extends PeriodSummary {
  month: MonthKey
  income: Income | null
  /** Income not given to any category (negative: more budgeted than earned). */
  unassigned: Centavos | null
  /** The day the numbers count from when the month's records start after the 15th, else null. */
  startedOn: string | null
}

export interface QuincenaSummary extends PeriodSummary {
  /** The day the month's numbers count from when its records start after the 15th, else null. */
  startedOn: string | null
  quincena: Quincena
  /** Days from today (or from the quincena's start, if later) to its end; 0 once it is over. */
  daysLeft: number
  /** What can go out each of those days; null once the quincena is over. */
  perDay: Centavos | null
}

/** What comes in over the month: a quincenal amount arrives twice. */
export const monthlyIncome = (income: Income) =>
  income.schedule === 'quincenal' ? income.amount * 2 : income.amount

const sumBy = <T>(items: readonly T[], amount: (item: T) => Centavos) =>
  items.reduce((total, item) => total + amount(item), 0)

const spentPerCategory = (spendings: readonly Spending[]) => {
  const spent = new Map<string, Centavos>()
  for (const { categoryId, amount } of spendings) spent.set(categoryId, (spent.get(categoryId) ?? 0) + amount)
  return spent
}

function summarize(
  categories: readonly Category[],
  plan: MonthPlan,
  allowanceOf: (id: string) => Centavos,
  spendings: readonly Spending[],
  income: Centavos | null,
): PeriodSummary {
  const spent = spentPerCategory(spendings)
  const lines = categories.map(({ id, name }) => {
    const allowance = allowanceOf(id)
    const categorySpent = spent.get(id) ?? 0
    const left = allowance - categorySpent
    const budgeted = (plan.budgets[id] ?? 0) > 0
    return { id, name, allowance, spent: categorySpent, left, budgeted, over: budgeted && left < 0 }
  })
  const budgeted = sumBy(lines, (line) => line.allowance)
  const total = sumBy(spendings, (spending) => spending.amount)
  const available = income ?? budgeted
  return {
    lines,
    available,
    basis: income === null ? 'budget' : 'income',
    budgeted,
    spent: total,
    left: available - total,
  }
}

/**
 * The first day the app knows about in `month`: its first spending's date; in today's month
 * with none yet, today; another month without spendings, null (nothing to go by but the plan).
 */
export function firstRecordOf(budget: Budget, month: MonthKey, today: string): string | null {
  const first = spendingsOfMonth(budget, month).at(-1)?.date
  return first ?? (monthOf(today) === month ? today : null)
}

/** The first record's day when it falls after the first quincena (which then counts for nothing). */
function startedLate(budget: Budget, month: MonthKey, today: string): string | null {
  const first = firstRecordOf(budget, month, today)
  return first !== null && first > quincenaOfMonth(month, 1).end ? first : null
}

/** The month's numbers; from the second quincena only when its records start there. */
export function monthSummary(budget: Budget, month: MonthKey, today: string): MonthSummary {
  const plan = planFor(budget, month)
  const startedOn = startedLate(budget, month, today)
  const known = (total: Centavos) => (startedOn ? halves(total)[1] : total)
  const income = plan.income ? known(monthlyIncome(plan.income)) : null
  const period = summarize(
    budget.categories,
    plan,
    (id) => known(plan.budgets[id] ?? 0),
    spendingsOfMonth(budget, month),
    income,
  )
  return {
    ...period,
    month,
    income: plan.income,
    unassigned: income === null ? null : income - period.budgeted,
    startedOn,
  }
}

/** The quincena's numbers, and on `today` (ISO) how much is left per day to its end. */
export function quincenaSummary(
  budget: Budget,
  month: MonthKey,
  half: 1 | 2,
  today: string,
): QuincenaSummary {
  const quincena = quincenaOfMonth(month, half)
  const plan = planFor(budget, month)
  const monthIncome = plan.income ? monthlyIncome(plan.income) : null
  const spendings = spendingsBetween(budget, quincena.start, quincena.end)
  const firstSpent = half === 2 ? spendingsBetween(budget, `${month}-01`, `${month}-15`) : []
  const spentBefore = spentPerCategory(firstSpent)
  const startedOn = startedLate(budget, month, today)
  // The first quincena gets half; the second what the month has left after the first, or
  // only its own half when nothing was written down in the first.
  const share = (total: Centavos, before: Centavos) =>
    half === 1 ? halves(total)[0] : startedOn ? halves(total)[1] : total - before
  const period = summarize(
    budget.categories,
    plan,
    (id) => share(plan.budgets[id] ?? 0, spentBefore.get(id) ?? 0),
    spendings,
    monthIncome === null
      ? null
      : share(
          monthIncome,
          sumBy(firstSpent, (spending) => spending.amount),
        ),
  )
  const from = today > quincena.start ? today : quincena.start
  const daysLeft = today > quincena.end ? 0 : daysBetween(from, quincena.end) + 1
  const perDay = daysLeft === 0 ? null : Math.max(0, Math.floor(period.left / daysLeft))
  return { ...period, startedOn, quincena, daysLeft, perDay }
}
