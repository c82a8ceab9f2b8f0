/**
 * How a call's facts travel from the pre-rendered HTML to the `<call-status>` element:
 * as data-* attributes, which React renders identically on the server and the client.
 */
import type { CallFacts } from '../../../data/catalogue'

export interface CallAttributes {
  'data-kind': CallFacts['kind']
  'data-opens'?: string
  'data-closes'?: string
  'data-months'?: string
}

export function callAttributes(call: CallFacts): CallAttributes {
  const months = 'months' in call && call.months?.length ? call.months.join(',') : undefined
  if (call.kind === 'dated') {
    return {
      'data-kind': call.kind,
      'data-opens': call.opens,
      'data-closes': call.closes,
      'data-months': months,
    }
  }
  return { 'data-kind': call.kind, 'data-months': months }
}

const ISO = /^\d{4}-\d{2}-\d{2}$/

/** The facts back from an element's dataset; null when they are not a dated call. */
export function datedCallFrom(dataset: DOMStringMap): Extract<CallFacts, { kind: 'dated' }> | null {
  const { kind, opens = '', closes = '', months } = dataset
  if (kind !== 'dated' || !ISO.test(opens) || !ISO.test(closes)) return null
  const monthList = months
    ? months
        .split(',')
        .map(Number)
        .filter((month) => Number.isInteger(month) && month >= 1 && month <= 12)
    : []
  return { kind, cycle: '', opens, closes, ...(monthList.length ? { months: monthList } : {}) }
}
