/**
 * Dates as students in Mexico live them: Spanish month names and today in Mexico City.
 * Lives in data/ because data/ cannot import from src/ and the schemas need today's date;
 * src/domain and machines import it from here. The calendar-day arithmetic «Mi lana» needs
 * (months, quincenas, days between) is in src/domain/calendarDays.ts, so the pages that only need
 * today's date do not download it.
 */

/** Spanish month names, lower-case, January first. */
export const SPANISH_MONTHS: readonly string[] = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
]

/** "14 de febrero de 2025" → "2025-02-14"; anything else → null. */
export function parseSpanishDate(text: string): string | null {
  const match = /^(\d{1,2}) de ([a-z]+) de (\d{4})$/.exec(text.trim())
  if (!match) return null
  const [, day, monthName, year] = match
  const month = SPANISH_MONTHS.indexOf(monthName ?? '') + 1
  const dayNumber = Number(day)
  if (month === 0 || dayNumber < 1 || dayNumber > 31) return null
  // Reject days the month does not have (30 de febrero).
  if (new Date(Date.UTC(Number(year), month - 1, dayNumber)).getUTCDate() !== dayNumber) return null
  return `${year}-${String(month).padStart(2, '0')}-${String(dayNumber).padStart(2, '0')}`
}

let mexicoCityFormat: Intl.DateTimeFormat | undefined
const SIX_HOURS_MS = 6 * 60 * 60 * 1000
/** 2022-10-30 02:00 in Mexico City (CDT), when the last summer time ended. */
const FIXED_OFFSET_SINCE = Date.UTC(2022, 9, 30, 7)

/**
 * The ISO date (yyyy-mm-dd) `now` falls on in Mexico City, UTC−6 all year since 2022.
 * Lives here, not in src/domain/callStatus.ts (which re-exports it), because data/ cannot
 * import from src/ and the calls schema needs today's date.
 */
export function todayInMexicoCity(now: Date): string {
  // Since Mexico ended daylight saving time (30 October 2022) the offset is a constant −6 h:
  // no Intl time-zone formatter, whose first use costs tens of milliseconds on a slow phone.
  if (now.getTime() >= FIXED_OFFSET_SINCE)
    return new Date(now.getTime() - SIX_HOURS_MS).toISOString().slice(0, 10)
  mexicoCityFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  const found = Object.fromEntries(mexicoCityFormat.formatToParts(now).map((part) => [part.type, part.value]))
  return `${found.year}-${found.month}-${found.day}`
}
