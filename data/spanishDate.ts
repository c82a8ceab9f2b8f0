const MONTHS = [
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
  const month = MONTHS.indexOf(monthName ?? '') + 1
  const dayNumber = Number(day)
  if (month === 0 || dayNumber < 1 || dayNumber > 31) return null
  // Reject days the month does not have (30 de febrero).
  if (new Date(Date.UTC(Number(year), month - 1, dayNumber)).getUTCDate() !== dayNumber) return null
  return `${year}-${String(month).padStart(2, '0')}-${String(dayNumber).padStart(2, '0')}`
}
