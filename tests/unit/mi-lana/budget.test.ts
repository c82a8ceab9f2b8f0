import { describe, expect, it } from 'vitest'
import {
  addCategory,
  addSpending,
  type Budget,
  type CategoryLine,
  categoryNameProblem,
  DEFAULT_CATEGORIES,
  emptyBudget,
  monthSummary,
  OTHERS_ID,
  planFor,
  quincenaSummary,
  removeCategory,
  removeSpending,
  renameCategory,
  restoreSpending,
  spendingsOfMonth,
  updateSpending,
  withCategoryBudget,
  withIncome,
} from '../../../src/domain/lana/budget'

const pesos = (amount: number) => amount * 100
/** A day of the first quincena: the months below are counted whole. */
const TODAY = '2026-11-10'

/** November 2026: $8,000 a quincena; Comida $3,000, Transporte $800, Renta $4,000. */
function november(): Budget {
  let budget = withIncome(emptyBudget(), '2026-11', { schedule: 'quincenal', amount: pesos(8_000) })
  budget = withCategoryBudget(budget, '2026-11', 'comida', pesos(3_000))
  budget = withCategoryBudget(budget, '2026-11', 'transporte', pesos(800))
  return withCategoryBudget(budget, '2026-11', 'renta', pesos(4_000))
}

const spend = (budget: Budget, date: string, categoryId: string, amount: number, note?: string) =>
  addSpending(budget, { date, categoryId, amount: pesos(amount), ...(note ? { note } : {}) })

const line = (summary: { lines: CategoryLine[] }, id: string) =>
  summary.lines.find((entry) => entry.id === id)

describe('categories', () => {
  it('start with the nine defaults, «Otros» last', () => {
    expect(emptyBudget().categories.map((category) => category.name)).toEqual([
      'Renta y servicios',
      'Comida',
      'Transporte',
      'Escuela (colegiatura, copias, materiales)',
      'Celular e internet',
      'Salud',
      'Salidas',
      'Ahorro',
      'Otros',
    ])
    expect(DEFAULT_CATEGORIES.at(-1)?.id).toBe(OTHERS_ID)
  })

  it('add, rename, and refuse empty, long or repeated names', () => {
    const { budget, id } = addCategory(emptyBudget(), '  Mascota ')
    expect(budget.categories.at(-1)).toEqual({ id, name: 'Mascota' })
    expect(categoryNameProblem(budget, 'mascota')).toBe('Ya tienes una categoría con ese nombre.')
    expect(categoryNameProblem(budget, 'COMÍDA')).toBe('Ya tienes una categoría con ese nombre.')
    expect(categoryNameProblem(budget, 'Comida', 'comida')).toBeNull()
    expect(categoryNameProblem(budget, '   ')).toBe('Escribe un nombre para la categoría.')
    expect(categoryNameProblem(budget, 'x'.repeat(61))).toBe('Usa como máximo 60 letras.')
    const renamed = renameCategory(budget, 'salidas', 'Fiestas y cine')
    expect(renamed.categories.find((category) => category.id === 'salidas')?.name).toBe('Fiestas y cine')
  })

  it('removing one moves its spendings and budgets to «Otros»: no total changes', () => {
    let budget = withCategoryBudget(november(), '2026-11', 'salidas', pesos(500))
    budget = withCategoryBudget(budget, '2026-11', OTHERS_ID, pesos(200))
    budget = spend(budget, '2026-11-07', 'salidas', 180, 'cine')
    budget = spend(budget, '2026-11-08', 'salidas', 90)
    const before = monthSummary(budget, '2026-11', TODAY)
    const after = removeCategory(budget, 'salidas')
    const summary = monthSummary(after, '2026-11', TODAY)
    expect(after.categories.some((category) => category.id === 'salidas')).toBe(false)
    expect(line(summary, OTHERS_ID)).toMatchObject({ allowance: pesos(700), spent: pesos(270) })
    expect(after.spendings.map((spending) => [spending.categoryId, spending.note])).toEqual([
      [OTHERS_ID, 'Salidas · cine'],
      [OTHERS_ID, 'Salidas'],
    ])
    expect([summary.budgeted, summary.spent, summary.left]).toEqual([
      before.budgeted,
      before.spent,
      before.left,
    ])
    expect(removeCategory(after, OTHERS_ID)).toBe(after)
  })
})

describe('a month', () => {
  it('adds up spendings per category, flags over-budget, and keeps other months apart', () => {
    let budget = spend(november(), '2026-11-02', 'comida', 1_200)
    budget = spend(budget, '2026-11-20', 'comida', 1_900.5)
    budget = spend(budget, '2026-11-03', 'transporte', 300)
    budget = spend(budget, '2026-10-31', 'comida', 999)
    budget = spend(budget, '2026-12-01', 'comida', 999)
    const summary = monthSummary(budget, '2026-11', TODAY)
    expect(line(summary, 'comida')).toEqual({
      id: 'comida',
      name: 'Comida',
      allowance: pesos(3_000),
      spent: 310_050,
      left: -10_050,
      budgeted: true,
      monthly: false,
      over: true,
    })
    expect(line(summary, 'transporte')).toMatchObject({ left: pesos(500), over: false })
    expect(line(summary, 'salud')).toMatchObject({ allowance: 0, spent: 0, left: 0, over: false })
    expect(summary.available).toBe(pesos(16_000))
    expect(summary.basis).toBe('income')
    expect(summary.budgeted).toBe(pesos(7_800))
    expect(summary.spent).toBe(340_050)
    expect(summary.left).toBe(pesos(16_000) - 340_050)
    expect(summary.unassigned).toBe(pesos(8_200))
  })

  it('a category without a budget has nothing to exceed: what it spent, never «over»', () => {
    // No plan at all (the student has only written spendings down).
    let noPlan = addSpending(emptyBudget(), { date: '2026-11-02', categoryId: 'comida', amount: 4_250 })
    noPlan = addSpending(noPlan, { date: '2026-11-20', categoryId: 'comida', amount: 4_300 })
    const summary = monthSummary(noPlan, '2026-11', TODAY)
    expect(line(summary, 'comida')).toMatchObject({ spent: 8_550, budgeted: false, over: false })
    expect(line(quincenaSummary(noPlan, '2026-11', 2, '2026-11-20'), 'comida')).toMatchObject({
      spent: 4_300,
      over: false,
    })
    // A plan for other categories: «Salud» has no budget of its own.
    const month = monthSummary(spend(november(), '2026-11-05', 'salud', 250), '2026-11', TODAY)
    expect(line(month, 'salud')).toMatchObject({
      allowance: 0,
      spent: pesos(250),
      budgeted: false,
      over: false,
    })
    expect(line(month, 'comida')).toMatchObject({ budgeted: true, over: false })
  })

  it('lists its spendings newest first, the last one added first on the same day', () => {
    let budget = spend(november(), '2026-11-05', 'comida', 10)
    budget = spend(budget, '2026-11-30', 'comida', 20)
    budget = spend(budget, '2026-11-05', 'comida', 30)
    expect(spendingsOfMonth(budget, '2026-11').map((spending) => spending.amount)).toEqual([
      pesos(20),
      pesos(30),
      pesos(10),
    ])
  })

  it('a monthly income counts once; without income the budget is the measure', () => {
    const monthly = withIncome(november(), '2026-11', { schedule: 'monthly', amount: pesos(12_000) })
    expect(monthSummary(monthly, '2026-11', TODAY).available).toBe(pesos(12_000))
    const noIncome = withIncome(november(), '2026-11', null)
    const summary = monthSummary(spend(noIncome, '2026-11-10', 'comida', 800), '2026-11', TODAY)
    expect(summary).toMatchObject({
      basis: 'budget',
      available: pesos(7_800),
      left: pesos(7_000),
      unassigned: null,
    })
  })

  it('a new month starts with the last month’s plan, and keeps its own once changed', () => {
    const budget = november()
    expect(planFor(budget, '2026-12')).toEqual(planFor(budget, '2026-11'))
    expect(planFor(budget, '2027-03')).toEqual(planFor(budget, '2026-11'))
    expect(planFor(budget, '2026-10')).toEqual({ income: null, budgets: {} })
    const december = withCategoryBudget(budget, '2026-12', 'comida', pesos(3_500))
    expect(planFor(december, '2026-12').budgets).toMatchObject({ comida: pesos(3_500), renta: pesos(4_000) })
    expect(planFor(december, '2026-11').budgets.comida).toBe(pesos(3_000))
    expect(planFor(december, '2027-01').budgets.comida).toBe(pesos(3_500))
    // Changing November later still reaches December only through December's own plan.
    const later = withCategoryBudget(december, '2026-11', 'transporte', pesos(900))
    expect(planFor(later, '2026-12').budgets.transporte).toBe(pesos(800))
  })
})

describe('quincenas', () => {
  const budget = [
    ['2026-11-01', 'comida', 700],
    ['2026-11-15', 'comida', 600],
    ['2026-11-16', 'comida', 500],
    ['2026-11-03', 'renta', 4_000],
    ['2026-11-30', 'transporte', 100],
  ].reduce(
    (sum, [date, id, amount]) => spend(sum, date as string, id as string, amount as number),
    november(),
  )

  it('the first gets half of each budget and of the income; the 15th counts in it', () => {
    const first = quincenaSummary(budget, '2026-11', 1, '2026-11-10')
    expect(first.quincena).toMatchObject({ start: '2026-11-01', end: '2026-11-15' })
    expect(line(first, 'comida')).toMatchObject({
      allowance: pesos(1_500),
      spent: pesos(1_300),
      left: pesos(200),
    })
    // Rent is paid once a month: its whole budget counts in the quincena it is paid in (issue 42).
    expect(line(first, 'renta')).toMatchObject({
      monthly: true,
      allowance: pesos(4_000),
      left: 0,
      over: false,
    })
    expect(first.available).toBe(pesos(8_000))
    expect(first.spent).toBe(pesos(5_300))
    expect(first.left).toBe(pesos(2_700))
    // 10 to 15 November: 6 days, today included.
    expect(first.daysLeft).toBe(6)
    expect(first.perDay).toBe(pesos(450))
  })

  it('the second gets what the month has left after the first; its end is the month’s end', () => {
    const second = quincenaSummary(budget, '2026-11', 2, '2026-11-16')
    expect(line(second, 'comida')).toMatchObject({
      allowance: pesos(1_700),
      spent: pesos(500),
      left: pesos(1_200),
    })
    expect(line(second, 'renta')).toMatchObject({ allowance: 0, spent: 0, left: 0, over: false })
    // Renta has a budget for the month, all of it spent in the first quincena: more is over.
    const more = quincenaSummary(spend(budget, '2026-11-20', 'renta', 50), '2026-11', 2, '2026-11-20')
    expect(line(more, 'renta')).toMatchObject({ allowance: 0, spent: pesos(50), budgeted: true, over: true })
    expect(second.available).toBe(pesos(16_000 - 5_300))
    expect(second.left).toBe(pesos(16_000 - 5_300 - 600))
    expect(second.daysLeft).toBe(15)
    const month = monthSummary(budget, '2026-11', TODAY)
    expect(second.left).toBe(month.left)
    for (const { id, left } of month.lines) expect(line(second, id)).toMatchObject({ left })
  })

  it('per day: all its days before it starts, the last day alone, nothing once it is over', () => {
    expect(quincenaSummary(budget, '2026-11', 2, '2026-11-03').daysLeft).toBe(15)
    const lastDay = quincenaSummary(budget, '2026-11', 2, '2026-11-30')
    expect(lastDay.daysLeft).toBe(1)
    expect(lastDay.perDay).toBe(lastDay.left)
    const over = quincenaSummary(budget, '2026-11', 1, '2026-11-16')
    expect([over.daysLeft, over.perDay]).toEqual([0, null])
    const broke = quincenaSummary(spend(budget, '2026-11-20', 'salud', 20_000), '2026-11', 2, '2026-11-20')
    expect(broke.left).toBeLessThan(0)
    expect(broke.perDay).toBe(0)
  })

  it('an odd centavo goes to the first quincena; what the first does not spend passes to the second', () => {
    const odd = withCategoryBudget(emptyBudget(), '2027-02', 'comida', 100_001)
    const allowance = (budget: Budget, half: 1 | 2) =>
      line(quincenaSummary(budget, '2027-02', half, '2027-02-01'), 'comida')?.allowance
    expect([allowance(odd, 1), allowance(odd, 2)]).toEqual([50_001, 100_001])
    const spent = addSpending(odd, { date: '2027-02-15', categoryId: 'comida', amount: 30_000 })
    expect([allowance(spent, 1), allowance(spent, 2)]).toEqual([50_001, 70_001])
    expect(quincenaSummary(odd, '2027-02', 2, '2027-02-16').daysLeft).toBe(13)
  })
})

describe('only what was written down counts', () => {
  /** Starts on 26 November with $8,000 a quincena and no category budgets. */
  const lateStart = () =>
    spend(
      withIncome(emptyBudget(), '2026-11', { schedule: 'quincenal', amount: pesos(8_000) }),
      '2026-11-26',
      'comida',
      1_234.5,
    )

  it('a month first written down after the 15th counts from its second quincena only', () => {
    const second = quincenaSummary(lateStart(), '2026-11', 2, '2026-11-26')
    // Not $14,765.50 and $2,953.10 a day: the first quincena's $8,000 went nobody knows where.
    expect([second.available, second.left, second.perDay]).toEqual([pesos(8_000), 676_550, 135_310])
    expect(second.startedOn).toBe('2026-11-26')
    const month = monthSummary(lateStart(), '2026-11', '2026-11-26')
    expect([month.available, month.left, month.startedOn]).toEqual([pesos(8_000), 676_550, '2026-11-26'])
  })

  it('category budgets: the second quincena keeps its own half, the month counts that half', () => {
    const budget = withCategoryBudget(lateStart(), '2026-11', 'comida', 300_001)
    expect(line(quincenaSummary(budget, '2026-11', 2, '2026-11-27'), 'comida')).toMatchObject({
      allowance: 150_000,
      spent: 123_450,
      left: 26_550,
    })
    expect(line(monthSummary(budget, '2026-11', '2026-11-27'), 'comida')?.allowance).toBe(150_000)
    expect(monthSummary(budget, '2026-11', '2026-11-27').unassigned).toBe(pesos(8_000) - 150_000)
  })

  it('today counts as the first record of a month with none; a spending on the 15th or before counts it whole', () => {
    const planOnly = withIncome(emptyBudget(), '2026-11', { schedule: 'quincenal', amount: pesos(8_000) })
    const today = quincenaSummary(planOnly, '2026-11', 2, '2026-11-26')
    expect([today.available, today.perDay, today.startedOn]).toEqual([
      pesos(8_000),
      pesos(1_600),
      '2026-11-26',
    ])
    expect(quincenaSummary(planOnly, '2026-11', 2, '2026-11-15')).toMatchObject({
      available: pesos(16_000),
      startedOn: null,
    })
    const backdated = spend(lateStart(), '2026-11-15', 'transporte', 100)
    expect(quincenaSummary(backdated, '2026-11', 2, '2026-11-26')).toMatchObject({
      available: pesos(16_000 - 100),
      startedOn: null,
    })
    expect(monthSummary(backdated, '2026-11', '2026-11-26').available).toBe(pesos(16_000))
    // A day later than the 15th is already the second quincena.
    expect(
      quincenaSummary(spend(planOnly, '2026-11-16', 'comida', 1), '2026-11', 2, '2026-11-30').startedOn,
    ).toBe('2026-11-16')
  })

  it('another month without spendings is counted as planned', () => {
    const planOnly = withIncome(emptyBudget(), '2026-11', { schedule: 'quincenal', amount: pesos(8_000) })
    expect(monthSummary(planOnly, '2026-12', '2026-11-26')).toMatchObject({
      available: pesos(16_000),
      startedOn: null,
    })
    expect(quincenaSummary(planOnly, '2026-10', 2, '2026-11-26').startedOn).toBeNull()
  })
})

describe('spendings', () => {
  it('edit keeps the id; an empty note is dropped', () => {
    const budget = spend(november(), '2026-11-05', 'comida', 85, 'tacos')
    const id = budget.spendings[0]?.id as string
    const edited = updateSpending(budget, id, {
      date: '2026-11-06',
      categoryId: 'salidas',
      amount: 9_000,
      note: ' ',
    })
    expect(edited.spendings).toEqual([{ id, date: '2026-11-06', categoryId: 'salidas', amount: 9_000 }])
  })

  it('«Deshacer» puts a removed spending back once, in «Otros» if its category went away', () => {
    const budget = spend(november(), '2026-11-05', 'salidas', 85)
    const removed = budget.spendings[0] as Budget['spendings'][number]
    const without = removeSpending(budget, removed.id)
    expect(without.spendings).toEqual([])
    expect(restoreSpending(without, removed).spendings).toEqual([removed])
    expect(restoreSpending(budget, removed)).toBe(budget)
    const categoryGone = removeCategory(without, 'salidas')
    expect(restoreSpending(categoryGone, removed).spendings[0]?.categoryId).toBe(OTHERS_ID)
  })

  it('new ids never repeat, even after a removal', () => {
    let budget = spend(emptyBudget(), '2026-11-05', 'comida', 1)
    budget = removeSpending(budget, 'g1')
    budget = spend(budget, '2026-11-05', 'comida', 2)
    expect(budget.spendings.map((spending) => spending.id)).toEqual(['g2'])
  })
})
