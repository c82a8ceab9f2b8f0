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
 * - With no income written down, totals are measured against what was budgeted; with neither,
 *   there is no plan: only what went out, never a budget (negative or not) or «de más».
 * - Bills paid once a month (a monthly category, or a spending marked monthly) count whole in
 *   the quincena they fall in; the rest of a budget is per quincena.
 * - Each period is in a named state (`PeriodState`; the table in decision 0006), and in every
 *   measured one «te quedan» + spent = planned + carried.
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
  /**
   * A bill paid once a month (tuition in «Escuela»): it takes its amount from the category's
   * month budget in the quincena it falls in, instead of from that quincena's half.
   */
  monthly?: true
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

/**
 * Sets the month's income and the budgets given (other categories keep theirs); with
 * `monthly`, which categories are paid once a month (a category's kind holds for every month).
 */
export function withMonthPlan(
  budget: Budget,
  month: MonthKey,
  {
    income,
    budgets,
    monthly,
  }: { income: Income | null; budgets: Record<string, Centavos>; monthly?: readonly string[] },
): Budget {
  const planned = withPlan(budget, month, (plan) => ({ income, budgets: { ...plan.budgets, ...budgets } }))
  if (!monthly) return planned
  const categories = planned.categories.map(({ monthly: _kind, ...category }) =>
    monthly.includes(category.id) ? { ...category, monthly: true as const } : category,
  )
  return { ...planned, categories }
}

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
function spendingFrom(id: string, { amount, categoryId, date, note, monthly }: SpendingDraft): Spending {
  const clean = note?.trim()
  return {
    id,
    amount,
    categoryId,
    date,
    ...(clean ? { note: clean } : {}),
    ...(monthly ? { monthly: true as const } : {}),
  }
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
  /** Paid once a month (rent, a phone plan): its budget is not split between the quincenas. */
  monthly: boolean
  /**
   * What the category may spend in the period. In the second quincena it is what the month
   * has left after the first, so it is negative when the first already spent more.
   */
  allowance: Centavos
  spent: Centavos
  /** allowance − spent: negative when over budget. */
  left: Centavos
  /** Whether the month's plan gives the category money: without it there is nothing to exceed. */
  budgeted: boolean
  /** Spent more than its allowance; never true for a category without a budget. */
  over: boolean
}

/**
 * Where a period stands (decision 0006, «States»):
 * - `noPlan`: no income and nothing budgeted — only what went out, never a budget or «de más»;
 * - `notCounted`: the first quincena of a month first written down after the 15th;
 * - `nothingSpent`, `within`, `over`: measured against the plan (and what was carried).
 */
export type PeriodState = 'noPlan' | 'notCounted' | 'nothingSpent' | 'within' | 'over'

export interface PeriodSummary {
  state: PeriodState
  lines: CategoryLine[]
  /** What the plan gives the period: income, or what was budgeted when there is no income. */
  planned: Centavos
  /** What the second quincena brings from the first: its leftover, or (negative) what it overspent. */
  carried: Centavos
  /** planned + carried: the money for the period. */
  available: Centavos
  basis: 'income' | 'budget'
  /** The month's budgets that count in the period (the categories' allowances, none below 0). */
  budgeted: Centavos
  spent: Centavos
  /** available − spent: negative when more went out than came in. */
  left: Centavos
  /** The month's bills (monthly categories and monthly spendings): what they take, what is paid. */
  bills: MonthBills
}

/** How much of the month's plan is for bills paid once a month, and how much of that is paid. */
export interface MonthBills {
  /** Monthly categories' budgets, and monthly spendings beyond them. */
  planned: Centavos
  paid: Centavos
  /** Names of the categories they are in, in the list's order. */
  names: string[]
}

/** Whether the month's plan came from the month itself, from an earlier month, or there is none. */
export type PlanSource = 'own' | 'earlier' | 'none'

export interface MonthSummary extends PeriodSummary {
  month: MonthKey
  income: Income | null
  /** Income not given to any category (negative: more budgeted than earned). */
  unassigned: Centavos | null
  /** The day the numbers count from when the month's records start after the 15th, else null. */
  startedOn: string | null
  planSource: PlanSource
}

export interface QuincenaSummary extends PeriodSummary {
  /** The day the month's numbers count from when its records start after the 15th, else null. */
  startedOn: string | null
  planSource: PlanSource
  quincena: Quincena
  /** Days from today (or from the quincena's start, if later) to its end; 0 once it is over. */
  daysLeft: number
  /** What can go out each of those days, bills still to pay set aside; null once the quincena is over. */
  perDay: Centavos | null
  /** The month's bills still to pay, set aside from `perDay`. */
  billsDue: Centavos
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

export function planSourceOf(budget: Budget, month: MonthKey): PlanSource {
  if (budget.months[month]) return 'own'
  const plan = planFor(budget, month)
  return plan.income || Object.values(plan.budgets).some((amount) => amount > 0) ? 'earlier' : 'none'
}

/**
 * How a category's month budget splits between the quincenas. A monthly category's whole
 * budget is there in any quincena (a bill counts in the quincena it falls in); so is the part
 * a monthly spending takes from a category paid per quincena, in the quincena it falls in.
 * The rest is per quincena, half each (odd centavo first).
 */
interface CategoryMonth {
  budget: Centavos
  /** What does not split: the monthly category's budget, or its monthly spendings up to its budget. */
  whole: Centavos
  /** Monthly spendings of a category paid per quincena, by quincena. */
  wholeIn: [Centavos, Centavos]
}

function categoryMonth(category: Category, plan: MonthPlan, spendings: readonly Spending[], mid: string) {
  const budget = plan.budgets[category.id] ?? 0
  if (category.monthly) return { budget, whole: budget, wholeIn: [budget, budget] } as CategoryMonth
  const monthlyOf = (inFirst: boolean) =>
    sumBy(
      spendings.filter(
        (spending) =>
          spending.categoryId === category.id && spending.monthly && spending.date <= mid === inFirst,
      ),
      (spending) => spending.amount,
    )
  const whole = Math.min(budget, monthlyOf(true) + monthlyOf(false))
  const first = Math.min(whole, monthlyOf(true))
  return { budget, whole, wholeIn: [first, whole - first] } as CategoryMonth
}

/** The month's bills: monthly categories' budgets and monthly spendings, and what of them is paid. */
function billsOf(
  categories: readonly Category[],
  plan: MonthPlan,
  spendings: readonly Spending[],
): MonthBills {
  const bills: MonthBills = { planned: 0, paid: 0, names: [] }
  for (const category of categories) {
    const own = spendings.filter((spending) => spending.categoryId === category.id)
    const paid = sumBy(
      category.monthly ? own : own.filter((spending) => spending.monthly),
      (spending) => spending.amount,
    )
    const planned = category.monthly ? Math.max(plan.budgets[category.id] ?? 0, paid) : paid
    if (planned === 0) continue
    bills.planned += planned
    bills.paid += paid
    bills.names.push(category.name)
  }
  return bills
}

/** The numbers of a period once each category's allowance and the period's money are known. */
function periodOf(
  categories: readonly Category[],
  plan: MonthPlan,
  allowanceOf: (category: Category) => Centavos,
  spendings: readonly Spending[],
  money: { planned: Centavos; carried: Centavos; basis: 'income' | 'budget' } | null,
  bills: MonthBills,
): PeriodSummary {
  const spent = spentPerCategory(spendings)
  const lines = categories.map((category) => {
    const budgeted = (plan.budgets[category.id] ?? 0) > 0
    // A category without a budget has nothing to carry: it never shows a negative allowance.
    const allowance = budgeted ? allowanceOf(category) : 0
    const categorySpent = spent.get(category.id) ?? 0
    const left = allowance - categorySpent
    return {
      id: category.id,
      name: category.name,
      monthly: category.monthly === true,
      allowance,
      spent: categorySpent,
      left,
      budgeted,
      over: budgeted && left < 0,
    }
  })
  const total = sumBy(spendings, (spending) => spending.amount)
  const budgeted = sumBy(lines, (line) => Math.max(0, line.allowance))
  if (!money)
    return {
      state: 'noPlan',
      lines,
      planned: 0,
      carried: 0,
      available: 0,
      basis: 'budget',
      budgeted,
      spent: total,
      left: 0,
      bills,
    }
  const available = money.planned + money.carried
  const left = available - total
  return {
    state: left < 0 ? 'over' : total === 0 ? 'nothingSpent' : 'within',
    lines,
    planned: money.planned,
    carried: money.carried,
    available,
    basis: money.basis,
    budgeted,
    spent: total,
    left,
    bills,
  }
}

/** What the month and its quincenas are measured against: income, or the budgets without one. */
function monthMoney(budget: Budget, plan: MonthPlan, mid: string, spendings: readonly Spending[]) {
  const months = budget.categories.map((category) => ({
    category,
    ...categoryMonth(category, plan, spendings, mid),
  }))
  const totalBudget = sumBy(months, (entry) => entry.budget)
  const income = plan.income ? monthlyIncome(plan.income) : null
  return { months, totalBudget, income, hasPlan: income !== null || totalBudget > 0 }
}

/** The month's numbers; from the second quincena only when its records start there. */
export function monthSummary(budget: Budget, month: MonthKey, today: string): MonthSummary {
  const plan = planFor(budget, month)
  const startedOn = startedLate(budget, month, today)
  const spendings = spendingsOfMonth(budget, month)
  const mid = quincenaOfMonth(month, 1).end
  const { months, income, hasPlan } = monthMoney(budget, plan, mid, spendings)
  // Started late: only the second quincena's half of what splits, and the bills whole.
  const known = ({ budget: total, whole }: CategoryMonth) =>
    startedOn ? halves(total - whole)[1] + whole : total
  const byId = new Map(months.map((entry) => [entry.category.id, entry]))
  const knownBudget = sumBy(months, known)
  const knownIncome = income === null ? null : startedOn ? halves(income)[1] : income
  const period = periodOf(
    budget.categories,
    plan,
    (category) => known(byId.get(category.id) as CategoryMonth),
    spendings,
    hasPlan
      ? {
          planned: knownIncome ?? knownBudget,
          carried: 0,
          basis: knownIncome === null ? 'budget' : 'income',
        }
      : null,
    billsOf(budget.categories, plan, spendings),
  )
  return {
    ...period,
    month,
    income: plan.income,
    unassigned: knownIncome === null || !hasPlan ? null : knownIncome - knownBudget,
    startedOn,
    planSource: planSourceOf(budget, month),
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
  const first = quincenaOfMonth(month, 1)
  const plan = planFor(budget, month)
  const monthSpendings = spendingsOfMonth(budget, month)
  const { months, income, hasPlan } = monthMoney(budget, plan, first.end, monthSpendings)
  const spendings = spendingsBetween(budget, quincena.start, quincena.end)
  const firstSpendings = spendingsBetween(budget, first.start, first.end)
  const spentBefore = spentPerCategory(firstSpendings)
  const startedOn = startedLate(budget, month, today)
  const byId = new Map(months.map((entry) => [entry.category.id, entry]))
  /** The first quincena's share of a category: half of what splits, and what is paid whole in it. */
  const firstShare = ({ budget: total, whole, wholeIn }: CategoryMonth) =>
    halves(total - whole)[0] + wholeIn[0]
  // The first quincena gets its share; the second what the month has left after the first,
  // or, when nothing was written down in the first, its own half and the bills whole.
  const allowanceOf = (category: Category) => {
    const entry = byId.get(category.id) as CategoryMonth
    if (half === 1) return firstShare(entry)
    if (startedOn) return halves(entry.budget - entry.whole)[1] + entry.whole
    return entry.budget - (spentBefore.get(category.id) ?? 0)
  }
  const firstPlanned =
    income === null ? sumBy(months, (entry) => (entry.budget > 0 ? firstShare(entry) : 0)) : halves(income)[0]
  const monthPlanned = income ?? sumBy(months, (entry) => entry.budget)
  const spentFirst = sumBy(firstSpendings, (spending) => spending.amount)
  const money =
    half === 1
      ? { planned: firstPlanned, carried: 0 }
      : startedOn
        ? {
            planned:
              income === null
                ? sumBy(months, (entry) => halves(entry.budget - entry.whole)[1] + entry.whole)
                : halves(income)[1],
            carried: 0,
          }
        : { planned: monthPlanned - firstPlanned, carried: firstPlanned - spentFirst }
  const bills = billsOf(budget.categories, plan, monthSpendings)
  const period = periodOf(
    budget.categories,
    plan,
    allowanceOf,
    spendings,
    hasPlan ? { ...money, basis: income === null ? 'budget' : 'income' } : null,
    bills,
  )
  const notCounted = startedOn !== null && half === 1 && hasPlan
  const from = today > quincena.start ? today : quincena.start
  const daysLeft = today > quincena.end ? 0 : daysBetween(from, quincena.end) + 1
  // Bills of the month still to pay are set aside from what can go out each day.
  const billsDue = Math.max(0, bills.planned - bills.paid)
  const perDay =
    daysLeft === 0 || period.state === 'noPlan'
      ? null
      : Math.max(0, Math.floor((period.left - billsDue) / daysLeft))
  return {
    ...period,
    state: notCounted ? 'notCounted' : period.state,
    startedOn,
    planSource: planSourceOf(budget, month),
    quincena,
    daysLeft,
    perDay,
    billsDue,
  }
}
