import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import type { SavedListContext, SavedListEvent } from '../../../machines/savedListMachine'
import { findStore, type PageStores } from '../../enhance/pageContract'

type SavedListActor = PageStores['savedList']

const unknownOnServer = () => null
const nothing = () => () => {}

/** The page's list actor, kept by the page script (src/features/saved/savedStore.ts). */
function usePageStore(): SavedListActor | null {
  const [actor, setActor] = useState<SavedListActor | null>(null)
  useEffect(() => {
    let live = true
    findStore('savedList').then(
      (found) => {
        if (live) setActor(found)
      },
      // The list's chunk did not arrive (offline): the screen keeps its neutral state.
      () => {},
    )
    return () => {
      live = false
    }
  }, [])
  return actor
}

/**
 * «Mis becas» for React: the list on this device, or null on the server, during hydration
 * and until the device has been read (so the HTML never shows a wrong list).
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
