/** Type of the virtual module virtual:data/scholarships-summaries (served by scripts/dataModules.ts). */
import type { CatalogueSummary } from '../../data/catalogue'

declare const summaries: CatalogueSummary[]
export default summaries
