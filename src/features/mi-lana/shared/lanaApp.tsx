import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { findStore } from '../../../enhance/pageContract'
import type { LanaActor, LanaScreen } from './lanaStores.page'

const unknownOnServer = () => null

/** What every screen's actor offers, whichever machine it runs. */
type Subscribable = { subscribe: (listener: () => void) => { unsubscribe: () => void } }

/**
 * A «Mi lana» screen's machine and the rest of its code. The pre-rendered page is only the
 * screen's frame (what the device holds cannot be known at build time): the machine lives
 * in the page script (lanaStores.page.ts, which reads the device as soon as the page shows
 * the screen) and the screen's board loads after hydration, outside the page's first-load
 * JavaScript. Until both have arrived and the device has been read, `snapshot` is null and
 * the screen says «Cargando…»; `failed` when the code could not arrive (offline on a first
 * visit, a new deploy).
 */
export function useLanaApp<S extends LanaScreen, TModule>(screen: S, loadBoard: () => Promise<TModule>) {
  const [app, setApp] = useState<{ module: TModule; actor: LanaActor<S> } | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads again
  useEffect(() => {
    let live = true
    Promise.all([loadBoard(), findStore('lana')]).then(
      ([module, lanaStore]) => {
        // A transition: React draws the board in slices of a few milliseconds, yielding to
        // the student's taps and typing in between, instead of in one long task.
        if (live) startTransition(() => setApp({ module, actor: lanaStore(screen) }))
      },
      () => {
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [attempt])
  const actor = app?.actor
  const subscribe = useCallback(
    (onChange: () => void) => (actor ? (actor as Subscribable).subscribe(onChange).unsubscribe : () => {}),
    [actor],
  )
  const snapshot = useSyncExternalStore(
    subscribe,
    (): ReturnType<LanaActor<S>['getSnapshot']> | null =>
      (actor?.getSnapshot() as ReturnType<LanaActor<S>['getSnapshot']> | undefined) ?? null,
    unknownOnServer,
  )
  const retry = () => {
    setFailed(false)
    setAttempt((count) => count + 1)
  }
  return { module: app?.module ?? null, actor: actor ?? null, snapshot, failed, retry }
}
