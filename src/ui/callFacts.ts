/**
 * How a call's facts travel from the pre-rendered HTML to the `<call-status>` element:
 * as data-* attributes, which React renders identically on the server and the client.
 * A programme with editions sends what today's status needs (CallTimeline): every window
 * as `opens/closes` (`/closes` for a deadline only), and the usual months; the element
 * reads them back with timelineFrom.ts.
 */
import type { CallFacts } from '../../data/catalogue'
import { timelineOf } from '../domain/callStatus'

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
