/**
 * The `<call-status>` element's half of callFacts.ts: the timeline read back from the
 * data-* attributes. Its own module so that only the element's lazy chunk carries it.
 */
import type { CallTimeline } from '../../domain/callStatus'
import {
  CALL_KIND_ATTRIBUTE,
  CALL_MONTHS_ATTRIBUTE,
  CALL_WINDOWS_ATTRIBUTE,
  readAttribute,
} from '../../enhance/pageContract'

const ISO = /^\d{4}-\d{2}-\d{2}$/

/** The timeline back from the element's attributes; null when it is not a programme with editions. */
export function timelineFrom(element: Element): CallTimeline | null {
  if (readAttribute(element, CALL_KIND_ATTRIBUTE) !== 'editions') return null
  const parsed = readAttribute(element, CALL_WINDOWS_ATTRIBUTE)
    .split(' ')
    .map((text) => text.split('/'))
    .filter(([opens = '', closes = '']) => (opens === '' || ISO.test(opens)) && ISO.test(closes))
    .map(([opens = '', closes = '']) => (opens ? { opens, closes } : { closes }))
  if (parsed.length === 0) return null
  const usualMonths = readAttribute(element, CALL_MONTHS_ATTRIBUTE)
    .split(',')
    .map(Number)
    .filter((month) => Number.isInteger(month) && month >= 1 && month <= 12)
  return { windows: parsed, usualMonths }
}
