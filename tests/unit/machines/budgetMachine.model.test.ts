import { getShortestPaths } from '@xstate/graph'
import { describe, expect, it } from 'vitest'
import { assign, createActor, setup } from 'xstate'
import { budgetMachine } from '../../../machines/budgetMachine'
import { deviceStorageActor } from '../../../src/features/device/deviceStorage'
import { emptyBudget } from '../../../src/features/mi-lana/budget'
import { BUDGET_KEY, budgetFormat } from '../../../src/features/mi-lana/storedValues'
import { FakeStorage, FakeWindow } from './fakeDevice'

/**
 * A model of /mi-lana as the student sees it: how many spendings the list shows, how many a
 * reload would show (what the device holds), the line about a full or blocked storage, the
 * notice about a damaged value, «Deshacer», and a message by a wrong field. The device can
 * fill up, free up, or be blocked from the start, and another tab can change the budget.
 * Every shortest path to every state of the model is replayed on the real budgetMachine
 * with the real storage actor over a fake Storage; after each step what the student would
 * see must be what the model says, and at the end a reload must show what the model saved.
 */
interface View {
  list: number
  /** What a reload would show; null when the device cannot be read at all. */
  saved: number | null
  device: 'ok' | 'full' | 'blocked'
  message: 'full' | 'unavailable' | null
  notice: boolean
  undo: boolean
  fieldError: boolean
}

/** The other tab's budget: one spending. */
const OTHER_TAB_LIST = 1

/** A write after a change: saved when the device has room, else the line says why. */
const written = (view: View, list: number): Partial<View> =>
  view.device === 'ok'
    ? { list, saved: list, message: null }
    : { list, message: view.device === 'full' ? 'full' : 'unavailable' }

const model = setup({
  types: {
    context: {} as View,
    events: {} as
      | { type: 'OPEN' }
      | { type: 'OPEN_DAMAGED' }
      | { type: 'OPEN_BLOCKED' }
      | { type: 'ADD' }
      | { type: 'ADD_WRONG' }
      | { type: 'DELETE' }
      | { type: 'UNDO' }
      | { type: 'DISMISS_UNDO' }
      | { type: 'STORAGE_FILLS' }
      | { type: 'STORAGE_FREES' }
      | { type: 'OTHER_TAB' }
      | { type: 'DISMISS_NOTICE' },
  },
}).createMachine({
  id: 'model',
  context: { list: 0, saved: 0, device: 'ok', message: null, notice: false, undo: false, fieldError: false },
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
          guard: ({ context }) => context.list < 2,
          actions: assign(({ context }) => ({ ...written(context, context.list + 1), fieldError: false })),
        },
        ADD_WRONG: { actions: assign({ fieldError: true }) },
        DELETE: {
          guard: ({ context }) => context.list > 0,
          actions: assign(({ context }) => ({ ...written(context, context.list - 1), undo: true })),
        },
        UNDO: {
          guard: ({ context }) => context.undo,
          actions: assign(({ context }) => ({ ...written(context, context.list + 1), undo: false })),
        },
        DISMISS_UNDO: { guard: ({ context }) => context.undo, actions: assign({ undo: false }) },
        STORAGE_FILLS: {
          guard: ({ context }) => context.device === 'ok',
          actions: assign({ device: 'full' }),
        },
        STORAGE_FREES: {
          guard: ({ context }) => context.device === 'full',
          actions: assign({ device: 'ok' }),
        },
        OTHER_TAB: {
          guard: ({ context }) => context.device === 'ok' && !context.undo,
          actions: assign({ list: OTHER_TAB_LIST, saved: OTHER_TAB_LIST }),
        },
        DISMISS_NOTICE: { guard: ({ context }) => context.notice, actions: assign({ notice: false }) },
      },
    },
  },
})

const otherTabBudget = {
  ...emptyBudget(),
  lastId: 90,
  spendings: [{ id: 'g90', amount: 9_000, categoryId: 'salud', date: '2026-11-09' }],
}

function open(storage: FakeStorage) {
  const events = new FakeWindow(BUDGET_KEY)
  const machine = budgetMachine.provide({
    actors: {
      deviceStorage: deviceStorageActor({ format: budgetFormat, getStorage: () => storage, events }),
    },
  })
  return { actor: createActor(machine, { input: { today: '2026-11-10' } }).start(), storage, events }
}
type Tab = ReturnType<typeof open>

/** What the student sees on the real page, in the model's terms (device: the fake's state). */
function viewOf({ actor, storage }: Tab): View {
  const snapshot = actor.getSnapshot()
  const { budget, problem, notice, errors } = snapshot.context
  const text = storage.broken ? null : (storage.items.get(BUDGET_KEY) ?? null)
  return {
    list: budget.spendings.length,
    saved: storage.broken ? null : text === null ? 0 : (budgetFormat.parse(text)?.spendings.length ?? -1),
    device: storage.broken ? 'blocked' : storage.full ? 'full' : 'ok',
    message: problem,
    notice: notice === 'corrupt',
    undo: snapshot.matches({ ready: 'undoable' }),
    fieldError: Object.keys(errors).length > 0,
  }
}

function perform(tab: Tab | null, type: string): Tab {
  if (type.startsWith('OPEN')) {
    const storage = new FakeStorage()
    if (type === 'OPEN_DAMAGED') storage.items.set(BUDGET_KEY, '{"version":1,"spendings":"muchos"}')
    if (type === 'OPEN_BLOCKED') storage.broken = true
    return open(storage)
  }
  if (!tab) throw new Error(`${type} before the page opened`)
  const { actor, storage, events } = tab
  const add = (amount: string) =>
    actor.send({ type: 'spending.add', amount, categoryId: 'comida', date: '2026-11-10' })
  switch (type) {
    case 'ADD':
      add('45.50')
      break
    case 'ADD_WRONG':
      add('-45')
      break
    case 'DELETE':
      actor.send({ type: 'spending.delete', id: actor.getSnapshot().context.budget.spendings[0]?.id ?? '' })
      break
    case 'UNDO':
      actor.send({ type: 'spending.undo' })
      break
    case 'DISMISS_UNDO':
      actor.send({ type: 'undo.dismiss' })
      break
    case 'STORAGE_FILLS':
      storage.full = true
      break
    case 'STORAGE_FREES':
      storage.full = false
      break
    case 'OTHER_TAB':
      events.otherTabWrites(storage, budgetFormat.serialize(otherTabBudget))
      break
    case 'DISMISS_NOTICE':
      actor.send({ type: 'notice.dismiss' })
      break
  }
  return tab
}

/** The student's steps of a path: the first step is the model's own start (xstate.init). */
const label = (path: { steps: { event: { type: string } }[] }) =>
  path.steps
    .slice(1)
    .map((step) => step.event.type)
    .join(' → ')

describe('budgetMachine against the model', () => {
  const paths = getShortestPaths(model)

  it('the model reaches every combination that matters', () => {
    const states = paths.map((path) => path.state.context)
    expect(paths.length).toBeGreaterThan(100)
    expect(states.some((view) => view.message === 'full' && view.undo && view.list < (view.saved ?? 0))).toBe(
      true,
    )
    expect(states.some((view) => view.device === 'blocked' && view.list === 2)).toBe(true)
    expect(states.some((view) => view.notice && view.fieldError && view.list === 2)).toBe(true)
  })

  it('every shortest path replays: what the student sees after each step is what the model says', () => {
    for (const path of paths) {
      let tab: Tab | null = null
      for (const { event, state } of path.steps.slice(1)) {
        tab = perform(tab, event.type)
        expect(viewOf(tab), `${label(path)}, after ${event.type}`).toEqual(state.context)
      }
      if (!tab) continue
      // A reload shows what was saved, and never a change that the page said was not saved.
      const reloaded = open(tab.storage)
      const reloadedView = viewOf(reloaded)
      if (path.state.context.device === 'blocked')
        expect(reloadedView.message, label(path)).toBe('unavailable')
      else expect(reloadedView.list, label(path)).toBe(path.state.context.saved)
      reloaded.actor.stop()
      tab.actor.stop()
    }
  }, 60_000)
})
