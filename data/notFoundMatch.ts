/**
 * How a path finds its row of the not-found table (data/not-found-routes.json): pure, so the
 * browser's not-found page uses it without the schema (the table comes validated from the
 * build, virtual:data/not-found-routes).
 */
import type { NotFoundRoute } from './not-found-routes.schema.ts'

/** The file a "page" row is pre-rendered to, relative to dist/client. */
export const notFoundPageFile = (route: NotFoundRoute) => `_not-found/${route.id}.html`

/**
 * The URL the build renders a "page" row's not-found variant from. It matches no route,
 * so the router answers with its root-level not-found page, which picks the row's message
 * from this table. Served later at any unknown id of the row's pattern, that HTML hydrates
 * cleanly: the client also ends at the root's not-found page (no hydration mismatch).
 */
export const NOT_FOUND_PROBE_PREFIX = '/__no-encontrado__/'
export const probePath = (route: NotFoundRoute) => `${NOT_FOUND_PROBE_PREFIX}${route.id}`

/** Segment-by-segment match of a request path against a pattern. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean)
  const got = pathname.replace(/\/+$/, '').split('/').filter(Boolean)
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i])
}

export const findNotFoundRoute = (pathname: string, routes: readonly NotFoundRoute[]) =>
  routes.find((route) => matchesPattern(route.pattern, pathname))

/** Which row's not-found message a path should show (the probe path names its row). */
export function notFoundRowFor(
  pathname: string,
  routes: readonly NotFoundRoute[],
): NotFoundRoute | undefined {
  if (pathname.startsWith(NOT_FOUND_PROBE_PREFIX)) {
    const id = pathname.slice(NOT_FOUND_PROBE_PREFIX.length)
    return routes.find((route) => route.id === id)
  }
  return findNotFoundRoute(pathname, routes)
}
