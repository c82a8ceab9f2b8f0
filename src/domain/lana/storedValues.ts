/**
 * «Mi lana» as kept on the student's device: three versioned values in localStorage, each
 * validated on every read like «Mis becas» (src/domain/savedList.ts). Whatever is stored is
 * untrusted input (another version of the site, an extension, a half-written value), so
 * anything that does not match exactly is reported as damaged (decision 0006).
 *
 *   LANA_BUDGET_KEY      v1  categories, each month's plan, the spendings
 *   LANA_CHALLENGES_KEY  v1  savings challenges and their ticked deposits
 *   LANA_PAYMENTS_KEY    v1  payments and the months they were paid
 *
 * (the keys are named in src/enhance/pageContract.ts).
 */
import * as v from 'valibot'
import { isIsoDate, isMonthKey } from '../calendarDays'
import { MAX_CENTAVOS } from '../money'
import { parseStoredJson, type StoredValueFormat } from '../storedValue'
import {
  type Budget,
  emptyBudget,
  MAX_CATEGORIES,
  MAX_CATEGORY_NAME,
  MAX_STORED_NOTE,
  OTHERS_ID,
} from './budget'
import {
  CHALLENGE_KINDS,
  type ChallengeList,
  emptyChallengeList,
  isValidDeposit,
  MAX_CHALLENGES,
} from './challenges'
import { emptyPaymentList, MAX_PAYMENT_NAME, MAX_PAYMENTS, type PaymentList } from './payments'

export const MI_LANA_VERSION = 1

const Count = v.pipe(v.number(), v.integer(), v.minValue(0))
const Amount = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_CENTAVOS))
const PositiveAmount = v.pipe(Amount, v.minValue(1))
const Id = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,19}$/))
const IsoDate = v.pipe(v.string(), v.check(isIsoDate))
const Month = v.pipe(v.string(), v.check(isMonthKey))
const Name = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max))

const unique = (values: readonly unknown[]) => new Set(values).size === values.length

const BudgetSchema = v.pipe(
  v.object({
    version: v.literal(MI_LANA_VERSION),
    lastId: Count,
    categories: v.pipe(
      v.array(v.object({ id: Id, name: Name(MAX_CATEGORY_NAME), monthly: v.optional(v.literal(true)) })),
      v.maxLength(MAX_CATEGORIES),
    ),
    months: v.record(
      Month,
      v.object({
        income: v.nullable(
          v.object({ schedule: v.picklist(['monthly', 'quincenal']), amount: PositiveAmount }),
        ),
        budgets: v.record(Id, Amount),
      }),
    ),
    spendings: v.array(
      v.object({
        id: Id,
        amount: PositiveAmount,
        categoryId: Id,
        date: IsoDate,
        note: v.optional(Name(MAX_STORED_NOTE)),
        monthly: v.optional(v.literal(true)),
      }),
    ),
  }),
  // Every spending and budget names a category that exists; «Otros» is always there.
  v.check(({ categories, months, spendings }) => {
    const ids = new Set(categories.map((category) => category.id))
    return (
      ids.size === categories.length &&
      ids.has(OTHERS_ID) &&
      unique(spendings.map((spending) => spending.id)) &&
      spendings.every((spending) => ids.has(spending.categoryId)) &&
      Object.values(months).every((plan) => Object.keys(plan.budgets).every((id) => ids.has(id)))
    )
  }),
)

const ChallengesSchema = v.object({
  version: v.literal(MI_LANA_VERSION),
  lastId: Count,
  challenges: v.pipe(
    v.array(
      v.pipe(
        v.object({ id: Id, kind: v.picklist(CHALLENGE_KINDS), start: IsoDate, ticked: v.array(Count) }),
        v.check(({ kind, ticked }) => unique(ticked) && ticked.every((n) => isValidDeposit(kind, n))),
      ),
    ),
    v.maxLength(MAX_CHALLENGES),
    v.check((challenges) => unique(challenges.map((challenge) => challenge.id))),
  ),
})

const PaymentsSchema = v.object({
  version: v.literal(MI_LANA_VERSION),
  lastId: Count,
  payments: v.pipe(
    v.array(
      v.object({
        id: Id,
        name: Name(MAX_PAYMENT_NAME),
        amount: PositiveAmount,
        schedule: v.variant('kind', [
          v.object({
            kind: v.literal('monthly'),
            day: v.pipe(Count, v.minValue(1), v.maxValue(31)),
            from: Month,
          }),
          v.object({ kind: v.literal('once'), date: IsoDate }),
        ]),
        paid: v.pipe(
          v.array(Month),
          v.check((months) => unique(months)),
        ),
      }),
    ),
    v.maxLength(MAX_PAYMENTS),
    v.check((payments) => unique(payments.map((payment) => payment.id))),
  ),
})

/** A versioned value: the stored JSON is the value plus `version`. */
function versioned<T extends object>(
  schema: v.GenericSchema<unknown, { version: number } & T>,
  empty: () => T,
): StoredValueFormat<T> {
  return {
    empty,
    parse: (text) => {
      const stored = parseStoredJson(text, schema)
      if (!stored) return null
      const { version: _version, ...value } = stored
      return value as unknown as T
    },
    serialize: (value) => JSON.stringify({ version: MI_LANA_VERSION, ...value }),
  }
}

export const budgetFormat = versioned<Budget>(BudgetSchema, emptyBudget)
export const challengesFormat = versioned<ChallengeList>(ChallengesSchema, emptyChallengeList)
export const paymentsFormat = versioned<PaymentList>(PaymentsSchema, emptyPaymentList)
