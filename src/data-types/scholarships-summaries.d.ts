/** Type of the virtual module virtual:data/scholarships-summaries (served by scripts/dataModules.ts). */
import type { ScholarshipSummary } from '../../data/scholarships.schema'

declare const summaries: ScholarshipSummary[]
export default summaries
