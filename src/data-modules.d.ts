/** Types of the virtual data modules served by scripts/dataModules.ts. */
declare module 'virtual:data/scholarship-summaries' {
  import type { ScholarshipSummary } from '../data/scholarships.schema'

  const summaries: ScholarshipSummary[]
  export default summaries
}

declare module 'virtual:data/scholarship-details' {
  import type { Scholarship } from '../data/scholarships.schema'
  export const scholarshipCount: number
  export function loadScholarship(index: number): Promise<Scholarship | undefined>
}
