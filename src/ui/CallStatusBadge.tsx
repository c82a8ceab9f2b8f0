import type { CallFacts, EditionFacts } from '../../data/catalogue'
import { spanishDayMonth, spanishLongDate, spanishMonthList } from '../domain/callStatus'
import { CALL_STATUS_TAG } from '../enhance/pageContract'
import { callAttributes } from './callFacts'

const CallStatusTag = CALL_STATUS_TAG

/** One line for an edition's dates, true on any day: one window in full, else how many and until when. */
function windowsSummary({ windows }: EditionFacts): string {
  const [only] = windows
  if (windows.length === 1 && only) {
    if (!only.opens) return `hasta el ${spanishLongDate(only.closes)}`
    const sameYear = only.opens.slice(0, 4) === only.closes.slice(0, 4)
    const from = sameYear ? spanishDayMonth(only.opens) : spanishLongDate(only.opens)
    return `del ${from} al ${spanishLongDate(only.closes)}`
  }
  // Windows are in date order (data/calls.schema.ts).
  return `${windows.length} periodos, hasta el ${spanishLongDate(windows.at(-1)?.closes ?? '')}`
}

/**
 * The neutral words the pre-rendered HTML can say about a call without knowing today's
 * date: its cycle and dates, or the date-free labels («Todo el año»…). Never a status
 * that could be wrong on the day a student reads it.
 */
export function neutralCallText(call: CallFacts): { label: string; detail: string; tone: string } {
  switch (call.kind) {
    case 'editions': {
      const [latest] = call.editions
      return {
        label: `Convocatoria ${latest?.cycle ?? ''}`,
        detail: latest ? windowsSummary(latest) : '',
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
    <CallStatusTag class={CALL_STATUS_TAG} {...callAttributes(call)}>
      <span className={`call-status__badge call-status__badge--${tone}`}>{label}</span>
      <span className="call-status__detail">{detail}</span>
    </CallStatusTag>
  )
}
