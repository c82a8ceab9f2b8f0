import { type Actor, createActor } from 'xstate'
import { type SavedListContext, savedListMachine } from '../../../machines/savedListMachine'
import { savedListFormat } from '../../lib/savedList'
import { SAVED_LIST_EVENT, SAVED_LIST_STORE, SAVED_LIST_STORE_READY } from '../../lib/savedListKey'

export { SAVED_LIST_STORE_READY }

import { browserStorage, deviceStorageActor } from '../device/deviceStorage'
import { pageSingleton } from '../device/pageSingleton'

export type SavedListActor = Actor<typeof savedListMachine>

/**
 * The page's one «Mis becas» actor. It lives in the enhancement layer (no React): the
 * «Guardar» buttons use it directly, and the /mis-becas screen (React) finds it through
 * the page singleton once SAVED_LIST_STORE_READY has fired, so the app bundle carries
 * neither the machine nor XState for it.
 */
export const savedListActor = (): SavedListActor =>
  pageSingleton(SAVED_LIST_STORE, () => {
    const actor = createActor(
      savedListMachine.provide({
        actors: {
          deviceStorage: deviceStorageActor({
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
      window.dispatchEvent(new CustomEvent(SAVED_LIST_EVENT, { detail: snapshot.context.saved.length }))
    })
    actor.start()
    return actor
  })

/** True once the list on the device has been read (before that, show a neutral state). */
export const isSavedListReady = (actor: SavedListActor) => actor.getSnapshot().matches('ready')
