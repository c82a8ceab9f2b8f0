import { type Actor, createActor } from 'xstate'
import { type SavedListContext, savedListMachine } from '../../../machines/savedListMachine'
import { browserStorage, deviceStorageActor } from '../../device/deviceStorage'
import { savedListFormat } from '../../domain/savedList'
import { dispatchPageEvent, SAVED_LIST_CHANGED_EVENT, SAVED_LIST_KEY } from '../../enhance/pageContract'

export type SavedListActor = Actor<typeof savedListMachine>

declare module '../../enhance/pageContract' {
  interface PageStores {
    /** «Mis becas»: the page's one list actor (savedElements.page.ts). */
    savedList: SavedListActor
  }
}

let pageActor: SavedListActor | null = null

/**
 * The page's one «Mis becas» actor. It lives in the page script (no React): the «Guardar»
 * buttons use it directly, and the /mis-becas screen (React) finds it through the page's
 * store registry (findStore('savedList')), so the app bundle carries neither the machine nor
 * XState for it, and no second copy of it can exist.
 */
export function savedListActor(): SavedListActor {
  if (pageActor) return pageActor
  const actor = createActor(
    savedListMachine.provide({
      actors: {
        deviceStorage: deviceStorageActor({
          key: SAVED_LIST_KEY,
          format: savedListFormat,
          getStorage: browserStorage,
          events: window,
        }),
      },
    }),
  )
  let previous: SavedListContext | null = null
  actor.subscribe((snapshot) => {
    if (previous && previous.saved === snapshot.context.saved && previous.ticks === snapshot.context.ticks)
      return
    previous = snapshot.context
    dispatchPageEvent(SAVED_LIST_CHANGED_EVENT, snapshot.context.saved.length)
  })
  actor.start()
  pageActor = actor
  return actor
}

/** True once the list on the device has been read (before that, show a neutral state). */
export const isSavedListReady = (actor: SavedListActor) => actor.getSnapshot().matches('ready')
