/**
 * A programme's editions in words, for the pages that show them in full (detail, «Mis
 * becas», the .ics file): kept apart from callStatus.ts so the catalogue's list does not
 * load them.
 */
import type { EditionFacts } from '../../data/catalogue.ts'
import { spanishList, spanishMonthList, type UsualMonths } from './callEditions.ts'
import { spanishLongDate } from './callStatus.ts'

/** «del 16 de febrero de 2026 al 27 de febrero de 2026», or «hasta el 10 de abril de 2026» for a deadline only. */
export const windowText = (window: { opens?: string; closes: string }) =>
  window.opens
    ? `del ${spanishLongDate(window.opens)} al ${spanishLongDate(window.closes)}`
    : `hasta el ${spanishLongDate(window.closes)}`

/** An edition's windows in words: «del … al …; del … al …». */
export const editionDatesText = (edition: EditionFacts) => edition.windows.map(windowText).join('; ')

/** «Suele abrir en febrero (así fue en 2025 y 2026)», or without the years when a source states it. */
export function usualLabel({ months, years }: UsualMonths): string {
  const label = `Suele abrir en ${spanishMonthList(months)}`
  return years?.length ? `${label} (así fue en ${spanishList(years.map(String))})` : label
}
