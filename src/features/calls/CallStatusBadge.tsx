import type { CallFacts } from '../../../data/catalogue'
import { spanishDayMonth, spanishLongDate, spanishMonthList } from '../../lib/callStatus'
import { callAttributes } from './callFacts'

/**
 * The neutral words the pre-rendered HTML can say about a call without knowing today's
 * date: its cycle and dates, or the date-free labels («Todo el año»…). Never a status
 * that could be wrong on the day a student reads it.
 */
export function neutralCallText(call: CallFacts): { label: string; detail: string; tone: string } {
  switch (call.kind) {
    case 'dated': {
      const sameYear = call.opens.slice(0, 4) === call.closes.slice(0, 4)
      const from = sameYear ? spanishDayMonth(call.opens) : spanishLongDate(call.opens)
      return {
        label: `Convocatoria ${call.cycle}`,
        detail: `del ${from} al ${spanishLongDate(call.closes)}`,
        tone: 'neutral',
      }
    }
    case 'usual':
      return { label: `Suele abrir en ${spanishMonthList(call.months)}`, detail: '', tone: 'usual' }
    case 'all-year':
      return { label: 'Todo el año', detail: '', tone: 'all-year' }
    case 'unknown':
      return { label: 'Fecha por confirmar', detail: '', tone: 'unknown' }
  }
}

/**
 * A call's status on a card or a detail page. The HTML carries the neutral text; the
 * `<call-status>` element (src/features/calls/callStatus.page.ts, no React) puts today's
 * status in its shadow root, where hydration never looks, in a box of fixed height.
 */
export function CallStatusBadge({ call }: { call: CallFacts }) {
  const { label, detail, tone } = neutralCallText(call)
  return (
    <call-status class="call-status" {...callAttributes(call)}>
      <span className={`call-status__badge call-status__badge--${tone}`}>{label}</span>
      <span className="call-status__detail">{detail}</span>
    </call-status>
  )
}
