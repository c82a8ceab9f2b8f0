/**
 * How a call's facts travel from the pre-rendered HTML to the `<call-status>` element:
 * as data-* attributes, which React renders identically on the server and the client.
 * A programme with editions sends what today's status needs (CallTimeline): every window
 * as `opens/closes` (`/closes` for a deadline only), and the usual months.
 */
import type { CallFacts } from '../../../data/catalogue'
import { type CallTimeline, timelineOf } from '../../lib/callStatus'

export interface CallAttributes {
  'data-kind': CallFacts['kind']
  'data-windows'?: string
  'data-months'?: string
}

export function callAttributes(call: CallFacts): CallAttributes {
  if (call.kind === 'editions') {
    const { windows, usualMonths } = timelineOf(call)
    return {
      'data-kind': call.kind,
      'data-windows': windows.map((window) => `${window.opens ?? ''}/${window.closes}`).join(' '),
      'data-months': usualMonths.length ? usualMonths.join(',') : undefined,
    }
  }
  return { 'data-kind': call.kind, 'data-months': call.kind === 'usual' ? call.months.join(',') : undefined }
}

const ISO = /^\d{4}-\d{2}-\d{2}$/

/** The timeline back from an element's dataset; null when it is not a programme with editions. */
export function timelineFrom(dataset: DOMStringMap): CallTimeline | null {
  const { kind, windows = '', months } = dataset
  if (kind !== 'editions') return null
  const parsed = windows
    .split(' ')
    .map((text) => text.split('/'))
    .filter(([opens = '', closes = '']) => (opens === '' || ISO.test(opens)) && ISO.test(closes))
    .map(([opens = '', closes = '']) => (opens ? { opens, closes } : { closes }))
  if (parsed.length === 0) return null
  const usualMonths = (months ?? '')
    .split(',')
    .map(Number)
    .filter((month) => Number.isInteger(month) && month >= 1 && month <= 12)
  return { windows: parsed, usualMonths }
}
