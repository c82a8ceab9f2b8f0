import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import { SiteLayout } from '../../src/features/shell/SiteLayout'
import { createAppRouter } from '../../src/main'

/**
 * Renders the real route tree at `path` with a memory history. The root route's
 * document shell (<html>, <head>, scripts) is replaced by the site layout it wraps,
 * since the test container is already inside a document.
 */
export async function renderRoute(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] })
  const router = createAppRouter(history)
  const rootRoute = router.routesById.__root__
  // shellComponent is a Start option the router types do not list.
  ;(rootRoute.options as { shellComponent?: unknown }).shellComponent = SiteLayout
  await act(() => router.load())
  const result = render(<RouterProvider router={router} />)
  await act(async () => {})
  return { ...result, router, history }
}
