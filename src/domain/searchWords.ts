/**
 * The words of «Buscar»: how a text becomes the words the index holds and a query the words
 * it looks for. The build (scripts/searchIndex.ts) and the browser use the same rules, so a
 * word typed with or without accents, in capitals or not, meets the same word in a page.
 */
import { stemmer } from '@orama/stemmers/spanish'
import { normalizeText } from './text'

/**
 * Spanish words that say nothing about what a page is about: they never match on their own
 * (a query of only these finds nothing) and are not indexed. Written without accents, as
 * `normalizeText` leaves them.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a al algo algun alguna algunas alguno algunos ante antes aqui asi aun cada como con contra cual cuales
  cuando cuanto cuanta cuantos cuantas de del desde donde dos durante e el ella ellas ellos en entre era
  eran eres es esa esas ese eso esos esta estan estas este esto estos estoy fue fueron ha hay han has
  hasta la las le les lo los mas me mi mis mucho muchos muy nada ni no nos nosotros o os otra otras otro
  otros para pero poco por porque que quien quienes se sea ser si sin sobre son soy su sus tambien
  tan tanto te ti tu tus u un una unas uno unos usted ustedes va vas y ya yo`.split(/\s+/),
)

/** The words of a text, in order, as the index compares them: «¿Cómo?» → «como». */
export function searchTokens(text: string): string[] {
  return normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** Splits a text where the index does (used as MiniSearch's `tokenize`). */
export const splitWords = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u)

/**
 * A word as the index keeps it, or null when it is not kept: stop words and single letters
 * (a lone digit stays: «1 página»).
 */
export function indexWord(word: string): string | null {
  const normal = normalizeText(word)
  if (normal.length === 0 || STOP_WORDS.has(normal)) return null
  if (normal.length === 1 && !/\d/.test(normal)) return null
  return normal
}

/** The words of a text that count for search: no stop words, in order. */
export const contentWords = (text: string): string[] =>
  searchTokens(text).flatMap((word) => indexWord(word) ?? [])

/**
 * A word's stem (Snowball's Spanish stemmer) — «presupuestos», «presupuestar» → «presupuest» —
 * taken of the word without accents, as both the index and the query write it.
 */
export const stemWord = (word: string): string => stemmer(word)

/** Typing mistakes forgiven in a word: none below 4 letters, one from 4, two from 8. */
export const typosAllowed = (word: string): number => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0)

/**
 * Edits between two words — a letter inserted, deleted, replaced, or two neighbours swapped
 * (optimal string alignment) — or `max + 1` as soon as it is known to exceed `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let beforePrevious: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1)
      }
      current[j] = value
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > max) return max + 1
    beforePrevious = previous
    previous = current
  }
  const distance = previous[b.length] ?? max + 1
  return distance > max ? max + 1 : distance
}

/** Letters Spanish spelling confuses: they sound alike («becas»/«vecas», «indígena»/«indíjena»). */
const SOUND_ALIKE = ['bv', 'sz', 'cs', 'cz', 'gj', 'iy', 'ck', 'kq']

/**
 * A slip of Spanish spelling rather than of the fingers: one letter for another that sounds
 * the same, a doubled letter typed once or a single one twice («ahorar» for «ahorrar»,
 * «fullbright» for «fulbright»), a silent «h» left out or added.
 */
export function isSpellingSlip(typed: string, word: string): boolean {
  if (typed.length === word.length) {
    const differ = [...typed].flatMap((letter, position) => (letter === word[position] ? [] : [position]))
    if (differ.length !== 1) return false
    const pair = [typed[differ[0] ?? 0], word[differ[0] ?? 0]].sort().join('')
    return SOUND_ALIKE.includes(pair)
  }
  const [short, long] = typed.length < word.length ? [typed, word] : [word, typed]
  if (long.length !== short.length + 1) return false
  for (let position = 0; position < long.length; position++) {
    if (long.slice(0, position) + long.slice(position + 1) !== short) continue
    const letter = long[position]
    if (letter === 'h' || letter === long[position - 1] || letter === long[position + 1]) return true
  }
  return false
}
