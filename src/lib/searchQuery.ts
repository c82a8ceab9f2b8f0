/**
 * «Buscar»'s query layer (docs/decisions/0009-search-relevance.md): what the student typed
 * becomes, word by word, the words the index holds — the word itself, what the synonym list
 * says students mean by it, the other forms of its stem, the words it begins (last word
 * only) or, for a word no page uses, the nearest word within the typos allowed — and the
 * documents are ranked the way the decision record states:
 *
 * 1. documents matching more of the query's words first (all outrank some);
 * 2. then the score: BM25 per field (title and headings outrank body, FIELD_BOOST) times
 *    how the word matched: exact > synonym > stem > typo > prefix (MATCH_WEIGHT), times the
 *    document's weight (a quiz or a bibliography counts for less than a lesson);
 * 3. a phrase in order counts more than the same words scattered (PHRASE_BOOST, once the
 *    text of the results shown is here: `hasPhrase`).
 *
 * Pure: MiniSearch in memory, no fetch, no DOM.
 */
import type MiniSearch from 'minisearch'
import type { SearchOptions, SearchResult } from 'minisearch'
import { FIELD_BOOST, SEARCH_FIELDS, type SearchDocument, type StoredDocument } from './searchDocument'
import {
  contentWords,
  indexWord,
  isSpellingSlip,
  STOP_WORDS,
  stemWord,
  typoDistance,
  typosAllowed,
} from './searchWords'
import { normalizeText } from './text'

export type MatchKind = 'exact' | 'synonym' | 'stem' | 'typo' | 'prefix'

/** How much a match counts next to the word as typed. */
export const MATCH_WEIGHT: Record<MatchKind, number> = {
  exact: 1,
  synonym: 0.9,
  stem: 0.7,
  typo: 0.5,
  prefix: 0.4,
}

/** What the query layer knows besides the index: stems and synonyms. */
export interface Lexicon {
  /** Words of the index sharing a stem, by stem (only stems with two or more words). */
  families: ReadonlyMap<string, readonly string[]>
  /** A word as students type it (normalised) → what to search too, each its content words. */
  synonyms: ReadonlyMap<string, readonly (readonly string[])[]>
}

/** One way a query word is looked for: words that must all be in the document. */
interface Variant {
  words: readonly string[]
  match: MatchKind
  /** Looked for as the beginning of a word (the last word being typed). */
  prefix?: boolean
}

export interface PlannedWord {
  typed: string
  variants: Variant[]
}

export interface QueryPlan {
  /** The words that will be searched, in the order typed. */
  words: PlannedWord[]
  /** Words no page uses, even with a typo forgiven: dropped. */
  unknown: string[]
  /** Words no page uses as typed, searched as the nearest word that a page does use. */
  corrected: { typed: string; used: string }[]
  /** The query as searched: the typed text with corrections and without unknown words. */
  searched: string
}

/**
 * BM25 as MiniSearch computes it, with less weight on length (b 0.3, its default 0.7): a
 * long lesson is not less about its topic than a short list of myths about it.
 */
export const BM25 = { k: 1.2, b: 0.3, d: 0.5 }

const exactOptions: SearchOptions = {
  fields: [...SEARCH_FIELDS],
  boost: FIELD_BOOST,
  prefix: false,
  fuzzy: false,
  combineWith: 'AND',
  bm25: BM25,
  // A section that only asks or lists sources counts for less than one that teaches.
  boostDocument: (_id, _term, stored) => (stored as Partial<StoredDocument> | undefined)?.weight ?? 1,
}

/** «beca» and «becas», «papel» and «papeles»: one word, singular and plural. */
const sameWordInNumber = (a: string, b: string) => {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  return long === `${short}s` || long === `${short}es`
}

/** A word's synonyms, its plural's included («chambas» as «chamba»). */
function synonymsOf(word: string, synonyms: Lexicon['synonyms']) {
  return (
    synonyms.get(word) ?? synonyms.get(word.replace(/e?s$/, '')) ?? synonyms.get(word.replace(/s$/, '')) ?? []
  )
}

/** The synonym list as the query layer reads it: normalised words, alternatives by word. */
export function synonymMap(
  list: readonly { word: string; alsoSearch: readonly string[] }[],
): Lexicon['synonyms'] {
  return new Map(list.map(({ word, alsoSearch }) => [normalizeText(word), alsoSearch.map(contentWords)]))
}

/** Index words a search touched: what a prefix or a fuzzy look-up found. */
const termsOf = (results: SearchResult[]) => new Set(results.flatMap((result) => result.terms))

/** The words of `q` with the text the student typed for each (stop words stay, unsearched). */
function typedWords(q: string) {
  return q
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((typed) => ({ typed, word: normalizeText(typed) }))
}

/**
 * How each word of `q` will be searched, which words are dropped and which corrected.
 * An empty plan (no words) means there is nothing to search: only stop words, or nonsense.
 */
export function planQuery(q: string, index: MiniSearch<SearchDocument>, lexicon: Lexicon): QueryPlan {
  const typed = typedWords(q)
  const searchable = typed.filter(({ word }) => indexWord(word) !== null)
  const lastWord = searchable.at(-1)
  const words: PlannedWord[] = []
  const unknown: string[] = []
  const corrected: QueryPlan['corrected'] = []
  const has = (word: string) => index.search(word, exactOptions).length > 0

  /**
   * The other words of `word`'s stem: its family when the index has one; for a word no page
   * uses as typed, the index words that begin with its stem and share it («estresado» →
   * «estrés»).
   */
  const stemSiblings = (word: string, known: boolean): string[] => {
    const stem = stemWord(word)
    const family = lexicon.families.get(stem)
    if (family) return family.filter((sibling) => sibling !== word)
    if (known || stem.length < 3) return []
    return [...termsOf(index.search(stem, { ...exactOptions, prefix: true }))].filter(
      (term) => term !== word && stemWord(term) === stem,
    )
  }

  /** The word as it is, its synonyms and the other words of its stem. */
  const forms = (word: string, match: 'exact' | 'typo'): Variant[] => {
    const variants: Variant[] = []
    const known = has(word)
    if (known) variants.push({ words: [word], match })
    for (const alternative of synonymsOf(word, lexicon.synonyms)) {
      if (alternative.length && index.search(alternative.join(' '), exactOptions).length > 0) {
        variants.push({ words: alternative, match: match === 'typo' ? 'typo' : 'synonym' })
      }
    }
    for (const sibling of stemSiblings(word, known)) {
      const kind = match === 'typo' ? 'typo' : sameWordInNumber(word, sibling) ? 'exact' : 'stem'
      variants.push({ words: [sibling], match: kind })
    }
    return variants
  }

  for (const entry of searchable) {
    const { word } = entry
    let variants: Variant[] = []
    // A slip of spelling is corrected first: «ahorar» means «ahorrar», not a form of «ahora».
    const slip = has(word) ? undefined : nearestWord(word, index, { slipsOnly: true })
    if (slip) {
      corrected.push({ typed: entry.typed, used: slip })
      variants = forms(slip, 'typo')
    } else {
      variants = forms(word, 'exact')
      if (entry === lastWord) {
        const begun = [...termsOf(index.search(word, { ...exactOptions, prefix: true }))]
        if (begun.some((term) => term !== word))
          variants.push({ words: [word], match: 'prefix', prefix: true })
      }
      const nearest = variants.length === 0 ? nearestWord(word, index) : undefined
      if (nearest) {
        corrected.push({ typed: entry.typed, used: nearest })
        variants = forms(nearest, 'typo')
      }
    }
    if (variants.length) words.push({ typed: entry.typed, variants })
    else unknown.push(entry.typed)
  }

  const dropped = new Set(unknown)
  const usedFor = new Map(corrected.map(({ typed, used }) => [typed, used]))
  const searched = words.length
    ? typed
        .filter(({ typed }) => !dropped.has(typed))
        .map(({ typed }) => usedFor.get(typed) ?? typed)
        .join(' ')
    : ''
  return { words, unknown, corrected, searched }
}

/**
 * The index word nearest to `word` within the typos its length allows (one edit from 4
 * letters, two from 8; a swap of neighbours is one edit).
 */
function nearestWord(
  word: string,
  index: MiniSearch<SearchDocument>,
  { slipsOnly = false } = {},
): string | undefined {
  const allowed = typosAllowed(word)
  if (allowed === 0) return undefined
  // MiniSearch counts a swap as two edits: ask for one more, then measure ours.
  const near = termsOf(index.search(word, { ...exactOptions, fuzzy: allowed + 1 }))
  let best: { term: string; distance: number; strength: number } | undefined
  for (const term of near) {
    const distance = typoDistance(word, term, allowed)
    if (distance > allowed || STOP_WORDS.has(term) || (slipsOnly && !isSpellingSlip(word, term))) continue
    if (best && distance > best.distance) continue
    // Of the nearest, the word some page is most about: a lesson's title rather than a
    // word said in passing everywhere.
    const strength = index.search(term, exactOptions)[0]?.score ?? 0
    if (!best || distance < best.distance || strength > best.strength) best = { term, distance, strength }
  }
  return best?.term
}

export interface RankedDocument {
  /** The index's id of the document. */
  id: number
  document: StoredDocument
  /** How many of the query's words it matches. */
  matched: number
  score: number
  /** For each query word, the document's words that matched it (empty when it did not). */
  wordTerms: Set<string>[]
  /** 1 when the query's words stand in its text in order, side by side (see hasPhrase). */
  phrase: number
}

/** Every document matching at least one word of the plan, best first (rules 1 and 3). */
export function rankDocuments(plan: QueryPlan, index: MiniSearch<SearchDocument>): RankedDocument[] {
  const ranked = new Map<number, RankedDocument>()
  plan.words.forEach((word, position) => {
    const best = new Map<number, { score: number; terms: string[] }>()
    for (const variant of word.variants) {
      const results = index.search(variant.words.join(' '), {
        ...exactOptions,
        prefix: variant.prefix ?? false,
      })
      for (const result of results) {
        // MiniSearch multiplies a document's score by how many query words it matched.
        const score = (MATCH_WEIGHT[variant.match] * result.score) / Math.max(1, result.queryTerms.length)
        const previous = best.get(result.id)
        const terms = [...(previous?.terms ?? []), ...result.terms]
        best.set(result.id, { score: Math.max(score, previous?.score ?? 0), terms })
      }
    }
    for (const [id, { score, terms }] of best) {
      const entry = ranked.get(id) ?? {
        id,
        document: storedOf(index, id),
        matched: 0,
        score: 0,
        wordTerms: plan.words.map(() => new Set<string>()),
        phrase: 0,
      }
      entry.matched += 1
      entry.score += score
      for (const term of terms) entry.wordTerms[position]?.add(term)
      ranked.set(id, entry)
    }
  })
  return [...ranked.values()].sort(byRank)
}

function storedOf(index: MiniSearch<SearchDocument>, id: number): StoredDocument {
  const stored = index.getStoredFields(id)
  if (!stored) throw new Error(`The search index has no document ${id}`)
  return stored as unknown as StoredDocument
}

/** A phrase in order counts half again its words' score (rule 2). */
export const PHRASE_BOOST = 1.5

const finalScore = (entry: RankedDocument) => entry.score * (entry.phrase ? PHRASE_BOOST : 1)

/** Rules 1–3 in order. */
export const byRank = (a: RankedDocument, b: RankedDocument) =>
  b.matched - a.matched || finalScore(b) - finalScore(a)

/**
 * Rule 2, for the documents whose text is here: the query's words (two or more) standing in
 * order, side by side — stop words between them do not count («beca de alimentación» is
 * the phrase «beca alimentación») — in the title or the text.
 */
export function hasPhrase(entry: RankedDocument, title: string, blocks: readonly string[]): boolean {
  const sets = entry.wordTerms
  if (sets.length < 2 || sets.some((set) => set.size === 0)) return false
  return [title, ...blocks].some((block) => {
    const words = contentWords(block)
    for (let start = 0; start + sets.length <= words.length; start++) {
      if (sets.every((set, offset) => set.has(words[start + offset] ?? ''))) return true
    }
    return false
  })
}

/**
 * The first result is a clear winner when it matches every word and beats the second on
 * the rules' first two steps, or by half again its score.
 */
export function isClearWinner(ranked: readonly RankedDocument[], words: number): boolean {
  const [first, second] = ranked
  if (!first || first.matched < words) return false
  if (!second) return true
  return first.matched > second.matched || finalScore(first) >= 1.5 * finalScore(second)
}
