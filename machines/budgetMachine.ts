import { assign, setup } from 'xstate'
import { isMonthKey, type MonthKey, monthOf, nextMonth, previousMonth } from '../src/domain/calendarDays'
import {
  addCategory,
  addSpending,
  type Budget,
  emptyBudget,
  type Income,
  MAX_CATEGORIES,
  removeCategory,
  removeSpending,
  renameCategory,
  restoreSpending,
  type Spending,
  updateSpending,
  withCategoryBudget,
  withIncome,
  withMonthPlan,
} from '../src/domain/lana/budget'
import { type ImportReport, importSpendings, readSpendingsCsv } from '../src/domain/lana/csv'
import {
  type FieldErrors,
  type PlanForm,
  readBudgetAmount,
  readCategoryName,
  readIncomeForm,
  readPlanForm,
  readSpendingForm,
  type SpendingForm,
} from '../src/domain/lana/forms'
import type { StorageReply } from '../src/domain/storedValue'
import {
  deviceStorageNotProvided,
  type StoredValueStatus,
  storedValueSteps,
  writeStoredValue,
} from './storedValueSteps'

/**
 * «Mi lana» /mi-lana: the month's budget and spendings, kept on the device.
 *
 * Kept on the device with the steps every stored value takes (storedValueSteps.ts: the
 * injected `deviceStorage` actor; `problem` when a write fails, `notice` when a damaged
 * value was replaced by an empty one).
 *
 * Forms send the text as typed: a wrong field sets `errors` (the form's messages, never
 * stored) and changes nothing. Deleting a spending keeps it in `deleted`, and the machine in
 * `ready.undoable`, until «Deshacer», another deletion or `undo.dismiss`.
 */
export type BudgetEvent =
  | StorageReply<Budget>
  | { type: 'month.previous' }
  | { type: 'month.next' }
  | { type: 'month.current' }
  /** The month the page shows (/mi-lana?mes=2026-11). */
  | { type: 'month.set'; month: MonthKey }
  | { type: 'today.set'; today: string }
  | ({ type: 'spending.add' } & SpendingForm)
  | ({ type: 'spending.update'; id: string } & SpendingForm)
  | { type: 'spending.delete'; id: string }
  | { type: 'spending.undo' }
  | { type: 'undo.dismiss' }
  | { type: 'income.set'; schedule: Income['schedule']; amount: string }
  | { type: 'income.clear' }
  /** Income and budgets at once; nothing is kept while any field is wrong. */
  | ({ type: 'plan.set' } & PlanForm)
  | { type: 'category.budget'; id: string; amount: string }
  | { type: 'category.add'; name: string }
  | { type: 'category.rename'; id: string; name: string }
  | { type: 'category.remove'; id: string }
  | { type: 'csv.import'; text: string }
  | { type: 'import.dismiss' }
  | { type: 'errors.clear' }
  | { type: 'notice.dismiss' }

export interface BudgetContext extends StoredValueStatus {
  budget: Budget
  /** yyyy-mm-dd in Mexico City, from the page. */
  today: string
  /** The month on screen. */
  month: MonthKey
  /** The messages of the form last sent, by field: «amount», «date», «budget:comida»… */
  errors: FieldErrors
  /** The spending «Deshacer» would put back. */
  deleted: Spending | null
  imported: ImportReport | null
}

type Outcome = { errors: FieldErrors } | { budget: Budget; imported?: ImportReport } | null

const hasCategory = (budget: Budget, id: string) => budget.categories.some((category) => category.id === id)

/** What a change asks for: the new budget, or the messages of the fields that are wrong. */
function outcomeOf({ budget, month }: BudgetContext, event: BudgetEvent): Outcome {
  switch (event.type) {
    case 'spending.add': {
      const form = readSpendingForm(budget, event)
      return form.ok ? { budget: addSpending(budget, form.value) } : form
    }
    case 'spending.update': {
      const kept = budget.spendings.find((spending) => spending.id === event.id)
      if (!kept) return null
      // A form that does not show «Es un pago del mes» keeps the spending's mark.
      const form = readSpendingForm(budget, { ...event, monthly: event.monthly ?? kept.monthly })
      return form.ok ? { budget: updateSpending(budget, event.id, form.value) } : form
    }
    case 'income.set': {
      const form = readIncomeForm(event)
      return form.ok ? { budget: withIncome(budget, month, form.value) } : form
    }
    case 'income.clear':
      return { budget: withIncome(budget, month, null) }
    case 'plan.set': {
      const form = readPlanForm(budget, event)
      return form.ok ? { budget: withMonthPlan(budget, month, form.value) } : form
    }
    case 'category.budget': {
      if (!hasCategory(budget, event.id)) return null
      const form = readBudgetAmount(event.id, event.amount)
      return form.ok ? { budget: withCategoryBudget(budget, month, event.id, form.value) } : form
    }
    case 'category.add': {
      if (budget.categories.length >= MAX_CATEGORIES)
        return {
          errors: { categoryName: `Ya tienes ${MAX_CATEGORIES} categorías: quita alguna para agregar otra.` },
        }
      const form = readCategoryName(budget, event.name)
      return form.ok ? { budget: addCategory(budget, form.value).budget } : form
    }
    case 'category.rename': {
      if (!hasCategory(budget, event.id)) return null
      const form = readCategoryName(budget, event.name, event.id)
      return form.ok ? { budget: renameCategory(budget, event.id, form.value) } : form
    }
    case 'category.remove':
      return hasCategory(budget, event.id) ? { budget: removeCategory(budget, event.id) } : null
    case 'csv.import': {
      const { rows, problems } = readSpendingsCsv(event.text)
      const { budget: imported, ...counts } = importSpendings(budget, rows)
      return { budget: imported, imported: { ...counts, problems } }
    }
    default:
      return null
  }
}

const budgetSetup = setup({
  types: {
    context: {} as BudgetContext,
    events: {} as BudgetEvent,
    input: {} as { today: string },
  },
  actors: { deviceStorage: deviceStorageNotProvided<Budget>('budgetMachine') },
  actions: {
    write: writeStoredValue((context: BudgetContext) => context.budget),
  },
})

/** The fields' messages when a form is wrong; else the change, kept and written. */
const change = budgetSetup.enqueueActions(({ context, event, enqueue }) => {
  const outcome = outcomeOf(context, event)
  if (!outcome) return
  if ('errors' in outcome) {
    enqueue.assign({ errors: outcome.errors })
    return
  }
  enqueue.assign({ ...outcome, errors: {} })
  enqueue('write')
})

const stored = storedValueSteps(budgetSetup, (value: Budget) => ({ budget: value }))

export const budgetMachine = budgetSetup.createMachine({
  id: 'budget',
  context: ({ input }) => ({
    budget: emptyBudget(),
    today: input.today,
    month: monthOf(input.today),
    problem: null,
    notice: null,
    errors: {},
    deleted: null,
    imported: null,
  }),
  invoke: { id: 'storage', src: 'deviceStorage' },
  initial: 'loading',
  states: {
    loading: { on: stored.loading },
    ready: {
      initial: 'idle',
      states: {
        idle: {},
        undoable: {
          on: {
            'spending.undo': {
              target: 'idle',
              actions: [
                assign(({ context }) => ({
                  budget: context.deleted ? restoreSpending(context.budget, context.deleted) : context.budget,
                  deleted: null,
                })),
                'write',
              ],
            },
            'undo.dismiss': { target: 'idle', actions: assign({ deleted: null }) },
          },
        },
      },
      on: {
        ...stored.ready,
        'month.previous': { actions: assign({ month: ({ context }) => previousMonth(context.month) }) },
        'month.next': { actions: assign({ month: ({ context }) => nextMonth(context.month) }) },
        'month.current': { actions: assign({ month: ({ context }) => monthOf(context.today) }) },
        'month.set': {
          guard: ({ event }) => isMonthKey(event.month),
          actions: assign({ month: ({ event }) => event.month }),
        },
        'today.set': { actions: assign({ today: ({ event }) => event.today }) },
        'spending.add': { actions: change },
        'spending.update': { actions: change },
        'spending.delete': {
          guard: ({ context, event }) =>
            context.budget.spendings.some((spending) => spending.id === event.id),
          target: '.undoable',
          actions: [
            assign(({ context, event }) => ({
              deleted: context.budget.spendings.find((spending) => spending.id === event.id) ?? null,
              budget: removeSpending(context.budget, event.id),
            })),
            'write',
          ],
        },
        'income.set': { actions: change },
        'income.clear': { actions: change },
        'plan.set': { actions: change },
        'category.budget': { actions: change },
        'category.add': { actions: change },
        'category.rename': { actions: change },
        'category.remove': { actions: change },
        'csv.import': { actions: change },
        'import.dismiss': { actions: assign({ imported: null }) },
        'errors.clear': { actions: assign({ errors: {} }) },
      },
    },
  },
})
