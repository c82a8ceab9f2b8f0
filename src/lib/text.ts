/** Texts already normalised: the catalogue's few hundred fields are compared again and again (quiz results). */
const normalized = new Map<string, string>()
const NORMALIZED_KEPT = 2000

/** Lower-case, accents removed, trimmed: "  Ingeniería " → "ingenieria". */
export function normalizeText(text: string): string {
  const known = normalized.get(text)
  if (known !== undefined) return known
  const result = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
  if (normalized.size >= NORMALIZED_KEPT) normalized.clear()
  normalized.set(text, result)
  return result
}

/** Case- and accent-insensitive substring test; an empty query matches everything. */
export function includesText(haystack: string, query: string): boolean {
  const needle = normalizeText(query)
  return needle === '' || normalizeText(haystack).includes(needle)
}

/** "ciudad de méxico, NUEVO león" → "Ciudad de méxico, Nuevo león": first letter of each item upper, rest lower. */
export function capitalizeItems(text: string): string {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => item.charAt(0).toUpperCase() + item.slice(1).toLowerCase())
    .join(', ')
}

/** Splits enumerated free text ("A\nB" or "A; B") into items; a single sentence stays one item. */
export function splitItems(text: string): string[] {
  const byLine = text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
  return byLine.length > 1
    ? byLine
    : text
        .split(/;\s+/)
        .map((item) => item.trim())
        .filter(Boolean)
}
