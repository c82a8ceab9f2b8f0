/**
 * How a call's facts travel from the pre-rendered HTML to the `<call-status>` element:
 * as data-* attributes, which React renders identically on the server and the client.
 * A programme with editions sends what today's status needs (CallTimeline): every window
 * as `opens/closes` (`/closes` for a deadline only), and the usual months; the element
 * reads them back with timelineFrom.ts.
 */
import type { CallFacts } from '../../data/catalogue'
import { timelineOf } from '../domain/callStatus'
import { CALL_KIND_ATTRIBUTE, CALL_MONTHS_ATTRIBUTE, CALL_WINDOWS_ATTRIBUTE } from '../enhance/pageContract'

export function callAttributes(call: CallFacts) {
  if (call.kind === 'editions') {
    const { windows, usualMonths } = timelineOf(call)
    return {
      [CALL_KIND_ATTRIBUTE]: call.kind,
      [CALL_WINDOWS_ATTRIBUTE]: windows.map((window) => `${window.opens ?? ''}/${window.closes}`).join(' '),
      [CALL_MONTHS_ATTRIBUTE]: usualMonths.length ? usualMonths.join(',') : undefined,
    }
  }
  return {
    [CALL_KIND_ATTRIBUTE]: call.kind,
    [CALL_MONTHS_ATTRIBUTE]: call.kind === 'usual' ? call.months.join(',') : undefined,
  }
}
