import eligibility from 'virtual:data/scholarship-eligibility'
import summaries from 'virtual:data/scholarships-summaries'
import type { Eligibility } from '../../../data/scholarships.schema'

const OPEN_TO_EVERY_STUDENT: Eligibility = {
  region: null,
  studentsOf: [],
  onlyIf: null,
  minimumAverage: null,
}

/** The catalogue as the quiz results read it: each card's summary with who may apply (decision 0008). */
export const resultsCatalogue = summaries.map((summary) => ({
  ...summary,
  ...(eligibility[summary.index] ?? OPEN_TO_EVERY_STUDENT),
}))
