/** Type of the virtual module virtual:data/not-found-routes (served by scripts/dataModules.ts). */
import type { NotFoundRoute } from '../../data/not-found-routes.schema'

declare const notFoundRoutes: NotFoundRoute[]
export default notFoundRoutes
