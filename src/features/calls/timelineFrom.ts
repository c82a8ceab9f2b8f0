/**
 * The `<call-status>` element's half of callFacts.ts: the timeline read back from the
 * data-* attributes. Its own module so that only the element's lazy chunk carries it.
 */
import type { CallTimeline } from '../../domain/callStatus'

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
