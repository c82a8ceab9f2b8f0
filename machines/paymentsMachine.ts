import { assign, setup } from 'xstate'
import { type MonthKey, monthOf, nextMonth, previousMonth } from '../src/domain/calendarDays'
import { type FieldErrors, type PaymentForm, readPaymentForm } from '../src/domain/lana/forms'
import {
  addPayment,
  emptyPaymentList,
  MAX_PAYMENTS,
  markPaid,
  type Payment,
  type PaymentList,
  removePayment,
  restorePayment,
  updatePayment,
} from '../src/domain/lana/payments'
import type { StorageReply } from '../src/domain/storedValue'
import {
  deviceStorageNotProvided,
  type StoredValueStatus,
  storedValueSteps,
  writeStoredValue,
} from './storedValueSteps'

/**
 * «Mi lana» /mi-lana/pagos: payments to remember, kept on the device.
 *
 * Kept on the device with the steps every stored value takes (storedValueSteps.ts: the
 * injected `deviceStorage` actor; `problem` when a write fails, `notice` when a damaged
 * value was replaced by an empty one). Forms send the text as typed; a wrong field sets
 * `errors` and saves nothing. Removing a payment keeps it in `removed`, and the machine in
 * `ready.undoable`, until «Deshacer», another removal or `undo.dismiss`.
 */
export type PaymentsEvent =
  | StorageReply<PaymentList>
  | { type: 'today.set'; today: string }
  | { type: 'month.previous' }
  | { type: 'month.next' }
  | { type: 'month.current' }
  | ({ type: 'payment.add' } & PaymentForm)
  | ({ type: 'payment.update'; id: string } & PaymentForm)
  | { type: 'payment.remove'; id: string }
  | { type: 'payment.undo' }
  | { type: 'undo.dismiss' }
  | { type: 'payment.paid'; id: string; month: MonthKey; paid: boolean }
  | { type: 'errors.clear' }
  | { type: 'notice.dismiss' }

export interface PaymentsContext extends StoredValueStatus {
  list: PaymentList
  /** yyyy-mm-dd in Mexico City, from the page. */
  today: string
  /** The month whose payments are on screen. */
  month: MonthKey
  /** Messages of the payment form last sent: «name», «amount», «day», «date». */
  errors: FieldErrors
  /** The payment «Deshacer» would put back. */
  removed: Payment | null
}

const find = (list: PaymentList, id: string) => list.payments.find((payment) => payment.id === id)

/** A monthly payment counts from the month it was first added in; a new one from today's. */
const firstMonthOf = (context: PaymentsContext, id?: string) => {
  const schedule = id ? find(context.list, id)?.schedule : undefined
  return schedule?.kind === 'monthly' ? schedule.from : monthOf(context.today)
}

const FULL = `Ya tienes ${MAX_PAYMENTS} pagos: quita alguno para agregar otro.`

const paymentsSetup = setup({
  types: {
    context: {} as PaymentsContext,
    events: {} as PaymentsEvent,
    input: {} as { today: string },
  },
  actors: { deviceStorage: deviceStorageNotProvided<PaymentList>('paymentsMachine') },
  actions: {
    write: writeStoredValue((context: PaymentsContext) => context.list),
  },
})

/** What a form asks for: the new list, or the messages of the fields that are wrong. */
function outcomeOf(
  context: PaymentsContext,
  event: PaymentsEvent,
): { list: PaymentList } | { errors: FieldErrors } | null {
  if (event.type === 'payment.add') {
    if (context.list.payments.length >= MAX_PAYMENTS) return { errors: { name: FULL } }
    const form = readPaymentForm(event, firstMonthOf(context))
    return form.ok ? { list: addPayment(context.list, form.value) } : form
  }
  if (event.type === 'payment.update' && find(context.list, event.id)) {
    const form = readPaymentForm(event, firstMonthOf(context, event.id))
    return form.ok ? { list: updatePayment(context.list, event.id, form.value) } : form
  }
  return null
}

/** The fields' messages when the form is wrong; else the change, kept and written. */
const change = paymentsSetup.enqueueActions(({ context, event, enqueue }) => {
  const outcome = outcomeOf(context, event)
  if (!outcome) return
  if ('errors' in outcome) {
    enqueue.assign({ errors: outcome.errors })
    return
  }
  enqueue.assign({ list: outcome.list, errors: {} })
  enqueue('write')
})

const stored = storedValueSteps(paymentsSetup, (value: PaymentList) => ({ list: value }))

export const paymentsMachine = paymentsSetup.createMachine({
  id: 'payments',
  context: ({ input }) => ({
    list: emptyPaymentList(),
    today: input.today,
    month: monthOf(input.today),
    problem: null,
    notice: null,
    errors: {},
    removed: null,
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
            'payment.undo': {
              target: 'idle',
              actions: [
                assign(({ context }) => ({
                  list: context.removed ? restorePayment(context.list, context.removed) : context.list,
                  removed: null,
                })),
                'write',
              ],
            },
            'undo.dismiss': { target: 'idle', actions: assign({ removed: null }) },
          },
        },
      },
      on: {
        ...stored.ready,
        'today.set': { actions: assign({ today: ({ event }) => event.today }) },
        'month.previous': { actions: assign({ month: ({ context }) => previousMonth(context.month) }) },
        'month.next': { actions: assign({ month: ({ context }) => nextMonth(context.month) }) },
        'month.current': { actions: assign({ month: ({ context }) => monthOf(context.today) }) },
        'payment.add': { actions: change },
        'payment.update': { actions: change },
        'payment.remove': {
          guard: ({ context, event }) => find(context.list, event.id) !== undefined,
          target: '.undoable',
          actions: [
            assign(({ context, event }) => ({
              removed: find(context.list, event.id) ?? null,
              list: removePayment(context.list, event.id),
            })),
            'write',
          ],
        },
        'payment.paid': {
          actions: [
            assign({
              list: ({ context, event }) => markPaid(context.list, event.id, event.month, event.paid),
            }),
            'write',
          ],
        },
        'errors.clear': { actions: assign({ errors: {} }) },
      },
    },
  },
})
