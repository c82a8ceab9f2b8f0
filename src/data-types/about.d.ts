/** Type of the virtual module virtual:data/about (served by scripts/dataModules.ts). */
import type { About } from '../../data/legal.schema'

declare const about: About
export default about
