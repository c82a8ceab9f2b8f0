import { useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef } from 'react'
import { APP_HYDRATED_EVENT } from '../../enhance/pageContract'
import { Footer } from './Footer'
import { Header } from './Header'
import { keepPageForOffline } from './offline'
import { ScrollToTop } from './ScrollToTop'

/** The page's <main>: the skip link's target, and what the root document's first paint waits for. */
export const MAIN_ID = 'contenido'

/** Skip link, header, the page in <main>, footer and the scroll-to-top button. */
export function SiteLayout({ children }: { children: ReactNode }) {
  useAppLifecycle()
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        Saltar al contenido
      </a>
      <Header />
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ScrollToTop />
    </>
  )
}

/**
 * Tells the page's loader the app has hydrated and the router has settled, and asks
 * the service worker to keep each page reached by an in-app link for offline reading.
 */
function useAppLifecycle() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // The router finishes loading the first location after React hydrates; an event replayed
  // before that (a search typed early, say) would be overwritten by it.
  const settled = useRouterState({ select: (state) => state.status === 'idle' && !state.isLoading })
  const announced = useRef(false)
  const firstPath = useRef(pathname)
  useEffect(() => {
    if (!settled || announced.current) return
    announced.current = true
    document.dispatchEvent(new Event(APP_HYDRATED_EVENT))
  }, [settled])
  useEffect(() => {
    if (pathname !== firstPath.current) keepPageForOffline()
  }, [pathname])
}
