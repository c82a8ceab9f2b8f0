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

/**
 * The ISO date (yyyy-mm-dd) `now` falls on in Mexico City, UTC−6 all year since 2022.
 * Lives here, not in src/lib/callStatus.ts (which re-exports it), because data/ cannot
 * import from src/ and the calls schema needs today's date.
 */
export function todayInMexicoCity(now: Date): string {
  mexicoCityFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  const found = Object.fromEntries(mexicoCityFormat.formatToParts(now).map((part) => [part.type, part.value]))
  return `${found.year}-${found.month}-${found.day}`
}
