/**
 * Which programmes this device already reported a call for, and on which day: one report
 * per programme per device per day («¿Ya abrió? Avísanos»). Kept in localStorage, versioned
 * and validated on every read like every value on the device; only the latest day per
 * programme matters, and only today's entries are kept when it is written again.
 */
import * as v from 'valibot'
import { parseStoredJson, type StoredValueFormat } from './storedValue'

const VERSION = 1

/** Scholarship index (as text) → the day (ISO, Mexico City) a report for it was sent. */
export type ReportedCalls = Record<string, string>

const StoredSchema = v.object({
  version: v.literal(VERSION),
  days: v.record(v.pipe(v.string(), v.regex(/^(0|[1-9]\d{0,5})$/)), v.pipe(v.string(), v.isoDate())),
})

/** How the reports are read and written (kept at REPORTED_CALLS_KEY, src/enhance/pageContract.ts). */
export const reportedCallsFormat: StoredValueFormat<ReportedCalls> = {
  empty: () => ({}),
  parse: (text) => parseStoredJson(text, StoredSchema)?.days ?? null,
  serialize: (days) => JSON.stringify({ version: VERSION, days }),
}

export const reportedToday = (reported: ReportedCalls, programme: string, today: string) =>
  reported[programme] === today

/** The memory after a report for `programme` on `today`: today's reports only. */
export function withReport(reported: ReportedCalls, programme: string, today: string): ReportedCalls {
  const todays = Object.entries(reported).filter(([, day]) => day === today)
  return { ...Object.fromEntries(todays), [programme]: today }
}
