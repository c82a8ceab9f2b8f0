import site from 'virtual:data/site'
import { createRootRoute, HeadContent, Scripts } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ErrorPage } from '../features/shell/ErrorPage'
import { NotFoundPage } from '../features/shell/NotFoundPage'
import { MAIN_ID, SiteLayout } from '../features/shell/SiteLayout'
import appCss from '../ui/styles/app.css?url'

export const Route = createRootRoute({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: '#5b3df5' },
      { title: site.brand },
      { name: 'description', content: site.description },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
      { rel: 'manifest', href: '/manifest.webmanifest' },
      // A busy phone's parser can yield, and paint, halfway through the header; the nav then
      // re-centres as its last groups arrive (CLS 0.012). Hold the first paint until <main>
      // is reached, so the header is whole; it ends ~26 KB (~9 KB compressed) into a page.
      { rel: 'expect', href: `#${MAIN_ID}`, blocking: 'render' },
    ],
  }),
  shellComponent: RootDocument,
  notFoundComponent: NotFoundPage,
  errorComponent: ({ error }) => <ErrorPage error={error} />,
})

/** The HTML document; header, footer and the not-found/error pages all render inside it. */
function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="es-MX">
      <head>
        <HeadContent />
      </head>
      <body>
        <SiteLayout>{children}</SiteLayout>
        <Scripts />
      </body>
    </html>
  )
}
