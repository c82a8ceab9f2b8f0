import * as v from 'valibot'
import raw from './not-found-routes.json'
import { parseDataFile, slug, uniqueField } from './parse.ts'

/**
 * One table for the whole site: what an unknown id under a dynamic route answers.
 * The prerender step renders one page per "page" row, `npm start` and the generated
 * static-host `_redirects` file all read it. Patterns use `:name` for one path segment,
 * the syntax Netlify-style `_redirects` files understand.
 */
const NotFoundRouteSchema = v.variant('action', [
  v.object({
    id: slug,
    pattern: v.pipe(
      v.string(),
      v.regex(/^(\/[a-z0-9-]+|\/:[a-zA-Z]+)+$/, 'must be a path pattern like /guias/:articleId'),
    ),
    action: v.literal('page'),
  }),
  v.object({
    id: slug,
    pattern: v.pipe(
      v.string(),
      v.regex(/^(\/[a-z0-9-]+|\/:[a-zA-Z]+)+$/, 'must be a path pattern like /becas/:idx'),
    ),
    action: v.literal('redirect'),
    to: v.pipe(v.string(), v.regex(/^\/[a-z0-9/-]*$/, 'must be an internal path')),
  }),
])

export const NotFoundRoutesSchema = v.pipe(
  v.array(NotFoundRouteSchema),
  uniqueField('id'),
  uniqueField('pattern'),
)

export type NotFoundRoute = v.InferOutput<typeof NotFoundRouteSchema>

export const loadNotFoundRoutes = (input: unknown = raw) =>
  parseDataFile('data/not-found-routes.json', NotFoundRoutesSchema, input)
export const notFoundRoutes = loadNotFoundRoutes()

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

export const findNotFoundRoute = (pathname: string, routes: NotFoundRoute[] = notFoundRoutes) =>
  routes.find((route) => matchesPattern(route.pattern, pathname))

/** Which row's not-found message a path should show (the probe path names its row). */
export function notFoundRowFor(
  pathname: string,
  routes: NotFoundRoute[] = notFoundRoutes,
): NotFoundRoute | undefined {
  if (pathname.startsWith(NOT_FOUND_PROBE_PREFIX)) {
    const id = pathname.slice(NOT_FOUND_PROBE_PREFIX.length)
    return routes.find((route) => route.id === id)
  }
  return findNotFoundRoute(pathname, routes)
}
