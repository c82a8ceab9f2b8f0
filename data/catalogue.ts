import { habitOf, type UsualMonths } from './callHabit.ts'
import { type Call, loadCalls } from './calls.schema.ts'
import {
  loadScholarships,
  type Scholarship,
  type ScholarshipSummary,
  toSummary,
} from './scholarships.schema.ts'
import { todayInMexicoCity } from './spanishDate.ts'

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

/**
 * A call as the site uses it: a programme with editions also carries `habit`, the usual
 * months worked out at build time (data/callHabit.ts).
 */
export type CatalogueCall =
  | Exclude<Call, { kind: 'editions' }>
  | (Extract<Call, { kind: 'editions' }> & { habit: UsualMonths | null })

/** What a card needs to know about a call: the dates and months, not where they were seen. */
export type CallFacts =
  | { kind: 'editions'; editions: EditionFacts[]; habit: UsualMonths | null }
  | Pick<Extract<Call, { kind: 'usual' }>, 'kind' | 'cycle' | 'months'>
  | Pick<Extract<Call, { kind: 'all-year' }>, 'kind'>
  | Pick<Extract<Call, { kind: 'unknown' }>, 'kind'>

export type CatalogueEntry = Scholarship & { call: CatalogueCall }
export type CatalogueSummary = ScholarshipSummary & { call: CallFacts }

export const toCatalogueCall = (call: Call): CatalogueCall =>
  call.kind === 'editions' ? { ...call, habit: habitOf(call) } : call

const lastCloses = (edition: EditionFacts) => edition.windows.at(-1)?.closes ?? ''

/**
 * The facts a card needs on any day from `today` (the build's day) on: the newest edition,
 * and any other edition with a window still to close on or after the newest's start or
 * today. Older windows can never be open or ahead for a visitor; the detail page has them.
 */
export function toCallFacts(call: CatalogueCall, today = todayInMexicoCity(new Date())): CallFacts {
  switch (call.kind) {
    case 'editions': {
      const editions = call.editions.map(({ cycle, windows }) => ({
        cycle,
        windows: windows.map(({ opens, closes }) => (opens ? { opens, closes } : { closes })),
      }))
      const [newest] = editions
      const start = newest?.windows[0]?.opens ?? newest?.windows[0]?.closes ?? today
      const from = start < today ? start : today
      const current = editions.filter((edition, position) => position === 0 || lastCloses(edition) >= from)
      return { kind: call.kind, editions: current, habit: call.habit }
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
    return { ...scholarship, call: toCatalogueCall(call) }
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
