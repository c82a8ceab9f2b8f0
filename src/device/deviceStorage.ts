import { fromCallback } from 'xstate'
import {
  damagedKey,
  type StorageCommand,
  type StorageReply,
  type StoredValueFormat,
  writeProblem,
} from '../domain/storedValue'

interface StorageTarget<T> {
  /** Where the value lives: one of DEVICE_KEYS (src/enhance/pageContract.ts). */
  key: string
  format: StoredValueFormat<T>
  /** The Storage to use; throws or returns null when there is none (blocked cookies, old browsers). */
  getStorage: () => Storage | null
  /** Where `storage` events arrive (the window); null in tests without one. */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null
}

/**
 * The device storage behind a machine that keeps a value on the device: localStorage in
 * the browser, a fake Storage in tests. Reads on start, writes on command, follows other
 * tabs through `storage` events. A damaged value is reported (and a copy kept once), never
 * thrown.
 */
export const deviceStorageActor = <T>({ key, format, getStorage, events }: StorageTarget<T>) =>
  fromCallback<StorageCommand<T>, undefined, StorageReply<T>>(({ sendBack, receive }) => {
    let storage: Storage | null = null
    try {
      storage = getStorage()
    } catch {
      storage = null
    }

    const read = (text: string | null): StorageReply<T> => {
      if (text === null) return { type: 'storage.loaded', value: format.empty() }
      const value = format.parse(text)
      if (value) return { type: 'storage.loaded', value }
      try {
        const copy = damagedKey(key)
        if (storage && storage.getItem(copy) === null) storage.setItem(copy, text)
      } catch {
        // Keeping a copy is a courtesy; the notice is what matters.
      }
      return { type: 'storage.corrupt' }
    }

    if (!storage) sendBack({ type: 'storage.unavailable' })
    else {
      try {
        sendBack(read(storage.getItem(key)))
      } catch {
        storage = null
        sendBack({ type: 'storage.unavailable' })
      }
    }

    receive((command) => {
      if (!storage) {
        sendBack({ type: 'storage.failed', problem: 'unavailable' })
        return
      }
      try {
        storage.setItem(key, format.serialize(command.value))
        sendBack({ type: 'storage.written' })
      } catch (error) {
        sendBack({ type: 'storage.failed', problem: writeProblem(error) })
      }
    })

    const onStorage = (event: Event) => {
      const changed = event as StorageEvent
      if (changed.key !== key && changed.key !== null) return
      const reply = read(changed.newValue)
      if (reply.type === 'storage.loaded') sendBack({ type: 'storage.external', value: reply.value })
    }
    events?.addEventListener('storage', onStorage)
    return () => events?.removeEventListener('storage', onStorage)
  })

/** The browser's localStorage, or null where reading it throws (blocked storage). */
export const browserStorage = () => (typeof localStorage === 'undefined' ? null : localStorage)
