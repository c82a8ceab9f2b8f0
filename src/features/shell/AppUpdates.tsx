import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { reportWebVitals } from '../../services/vitals'

type Updater = { apply: () => void }

/** Guides and course pages are kept for offline reading (the service worker's «lecturas»). */
const READABLE_OFFLINE = /^\/(guias|cursos|category)(\/|$)/

/**
 * Asks the service worker to keep the page being read (and the files it used) when it is a
 * guide or course page: the first page was loaded before the worker existed, and in-app
 * links never fetch their page's HTML.
 */
function keepPageForOffline(worker: ServiceWorker | null | undefined) {
  if (!worker || !READABLE_OFFLINE.test(window.location.pathname)) return
  const assets = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${window.location.origin}/assets/`))
  worker.postMessage({ type: 'KEEP_PAGE', pages: [window.location.href], assets })
}

/**
 * Registers the service worker (production only) for offline reading, and offers a quiet
 * «Nueva versión disponible» prompt when a new deploy is waiting; it takes over only when
 * the reader agrees, so a page never mixes old and new files.
 */
export function AppUpdates() {
  const [update, setUpdate] = useState<Updater | null>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })

  // Pages reached by in-app links are kept too (once the worker controls the page).
  useEffect(() => {
    if (pathname && 'serviceWorker' in navigator) keepPageForOffline(navigator.serviceWorker.controller)
  }, [pathname])

  useEffect(() => {
    reportWebVitals()
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
    let cancelled = false
    const register = () =>
      import('workbox-window').then(({ Workbox }) => {
        if (cancelled) return
        const workbox = new Workbox('/sw.js')
        workbox.addEventListener('waiting', () => {
          setUpdate({
            apply: () => {
              workbox.addEventListener('controlling', () => window.location.reload())
              workbox.messageSkipWaiting()
            },
          })
        })
        void workbox
          .register()
          .then(() => navigator.serviceWorker.ready)
          .then((registration) => keepPageForOffline(registration.active))
          .catch(() => {})
      })
    if (document.readyState === 'complete') void register()
    else window.addEventListener('load', () => void register(), { once: true })
    return () => {
      cancelled = true
    }
  }, [])

  if (!update) return null
  return (
    <div className="update-banner" role="status">
      <p>Nueva versión disponible.</p>
      <button type="button" className="button button--small button--primary" onClick={update.apply}>
        Actualizar
      </button>
      <button type="button" className="button button--small button--ghost" onClick={() => setUpdate(null)}>
        Ahora no
      </button>
    </div>
  )
}
