/** Type of the virtual module virtual:data/terms (served by scripts/dataModules.ts). */
import type { Terms } from '../../data/legal.schema'

declare const terms: Terms
export default terms
