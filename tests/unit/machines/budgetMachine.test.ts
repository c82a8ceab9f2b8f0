import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { budgetMachine } from '../../../machines/budgetMachine'
import { deviceStorageActor } from '../../../src/device/deviceStorage'
import { type Budget, emptyBudget, monthSummary, OTHERS_ID, planFor } from '../../../src/domain/lana/budget'
import { spendingsCsv } from '../../../src/domain/lana/csv'
import { budgetFormat } from '../../../src/domain/lana/storedValues'
import { damagedKey } from '../../../src/domain/storedValue'
import { LANA_BUDGET_KEY } from '../../../src/enhance/pageContract'
import { FakeStorage, FakeWindow } from './fakeDevice'

const BUDGET_KEY = LANA_BUDGET_KEY

function start(storage: FakeStorage | null = new FakeStorage(), today = '2026-11-10') {
  const events = new FakeWindow(BUDGET_KEY)
  const machine = budgetMachine.provide({
    actors: {
      deviceStorage: deviceStorageActor({
        key: BUDGET_KEY,
        format: budgetFormat,
        getStorage: () => storage,
        events,
      }),
    },
  })
  const actor = createActor(machine, { input: { today } }).start()
  const context = () => actor.getSnapshot().context
  const stored = () => budgetFormat.parse(storage?.items.get(BUDGET_KEY) ?? 'null')
  return { actor, storage, events, context, stored }
}

const add = (amount: string, categoryId = 'comida', date = '2026-11-10', note?: string) =>
  ({ type: 'spending.add', amount, categoryId, date, ...(note ? { note } : {}) }) as const

describe('budgetMachine', () => {
  it('starts on today’s month with the default categories, and writes every change', () => {
    const { actor, context, stored } = start()
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(context().month).toBe('2026-11')
    expect(context().budget.categories).toHaveLength(9)
    actor.send({ type: 'income.set', schedule: 'quincenal', amount: '8,000' })
    actor.send({ type: 'category.budget', id: 'comida', amount: '$3 000' })
    actor.send(add('85.50', 'comida', '2026-11-10', 'tacos'))
    expect(stored()).toEqual(context().budget)
    expect(planFor(context().budget, '2026-11')).toEqual({
      income: { schedule: 'quincenal', amount: 800_000 },
      budgets: { comida: 300_000 },
    })
    expect(context().budget.spendings).toEqual([
      { id: 'g1', amount: 8_550, categoryId: 'comida', date: '2026-11-10', note: 'tacos' },
    ])
  })

  it('a wrong field says why by the field and saves nothing; the next good form clears it', () => {
    const { actor, context, stored } = start()
    actor.send(add('-50', 'gimnasio', '2026-02-30'))
    expect(context().errors).toEqual({
      amount: 'El monto no puede ser negativo.',
      categoryId: 'Elige una categoría.',
      date: 'Elige una fecha válida.',
    })
    actor.send(add(''))
    expect(context().errors).toEqual({ amount: 'Escribe un monto.' })
    actor.send(add('10,000,001'))
    expect(context().errors.amount).toBe('Ese monto es demasiado grande: el máximo es $10,000,000.00.')
    actor.send({ type: 'income.set', schedule: 'monthly', amount: '0' })
    expect(context().errors).toEqual({ income: 'El monto debe ser mayor que cero.' })
    actor.send({ type: 'category.budget', id: 'salidas', amount: 'mucho' })
    expect(context().errors).toEqual({
      'budget:salidas': 'Escribe el monto solo con números, por ejemplo 1,234.50.',
    })
    expect(context().budget).toEqual(emptyBudget())
    expect(stored()).toBeNull()
    actor.send({ type: 'category.budget', id: 'salidas', amount: '0' })
    expect(context().errors).toEqual({})
    expect(planFor(context().budget, '2026-11').budgets.salidas).toBe(0)
  })

  it('edits a spending, and refuses an edit with a wrong field', () => {
    const { actor, context } = start()
    actor.send(add('85'))
    actor.send({ type: 'spending.update', id: 'g1', amount: '90', categoryId: 'salidas', date: '2026-11-09' })
    expect(context().budget.spendings).toEqual([
      { id: 'g1', amount: 9_000, categoryId: 'salidas', date: '2026-11-09' },
    ])
    actor.send({
      type: 'spending.update',
      id: 'g1',
      amount: '1.234',
      categoryId: 'salidas',
      date: '2026-11-09',
    })
    expect(context().errors.amount).toBe('Usa como máximo dos decimales: los centavos.')
    expect(context().budget.spendings[0]?.amount).toBe(9_000)
  })

  it('«Deshacer» puts back the last deleted spending; another deletion replaces what undo would restore', () => {
    const { actor, context, stored } = start()
    actor.send(add('10'))
    actor.send(add('20'))
    actor.send({ type: 'spending.delete', id: 'g1' })
    expect(actor.getSnapshot().matches({ ready: 'undoable' })).toBe(true)
    expect(stored()?.spendings.map((spending) => spending.id)).toEqual(['g2'])
    actor.send({ type: 'spending.delete', id: 'g2' })
    expect(context().deleted?.id).toBe('g2')
    actor.send({ type: 'spending.undo' })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(stored()?.spendings.map((spending) => spending.id)).toEqual(['g2'])
    actor.send({ type: 'spending.undo' })
    expect(context().budget.spendings).toHaveLength(1)
    actor.send({ type: 'spending.delete', id: 'g2' })
    actor.send({ type: 'undo.dismiss' })
    expect([context().deleted, context().budget.spendings]).toEqual([null, []])
    actor.send({ type: 'spending.delete', id: 'nada' })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
  })

  it('months: previous and next across the year end, back to today’s; a new month inherits the plan', () => {
    const { actor, context } = start(new FakeStorage(), '2026-12-20')
    actor.send({ type: 'category.budget', id: 'renta', amount: '4000' })
    actor.send({ type: 'month.next' })
    expect(context().month).toBe('2027-01')
    expect(planFor(context().budget, context().month).budgets.renta).toBe(400_000)
    actor.send({ type: 'category.budget', id: 'renta', amount: '4200' })
    actor.send({ type: 'month.previous' })
    actor.send({ type: 'month.previous' })
    expect(context().month).toBe('2026-11')
    expect(planFor(context().budget, '2026-11').budgets.renta).toBeUndefined()
    actor.send({ type: 'month.current' })
    expect(context().month).toBe('2026-12')
    expect(planFor(context().budget, '2026-12').budgets.renta).toBe(400_000)
    actor.send({ type: 'today.set', today: '2027-01-01' })
    actor.send({ type: 'month.current' })
    expect(context().month).toBe('2027-01')
  })

  it('a plan form sets income and budgets at once, or only says what is wrong', () => {
    const { actor, context, stored } = start()
    actor.send({ type: 'category.budget', id: 'renta', amount: '4000' })
    actor.send({
      type: 'plan.set',
      schedule: 'monthly',
      income: '-9000',
      budgets: { comida: '2,500', salidas: 'mucho', salud: '' },
    })
    expect(context().errors).toEqual({
      income: 'El monto no puede ser negativo.',
      'budget:salidas': 'Escribe el monto solo con números, por ejemplo 1,234.50.',
    })
    expect(planFor(context().budget, '2026-11').budgets).toEqual({ renta: 400_000 })
    actor.send({
      type: 'plan.set',
      schedule: 'quincenal',
      income: '$4 500',
      budgets: { comida: '2,500', salidas: '300.50', salud: '', gimnasio: '99' },
    })
    expect(context().errors).toEqual({})
    // An empty budget is $0; a category not in the form keeps its own; an unknown one is ignored.
    expect(stored()?.months['2026-11']).toEqual({
      income: { schedule: 'quincenal', amount: 450_000 },
      budgets: { renta: 400_000, comida: 250_000, salidas: 30_050, salud: 0 },
    })
    actor.send({ type: 'plan.set', schedule: 'monthly', income: ' ', budgets: {} })
    expect(planFor(context().budget, '2026-11').income).toBeNull()
  })

  it('shows the month the page asks for; a month key that is not one changes nothing', () => {
    const { actor, context } = start()
    actor.send({ type: 'month.set', month: '2027-02' })
    actor.send({ type: 'income.set', schedule: 'monthly', amount: '7000' })
    expect(Object.keys(context().budget.months)).toEqual(['2027-02'])
    actor.send({ type: 'month.set', month: '2027-13' })
    expect(context().month).toBe('2027-02')
  })

  it('categories: add, rename, refuse repeats, remove into «Otros»; «Otros» stays', () => {
    const { actor, context } = start()
    actor.send({ type: 'category.add', name: 'Mascota' })
    const pet = context().budget.categories.at(-1)?.id as string
    actor.send({ type: 'category.add', name: 'mascota' })
    expect(context().errors).toEqual({ categoryName: 'Ya tienes una categoría con ese nombre.' })
    actor.send({ type: 'category.rename', id: pet, name: 'Firulais' })
    actor.send(add('300', pet))
    actor.send({ type: 'category.remove', id: pet })
    expect(context().budget.spendings[0]).toMatchObject({ categoryId: OTHERS_ID, note: 'Firulais' })
    actor.send({ type: 'category.remove', id: OTHERS_ID })
    expect(context().budget.categories.at(-1)?.id).toBe(OTHERS_ID)
    for (let n = context().budget.categories.length; n < 30; n++)
      actor.send({ type: 'category.add', name: `Extra ${n}` })
    actor.send({ type: 'category.add', name: 'Una más' })
    expect(context().errors.categoryName).toBe('Ya tienes 30 categorías: quita alguna para agregar otra.')
    expect(context().budget.categories).toHaveLength(30)
  })

  it('imports a CSV and reports what came in, what was there and the bad lines', () => {
    const source = start()
    source.actor.send(add('120', 'comida', '2026-11-02'))
    source.actor.send(add('35', 'transporte', '2026-11-03'))
    const text = spendingsCsv(source.context().budget.spendings, source.context().budget.categories)
    const { actor, context, stored } = start()
    actor.send(add('120', 'comida', '2026-11-02'))
    actor.send({ type: 'csv.import', text: `${text}2026-11-31,Comida,5,\r\n` })
    expect(context().imported).toEqual({
      added: 1,
      alreadyThere: 1,
      newCategories: [],
      intoOthers: 0,
      problems: ['Línea 4: la fecha «2026-11-31» no es válida; usa año-mes-día (2026-11-24) o día/mes/año.'],
    })
    expect(monthSummary(stored() as Budget, '2026-11', context().today).spent).toBe(15_500)
    actor.send({ type: 'import.dismiss' })
    expect(context().imported).toBeNull()
  })

  it('a full storage keeps every change for the visit and says so; it recovers when there is room', () => {
    const { actor, storage, context, stored } = start()
    actor.send(add('10'))
    ;(storage as FakeStorage).full = true
    actor.send(add('20'))
    expect(context().problem).toBe('full')
    expect(context().budget.spendings).toHaveLength(2)
    expect(stored()?.spendings).toHaveLength(1)
    ;(storage as FakeStorage).full = false
    actor.send({ type: 'spending.delete', id: 'g1' })
    expect(context().problem).toBeNull()
    expect(stored()?.spendings.map((spending) => spending.id)).toEqual(['g2'])
  })

  it('without storage it works for the visit and says so', () => {
    const { actor, context } = start(null)
    expect(context().problem).toBe('unavailable')
    actor.send(add('10'))
    expect(context().budget.spendings).toHaveLength(1)
    expect(context().problem).toBe('unavailable')
  })

  it('a damaged value is replaced, a copy kept and a notice shown', () => {
    const storage = new FakeStorage()
    const damaged = '{"version":1,"lastId":0,"categories":[],"months":{},"spendings":[]}'
    storage.items.set(BUDGET_KEY, damaged)
    const { actor, context, stored } = start(storage)
    expect(context().notice).toBe('corrupt')
    expect(stored()).toEqual(emptyBudget())
    expect(storage.items.get(damagedKey(BUDGET_KEY))).toBe(damaged)
    actor.send({ type: 'notice.dismiss' })
    expect(context().notice).toBeNull()
  })

  it('follows another tab and ignores what another tab breaks', () => {
    const { actor, storage, events, context } = start()
    actor.send(add('10'))
    const other = {
      ...emptyBudget(),
      lastId: 7,
      spendings: [{ id: 'g7', amount: 700, categoryId: 'salud', date: '2026-11-09' }],
    }
    events.otherTabWrites(storage as FakeStorage, budgetFormat.serialize(other))
    expect(context().budget).toEqual(other)
    events.otherTabWrites(storage as FakeStorage, '{"version":1')
    expect(context().budget).toEqual(other)
  })
})
