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

/** An edition as a card needs it: its cycle and windows, not where they were seen. */
export interface EditionFacts {
  cycle: string
  windows: { opens?: string; closes: string }[]
}

/** What a card needs to know about a call: the dates and months, not where they were seen. */
export type CallFacts =
  | { kind: 'editions'; editions: EditionFacts[]; usual?: { months: number[] } }
  | Pick<Extract<Call, { kind: 'usual' }>, 'kind' | 'cycle' | 'months'>
  | Pick<Extract<Call, { kind: 'all-year' }>, 'kind'>
  | Pick<Extract<Call, { kind: 'unknown' }>, 'kind'>

export type CatalogueEntry = Scholarship & { call: Call }
export type CatalogueSummary = ScholarshipSummary & { call: CallFacts }

export function toCallFacts(call: Call): CallFacts {
  switch (call.kind) {
    case 'editions': {
      const editions = call.editions.map(({ cycle, windows }) => ({
        cycle,
        windows: windows.map(({ opens, closes }) => (opens ? { opens, closes } : { closes })),
      }))
      return call.usual
        ? { kind: call.kind, editions, usual: { months: call.usual.months } }
        : { kind: call.kind, editions }
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
