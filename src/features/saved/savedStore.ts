import { type Actor, createActor } from 'xstate'
import { type SavedListContext, savedListMachine } from '../../../machines/savedListMachine'
import { browserStorage, deviceStorageActor } from '../../device/deviceStorage'
import { pageSingleton } from '../../device/pageSingleton'
import { PAGE_EVENTS, PAGE_SINGLETONS } from '../../domain/pageContract'
import { savedListFormat } from '../../domain/savedList'

export type SavedListActor = Actor<typeof savedListMachine>

/**
 * The page's one «Mis becas» actor. It lives in the enhancement layer (no React): the
 * «Guardar» buttons use it directly, and the /mis-becas screen (React) finds it through
 * the page singleton once PAGE_EVENTS.savedListStoreReady has fired, so the app bundle carries
 * neither the machine nor XState for it.
 */
export const savedListActor = (): SavedListActor =>
  pageSingleton(PAGE_SINGLETONS.savedList, () => {
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
      window.dispatchEvent(
        new CustomEvent(PAGE_EVENTS.savedListChanged, { detail: snapshot.context.saved.length }),
      )
    })
    actor.start()
    return actor
  })

/** True once the list on the device has been read (before that, show a neutral state). */
export const isSavedListReady = (actor: SavedListActor) => actor.getSnapshot().matches('ready')
