import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { paymentsMachine } from '../../../machines/paymentsMachine'
import { deviceStorageActor } from '../../../src/device/deviceStorage'
import {
  addPayment,
  dueBeforeNextQuincena,
  emptyPaymentList,
  paymentsOfMonth,
} from '../../../src/domain/lana/payments'
import { paymentsFormat } from '../../../src/domain/lana/storedValues'
import { LANA_PAYMENTS_KEY } from '../../../src/enhance/pageContract'
import { FakeStorage, FakeWindow } from './fakeDevice'

const PAYMENTS_KEY = LANA_PAYMENTS_KEY

const TODAY = '2026-11-10'

function open(storage: FakeStorage | null = new FakeStorage(), today = TODAY) {
  const events = new FakeWindow(PAYMENTS_KEY)
  const machine = paymentsMachine.provide({
    actors: {
      deviceStorage: deviceStorageActor({
        key: PAYMENTS_KEY,
        format: paymentsFormat,
        getStorage: () => storage,
        events,
      }),
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
