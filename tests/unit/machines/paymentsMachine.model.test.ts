import { describe, expect, it } from 'vitest'
import { type Actor, assign, createActor, SimulatedClock, setup } from 'xstate'
import { paymentsMachine } from '../../../machines/paymentsMachine'
import { addPayment, type PaymentList, paymentsOfMonth } from '../../../src/domain/lana/payments'
import { paymentsFormat } from '../../../src/domain/lana/storedValues'
import type { StorageProblem } from '../../../src/domain/storedValue'
import { type Harness, modelTests } from './modelTesting'
import { type DevicePage, devicePages, modelLoad, modelWrite, type Stored } from './storedValueModel'

/**
 * /mi-lana/pagos as the student sees it (the storage contract of «Mis becas», decisions
 * 0003, 0004 and 0006): how many payments this month and how many of them are paid; what
 * the device holds (what a reload shows); «Deshacer» after removing a payment, which puts it
 * back paid or pending as it was; the line about a full or blocked storage and the notice
 * about damaged payments. The device can fill up, free
 * space, be blocked from the start or hold damaged payments; another tab can change the
 * payments (one, paid this month). (Another tab's damage, ignored until a reload, is in the
 * budget's and the challenges' models, over the same device storage.)
 */
const TODAY = '2026-11-10'
const MONTH = '2026-11'

type Device = 'works' | 'full' | 'blocked'
type Counts = [payments: number, paid: number]
interface Page {
  payments: number
  paid: number
  undo: boolean
  problem: StorageProblem | null
  notice: boolean
  /** [payments, paid] this month on the device: what a reload would show. */
  stored: Stored<Counts>
}
type Context = Omit<Page, 'undo'> & {
  device: Device
  /** What «Deshacer» would put back. */
  removed: 'pending' | 'paid' | null
}

type PaymentsModelEvent = {
  type:
    | 'OPEN'
    | 'OPEN_DAMAGED'
    | 'OPEN_BLOCKED'
    | 'ADD'
    | 'PAY'
    | 'UNPAY'
    | 'REMOVE_PENDING'
    | 'REMOVE_PAID'
    | 'UNDO'
    | 'DISMISS_UNDO'
    | 'FILL_UP'
    | 'FREE_SPACE'
    | 'OTHER_TAB'
    | 'RELOAD'
    | 'DISMISS_NOTICE'
}
type OpenEvent = Exclude<PaymentsModelEvent['type'], 'OPEN' | 'OPEN_DAMAGED' | 'OPEN_BLOCKED'>

/** A change shows at once; it is kept when the device has room, else the line says why. */
const write = (context: Context, payments: number, paid: number): Context =>
  modelWrite(context, { payments, paid }, [payments, paid])

/** The page opens: what the device holds; damaged payments are replaced by none, with the notice. */
const load = (context: Context): Context =>
  modelLoad(context, {
    reset: { payments: 0, paid: 0, removed: null },
    empty: [0, 0],
    shownOf: ([payments, paid]) => ({ payments, paid }),
  })

/** Another tab's payments: the rent, monthly since January, paid this month. */
const otherTabAdded = addPayment(
  { lastId: 50, payments: [] },
  { name: 'Renta', amount: 400_000, schedule: { kind: 'monthly', day: 5, from: '2026-01' } },
)
const otherTab: PaymentList = {
  ...otherTabAdded,
  payments: otherTabAdded.payments.map((payment) => ({ ...payment, paid: [MONTH] })),
}

const pending = (context: Context) => context.payments - context.paid

/** What each event does on the open page; null: beyond the model's bounds (two payments added). */
const steps: Record<OpenEvent, (context: Context) => Context | null> = {
  ADD: (context) => (context.payments < 2 ? write(context, context.payments + 1, context.paid) : null),
  // Ticking and unticking are on payments that are there.
  PAY: (context) => (pending(context) > 0 ? write(context, context.payments, context.paid + 1) : null),
  UNPAY: (context) => (context.paid > 0 ? write(context, context.payments, context.paid - 1) : null),
  REMOVE_PENDING: (context) =>
    pending(context) > 0
      ? { ...write(context, context.payments - 1, context.paid), removed: 'pending' }
      : context,
  REMOVE_PAID: (context) =>
    context.paid > 0
      ? { ...write(context, context.payments - 1, context.paid - 1), removed: 'paid' }
      : context,
  // «Deshacer» puts the payment back as it was, paid or pending.
  UNDO: (context) => {
    if (!context.removed) return context
    const paid = context.paid + (context.removed === 'paid' ? 1 : 0)
    return { ...write(context, context.payments + 1, paid), removed: null }
  },
  DISMISS_UNDO: (context) => ({ ...context, removed: null }),
  FILL_UP: (context) => (context.device === 'works' ? { ...context, device: 'full' } : context),
  FREE_SPACE: (context) => (context.device === 'full' ? { ...context, device: 'works' } : context),
  // Another tab writes only on a device that has room, and the page follows it. While
  // «Deshacer» shows, what it puts back depends on whether the other tab kept that very
  // payment: beyond the model.
  OTHER_TAB: (context) => {
    if (context.device !== 'works') return context
    return context.removed ? null : { ...context, payments: 1, paid: 1, stored: [1, 1] }
  },
  RELOAD: load,
  DISMISS_NOTICE: (context) => ({ ...context, notice: false }),
}

const model = setup({
  types: {} as { context: Context; events: PaymentsModelEvent },
  actions: {
    opens: assign(({ context }, device: Device) => load({ ...context, device })),
    damagedOpens: assign(({ context }) => load({ ...context, stored: 'damaged' })),
  },
}).createMachine({
  id: 'payments',
  context: {
    payments: 0,
    paid: 0,
    removed: null,
    problem: null,
    notice: false,
    stored: 'nothing',
    device: 'works',
  },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: { target: 'open', actions: { type: 'opens', params: 'works' } },
        OPEN_DAMAGED: { target: 'open', actions: 'damagedOpens' },
        OPEN_BLOCKED: { target: 'open', actions: { type: 'opens', params: 'blocked' } },
      },
    },
    open: {
      // Every event targets the open page, so the ones that change nothing are replayed too.
      on: Object.fromEntries(
        (Object.keys(steps) as OpenEvent[]).map((type) => [
          type,
          {
            guard: ({ context }: { context: Context }) => steps[type](context) !== null,
            target: '#payments.open',
            actions: assign(({ context }: { context: Context }) => steps[type](context) ?? context),
          },
        ]),
      ),
    },
  },
})

/** [payments, paid] of this month, as the board shows them. */
const countsOf = (list: PaymentList): Counts => {
  const dues = paymentsOfMonth(list, MONTH)
  return [dues.length, dues.filter((due) => due.paid).length]
}

const pages = devicePages({
  format: paymentsFormat,
  otherTab,
  starter: (deviceStorage) => {
    const machine = paymentsMachine.provide({ actors: { deviceStorage } })
    return () => createActor(machine, { input: { today: TODAY }, clock: new SimulatedClock() }).start()
  },
})

const harness: Harness<typeof model, DevicePage<Actor<typeof paymentsMachine>>, Page | 'closed'> = {
  start: pages.start,
  perform: (page, { type }) => {
    if (pages.device(page, type)) return
    const { actor } = page
    if (!actor) throw new Error(`${type} before the page opened`)
    const dues = paymentsOfMonth(actor.getSnapshot().context.list, MONTH)
    const firstPending = dues.find((due) => !due.paid)?.payment.id ?? ''
    const firstPaid = dues.find((due) => due.paid)?.payment.id ?? ''
    const lastPaid = dues.findLast((due) => due.paid)?.payment.id ?? ''
    const add = (amount: string) =>
      actor.send({ type: 'payment.add', kind: 'monthly', name: 'Colegiatura', amount, day: '31' })
    switch (type) {
      case 'ADD':
        return add('2500')
      case 'PAY':
        return actor.send({ type: 'payment.paid', id: firstPending, month: MONTH, paid: true })
      case 'UNPAY':
        return actor.send({ type: 'payment.paid', id: lastPaid, month: MONTH, paid: false })
      case 'REMOVE_PENDING':
        return actor.send({ type: 'payment.remove', id: firstPending })
      case 'REMOVE_PAID':
        return actor.send({ type: 'payment.remove', id: firstPaid })
      case 'UNDO':
        return actor.send({ type: 'payment.undo' })
      case 'DISMISS_UNDO':
        return actor.send({ type: 'undo.dismiss' })
      case 'DISMISS_NOTICE':
        return actor.send({ type: 'notice.dismiss' })
    }
  },
  view: (page) => {
    if (!page.actor) return 'closed'
    const snapshot = page.actor.getSnapshot()
    const { list, problem, notice } = snapshot.context
    const [payments, paid] = countsOf(list)
    return {
      payments,
      paid,
      undo: snapshot.matches({ ready: 'undoable' }),
      problem,
      notice: notice === 'corrupt',
      stored: pages.stored(page, countsOf),
    }
  },
  expected: (state) => {
    if (state.matches('closed')) return 'closed'
    const { device: _, removed, ...page } = state.context
    return { ...page, undo: removed !== null }
  },
}

describe('paymentsMachine against the model', () => {
  const paths = modelTests(model, harness, {
    maxSteps: 4,
    sizes: { states: 1037, transitions: 7586, simple: 182 },
  })

  it('the model reaches paid and pending payments, «Deshacer», full and blocked devices, damage', () => {
    const contexts = paths.shortest.map((path) => path.state.context)
    expect(contexts.some((view) => view.removed === 'paid' && view.problem === 'full')).toBe(true)
    expect(contexts.some((view) => view.removed === 'pending' && view.paid > 0)).toBe(true)
    expect(contexts.some((view) => view.device === 'blocked' && view.paid === 2)).toBe(true)
    expect(contexts.some((view) => view.notice && view.payments === 2 && view.problem === 'full')).toBe(true)
  })
})
