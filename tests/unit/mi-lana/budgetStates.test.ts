import { describe, expect, it } from 'vitest'
import { lastDayOf, type MonthKey } from '../../../src/domain/calendarDays'
import {
  addSpending,
  type Budget,
  emptyBudget,
  type Income,
  monthSummary,
  type PeriodSummary,
  quincenaSummary,
  removeSpending,
  withMonthPlan,
} from '../../../src/domain/lana/budget'

/**
 * The budget's states (decision 0006, «States»), played over generated months: for any
 * sequence of spendings and plan changes, in every period, «te quedan» plus what was spent
 * equals what was planned plus what was carried, and a period without a plan never shows a
 * budget or a «de más».
 */
const pesos = (amount: number) => amount * 100
const MONTH: MonthKey = '2026-11'
const CATEGORY_IDS = ['renta', 'comida', 'transporte', 'escuela', 'celular', 'salidas', 'otros']

/** Mulberry32: a small seeded generator, so a failing seed can be played again. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)] as T
  return { next, int, pick }
}

type Random = ReturnType<typeof generator>

const dayOf = (random: Random, month: MonthKey) =>
  `${month}-${String(random.int(1, Number(lastDayOf(month).slice(8)))).padStart(2, '0')}`

function randomPlan(random: Random) {
  const income: Income | null =
    random.next() < 0.3
      ? null
      : { schedule: random.pick(['monthly', 'quincenal'] as const), amount: pesos(random.int(1, 20_000)) }
  const budgets = Object.fromEntries(
    CATEGORY_IDS.map((id) => [id, random.next() < 0.3 ? 0 : random.int(0, 900_000)]),
  )
  const monthly = CATEGORY_IDS.filter(() => random.next() < 0.3)
  return { income, budgets, monthly }
}

/** A month of changes as a student makes them: spendings (some monthly, some removed), plans set again. */
function playMonth(seed: number, { withPlan }: { withPlan: boolean }): Budget {
  const random = generator(seed)
  let budget = emptyBudget()
  const steps = random.int(0, 40)
  for (let step = 0; step < steps; step++) {
    const roll = random.next()
    if (withPlan && roll < 0.15) budget = withMonthPlan(budget, MONTH, randomPlan(random))
    else if (roll < 0.25 && budget.spendings.length > 0)
      budget = removeSpending(budget, random.pick(budget.spendings).id)
    else
      budget = addSpending(budget, {
        amount: random.int(1, 800_000),
        categoryId: random.pick(CATEGORY_IDS),
        // Mostly this month; a few next to it, which must not count.
        date: random.next() < 0.9 ? dayOf(random, MONTH) : dayOf(random, random.pick(['2026-10', '2026-12'])),
        ...(random.next() < 0.2 ? { monthly: true as const } : {}),
      })
  }
  return budget
}

const DAYS = [
  '2026-11-01',
  '2026-11-10',
  '2026-11-15',
  '2026-11-16',
  '2026-11-26',
  '2026-11-30',
  '2026-12-05',
]

function periodsOf(budget: Budget, today: string) {
  return {
    q1: quincenaSummary(budget, MONTH, 1, today),
    q2: quincenaSummary(budget, MONTH, 2, today),
    month: monthSummary(budget, MONTH, today),
  }
}

const spentBetween = (budget: Budget, start: string, end: string) =>
  budget.spendings
    .filter((spending) => spending.date >= start && spending.date <= end)
    .reduce((total, spending) => total + spending.amount, 0)

function expectBalanced(period: PeriodSummary) {
  if (period.state === 'noPlan') {
    expect([period.planned, period.carried, period.available, period.left]).toEqual([0, 0, 0, 0])
    expect(period.lines.every((line) => line.allowance === 0 && !line.over)).toBe(true)
    return
  }
  // «te quedan» + spent = planned + carried.
  expect(period.left + period.spent).toBe(period.planned + period.carried)
  expect(period.available).toBe(period.planned + period.carried)
  // The first quincena of a month first written down after the 15th is named, not measured.
  if (period.state !== 'notCounted')
    expect(period.state).toBe(period.left < 0 ? 'over' : period.spent === 0 ? 'nothingSpent' : 'within')
  // Each line adds up; a category without a budget never has one to exceed, nor a negative one.
  const wrongLines = period.lines.filter(
    (line) =>
      line.left + line.spent !== line.allowance || (!line.budgeted && (line.allowance !== 0 || line.over)),
  )
  expect(wrongLines).toEqual([])
}

const SEEDS = Array.from({ length: 150 }, (_, index) => index + 1)

describe('the budget over generated months', () => {
  it('every period adds up: te quedan + spent = planned + carried, with or without a plan', () => {
    for (const seed of SEEDS)
      for (const withPlan of [true, false]) {
        const budget = playMonth(seed, { withPlan })
        for (const today of DAYS) {
          const { q1, q2, month } = periodsOf(budget, today)
          for (const period of [q1, q2, month]) expectBalanced(period)
          // Each quincena counts only its own days; the month counts both.
          expect(q1.spent).toBe(spentBetween(budget, '2026-11-01', '2026-11-15'))
          expect(q2.spent).toBe(spentBetween(budget, '2026-11-16', '2026-11-30'))
          expect(month.spent).toBe(q1.spent + q2.spent)
        }
      }
    // A few thousand summaries: seconds on a busy machine.
  }, 30_000)

  it('without a plan every period is «no plan»: no budget, no «de más», only what went out', () => {
    for (const seed of SEEDS) {
      const budget = playMonth(seed, { withPlan: false })
      for (const today of DAYS)
        for (const period of Object.values(periodsOf(budget, today))) expect(period.state).toBe('noPlan')
    }
  })

  it('the second quincena carries the first’s leftover or overspending, so it ends with the month', () => {
    let checked = 0
    for (const seed of SEEDS) {
      const budget = playMonth(seed, { withPlan: true })
      // A first record in the first quincena: the month is counted whole.
      const { q1, q2, month } = periodsOf(budget, '2026-11-10')
      if (q1.state === 'noPlan' || q2.startedOn) continue
      expect(q2.carried).toBe(q1.left)
      expect(q2.left).toBe(month.left)
      expect(q1.planned + q2.planned).toBe(month.planned)
      checked++
    }
    expect(checked).toBeGreaterThan(50)
  })
})

describe('the states, one by one', () => {
  const plan = (budget: Budget, budgets: Record<string, number>, income: Income | null = null) =>
    withMonthPlan(budget, MONTH, { income, budgets })
  const spend = (budget: Budget, date: string, categoryId: string, amount: number, monthly = false) =>
    addSpending(budget, {
      date,
      categoryId,
      amount: pesos(amount),
      ...(monthly ? { monthly: true as const } : {}),
    })

  it('no plan: $500 on the 5th and $80 on the 20th are what went out, not $580 «de más»', () => {
    const budget = spend(spend(emptyBudget(), '2026-11-05', 'comida', 500), '2026-11-20', 'transporte', 80)
    const { q1, q2, month } = periodsOf(budget, '2026-11-20')
    expect([q1.state, q2.state, month.state]).toEqual(['noPlan', 'noPlan', 'noPlan'])
    expect([q1.spent, q2.spent, month.spent]).toEqual([pesos(500), pesos(80), pesos(580)])
    expect(q2.lines.find((line) => line.id === 'comida')).toMatchObject({ allowance: 0, over: false })
    expect(q2.perDay).toBeNull()
  })

  it('a plan from this month, and one carried from an earlier month, count the same', () => {
    const october = withMonthPlan(emptyBudget(), '2026-10', {
      income: { schedule: 'monthly', amount: pesos(9_000) },
      budgets: { comida: pesos(2_000) },
    })
    const own = plan(emptyBudget(), { comida: pesos(2_000) }, { schedule: 'monthly', amount: pesos(9_000) })
    const carried = periodsOf(spend(october, '2026-11-03', 'comida', 100), '2026-11-10')
    const fresh = periodsOf(spend(own, '2026-11-03', 'comida', 100), '2026-11-10')
    expect(carried.month.planSource).toBe('earlier')
    expect(fresh.month.planSource).toBe('own')
    expect(carried.month.left).toBe(fresh.month.left)
    expect(carried.q1.left).toBe(pesos(4_400))
  })

  it('a quincena with nothing spent has all of its money left', () => {
    const budget = plan(
      emptyBudget(),
      { comida: pesos(1_000) },
      { schedule: 'quincenal', amount: pesos(4_500) },
    )
    const q1 = quincenaSummary(budget, MONTH, 1, '2026-11-02')
    expect(q1.state).toBe('nothingSpent')
    expect(q1.left).toBe(pesos(4_500))
  })

  it('overspending in the first quincena is carried as less for the second, never as a negative budget', () => {
    let budget = plan(emptyBudget(), { comida: pesos(1_000) })
    budget = spend(budget, '2026-11-04', 'comida', 1_600)
    const q2 = quincenaSummary(budget, MONTH, 2, '2026-11-20')
    expect(q2.planned).toBe(pesos(500))
    expect(q2.carried).toBe(-pesos(1_100))
    expect(q2.state).toBe('over')
    // The category's line: what the month had left for it, spent already in the first.
    expect(q2.lines.find((line) => line.id === 'comida')).toMatchObject({ allowance: -pesos(600), spent: 0 })
    // Nothing carries between months: December starts again from its plan.
    const december = monthSummary(budget, '2026-12', '2026-12-02')
    expect(december.carried).toBe(0)
    expect(december.left).toBe(pesos(1_000))
  })

  it('a monthly category counts whole in the quincena it is paid in; the bills say what is paid', () => {
    let budget = plan(
      emptyBudget(),
      { renta: pesos(3_000), comida: pesos(1_000) },
      {
        schedule: 'quincenal',
        amount: pesos(4_500),
      },
    )
    const before = quincenaSummary(budget, MONTH, 1, '2026-11-01')
    expect(before.bills).toEqual({ planned: pesos(3_000), paid: 0, names: ['Renta y servicios'] })
    // Rent still to pay is set aside from what can go out each day.
    expect(before.perDay).toBe(Math.floor((pesos(4_500) - pesos(3_000)) / 15))
    budget = spend(budget, '2026-11-01', 'renta', 3_000)
    const q1 = quincenaSummary(budget, MONTH, 1, '2026-11-01')
    expect(q1.lines.find((line) => line.id === 'renta')).toMatchObject({
      allowance: pesos(3_000),
      left: 0,
      over: false,
    })
    expect(q1.lines.find((line) => line.id === 'comida')?.allowance).toBe(pesos(500))
    expect(q1.bills).toEqual({ planned: pesos(3_000), paid: pesos(3_000), names: ['Renta y servicios'] })
    const q2 = quincenaSummary(budget, MONTH, 2, '2026-11-20')
    expect(q2.lines.find((line) => line.id === 'renta')).toMatchObject({ allowance: 0, spent: 0 })
  })

  it('a monthly spending in a category paid per quincena takes its amount whole, not from the half', () => {
    let budget = plan(emptyBudget(), { escuela: pesos(3_000) })
    budget = spend(budget, '2026-11-03', 'escuela', 2_000, true)
    budget = spend(budget, '2026-11-05', 'escuela', 300)
    const q1 = quincenaSummary(budget, MONTH, 1, '2026-11-06')
    // Half of the $1,000 left to split, and the $2,000 tuition whole.
    expect(q1.lines.find((line) => line.id === 'escuela')).toMatchObject({
      allowance: pesos(2_500),
      spent: pesos(2_300),
      over: false,
    })
    expect(q1.bills).toEqual({
      planned: pesos(2_000),
      paid: pesos(2_000),
      names: ['Escuela (colegiatura, copias, materiales)'],
    })
  })

  it('a CSV brought in without a plan is «no plan» too; with a plan it is measured against it', () => {
    let budget = emptyBudget()
    for (const [date, id, amount] of [
      ['2026-11-02', 'renta', 3_000],
      ['2026-11-06', 'comida', 450.5],
      ['2026-11-17', 'transporte', 120],
    ] as const)
      budget = spend(budget, date, id, amount)
    expect(quincenaSummary(budget, MONTH, 2, '2026-11-20').state).toBe('noPlan')
    const planned = plan(budget, { comida: pesos(1_000) }, { schedule: 'quincenal', amount: pesos(4_500) })
    const q2 = quincenaSummary(planned, MONTH, 2, '2026-11-20')
    expect(q2.state).toBe('within')
    expect(q2.left + q2.spent).toBe(q2.planned + q2.carried)
  })
})
