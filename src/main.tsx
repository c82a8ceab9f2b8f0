import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { parseSearch, stringifySearch } from './domain/urlSearch'
import { ErrorPage } from './features/shell/ErrorPage'
import { NotFoundPage } from './features/shell/NotFoundPage'
import { routeTree } from './routeTree.gen'
import { prefersReducedMotion } from './ui/motion'

/** The app's router; tests pass a memory history. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    parseSearch,
    stringifySearch,
    // New pages open at the top; back/forward restore where the reader was.
    scrollRestoration: true,
    scrollRestorationBehavior: prefersReducedMotion() ? 'instant' : 'smooth',
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ({ error }) => <ErrorPage error={error} />,
    trailingSlash: 'never',
  })
}

export const getRouter = () => createAppRouter()

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
