import { getShortestPaths } from '@xstate/graph'
import { describe, expect, it } from 'vitest'
import { assign, createActor, setup } from 'xstate'
import { paymentsMachine } from '../../../machines/paymentsMachine'
import { deviceStorageActor } from '../../../src/features/device/deviceStorage'
import {
  addPayment,
  dueBeforeNextQuincena,
  emptyPaymentList,
  paymentsOfMonth,
} from '../../../src/features/mi-lana/payments'
import { PAYMENTS_KEY, paymentsFormat } from '../../../src/features/mi-lana/storedValues'
import { FakeStorage, FakeWindow } from './fakeDevice'

const TODAY = '2026-11-10'

function open(storage: FakeStorage | null = new FakeStorage(), today = TODAY) {
  const events = new FakeWindow(PAYMENTS_KEY)
  const machine = paymentsMachine.provide({
    actors: {
      deviceStorage: deviceStorageActor({ format: paymentsFormat, getStorage: () => storage, events }),
    },
  })
  const actor = createActor(machine, { input: { today } }).start()
  const context = () => actor.getSnapshot().context
  const stored = () => paymentsFormat.parse(storage?.items.get(PAYMENTS_KEY) ?? 'null')
  return { actor, storage, events, context, stored }
}

const monthly = (name: string, amount: string, day: string) =>
  ({ type: 'payment.add', kind: 'monthly', name, amount, day }) as const

describe('paymentsMachine', () => {
  it('adds monthly and one-off payments; the 31st falls on the 30th in November', () => {
    const { actor, context, stored } = open()
    actor.send(monthly('Colegiatura', '2,500', '31'))
    actor.send({ type: 'payment.add', kind: 'once', name: 'Inscripción', amount: '1500', date: '2026-11-20' })
    expect(stored()).toEqual(context().list)
    expect(context().list.payments[0]).toEqual({
      id: 'p1',
      name: 'Colegiatura',
      amount: 250_000,
      schedule: { kind: 'monthly', day: 31, from: '2026-11' },
      paid: [],
    })
    expect(paymentsOfMonth(context().list, '2026-11').map((due) => due.date)).toEqual([
      '2026-11-20',
      '2026-11-30',
    ])
  })

  it('a wrong field says why and saves nothing', () => {
    const { actor, context, stored } = open()
    actor.send(monthly(' ', '-5', '32'))
    expect(context().errors).toEqual({
      name: 'Escribe qué vas a pagar, por ejemplo «Colegiatura».',
      amount: 'El monto no puede ser negativo.',
      day: 'Elige un día del 1 al 31.',
    })
    actor.send({ type: 'payment.add', kind: 'once', name: 'Examen', amount: '300', date: '' })
    expect(context().errors).toEqual({ date: 'Elige una fecha válida.' })
    expect(stored()).toBeNull()
    actor.send({ type: 'errors.clear' })
    expect(context().errors).toEqual({})
  })

  it('paid per month; edit keeps the first month and the months paid; the month moves', () => {
    const { actor, context } = open()
    actor.send(monthly('Renta', '4000', '5'))
    actor.send({ type: 'payment.paid', id: 'p1', month: '2026-11', paid: true })
    actor.send({
      type: 'payment.update',
      id: 'p1',
      kind: 'monthly',
      name: 'Renta cuarto',
      amount: '4200',
      day: '6',
    })
    expect(context().list.payments[0]).toMatchObject({
      name: 'Renta cuarto',
      amount: 420_000,
      schedule: { kind: 'monthly', day: 6, from: '2026-11' },
      paid: ['2026-11'],
    })
    actor.send({
      type: 'payment.update',
      id: 'p1',
      kind: 'monthly',
      name: 'Renta',
      amount: 'cuatro mil',
      day: '6',
    })
    expect(context().errors.amount).toBeDefined()
    actor.send({ type: 'month.next' })
    expect(context().month).toBe('2026-12')
    expect(paymentsOfMonth(context().list, context().month)[0]?.paid).toBe(false)
    actor.send({ type: 'month.previous' })
    actor.send({ type: 'month.previous' })
    actor.send({ type: 'month.current' })
    expect(context().month).toBe('2026-11')
  })

  it('what is due before the next quincena, from the machine’s list', () => {
    const { actor, context } = open()
    actor.send(monthly('Celular', '200', '15'))
    actor.send(monthly('Colegiatura', '2500', '30'))
    expect(dueBeforeNextQuincena(context().list, context().today).map((due) => due.payment.name)).toEqual([
      'Celular',
    ])
    actor.send({ type: 'today.set', today: '2026-11-16' })
    expect(dueBeforeNextQuincena(context().list, context().today).map((due) => due.payment.name)).toEqual([
      'Celular',
      'Colegiatura',
    ])
  })

  it('«Deshacer» puts a removed payment back with its months paid', () => {
    const { actor, context, stored } = open()
    actor.send(monthly('Renta', '4000', '5'))
    actor.send({ type: 'payment.paid', id: 'p1', month: '2026-11', paid: true })
    actor.send({ type: 'payment.remove', id: 'p1' })
    expect(stored()?.payments).toEqual([])
    actor.send({ type: 'payment.undo' })
    expect(stored()?.payments[0]?.paid).toEqual(['2026-11'])
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    actor.send({ type: 'payment.remove', id: 'p1' })
    actor.send({ type: 'undo.dismiss' })
    expect([context().removed, context().list.payments]).toEqual([null, []])
  })

  it('at 60 payments the form says the list is full', () => {
    const storage = new FakeStorage()
    let full = emptyPaymentList()
    for (let n = 0; n < 60; n++)
      full = addPayment(full, {
        name: `Pago ${n}`,
        amount: 100,
        schedule: { kind: 'once', date: '2026-12-01' },
      })
    storage.items.set(PAYMENTS_KEY, paymentsFormat.serialize(full))
    const { actor, context } = open(storage)
    actor.send(monthly('Uno más', '100', '1'))
    expect(context().errors).toEqual({ name: 'Ya tienes 60 pagos: quita alguno para agregar otro.' })
    expect(context().list.payments).toHaveLength(60)
  })
})

/**
 * A model of /mi-lana/pagos as the student sees it: how many payments this month and how
 * many of them are paid, what a reload would show, «Deshacer» and the lines about the
 * device. (Wrong fields and paid months coming back with «Deshacer» are the scenarios
 * above.) Every shortest path is replayed on the real machine over a fake Storage.
 */
interface View {
  payments: number
  paid: number
  /** [payments, paid] as a reload would show them; null when the device cannot be read. */
  saved: [number, number] | null
  device: 'ok' | 'full' | 'blocked'
  message: 'full' | 'unavailable' | null
  notice: boolean
  undo: boolean
}

const written = (view: View, payments: number, paid: number): Partial<View> =>
  view.device === 'ok'
    ? { payments, paid, saved: [payments, paid], message: null }
    : { payments, paid, message: view.device === 'full' ? 'full' : 'unavailable' }

type ModelEvent = {
  type:
    | 'OPEN'
    | 'OPEN_DAMAGED'
    | 'OPEN_BLOCKED'
    | 'ADD'
    | 'PAY'
    | 'UNPAY'
    | 'REMOVE_PENDING'
    | 'UNDO'
    | 'STORAGE_FILLS'
    | 'STORAGE_FREES'
    | 'OTHER_TAB'
}

const model = setup({ types: { context: {} as View, events: {} as ModelEvent } }).createMachine({
  context: { payments: 0, paid: 0, saved: [0, 0], device: 'ok', message: null, notice: false, undo: false },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: 'open',
        OPEN_DAMAGED: { target: 'open', actions: assign({ notice: true }) },
        OPEN_BLOCKED: {
          target: 'open',
          actions: assign({ device: 'blocked', saved: null, message: 'unavailable' }),
        },
      },
    },
    open: {
      on: {
        ADD: {
          guard: ({ context }) => context.payments < 2,
          actions: assign(({ context }) => written(context, context.payments + 1, context.paid)),
        },
        PAY: {
          guard: ({ context }) => context.paid < context.payments,
          actions: assign(({ context }) => written(context, context.payments, context.paid + 1)),
        },
        UNPAY: {
          guard: ({ context }) => context.paid > 0,
          actions: assign(({ context }) => written(context, context.payments, context.paid - 1)),
        },
        REMOVE_PENDING: {
          guard: ({ context }) => context.paid < context.payments,
          actions: assign(({ context }) => ({
            ...written(context, context.payments - 1, context.paid),
            undo: true,
          })),
        },
        UNDO: {
          guard: ({ context }) => context.undo,
          actions: assign(({ context }) => ({
            ...written(context, context.payments + 1, context.paid),
            undo: false,
          })),
        },
        STORAGE_FILLS: {
          guard: ({ context }) => context.device === 'ok',
          actions: assign({ device: 'full' }),
        },
        STORAGE_FREES: {
          guard: ({ context }) => context.device === 'full',
          actions: assign({ device: 'ok' }),
        },
        // Another tab: one payment, already paid this month.
        OTHER_TAB: {
          guard: ({ context }) => context.device === 'ok' && !context.undo,
          actions: assign({ payments: 1, paid: 1, saved: [1, 1] }),
        },
      },
    },
  },
})

type Tab = ReturnType<typeof open>

const paidThisMonth = (list: { payments: { paid: string[] }[] }) =>
  list.payments.map((payment) => payment.paid.includes('2026-11'))
const counts = (list: { payments: { paid: string[] }[] }): [number, number] => [
  list.payments.length,
  paidThisMonth(list).filter(Boolean).length,
]

function viewOf({ actor, storage }: Tab): View {
  const snapshot = actor.getSnapshot()
  const { list, problem, notice } = snapshot.context
  const fake = storage as FakeStorage
  const text = fake.broken ? null : (fake.items.get(PAYMENTS_KEY) ?? null)
  const savedList = text === null ? emptyPaymentList() : paymentsFormat.parse(text)
  const [payments, paid] = counts(list)
  return {
    payments,
    paid,
    saved: fake.broken ? null : savedList ? counts(savedList) : [-1, -1],
    device: fake.broken ? 'blocked' : fake.full ? 'full' : 'ok',
    message: problem,
    notice: notice === 'corrupt',
    undo: snapshot.matches({ ready: 'undoable' }),
  }
}

function perform(tab: Tab | null, type: ModelEvent['type']): Tab {
  if (type.startsWith('OPEN')) {
    const storage = new FakeStorage()
    if (type === 'OPEN_DAMAGED') storage.items.set(PAYMENTS_KEY, '{"version":1,"lastId":1,"payments":[{}]}')
    if (type === 'OPEN_BLOCKED') storage.broken = true
    return open(storage)
  }
  if (!tab) throw new Error(`${type} before the page opened`)
  const { actor, events } = tab
  const storage = tab.storage as FakeStorage
  const payments = () => actor.getSnapshot().context.list.payments
  const idAt = (index: number) => payments()[index]?.id ?? ''
  const firstPending = () => idAt(paidThisMonth({ payments: payments() }).indexOf(false))
  switch (type) {
    case 'ADD':
      actor.send(monthly('Colegiatura', '2500', '31'))
      break
    case 'PAY':
      actor.send({ type: 'payment.paid', id: firstPending(), month: '2026-11', paid: true })
      break
    case 'UNPAY': {
      const lastPaid = paidThisMonth({ payments: payments() }).lastIndexOf(true)
      actor.send({ type: 'payment.paid', id: idAt(lastPaid), month: '2026-11', paid: false })
      break
    }
    case 'REMOVE_PENDING':
      actor.send({ type: 'payment.remove', id: firstPending() })
      break
    case 'UNDO':
      actor.send({ type: 'payment.undo' })
      break
    case 'STORAGE_FILLS':
      storage.full = true
      break
    case 'STORAGE_FREES':
      storage.full = false
      break
    case 'OTHER_TAB': {
      const other = addPayment(
        { lastId: 50, payments: [] },
        { name: 'Renta', amount: 400_000, schedule: { kind: 'monthly', day: 5, from: '2026-01' } },
      )
      const paid = {
        ...other,
        payments: other.payments.map((payment) => ({ ...payment, paid: ['2026-11'] })),
      }
      events.otherTabWrites(storage, paymentsFormat.serialize(paid))
      break
    }
  }
  return tab
}

describe('paymentsMachine against the model', () => {
  const paths = getShortestPaths(model)
  const label = (path: (typeof paths)[number]) =>
    path.steps
      .slice(1)
      .map((step) => step.event.type)
      .join(' → ')

  it('the model reaches paid and pending payments, undo, full and blocked devices', () => {
    const states = paths.map((path) => path.state.context)
    expect(paths.length).toBeGreaterThan(100)
    expect(states.some((view) => view.undo && view.message === 'full' && view.paid > 0)).toBe(true)
    expect(states.some((view) => view.device === 'blocked' && view.paid === 2)).toBe(true)
  })

  it('every shortest path replays step by step, and a reload shows what was saved', () => {
    for (const path of paths) {
      let tab: Tab | null = null
      for (const { event, state } of path.steps.slice(1)) {
        tab = perform(tab, event.type)
        expect(viewOf(tab), `${label(path)}, after ${event.type}`).toEqual(state.context)
      }
      if (!tab) continue
      const reloaded = viewOf(open(tab.storage))
      const { saved } = path.state.context
      if (saved) expect([reloaded.payments, reloaded.paid], label(path)).toEqual(saved)
      else expect(reloaded.message, label(path)).toBe('unavailable')
    }
  }, 60_000)
})
