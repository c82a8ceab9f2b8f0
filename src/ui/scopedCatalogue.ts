import eligibility from 'virtual:data/scholarship-eligibility'
import type { CatalogueSummary } from '../../data/catalogue'
import type { ScopedSummary } from '../domain/scholarshipSearch'

/** Each card's summary with who may apply (decision 0008), for the `estado` filter of the catalogue and the calendar. */
export const withScope = (summaries: readonly CatalogueSummary[]): ScopedSummary[] =>
  summaries.map((summary) => {
    const { region, studentsOf } = eligibility[summary.index] ?? { region: null, studentsOf: [] }
    return { ...summary, region, studentsOf }
  })
