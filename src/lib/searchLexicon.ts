/**
 * The words «Buscar» can find — every word of the index, written by the build beside it
 * (scripts/searchIndex.ts) — and what the query layer asks of them: is a word there, which
 * words begin with it, share its stem, or lie within a typo or two of it, and what students
 * mean by it (the synonym list). Pure: no fetch, no DOM.
 */
import { contentWords, stemWord, typoDistance } from './searchWords'
import { normalizeText } from './text'

export interface Lexicon {
  has(word: string): boolean
  /** Index words that begin with `start`, other than `start` itself. */
  completions(start: string): string[]
  /** Index words sharing `word`'s stem, other than `word` («becas», «becado» for «beca»). */
  stemSiblings(word: string): string[]
  /** Index words within `max` edits of `word` (see typoDistance), nearest first. */
  near(word: string, max: number): { word: string; distance: number }[]
  /** What students mean by `word` (its plural too): each alternative's content words. */
  synonyms(word: string): readonly (readonly string[])[]
}

export interface SynonymEntry {
  word: string
  alsoSearch: readonly string[]
}

/** `words` sorted as the build writes them (plain string order). */
export function createLexicon(words: readonly string[], synonymList: readonly SynonymEntry[]): Lexicon {
  const known = new Set(words)
  const synonyms = new Map(
    synonymList.map(({ word, alsoSearch }) => [normalizeText(word), alsoSearch.map(contentWords)]),
  )
  const stems = new Map<string, string>()
  const stemOf = (word: string) => {
    let stem = stems.get(word)
    if (stem === undefined) {
      stem = stemWord(word)
      stems.set(word, stem)
    }
    return stem
  }

  /** Every index word beginning with `start` (binary search on the sorted list). */
  function beginningWith(start: string): string[] {
    let low = 0
    let high = words.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if ((words[middle] ?? '') < start) low = middle + 1
      else high = middle
    }
    const found: string[] = []
    for (let at = low; at < words.length && (words[at] ?? '').startsWith(start); at++)
      found.push(words[at] ?? '')
    return found
  }

  return {
    has: (word) => known.has(word),
    completions: (start) => beginningWith(start).filter((word) => word !== start),
    stemSiblings(word) {
      const stem = stemOf(word)
      if (stem.length < 3) return []
      // A stem begins its words, but for «-encia», stemmed «-ent» («emergencia» → «emergent»).
      const start = stem.endsWith('ent') ? stem.slice(0, -1) : stem
      return beginningWith(start).filter((other) => other !== word && stemOf(other) === stem)
    },
    near(word, max) {
      const found: { word: string; distance: number }[] = []
      for (const other of words) {
        if (Math.abs(other.length - word.length) > max) continue
        const distance = typoDistance(word, other, max)
        if (distance <= max && other !== word) found.push({ word: other, distance })
      }
      return found.sort((a, b) => a.distance - b.distance)
    },
    synonyms: (word) =>
      synonyms.get(word) ??
      synonyms.get(word.replace(/es$/, '')) ??
      synonyms.get(word.replace(/s$/, '')) ??
      [],
  }
}
