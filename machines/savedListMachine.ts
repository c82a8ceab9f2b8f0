import { assign, fromCallback, sendTo, setup } from 'xstate'
import { emptySavedList, type SavedList } from '../src/domain/savedList'
import type { StorageCommand, StorageProblem, StorageReply } from '../src/domain/storedValue'

/**
 * «Mis becas»: saved programmes and ticked documents, kept on the device.
 *
 * The device's storage is an injected callback actor, `deviceStorage`, that answers with
 * events: on start it reads (`storage.loaded` / `storage.corrupt` / `storage.unavailable`),
 * on `storage.write` it writes (`storage.written` / `storage.failed`), and it reports
 * changes made in another tab (`storage.external`). The machine itself is pure.
 *
 * Nothing is lost silently: every change is kept in memory first and written after; a
 * failed write keeps the list for the visit and sets `problem`, shown to the student; a
 * corrupted stored value is replaced by a fresh list and sets `notice`.
 */
export type SavedListEvent =
  | StorageReply<SavedList>
  | { type: 'toggle'; index: number }
  | { type: 'save.all'; indexes: number[] }
  | { type: 'tick'; index: number; item: string; done: boolean }
  | { type: 'notice.dismiss' }

export interface SavedListContext extends SavedList {
  problem: StorageProblem | null
  notice: 'corrupt' | null
}

const notProvided = fromCallback<StorageCommand<SavedList>, undefined, StorageReply<SavedList>>(() => {
  throw new Error('deviceStorage was not provided to savedListMachine')
})

const toggled = (saved: number[], index: number) =>
  saved.includes(index) ? saved.filter((item) => item !== index) : [...saved, index]

function ticked(ticks: Record<string, string[]>, index: number, item: string, done: boolean) {
  const key = String(index)
  const current = ticks[key] ?? []
  const next = done ? [...new Set([...current, item])] : current.filter((entry) => entry !== item)
  const { [key]: _removed, ...rest } = ticks
  return next.length > 0 ? { ...rest, [key]: next } : rest
}

export const savedListMachine = setup({
  types: {
    context: {} as SavedListContext,
    events: {} as SavedListEvent,
  },
  actors: { deviceStorage: notProvided },
  actions: {
    write: sendTo(
      'storage',
      ({ context }): StorageCommand<SavedList> => ({
        type: 'storage.write',
        value: { saved: context.saved, ticks: context.ticks },
      }),
    ),
  },
}).createMachine({
  id: 'savedList',
  context: { ...emptySavedList(), problem: null, notice: null },
  invoke: { id: 'storage', src: 'deviceStorage' },
  initial: 'loading',
  states: {
    loading: {
      on: {
        'storage.loaded': {
          target: 'ready',
          actions: assign(({ event }) => ({ saved: event.value.saved, ticks: event.value.ticks })),
        },
        // Replace the damaged value with an empty list, and say so.
        'storage.corrupt': { target: 'ready', actions: [assign({ notice: 'corrupt' }), 'write'] },
        'storage.unavailable': { target: 'ready', actions: assign({ problem: 'unavailable' }) },
      },
    },
    ready: {
      on: {
        toggle: {
          actions: [assign({ saved: ({ context, event }) => toggled(context.saved, event.index) }), 'write'],
        },
        'save.all': {
          actions: [
            assign({
              saved: ({ context, event }) => [
                ...context.saved,
                ...event.indexes.filter((index) => !context.saved.includes(index)),
              ],
            }),
            'write',
          ],
        },
        tick: {
          actions: [
            assign({
              ticks: ({ context, event }) => ticked(context.ticks, event.index, event.item, event.done),
            }),
            'write',
          ],
        },
        'storage.written': { actions: assign({ problem: null }) },
        'storage.failed': { actions: assign({ problem: ({ event }) => event.problem }) },
        // Another tab changed the list: follow it (it was already written there).
        'storage.external': {
          actions: assign(({ event }) => ({ saved: event.value.saved, ticks: event.value.ticks })),
        },
        'notice.dismiss': { actions: assign({ notice: null }) },
      },
    },
  },
})
