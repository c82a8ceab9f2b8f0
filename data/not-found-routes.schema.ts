import * as v from 'valibot'
import raw from './not-found-routes.json' with { type: 'json' }
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

export {
  findNotFoundRoute,
  matchesPattern,
  NOT_FOUND_PROBE_PREFIX,
  notFoundPageFile,
  notFoundRowFor,
  probePath,
} from './notFoundMatch.ts'
