/**
 * The folio of a certificate request, e.g. YSC-FP-2026-7K3Q9D: the site, the course's
 * initials, the year and six characters from an alphabet without look-alikes (no 0/O,
 * 1/I/L), so it can be read aloud or typed from a screenshot.
 */
export const FOLIO_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const FOLIO_PATTERN = /^YSC-[A-Z]{1,4}-\d{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/

const SMALL_WORDS = new Set([
  'a',
  'al',
  'de',
  'del',
  'e',
  'el',
  'en',
  'la',
  'las',
  'los',
  'o',
  'para',
  'por',
  'u',
  'y',
])

/** «Finanzas personales» → FP, «Cripto y blockchain» → CB. */
export function courseInitials(title: string): string {
  const initials = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word && !SMALL_WORDS.has(word.toLowerCase()))
    .map((word) => (word[0] ?? '').toUpperCase())
    .join('')
    .replace(/[^A-Z]/g, '')
  return (initials || 'C').slice(0, 4)
}

/**
 * Six unbiased characters of the alphabet from `fillRandom` (crypto.getRandomValues in the
 * browser): bytes at or above the largest multiple of the alphabet's size are drawn again.
 */
export function randomFolioPart(
  fillRandom: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array,
  length = 6,
): string {
  const size = FOLIO_ALPHABET.length
  const limit = 256 - (256 % size)
  let out = ''
  while (out.length < length) {
    for (const byte of fillRandom(new Uint8Array(16))) {
      if (byte < limit && out.length < length) out += FOLIO_ALPHABET[byte % size]
    }
  }
  return out
}

export function certificateFolio(
  courseTitle: string,
  year: number,
  fillRandom: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array,
): string {
  return `YSC-${courseInitials(courseTitle)}-${year}-${randomFolioPart(fillRandom)}`
}
