import type { ReactNode } from 'react'
import { AppUpdates } from './AppUpdates'
import { Footer } from './Footer'
import { Header } from './Header'
import { ScrollToTop } from './ScrollToTop'

/** Skip link, header, the page in <main>, footer and the scroll-to-top button. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <Header />
      <main id="contenido" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ScrollToTop />
      <AppUpdates />
    </>
  )
}
