/**
 * «Buscar»'s query layer (docs/decisions/0009-search-relevance.md): what the student typed
 * becomes, word by word, the words the index holds — the word itself (singular or plural),
 * what the synonym list says students mean by it, the other words of its stem, the words it
 * begins (last word only) or, for a word no page uses, the nearest word within the typos
 * allowed — and the documents are ranked:
 *
 * 1. documents matching more of the query's words first (all outrank some);
 * 2. then the score: BM25 per field (title and headings outrank body, FIELD_BOOST) times
 *    how the word matched: exact > synonym > stem > typo > prefix (MATCH_WEIGHT), times the
 *    document's weight (a quiz or a bibliography counts for less than a lesson);
 * 3. a phrase in order counts more than the same words scattered (PHRASE_BOOST, once the
 *    text of the results shown is here: `hasPhrase`).
 *
 * Stop words never match: they are neither indexed nor searched. Pure: MiniSearch in
 * memory, no fetch, no DOM.
 */
import type MiniSearch from 'minisearch'
import type { Query, SearchOptions } from 'minisearch'
import {
  FIELD_BOOST,
  KIND_LABEL,
  type PreparedText,
  SEARCH_FIELDS,
  type SearchDocument,
  type StoredDocument,
} from './searchDocument'
import type { Lexicon } from './searchLexicon'
import {
  contentWords,
  indexWord,
  isSpellingSlip,
  STOP_WORDS,
  searchTokens,
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

/**
 * BM25 as MiniSearch computes it, with less weight on length (b 0.3; its default is 0.7):
 * a long lesson is not less about its topic than a short list of myths about it.
 */
export const BM25 = { k: 1.2, b: 0.3, d: 0.5 }

/** One way a query word is looked for: words that must all be in the document. */
export interface Variant {
  words: readonly string[]
  match: MatchKind
  /** Looked for as the beginning of a word (the last word, being typed). */
  prefix?: boolean
}

export interface PlannedWord {
  typed: string
  /** The word searched: as typed (without accents, in lower case), or its correction. */
  word: string
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
  /** Every word typed, stop words too, corrected, as the index writes words: for names. */
  name: string[]
}

const searchOptions: SearchOptions = {
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

/**
 * How each word of `q` will be searched, which words are dropped and which corrected.
 * An empty plan (no words) means there is nothing to search: only stop words, or nonsense.
 */
export function planQuery(q: string, index: MiniSearch<SearchDocument>, lexicon: Lexicon): QueryPlan {
  const typed = q
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((text) => ({ text, word: normalizeText(text) }))
  const searchable = typed.filter(({ word }) => indexWord(word) !== null)
  const last = searchable.at(-1)
  const words: PlannedWord[] = []
  const unknown: string[] = []
  const corrected: QueryPlan['corrected'] = []

  /** The word as it is, what students mean by it and the other words of its stem. */
  const forms = (word: string, match: 'exact' | 'typo'): Variant[] => {
    const variants: Variant[] = lexicon.has(word) ? [{ words: [word], match }] : []
    for (const alternative of lexicon.synonyms(word)) {
      if (alternative.length && alternative.every(lexicon.has)) {
        variants.push({ words: alternative, match: match === 'typo' ? 'typo' : 'synonym' })
      }
    }
    for (const sibling of lexicon.stemSiblings(word)) {
      const kind = match === 'typo' ? 'typo' : sameWordInNumber(word, sibling) ? 'exact' : 'stem'
      variants.push({ words: [sibling], match: kind })
    }
    return variants
  }

  for (const entry of searchable) {
    const { word } = entry
    // A slip of spelling is corrected first: «ahorar» means «ahorrar», not a form of «ahora».
    const slip = lexicon.has(word) ? undefined : nearestWord(word, index, lexicon, { slipsOnly: true })
    let variants = slip ? forms(slip, 'typo') : forms(word, 'exact')
    if (!slip && entry === last && lexicon.completions(word).length > 0) {
      variants.push({ words: [word], match: 'prefix', prefix: true })
    }
    const nearest = variants.length === 0 ? nearestWord(word, index, lexicon) : undefined
    if (nearest) variants = forms(nearest, 'typo')
    const used = slip ?? nearest
    if (used) corrected.push({ typed: entry.text, used })
    if (variants.length) words.push({ typed: entry.text, word: used ?? word, variants })
    else unknown.push(entry.text)
  }

  const dropped = new Set(unknown)
  const usedFor = new Map(corrected.map(({ typed, used }) => [typed, used]))
  const searched = words.length
    ? typed
        .filter(({ text }) => !dropped.has(text))
        .map(({ text }) => usedFor.get(text) ?? text)
        .join(' ')
    : ''
  const name = typed.map(({ text, word }) => normalizeText(usedFor.get(text) ?? word))
  return { words, unknown, corrected, searched, name }
}

/**
 * The index word nearest to `word` within the typos its length allows (one edit from 4
 * letters, two from 8; a swap of neighbours is one edit); of the nearest, the word some page
 * is most about — a lesson's title rather than a word said in passing everywhere.
 */
function nearestWord(
  word: string,
  index: MiniSearch<SearchDocument>,
  lexicon: Lexicon,
  { slipsOnly = false } = {},
): string | undefined {
  const allowed = typosAllowed(word)
  if (allowed === 0) return undefined
  const candidates = lexicon
    .near(word, allowed)
    .filter(
      (candidate) => !STOP_WORDS.has(candidate.word) && (!slipsOnly || isSpellingSlip(word, candidate.word)),
    )
  const nearest = candidates.filter((candidate) => candidate.distance === candidates[0]?.distance)
  let best: { word: string; strength: number } | undefined
  for (const candidate of nearest) {
    const strength = index.search(candidate.word, searchOptions)[0]?.score ?? 0
    if (!best || strength > best.strength) best = { word: candidate.word, strength }
  }
  return best?.word
}

export interface RankedDocument {
  /** The index's id of the document. */
  id: number
  document: StoredDocument
  /**
   * How many of the query's words it matches. A word that has a reading as written — itself,
   * a synonym, its stem — counts only when matched so: stretched to a longer word it begins
   * («cv» → «cvv», «excel» → «excelencia») it counts for nothing (rule 2 of issue 41).
   */
  matched: number
  /** How its name answers the query (see nameMatch): 2 it is the query, 1 it holds its words in order. */
  named: number
  /** 1 when a query word is what the result is (see countKindWords): «curso de excel» asks for a course. */
  kindNamed: number
  score: number
  /** For each query word, the document's words that matched it (empty when it did not). */
  wordTerms: Set<string>[]
  /** 1 when the query's words stand in its text in order, side by side (see hasPhrase). */
  phrase: number
}

/** One query word as MiniSearch reads it: any of its variants, each weighed by how it matched. */
const wordQuery = (word: PlannedWord): Query => ({
  combineWith: 'OR',
  queries: word.variants.map((variant) => ({
    queries: [...variant.words],
    combineWith: 'AND',
    prefix: variant.prefix ?? false,
    boostTerm: () => MATCH_WEIGHT[variant.match],
  })),
})

/** Every document matching at least one word of the plan, best first (rules 1 and 2). */
export function rankDocuments(plan: QueryPlan, index: MiniSearch<SearchDocument>): RankedDocument[] {
  if (plan.words.length === 0) return plan.unknown.length ? [] : namedOnly(plan, index)
  const ranked = new Map<number, RankedDocument>()
  /** For each query word, the index words that answer it as written (not as a beginning): empty for a word still being typed. */
  const firmWords = plan.words.map(
    (word) => new Set(word.variants.filter((variant) => !variant.prefix).flatMap((variant) => variant.words)),
  )
  plan.words.forEach((word, position) => {
    for (const result of index.search(wordQuery(word), searchOptions)) {
      let entry = ranked.get(result.id)
      if (!entry) {
        const document = index.getStoredFields(result.id) as unknown as StoredDocument
        entry = {
          id: result.id,
          document,
          matched: 0,
          named: nameMatch(plan, document),
          kindNamed: 0,
          score: 0,
          wordTerms: plan.words.map(() => new Set<string>()),
          phrase: 0,
        }
      }
      const firm = firmWords[position]
      if (!firm?.size || result.terms.some((term) => firm.has(term))) entry.matched += 1
      // MiniSearch multiplies a score by how many of the query's terms matched: the sum of
      // the variants' scores is what counts here.
      entry.score += result.score / Math.max(1, result.queryTerms.length)
      for (const term of result.terms) entry.wordTerms[position]?.add(term)
      ranked.set(result.id, entry)
    }
  })
  countKindWords(plan, ranked.values())
  return [...ranked.values()].sort(byRank)
}

/**
 * A query word that is what a result is («beca» for any programme of the catalogue, «curso» for
 * a course and its sections, «guía», «plantilla»: the kind's label) counts as matched by it even
 * when its text does not say so — «Apoyo al Transporte (Jalisco)» is the «beca de transporte
 * jalisco» a student means, not a guide that happens to use the three words. Only for results
 * that matched another word: a kind's name alone does not list the whole kind. And when the
 * kind is the query's first word — what it asks for, as Spanish puts the noun first — between
 * results that match as many words, that kind goes first: in «curso de excel» a course that uses
 * a spreadsheet, not a guide that says «cursos» and «Excel» in passing; in «papeles para una
 * beca» the guide about papers, not a programme.
 */
function countKindWords(plan: QueryPlan, entries: Iterable<RankedDocument>) {
  for (const entry of entries) {
    const kindWord = normalizeText(KIND_LABEL[entry.document.kind])
    plan.words.forEach((word, position) => {
      if (!sameWord(word.word, kindWord)) return
      if (position === 0) entry.kindNamed = 1
      if (!entry.wordTerms[position]?.size) entry.matched += 1
    })
  }
}

/** A phrase in order counts half again its words' score (rule 3). */
export const PHRASE_BOOST = 1.5

const finalScore = (entry: RankedDocument) => entry.score * (entry.phrase ? PHRASE_BOOST : 1)

/**
 * The rules in order: more of the query's words; a name that is the query, then a title with
 * its words in order; the kind the query names; the score.
 */
export const byRank = (a: RankedDocument, b: RankedDocument) =>
  b.matched - a.matched || b.named - a.named || b.kindNamed - a.kindNamed || finalScore(b) - finalScore(a)

/** Two words the same but for a plural or accents: «beca»/«becas», «papel»/«papeles». */
const sameWord = (a: string, b: string) => a === b || sameWordInNumber(a, b)

/** `words` holds `wanted` in that order, other words between them allowed. */
function holdsInOrder(words: readonly string[], wanted: readonly string[]): boolean {
  let next = 0
  for (const word of words) {
    if (next < wanted.length && sameWord(word, wanted[next] ?? '')) next += 1
  }
  return next === wanted.length
}

/** The same words, one for one, but for plurals. */
const sameWords = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((word, at) => sameWord(word, b[at] ?? ''))

/**
 * How a document's name answers the query (rule 2 of issue 41), from its title and the names
 * students give it (data/search-aliases.json): 3 when one of them is the query word for word,
 * stop words too («mis becas» is «Mis becas», not the catalogue «becas»); 2 when its words
 * that count are the query's («lana» is «Mi lana», «quiz» the quiz); 1 when the query has two
 * words or more and the title holds them in order («vivir solo» → «Vivir solo por primera
 * vez», not «Vivir con roomies»); else 0.
 */
export function nameMatch(
  plan: Pick<QueryPlan, 'words' | 'name'>,
  document: Pick<StoredDocument, 'title' | 'aliases'>,
): number {
  const names = [document.title, ...(document.aliases ? document.aliases.split('\n') : [])]
  if (plan.name.length && names.some((name) => sameWords(searchTokens(name), plan.name))) return 3
  const wanted = plan.words.map((word) => word.word)
  if (wanted.length === 0) return 0
  if (names.some((name) => sameWords(contentWords(name), wanted))) return 2
  return wanted.length >= 2 && holdsInOrder(contentWords(document.title), wanted) ? 1 : 0
}

/**
 * A query of stop words only searches nothing (rule 1), but it may still be a page's name
 * («quiénes son ustedes»): those pages, and only them.
 */
function namedOnly(plan: QueryPlan, index: MiniSearch<SearchDocument>): RankedDocument[] {
  const found: RankedDocument[] = []
  for (let id = 0; id < index.documentCount; id++) {
    const document = index.getStoredFields(id) as unknown as StoredDocument | undefined
    if (document && nameMatch(plan, document) === 3)
      found.push({ id, document, matched: 0, named: 3, kindNamed: 0, score: 0, wordTerms: [], phrase: 0 })
  }
  return found
}

/**
 * Rule 3, for the documents whose text is here: the query's words (two or more) standing in
 * order, side by side — stop words between them do not count («beca de alimentación» is
 * the phrase «beca alimentación») — in the title or the text.
 */
export function hasPhrase(entry: RankedDocument, text: PreparedText): boolean {
  const sets = entry.wordTerms
  if (sets.length < 2 || sets.some((set) => set.size === 0)) return false
  return [contentWords(entry.document.title), ...text.words].some((words) => {
    for (let start = 0; start + sets.length <= words.length; start++) {
      if (sets.every((set, offset) => set.has(words[start + offset] ?? ''))) return true
    }
    return false
  })
}

/**
 * The first result is a clear winner when it matches every word and beats the second on
 * words matched, on its name (it is the query, see nameMatch), or by half again its score.
 */
export function isClearWinner(ranked: readonly RankedDocument[], words: number): boolean {
  const [first, second] = ranked
  if (!first || first.matched < words) return false
  if (!second) return true
  return (
    first.matched > second.matched ||
    first.named > second.named ||
    finalScore(first) >= 1.5 * finalScore(second)
  )
}
