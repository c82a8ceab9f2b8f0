/** Type of the virtual module virtual:data/scholarship-reference (served by scripts/dataModules.ts). */
import type { ScholarshipReference } from '../../data/scholarship-reference.schema'

declare const reference: ScholarshipReference
export default reference
