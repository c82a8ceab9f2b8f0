/**
 * «Agregar a mi calendario»: an iCalendar file (RFC 5545) for one or more calls, written
 * by the `ics` library. Pure apart from the library: the browser part (download) is
 * `downloadFile()` in `src/ui/downloadFile.ts`. The same rules serve the detail page and «Mis becas».
 *
 *   a window not over yet      an all-day event on its closing date (the soonest such
 *                              window), «Cierra: {nombre}», with a reminder 3 days before
 *   usual months known, every  a tentative all-day event on the 1st of the next usual
 *   window over                month, repeating every year, «Suele abrir: {nombre}»
 *   anything else              no event (nothing true to put in a calendar)
 */
import type { EventAttributes } from 'ics'
import type { CallFacts } from '../../data/catalogue'
import { allWindows, type EditionsCall, spanishMonthList, usualMonthsOf } from './callEditions'
import { windowText } from './editionWords'

export interface CalendarProgramme {
  index: number
  name: string
  /** The official page, in the event so the student can go straight to it. */
  url: string
  call: CallFacts
}

type DateArray = [number, number, number]

const dateArray = (iso: string): DateArray => iso.split('-').map(Number) as DateArray

const nextDay = ([year, month, day]: DateArray): DateArray => {
  const date = new Date(Date.UTC(year, month - 1, day + 1))
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]
}

/** The 1st of the first month in `months` after today's month (or next year's). */
export function nextUsualMonthStart(months: readonly number[], today: string): DateArray {
  const [year, month] = dateArray(today)
  const ahead = Math.min(...months.map((m) => ((m - month + 11) % 12) + 1))
  const target = month + ahead
  return [year + Math.floor((target - 1) / 12), ((target - 1) % 12) + 1, 1]
}

// The reminder: ics writes days as "-P3DT", which RFC 5545 does not allow; hours are exact.
const THREE_DAYS_BEFORE = { hours: 72, before: true } as const

/** The window not over yet that closes first, if any. */
const nextWindow = (call: EditionsCall, today: string) =>
  allWindows(call)
    .filter((window) => today <= window.closes)
    .sort((a, b) => (a.closes < b.closes ? -1 : 1))[0]

/** The event for `programme` on `today`, or null when its call has no date worth keeping. */
export function callEvent(programme: CalendarProgramme, today: string): EventAttributes | null {
  const { call, name, url, index } = programme
  const next = call.kind === 'editions' ? nextWindow(call, today) : undefined
  if (next) {
    const start = dateArray(next.closes)
    return {
      uid: `beca-${index}-${next.closes}-cierre@yasecomo.mx`,
      title: `Cierra: ${name}`,
      description: `Último día para registrarte (convocatoria ${next.cycle}, ${windowText(next)}). Confirma en el sitio oficial: ${url}`,
      start,
      end: nextDay(start),
      url,
      status: 'CONFIRMED',
      alarms: [
        { action: 'display', description: `Faltan 3 días: cierra ${name}`, trigger: THREE_DAYS_BEFORE },
      ],
    }
  }
  const months = usualMonthsOf(call)?.months
  if (!months?.length) return null
  const start = nextUsualMonthStart(months, today)
  return {
    uid: `beca-${index}-suele-abrir@yasecomo.mx`,
    title: `Suele abrir: ${name}`,
    description: `Fecha tentativa: esta beca suele abrir en ${spanishMonthList(months)}. Las fechas cambian cada ciclo; confirma en el sitio oficial: ${url}`,
    start,
    end: nextDay(start),
    url,
    status: 'TENTATIVE',
    recurrenceRule: 'FREQ=YEARLY',
    alarms: [{ action: 'display', description: `Revisa si ya abrió: ${name}`, trigger: THREE_DAYS_BEFORE }],
  }
}

/** True when the call gives an event on `today` (the button is shown only then). */
export const hasCalendarEvent = (programme: CalendarProgramme, today: string) =>
  callEvent(programme, today) !== null

/** The programmes that give no event on `today`: what «Descargar calendario» says it left out. */
export const withoutCalendarEvent = (programmes: readonly CalendarProgramme[], today: string) =>
  programmes.filter((programme) => !hasCalendarEvent(programme, today))

/**
 * What «Descargar calendario» says after a file with several programmes: how many it holds,
 * and which had no date to put in it (unknown dates, no habit). Empty when none was left out.
 */
export function leftOutText(programmes: readonly CalendarProgramme[], today: string): string {
  const left = withoutCalendarEvent(programmes, today)
  if (left.length === 0 || left.length === programmes.length) return ''
  const kept = programmes.length - left.length
  const names = left.map((programme) => programme.name).join(', ')
  return `El calendario lleva ${kept} de tus ${programmes.length} becas. ${
    left.length === 1 ? 'Esta no tiene' : 'Estas no tienen'
  } todavía una fecha que poner en él: ${names}.`
}

/** The .ics text for every programme that has an event; null when none has. */
export async function calendarFile(
  programmes: readonly CalendarProgramme[],
  today: string,
): Promise<string | null> {
  const events = programmes.flatMap((programme) => callEvent(programme, today) ?? [])
  if (events.length === 0) return null
  const { createEvents } = await import('ics')
  const { error, value } = createEvents(events, {
    productId: '-//Ya Se Como//Convocatorias//ES',
    calName: 'Becas · Ya Sé Cómo',
  })
  if (error || !value) throw error ?? new Error('No se pudo crear el calendario')
  return value
}
