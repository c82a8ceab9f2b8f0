import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import type { SavedListContext, SavedListEvent } from '../../../machines/savedListMachine'
import { peekPageSingleton } from '../../device/pageSingleton'
import { PAGE_EVENTS, PAGE_SINGLETONS } from '../../domain/pageContract'
import type { SavedListActor } from './savedStore'

const unknownOnServer = () => null
const nothing = () => () => {}

/** The page's list actor, created by the enhancement layer (src/features/saved/savedElements.page.ts). */
function usePageStore(): SavedListActor | null {
  const [actor, setActor] = useState<SavedListActor | null>(null)
  useEffect(() => {
    const find = () => {
      const found = peekPageSingleton<SavedListActor>(PAGE_SINGLETONS.savedList)
      if (found) setActor(found)
      return found
    }
    if (find()) return
    window.addEventListener(PAGE_EVENTS.savedListStoreReady, find)
    return () => window.removeEventListener(PAGE_EVENTS.savedListStoreReady, find)
  }, [])
  return actor
}

/**
 * «Mis becas» for React: the list on this device, or null on the server, during hydration
 * and until the device has been read (so the HTML never shows a wrong list). The screen
 * that uses it must carry `data-saved-list`, which makes the page script start the store.
 */
export function useSavedList() {
  const actor = usePageStore()
  const subscribe = useCallback(
    (onChange: () => void) => (actor ? actor.subscribe(onChange).unsubscribe : nothing()),
    [actor],
  )
  const snapshot = useCallback((): SavedListContext | null => {
    if (!actor) return null
    const current = actor.getSnapshot()
    return current.value === 'ready' ? current.context : null
  }, [actor])
  const list = useSyncExternalStore(subscribe, snapshot, unknownOnServer)
  const send = useCallback((event: SavedListEvent) => actor?.send(event), [actor])
  return { list, send }
}
