/** Type of the virtual module virtual:data/scholarship-eligibility (served by scripts/dataModules.ts). */
import type { Eligibility } from '../../data/scholarships.schema'

declare const eligibility: Record<number, Eligibility>
export default eligibility
