import * as v from 'valibot'
import raw from './calls.json' with { type: 'json' }
import { addFieldIssue, httpsUrl, idFromKey, nonEmptyText, parseDataFile } from './parse.ts'
import { loadScholarships } from './scholarships.schema.ts'
import { todayInMexicoCity } from './spanishDate.ts'

/**
 * When each scholarship's call («convocatoria») opens and closes: one record per
 * scholarship, `index` being its position in data/scholarships.json (decision 0007).
 *
 *   editions  every edition of the call we have seen, newest first: its cycle, one or more
 *             windows (opening and closing dates, or only the closing date when that is all
 *             a source states), the https source, the quoted evidence and the day checked;
 *             optionally `usual` months, only where a source says «cada año en…»
 *   usual     only the month(s) it usually opens in, as a source states them
 *   all-year  a permanent programme or platform
 *   unknown   no reliable dates found; nothing but the day it was checked
 *
 * A record carries only the fields of its kind.
 */

/** True when `text` is yyyy-mm-dd and names a day the calendar has (no 30 February). */
const isRealDate = (text: string) => {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

const IsoDateSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date such as 2026-02-27'),
  v.check(isRealDate, 'must be a date that exists'),
)

const MonthsSchema = v.pipe(
  v.array(
    v.pipe(
      v.number(),
      v.integer('months are whole numbers'),
      v.minValue(1),
      v.maxValue(12, 'months go 1–12'),
    ),
  ),
  v.check((months) => new Set(months).size === months.length, 'months must not repeat'),
)

const CycleSchema = v.pipe(nonEmptyText, v.maxLength(40, 'a cycle is short, such as 2026-2027'))

const keyPath = (input: Record<string, unknown>, key: string): [v.ObjectPathItem] => [
  { type: 'object', origin: 'value', input, key, value: input[key] },
]

/** The days a window covers; a deadline-only window is known to cover its closing day only. */
export const windowSpan = (window: { opens?: string; closes: string }) => ({
  from: window.opens ?? window.closes,
  to: window.closes,
})

/**
 * One registration period. `opens` is left out when a source gives only the deadline. A
 * window seen on another page than its edition's carries its own `source` and `evidence`.
 */
const WindowSchema = v.pipe(
  v.strictObject({
    opens: v.optional(IsoDateSchema),
    closes: IsoDateSchema,
    source: v.optional(httpsUrl),
    evidence: v.optional(nonEmptyText),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const window = dataset.value
    if (window.opens && window.closes < window.opens) {
      addIssue({ message: 'closes must not be before opens', path: keyPath(window, 'closes') })
    }
    if (!window.source !== !window.evidence) {
      addIssue({
        message: 'a window with its own source also quotes its evidence, and the other way round',
        path: keyPath(window, window.source ? 'evidence' : 'source'),
      })
    }
  }),
)

export type CallWindow = v.InferOutput<typeof WindowSchema>

/** The last closing date of an edition: what «newest» means. */
export const lastCloses = (edition: { windows: readonly { closes: string }[] }) =>
  edition.windows.reduce((last, window) => (window.closes > last ? window.closes : last), '')

const overlap = (a: readonly CallWindow[], b: readonly CallWindow[]) =>
  a.some((one) =>
    b.some((other) => {
      const x = windowSpan(one)
      const y = windowSpan(other)
      return x.from <= y.to && y.from <= x.to
    }),
  )

const notInFuture = (today: string) =>
  v.pipe(
    IsoDateSchema,
    v.check((day) => day <= today, `must not be in the future (today is ${today})`),
  )

function editionsSchema(today: string) {
  const windows = v.pipe(
    v.array(WindowSchema),
    v.minLength(1, 'an edition has at least one window'),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const list = dataset.value
      list.forEach((window, position) => {
        const previous = list[position - 1]
        if (previous && windowSpan(window).from <= previous.closes) {
          addFieldIssue(
            addIssue,
            list,
            position,
            window.opens ? 'opens' : 'closes',
            'windows go in date order and must not overlap',
          )
        }
      })
    }),
  )
  const edition = v.strictObject({
    cycle: CycleSchema,
    windows,
    source: httpsUrl,
    evidence: nonEmptyText,
    checked: notInFuture(today),
  })
  return v.pipe(
    v.array(edition),
    v.minLength(1, 'list at least one edition (or use kind "unknown")'),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const list = dataset.value
      list.forEach((current, position) => {
        const newer = list[position - 1]
        if (newer && lastCloses(current) > lastCloses(newer)) {
          addFieldIssue(
            addIssue,
            list,
            position,
            'windows',
            'editions go newest first (by last closing date)',
          )
        }
        list.slice(0, position).forEach((earlier, earlierPosition) => {
          if (earlier.cycle === current.cycle && overlap(earlier.windows, current.windows)) {
            addFieldIssue(
              addIssue,
              list,
              position,
              'cycle',
              `two editions of cycle ${current.cycle} overlap (editions ${earlierPosition} and ${position}): make them one edition with several windows`,
            )
          }
        })
      })
    }),
  )
}

/** The record schemas depend on the day the data is checked against. */
function callSchema(today: string) {
  const base = {
    index: v.pipe(v.number(), v.integer(), v.minValue(0, 'index is a position in scholarships.json')),
    checked: notInFuture(today),
  }
  const sourced = { source: httpsUrl, evidence: nonEmptyText }
  const usualMonths = v.pipe(MonthsSchema, v.minLength(1, 'name at least one month'))
  return v.variant(
    'kind',
    [
      v.strictObject({
        ...base,
        kind: v.literal('editions'),
        editions: editionsSchema(today),
        // Only where a source says «cada año en…»; otherwise the site derives the months.
        usual: v.optional(v.strictObject({ months: usualMonths, ...sourced })),
      }),
      v.strictObject({
        ...base,
        ...sourced,
        kind: v.literal('usual'),
        cycle: v.optional(CycleSchema),
        months: usualMonths,
      }),
      v.strictObject({ ...base, ...sourced, kind: v.literal('all-year') }),
      v.strictObject({ ...base, kind: v.literal('unknown') }),
    ],
    (issue) => `kind must be editions, usual, all-year or unknown, not ${issue.received}`,
  )
}

/** One record per scholarship index 0..count-1, each exactly once; output sorted by index. */
export function callsSchema({ today, count }: { today: string; count: number }) {
  return v.pipe(
    v.array(callSchema(today)),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const list = dataset.value
      const seen = new Map<number, number>()
      list.forEach((call, position) => {
        const first = seen.get(call.index)
        if (first !== undefined) {
          addFieldIssue(
            addIssue,
            list,
            position,
            'index',
            `duplicate index ${call.index} (already used by record ${first})`,
          )
        } else if (call.index >= count) {
          addFieldIssue(
            addIssue,
            list,
            position,
            'index',
            `index ${call.index} is out of range: there are ${count} scholarships (0–${count - 1})`,
          )
        } else seen.set(call.index, position)
      })
      const missing = Array.from({ length: count }, (_, index) => index).filter((index) => !seen.has(index))
      if (missing.length > 0) {
        addIssue({
          message: `no call for scholarship index ${missing.join(', ')} (one record per scholarship)`,
        })
      }
    }),
    v.transform((list) => [...list].sort((a, b) => a.index - b.index)),
  )
}

export type Call = v.InferOutput<ReturnType<typeof callSchema>>
export type CallKind = Call['kind']

/**
 * Validates data/calls.json. `today` (ISO, Mexico City) and `count` (how many
 * scholarships there are) default to the real ones; tests inject them.
 */
export const loadCalls = (
  input: unknown = raw,
  {
    today = todayInMexicoCity(new Date()),
    count = loadScholarships().length,
  }: { today?: string; count?: number } = {},
): Call[] => parseDataFile('data/calls.json', callsSchema({ today, count }), input, idFromKey('index'))

export type CallEdition = Extract<Call, { kind: 'editions' }>['editions'][number]
