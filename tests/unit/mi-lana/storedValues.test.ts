import { describe, expect, it } from 'vitest'
import { addSpending, emptyBudget, withCategoryBudget, withIncome } from '../../../src/domain/lana/budget'
import { emptyChallengeList, startChallenge, tickDeposit } from '../../../src/domain/lana/challenges'
import { addPayment, emptyPaymentList, markPaid } from '../../../src/domain/lana/payments'
import { budgetFormat, challengesFormat, paymentsFormat } from '../../../src/domain/lana/storedValues'
import type { StoredValueFormat } from '../../../src/domain/storedValue'
import { LANA_BUDGET_KEY, LANA_CHALLENGES_KEY, LANA_PAYMENTS_KEY } from '../../../src/enhance/pageContract'

function budget() {
  let value = withIncome(emptyBudget(), '2026-11', { schedule: 'quincenal', amount: 800_000 })
  value = withCategoryBudget(value, '2026-11', 'comida', 300_000)
  return addSpending(value, { date: '2026-11-03', categoryId: 'comida', amount: 4_500, note: 'tacos' })
}
const challenges = () =>
  tickDeposit(startChallenge(emptyChallengeList(), '52-semanas', '2026-01-05'), 'r1', 3, true)
const payments = () =>
  markPaid(
    addPayment(emptyPaymentList(), {
      name: 'Colegiatura',
      amount: 250_000,
      schedule: { kind: 'monthly', day: 31, from: '2026-09' },
    }),
    'p1',
    '2026-11',
    true,
  )

/** Stored text as another program might have left it: the JSON, changed by `change`. */
const tampered = <T>(text: string, change: (data: T & { version?: number }) => void) => {
  const data = JSON.parse(text)
  change(data)
  return JSON.stringify(data)
}
type Stored<F> = F extends { empty: () => infer T } ? T : never
const damagedBudget = (change: (data: Stored<typeof budgetFormat> & { version?: number }) => void) =>
  tampered(budgetFormat.serialize(budget()), change)

type Challenges = Stored<typeof challengesFormat>
type Payments = Stored<typeof paymentsFormat>

describe('stored values', () => {
  it('live under yasecomo: keys', () => {
    expect([LANA_BUDGET_KEY, LANA_CHALLENGES_KEY, LANA_PAYMENTS_KEY]).toEqual([
      'yasecomo:mi-lana:presupuesto',
      'yasecomo:mi-lana:retos',
      'yasecomo:mi-lana:pagos',
    ])
  })

  it('read back exactly what they wrote, with a version; the empty values are valid too', () => {
    const roundTrip = <T>(format: StoredValueFormat<T>, value: T) => {
      const text = format.serialize(value)
      expect(JSON.parse(text).version).toBe(1)
      expect(format.parse(text)).toEqual(value)
    }
    roundTrip(budgetFormat, budget())
    roundTrip(budgetFormat, emptyBudget())
    roundTrip(challengesFormat, challenges())
    roundTrip(challengesFormat, emptyChallengeList())
    roundTrip(paymentsFormat, payments())
    roundTrip(paymentsFormat, emptyPaymentList())
  })

  it.each([
    ['not JSON', '{"version":1,'],
    ['another version', damagedBudget((data) => Object.assign(data, { version: 2 }))],
    ['no version', damagedBudget((data) => delete data.version)],
    [
      'a spending in a category that does not exist',
      damagedBudget((data) => Object.assign(data.spendings[0] ?? {}, { categoryId: 'gimnasio' })),
    ],
    [
      'a budget for a category that does not exist',
      damagedBudget((data) => Object.assign(data.months['2026-11']?.budgets ?? {}, { fantasma: 5 })),
    ],
    [
      'no «Otros»',
      tampered<Stored<typeof budgetFormat>>(budgetFormat.serialize(emptyBudget()), (data) =>
        data.categories.pop(),
      ),
    ],
    [
      'repeated spending ids',
      damagedBudget((data) =>
        data.spendings.push({ id: 'g1', date: '2026-11-04', categoryId: 'comida', amount: 100 }),
      ),
    ],
    [
      'a fractional amount',
      damagedBudget((data) => Object.assign(data.spendings[0] ?? {}, { amount: 45.5 })),
    ],
    ['a zero spending', damagedBudget((data) => Object.assign(data.spendings[0] ?? {}, { amount: 0 }))],
    [
      'an absurd amount',
      damagedBudget((data) => Object.assign(data.spendings[0] ?? {}, { amount: 1_000_000_001 })),
    ],
    [
      'a date that does not exist',
      damagedBudget((data) => Object.assign(data.spendings[0] ?? {}, { date: '2026-02-30' })),
    ],
    [
      'a month key that is not a month',
      damagedBudget((data) => Object.assign(data.months, { '2026-13': data.months['2026-11'] })),
    ],
  ])('a budget with %s is damaged', (_, text) => {
    expect(budgetFormat.parse(text)).toBeNull()
  })

  it.each([
    ['a deposit the challenge does not have', (data: Challenges) => data.challenges[0]?.ticked.push(53)],
    ['a deposit ticked twice', (data: Challenges) => data.challenges[0]?.ticked.push(3)],
    ['an unknown kind', (data: Challenges) => Object.assign(data.challenges[0] ?? {}, { kind: 'reto-1000' })],
    [
      'repeated ids',
      (data: Challenges) =>
        data.challenges.push({ ...(data.challenges[0] as Challenges['challenges'][number]), ticked: [] }),
    ],
  ])('challenges with %s are damaged', (_, change) => {
    expect(challengesFormat.parse(tampered(challengesFormat.serialize(challenges()), change))).toBeNull()
  })

  it.each([
    ['a day 32', (data: Payments) => Object.assign(data.payments[0]?.schedule ?? {}, { day: 32 })],
    ['a month paid twice', (data: Payments) => data.payments[0]?.paid.push('2026-11')],
    [
      'a one-off without date',
      (data: Payments) => Object.assign(data.payments[0] ?? {}, { schedule: { kind: 'once' } }),
    ],
    ['an empty name', (data: Payments) => Object.assign(data.payments[0] ?? {}, { name: '' })],
  ])('payments with %s are damaged', (_, change) => {
    expect(paymentsFormat.parse(tampered(paymentsFormat.serialize(payments()), change))).toBeNull()
  })
})
