import { assign, setup } from 'xstate'
import { emptySavedList, type SavedList } from '../src/domain/savedList'
import type { StorageReply } from '../src/domain/storedValue'
import {
  deviceStorageNotProvided,
  type StoredValueStatus,
  storedValueStatus,
  storedValueSteps,
  writeStoredValue,
} from './storedValueSteps'

/**
 * «Mis becas»: saved programmes and ticked documents, kept on the device.
 *
 * The device's storage is the injected `deviceStorage` actor, with the steps every stored
 * value takes (storedValueSteps.ts: nothing is lost silently). The machine itself is pure.
 */
export type SavedListEvent =
  | StorageReply<SavedList>
  | { type: 'toggle'; index: number }
  | { type: 'save.all'; indexes: number[] }
  | { type: 'tick'; index: number; item: string; done: boolean }
  | { type: 'notice.dismiss' }

export interface SavedListContext extends SavedList, StoredValueStatus {}

const toggled = (saved: number[], index: number) =>
  saved.includes(index) ? saved.filter((item) => item !== index) : [...saved, index]

function ticked(ticks: Record<string, string[]>, index: number, item: string, done: boolean) {
  const key = String(index)
  const current = ticks[key] ?? []
  const next = done ? [...new Set([...current, item])] : current.filter((entry) => entry !== item)
  const { [key]: _removed, ...rest } = ticks
  return next.length > 0 ? { ...rest, [key]: next } : rest
}

const savedListSetup = setup({
  types: {
    context: {} as SavedListContext,
    events: {} as SavedListEvent,
  },
  actors: { deviceStorage: deviceStorageNotProvided<SavedList>('savedListMachine') },
  actions: {
    write: writeStoredValue(
      (context: SavedListContext): SavedList => ({ saved: context.saved, ticks: context.ticks }),
    ),
  },
})

const stored = storedValueSteps(savedListSetup, (value: SavedList) => ({
  saved: value.saved,
  ticks: value.ticks,
}))

export const savedListMachine = savedListSetup.createMachine({
  id: 'savedList',
  context: { ...emptySavedList(), ...storedValueStatus() },
  invoke: { id: 'storage', src: 'deviceStorage' },
  initial: 'loading',
  states: {
    loading: { on: stored.loading },
    ready: {
      on: {
        ...stored.ready,
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
      },
    },
  },
})
