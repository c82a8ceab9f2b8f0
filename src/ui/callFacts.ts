/**
 * How a call's facts travel from the pre-rendered HTML to the `<call-status>` element:
 * as data-* attributes, which React renders identically on the server and the client.
 * A programme with editions sends what today's status needs (CallTimeline): every window
 * as `opens/closes` (`/closes` for a deadline only), and the usual months; the element
 * reads them back with timelineFrom.ts.
 */
import type { CallFacts } from '../../data/catalogue'
import { timelineOf } from '../domain/callStatus'
import { pageAttributes } from '../enhance/pageContract'

export function callAttributes(call: CallFacts) {
  if (call.kind === 'editions') {
    const { windows, usualMonths } = timelineOf(call)
    return pageAttributes({
      callKind: call.kind,
      callWindows: windows.map((window) => `${window.opens ?? ''}/${window.closes}`).join(' '),
      callMonths: usualMonths.length ? usualMonths.join(',') : undefined,
    })
  }
  return pageAttributes({
    callKind: call.kind,
    callMonths: call.kind === 'usual' ? call.months.join(',') : undefined,
  })
}
