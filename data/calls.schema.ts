import * as v from 'valibot'
import raw from './calls.json'
import { addFieldIssue, httpsUrl, idFromKey, nonEmptyText, parseDataFile } from './parse.ts'
import { loadScholarships } from './scholarships.schema.ts'
import { todayInMexicoCity } from './spanishDate.ts'

/**
 * When each scholarship's call («convocatoria») opens and closes: one record per
 * scholarship, `index` being its position in data/scholarships.json.
 *
 *   dated     a real call with both dates, from a source that states them
 *   usual     only the month(s) it usually opens in, seen in more than one edition
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

/** The record schemas depend on the day the data is checked against. */
function callSchema(today: string) {
  const base = {
    index: v.pipe(v.number(), v.integer(), v.minValue(0, 'index is a position in scholarships.json')),
    checked: v.pipe(
      IsoDateSchema,
      v.check((day) => day <= today, `must not be in the future (today is ${today})`),
    ),
  }
  const sourced = { source: httpsUrl, evidence: nonEmptyText }
  return v.pipe(
    v.variant(
      'kind',
      [
        v.strictObject({
          ...base,
          ...sourced,
          kind: v.literal('dated'),
          cycle: CycleSchema,
          opens: IsoDateSchema,
          closes: IsoDateSchema,
          months: v.optional(MonthsSchema),
        }),
        v.strictObject({
          ...base,
          ...sourced,
          kind: v.literal('usual'),
          cycle: v.optional(CycleSchema),
          months: v.pipe(MonthsSchema, v.minLength(1, 'name at least one month')),
        }),
        v.strictObject({ ...base, ...sourced, kind: v.literal('all-year') }),
        v.strictObject({ ...base, kind: v.literal('unknown') }),
      ],
      (issue) => `kind must be dated, usual, all-year or unknown, not ${issue.received}`,
    ),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const call = dataset.value
      if (call.kind === 'dated' && call.closes < call.opens) {
        addIssue({
          message: 'closes must not be before opens',
          path: [{ type: 'object', origin: 'value', input: call, key: 'closes', value: call.closes }],
        })
      }
    }),
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
