/** Type of the virtual module virtual:data/site (served by scripts/dataModules.ts). */
import type { Site } from '../../data/site.schema'

declare const site: Site
export default site
