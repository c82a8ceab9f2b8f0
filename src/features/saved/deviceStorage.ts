import { fromCallback } from 'xstate'
import type { StorageCommand, StorageProblem, StorageReply } from '../../../machines/savedListMachine'
import { parseSavedList, SAVED_LIST_KEY, serializeSavedList } from '../../lib/savedList'

/** Where a damaged value is kept (once) so it can still be recovered by hand. */
export const DAMAGED_KEY = `${SAVED_LIST_KEY}:dañada`

/** Which problem a failed write is: a full storage or none at all (private mode, blocked). */
export function writeProblem(error: unknown): StorageProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : ''
  const code = error instanceof DOMException ? error.code : 0
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22
    ? 'full'
    : 'unavailable'
}

interface StorageTarget {
  /** The Storage to use; throws or returns null when there is none (blocked cookies, old browsers). */
  getStorage: () => Storage | null
  /** Where `storage` events arrive (the window); null in tests without one. */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null
}

/**
 * The device storage behind savedListMachine: localStorage in the browser, a fake Storage in
 * tests. Reads on start, writes on command, follows other tabs through `storage` events.
 */
export const deviceStorageActor = ({ getStorage, events }: StorageTarget) =>
  fromCallback<StorageCommand, undefined, StorageReply>(({ sendBack, receive }) => {
    let storage: Storage | null = null
    try {
      storage = getStorage()
    } catch {
      storage = null
    }

    const read = (text: string | null): StorageReply => {
      if (text === null) return { type: 'storage.loaded', list: { saved: [], ticks: {} } }
      const list = parseSavedList(text)
      if (list) return { type: 'storage.loaded', list }
      try {
        if (storage && storage.getItem(DAMAGED_KEY) === null) storage.setItem(DAMAGED_KEY, text)
      } catch {
        // Keeping a copy is a courtesy; the notice is what matters.
      }
      return { type: 'storage.corrupt' }
    }

    if (!storage) sendBack({ type: 'storage.unavailable' })
    else {
      try {
        sendBack(read(storage.getItem(SAVED_LIST_KEY)))
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
        storage.setItem(SAVED_LIST_KEY, serializeSavedList(command.list))
        sendBack({ type: 'storage.written' })
      } catch (error) {
        sendBack({ type: 'storage.failed', problem: writeProblem(error) })
      }
    })

    const onStorage = (event: Event) => {
      const { key, newValue } = event as StorageEvent
      if (key !== SAVED_LIST_KEY && key !== null) return
      const reply = read(newValue)
      if (reply.type === 'storage.loaded') sendBack({ type: 'storage.external', list: reply.list })
    }
    events?.addEventListener('storage', onStorage)
    return () => events?.removeEventListener('storage', onStorage)
  })
