import { createRouter } from '@tanstack/react-router'
import { ErrorPage } from './features/shell/ErrorPage'
import { NotFoundPage } from './features/shell/NotFoundPage'
import { routeTree } from './routeTree.gen'
import { prefersReducedMotion } from './ui/motion'

export function getRouter() {
  return createRouter({
    routeTree,
    // New pages open at the top; back/forward restore where the reader was.
    scrollRestoration: true,
    scrollRestorationBehavior: prefersReducedMotion() ? 'instant' : 'smooth',
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ({ error }) => <ErrorPage error={error} />,
    trailingSlash: 'never',
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
