import { type Call, loadCalls } from './calls.schema.ts'
import {
  loadScholarships,
  type Scholarship,
  type ScholarshipSummary,
  toSummary,
} from './scholarships.schema.ts'

/**
 * The scholarship catalogue as the site shows it: each programme with its call
 * («convocatoria»). Joined at build time (scripts/dataModules.ts), after both files
 * are validated, so the browser gets one record and never parses.
 */

/** What a card needs to know about a call: the dates and months, not where they were seen. */
export type CallFacts =
  | Pick<Extract<Call, { kind: 'dated' }>, 'kind' | 'cycle' | 'opens' | 'closes' | 'months'>
  | Pick<Extract<Call, { kind: 'usual' }>, 'kind' | 'cycle' | 'months'>
  | Pick<Extract<Call, { kind: 'all-year' }>, 'kind'>
  | Pick<Extract<Call, { kind: 'unknown' }>, 'kind'>

export type CatalogueEntry = Scholarship & { call: Call }
export type CatalogueSummary = ScholarshipSummary & { call: CallFacts }

export function toCallFacts(call: Call): CallFacts {
  switch (call.kind) {
    case 'dated': {
      const { kind, cycle, opens, closes, months } = call
      return months ? { kind, cycle, opens, closes, months } : { kind, cycle, opens, closes }
    }
    case 'usual':
      return call.cycle
        ? { kind: call.kind, cycle: call.cycle, months: call.months }
        : { kind: call.kind, months: call.months }
    default:
      return { kind: call.kind }
  }
}

/** Every scholarship with its call; the calls file has exactly one record per scholarship. */
export function joinCalls(scholarships: Scholarship[], calls: Call[]): CatalogueEntry[] {
  const byIndex = new Map(calls.map((call) => [call.index, call]))
  return scholarships.map((scholarship) => {
    const call = byIndex.get(scholarship.index)
    if (!call) throw new Error(`data/calls.json: no call for scholarship ${scholarship.index}`)
    return { ...scholarship, call }
  })
}

export const toCatalogueSummary = (entry: CatalogueEntry): CatalogueSummary => ({
  ...toSummary(entry),
  call: toCallFacts(entry.call),
})

export const loadCatalogue = (scholarshipsInput?: unknown, callsInput?: unknown): CatalogueEntry[] => {
  const scholarships = loadScholarships(scholarshipsInput)
  return joinCalls(scholarships, loadCalls(callsInput, { count: scholarships.length }))
}
