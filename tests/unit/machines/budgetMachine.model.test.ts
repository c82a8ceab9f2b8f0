import { describe, expect, it } from 'vitest'
import { type Actor, assign, createActor, SimulatedClock, setup } from 'xstate'
import { budgetMachine } from '../../../machines/budgetMachine'
import { type MonthKey, monthOf } from '../../../src/domain/calendarDays'
import { type Budget, emptyBudget, spendingsOfMonth } from '../../../src/domain/lana/budget'
import { defaultPeriod, periodNumbers } from '../../../src/domain/lana/periods'
import { budgetFormat } from '../../../src/domain/lana/storedValues'
import type { StorageProblem } from '../../../src/domain/storedValue'
import { type Harness, modelTests } from './modelTesting'
import { type DevicePage, devicePages, modelLoad, modelWrite, type Stored } from './storedValueModel'

/**
 * /mi-lana as the student sees it (the storage contract of «Mis becas», decisions 0003,
 * 0004 and 0006): how many spendings the month's list shows; what the device holds, which
 * is what a reload shows; the line about a full or blocked storage; the notice about a
 * damaged budget; «Deshacer» after deleting a spending; a message by a wrong field. The
 * device can fill up, free space, be blocked from the start or hold a damaged budget;
 * another tab can change the budget (one spending) or damage it.
 *
 * Two models: the budget on the device, and the month on screen (which follows today).
 */
const TODAY = '2026-11-10'

/**
 * A model's transitions from its steps: every event goes to `target` (so the ones that change
 * nothing are replayed too), and a step that answers null is beyond the model (guarded out).
 */
function transitionsOf<TContext, TType extends string>(
  steps: Record<TType, (context: TContext) => TContext | null>,
  target: string,
) {
  return Object.fromEntries(
    (Object.keys(steps) as TType[]).map((type) => [
      type,
      {
        guard: ({ context }: { context: TContext }) => steps[type](context) !== null,
        target,
        actions: assign(({ context }: { context: TContext }) => steps[type](context) ?? context),
      },
    ]),
  )
}

type Device = 'works' | 'full' | 'blocked'
interface Page {
  /** Spendings the month's list shows. */
  list: number
  problem: StorageProblem | null
  notice: boolean
  undo: boolean
  fieldError: boolean
  /** How many spendings the device holds: what a reload would show. */
  stored: Stored<number>
}
type Context = Page & { device: Device }

type BudgetModelEvent = {
  type:
    | 'OPEN'
    | 'OPEN_DAMAGED'
    | 'OPEN_BLOCKED'
    | 'ADD'
    | 'ADD_WRONG'
    | 'DELETE'
    | 'UNDO'
    | 'DISMISS_UNDO'
    | 'FILL_UP'
    | 'FREE_SPACE'
    | 'OTHER_TAB'
    | 'OTHER_TAB_DAMAGES'
    | 'RELOAD'
    | 'DISMISS_NOTICE'
}
type OpenEvent = Exclude<BudgetModelEvent['type'], 'OPEN' | 'OPEN_DAMAGED' | 'OPEN_BLOCKED'>

/** A change shows at once; it is kept when the device has room, else the line says why. */
const write = (context: Context, list: number): Context => modelWrite(context, { list }, list)

/** The page opens: what the device holds; a damaged budget is replaced by an empty one, with the notice. */
const load = (context: Context): Context =>
  modelLoad(context, {
    reset: { list: 0, undo: false, fieldError: false },
    empty: 0,
    shownOf: (list) => ({ list }),
  })

/** Another tab's budget: one spending, this month. */
const OTHER_TAB_LIST = 1
const otherTabBudget: Budget = {
  ...emptyBudget(),
  lastId: 90,
  spendings: [{ id: 'g90', amount: 9_000, categoryId: 'salud', date: '2026-11-09' }],
}

/** What each event does on the open page; null: beyond the model's bounds (at most two spendings added). */
const steps: Record<OpenEvent, (context: Context) => Context | null> = {
  ADD: (context) => (context.list < 2 ? { ...write(context, context.list + 1), fieldError: false } : null),
  ADD_WRONG: (context) => ({ ...context, fieldError: true }),
  DELETE: (context) => (context.list > 0 ? { ...write(context, context.list - 1), undo: true } : context),
  UNDO: (context) => (context.undo ? { ...write(context, context.list + 1), undo: false } : context),
  DISMISS_UNDO: (context) => ({ ...context, undo: false }),
  FILL_UP: (context) => (context.device === 'works' ? { ...context, device: 'full' } : context),
  FREE_SPACE: (context) => (context.device === 'full' ? { ...context, device: 'works' } : context),
  // Another tab writes only on a device that has room, and the page follows it. While
  // «Deshacer» shows, what it puts back depends on whether the other tab kept that very
  // spending: beyond the model.
  OTHER_TAB: (context) => {
    if (context.device !== 'works') return context
    return context.undo ? null : { ...context, list: OTHER_TAB_LIST, stored: OTHER_TAB_LIST }
  },
  // Its damage is not followed: the page keeps what it shows; a reload finds the damage.
  OTHER_TAB_DAMAGES: (context) => (context.device === 'works' ? { ...context, stored: 'damaged' } : context),
  RELOAD: load,
  DISMISS_NOTICE: (context) => ({ ...context, notice: false }),
}

const model = setup({
  types: {} as { context: Context; events: BudgetModelEvent },
  actions: {
    opens: assign(({ context }, device: Device) => load({ ...context, device })),
    damagedOpens: assign(({ context }) => load({ ...context, stored: 'damaged' })),
  },
}).createMachine({
  id: 'budget',
  context: {
    list: 0,
    problem: null,
    notice: false,
    undo: false,
    fieldError: false,
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
      on: transitionsOf(steps, '#budget.open'),
    },
  },
})

/** The budget machine on a device of its own (each model gets one). */
const budgetPages = () =>
  devicePages({
    format: budgetFormat,
    otherTab: otherTabBudget,
    starter: (deviceStorage) => {
      const machine = budgetMachine.provide({ actors: { deviceStorage } })
      return () => createActor(machine, { input: { today: TODAY }, clock: new SimulatedClock() }).start()
    },
  })

const pages = budgetPages()
type BudgetPage = DevicePage<Actor<typeof budgetMachine>>

const harness: Harness<typeof model, BudgetPage, Page | 'closed'> = {
  start: pages.start,
  perform: (page, { type }) => {
    if (pages.device(page, type)) return
    const { actor } = page
    if (!actor) throw new Error(`${type} before the page opened`)
    const add = (amount: string) =>
      actor.send({ type: 'spending.add', amount, categoryId: 'comida', date: TODAY })
    switch (type) {
      case 'ADD':
        return add('45.50')
      case 'ADD_WRONG':
        return add('-45')
      case 'DELETE':
        return actor.send({
          type: 'spending.delete',
          id: actor.getSnapshot().context.budget.spendings[0]?.id ?? '',
        })
      case 'UNDO':
        return actor.send({ type: 'spending.undo' })
      case 'DISMISS_UNDO':
        return actor.send({ type: 'undo.dismiss' })
      case 'DISMISS_NOTICE':
        return actor.send({ type: 'notice.dismiss' })
    }
  },
  view: (page) => {
    if (!page.actor) return 'closed'
    const snapshot = page.actor.getSnapshot()
    const { budget, month, problem, notice, errors } = snapshot.context
    return {
      list: spendingsOfMonth(budget, month).length,
      problem,
      notice: notice === 'corrupt',
      undo: snapshot.matches({ ready: 'undoable' }),
      fieldError: Object.keys(errors).length > 0,
      stored: pages.stored(page, (stored) => stored.spendings.length),
    }
  },
  expected: (state) => {
    if (state.matches('closed')) return 'closed'
    const { device: _, ...page } = state.context
    return page
  },
}

describe('budgetMachine against the model: the budget on the device', () => {
  const paths = modelTests(model, harness, {
    maxSteps: 4,
    sizes: { states: 439, transitions: 2910, simple: 368 },
  })

  it('the model reaches every combination that matters', () => {
    const contexts = paths.shortest.map((path) => path.state.context)
    const count = (stored: Stored<number>) => (typeof stored === 'number' ? stored : 0)
    expect(
      contexts.some((view) => view.problem === 'full' && view.undo && view.list < count(view.stored)),
    ).toBe(true)
    expect(contexts.some((view) => view.device === 'blocked' && view.list === 2)).toBe(true)
    expect(contexts.some((view) => view.notice && view.fieldError && view.list === 2)).toBe(true)
    expect(contexts.some((view) => view.stored === 'damaged' && view.list === 2)).toBe(true)
    expect(contexts.some((view) => view.notice && view.problem === 'full' && view.stored === 'damaged')).toBe(
      true,
    )
    expect(contexts.some((view) => view.list === 3)).toBe(true)
  })
})

/**
 * The month on screen: it opens on today's month; «Anterior» / «Siguiente» move it (across
 * the year too), a link can name a month (a month that does not exist changes nothing),
 * «Este mes» goes back to today's month; when a new month begins while the page is open,
 * today follows it (the month on screen stays until «Este mes»). The list shows the
 * spendings of the month on screen; a spending added with today's date lands in today's month.
 */
const MONTHS: MonthKey[] = ['2026-10', '2026-11', '2026-12', '2027-01']
const NEW_MONTH_DAY = '2026-12-01'
type MonthModelEvent = {
  type: 'PREVIOUS' | 'NEXT' | 'THIS_MONTH' | 'LINK_JANUARY' | 'LINK_NO_MONTH' | 'SPEND_TODAY' | 'NEW_MONTH'
}
interface MonthView {
  month: MonthKey
  list: number
}
interface MonthContext {
  shown: MonthKey
  today: string
  /** Spendings added, by month. */
  spent: Partial<Record<MonthKey, number>>
}
const index = (month: MonthKey) => MONTHS.indexOf(month)
const monthSteps: Record<MonthModelEvent['type'], (context: MonthContext) => MonthContext | null> = {
  PREVIOUS: ({ shown, ...context }) =>
    index(shown) > 0 ? { ...context, shown: MONTHS[index(shown) - 1] ?? shown } : null,
  NEXT: ({ shown, ...context }) =>
    index(shown) < MONTHS.length - 1 ? { ...context, shown: MONTHS[index(shown) + 1] ?? shown } : null,
  THIS_MONTH: (context) => ({ ...context, shown: monthOf(context.today) }),
  LINK_JANUARY: (context) => ({ ...context, shown: '2027-01' }),
  LINK_NO_MONTH: (context) => context,
  // One spending a month is enough to tell the months apart.
  SPEND_TODAY: (context) => {
    const month = monthOf(context.today)
    return context.spent[month] ? null : { ...context, spent: { ...context.spent, [month]: 1 } }
  },
  NEW_MONTH: (context) => (context.today === NEW_MONTH_DAY ? null : { ...context, today: NEW_MONTH_DAY }),
}

const monthModel = setup({ types: {} as { context: MonthContext; events: MonthModelEvent } }).createMachine({
  id: 'month',
  context: { shown: monthOf(TODAY), today: TODAY, spent: {} },
  on: transitionsOf(monthSteps, '#month'),
})

const monthPages = budgetPages()
interface MonthPage {
  actor: Actor<typeof budgetMachine>
  /** The day the page was told is today. */
  today: string
}

const monthHarness: Harness<typeof monthModel, MonthPage, MonthView> = {
  start: () => {
    const page = monthPages.start()
    monthPages.device(page, 'OPEN')
    if (!page.actor) throw new Error('the page did not open')
    return { actor: page.actor, today: TODAY }
  },
  perform: (page, { type }) => {
    const { actor } = page
    switch (type) {
      case 'PREVIOUS':
        return actor.send({ type: 'month.previous' })
      case 'NEXT':
        return actor.send({ type: 'month.next' })
      case 'THIS_MONTH':
        return actor.send({ type: 'month.current' })
      case 'LINK_JANUARY':
        return actor.send({ type: 'month.set', month: '2027-01' })
      case 'LINK_NO_MONTH':
        return actor.send({ type: 'month.set', month: '2026-13' })
      case 'SPEND_TODAY':
        return actor.send({ type: 'spending.add', amount: '80', categoryId: 'comida', date: page.today })
      case 'NEW_MONTH':
        page.today = NEW_MONTH_DAY
        return actor.send({ type: 'today.set', today: NEW_MONTH_DAY })
    }
  },
  view: ({ actor }) => {
    const { budget, month } = actor.getSnapshot().context
    return { month, list: spendingsOfMonth(budget, month).length }
  },
  expected: ({ context }) => ({ month: context.shown, list: context.spent[context.shown] ?? 0 }),
}

describe('budgetMachine against the model: the month on screen', () => {
  const paths = modelTests(monthModel, monthHarness, {
    maxSteps: 6,
    sizes: { states: 24, transitions: 116, simple: 1255 },
  })

  it('the model reaches every month, a new month begun, and spendings in both', () => {
    const contexts = paths.shortest.map((path) => path.state.context)
    expect(MONTHS.every((month) => contexts.some((context) => context.shown === month))).toBe(true)
    expect(
      contexts.some(
        (context) =>
          context.shown === '2026-11' && context.today === NEW_MONTH_DAY && context.spent['2026-12'],
      ),
    ).toBe(true)
  })
})

/**
 * What is left this quincena counts only money the app can know about (decision 0006): the
 * student writes down $8,000 a quincena on the day they start — the 10th or the 26th of
 * November — and spends today, or writes down a spending of the 5th after the fact; days go
 * by to the 26th. The second quincena carries over what the first left only when something
 * was written down in the first; else it has its own $8,000 and the page says from which day
 * it counts. Per day = what is left ÷ the days to the quincena's end, today included.
 */
const INCOME = 800_000
const SPEND = 123_450
const EARLY_SPEND = 50_000
type LeftModelEvent = { type: 'START_ON_10' | 'START_ON_26' | 'SPEND_TODAY' | 'SPEND_ON_5' | 'TO_THE_26' }
interface LeftContext {
  /** Day of November; 0 before the student starts. */
  today: number
  /** The days of November with a spending written down (one each at most). */
  spent: number[]
}
interface LeftView {
  left: number
  perDay: number | null
  startedOn: string | null
}

const amountOn = (day: number) => (day === 5 ? EARLY_SPEND : SPEND)
const november = (day: number) => `2026-11-${String(day).padStart(2, '0')}`

/** The spec's arithmetic, written out for November (first quincena 1–15, second 16–30). */
function leftOf({ today, spent }: LeftContext): LeftView {
  const firstRecord = Math.min(today, ...spent)
  const late = firstRecord > 15
  const inFirst = spent.filter((day) => day <= 15)
  const firstSpent = inFirst.reduce((sum, day) => sum + amountOn(day), 0)
  const half = today <= 15 ? 1 : 2
  const available = half === 1 ? INCOME : late ? INCOME : 2 * INCOME - firstSpent
  const inHalf = spent.filter((day) => (half === 1 ? day <= 15 : day > 15))
  const left = available - inHalf.reduce((sum, day) => sum + amountOn(day), 0)
  const daysLeft = (half === 1 ? 15 : 30) - today + 1
  return {
    left,
    perDay: Math.max(0, Math.floor(left / daysLeft)),
    startedOn: late ? november(firstRecord) : null,
  }
}

const leftSteps: Record<
  Exclude<LeftModelEvent['type'], 'START_ON_10' | 'START_ON_26'>,
  (context: LeftContext) => LeftContext | null
> = {
  SPEND_TODAY: (context) =>
    context.spent.includes(context.today) ? null : { ...context, spent: [...context.spent, context.today] },
  SPEND_ON_5: (context) => (context.spent.includes(5) ? null : { ...context, spent: [...context.spent, 5] }),
  TO_THE_26: (context) => (context.today === 26 ? null : { ...context, today: 26 }),
}

const leftModel = setup({ types: {} as { context: LeftContext; events: LeftModelEvent } }).createMachine({
  id: 'left',
  context: { today: 0, spent: [] },
  initial: 'closed',
  states: {
    closed: {
      on: {
        START_ON_10: { target: 'counting', actions: assign({ today: 10 }) },
        START_ON_26: { target: 'counting', actions: assign({ today: 26 }) },
      },
    },
    counting: {
      on: transitionsOf(leftSteps, '#left.counting'),
    },
  },
})

const leftPages = budgetPages()

const leftHarness: Harness<typeof leftModel, { actor?: Actor<typeof budgetMachine> }, LeftView | 'closed'> = {
  start: () => ({}),
  perform: (page, { type }) => {
    if (type === 'START_ON_10' || type === 'START_ON_26') {
      const opened = leftPages.start()
      leftPages.device(opened, 'OPEN')
      page.actor = opened.actor ?? undefined
      page.actor?.send({ type: 'today.set', today: november(type === 'START_ON_10' ? 10 : 26) })
      page.actor?.send({ type: 'plan.set', schedule: 'quincenal', income: '8,000', budgets: {} })
      return
    }
    const actor = page.actor
    if (!actor) throw new Error(`${type} before the student started`)
    const { today } = actor.getSnapshot().context
    const spend = (date: string) =>
      actor.send({
        type: 'spending.add',
        amount: date === november(5) ? '500' : '1,234.50',
        categoryId: 'comida',
        date,
      })
    if (type === 'SPEND_TODAY') spend(today)
    else if (type === 'SPEND_ON_5') spend(november(5))
    else actor.send({ type: 'today.set', today: november(26) })
  },
  view: ({ actor }) => {
    if (!actor) return 'closed'
    const { budget, today } = actor.getSnapshot().context
    const month = monthOf(today)
    const numbers = periodNumbers(budget, month, today, defaultPeriod(month, today))
    if (numbers.kind !== 'quincena') throw new Error('today’s month shows a quincena')
    const { left, perDay, startedOn } = numbers.summary
    return { left, perDay, startedOn }
  },
  expected: (state) => (state.matches('closed') ? 'closed' : leftOf(state.context)),
}

describe('budgetMachine against the model: only what was written down counts', () => {
  const paths = modelTests(leftModel, leftHarness, {
    maxSteps: 4,
    sizes: { states: 18, transitions: 25, simple: 22 },
  })

  it('the model reaches a late start, a late start undone by an early spending, and an early start', () => {
    const contexts = paths.shortest.map((path) => path.state.context)
    expect(
      contexts.some(
        (context) => context.today === 26 && context.spent.length === 1 && !context.spent.includes(5),
      ),
    ).toBe(true)
    expect(
      contexts.some(
        (context) => context.today === 26 && context.spent.includes(5) && context.spent.includes(26),
      ),
    ).toBe(true)
    expect(contexts.some((context) => context.today === 26 && context.spent.includes(10))).toBe(true)
  })
})
