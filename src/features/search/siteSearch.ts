/**
 * «Buscar»'s engine (docs/decisions/0009-search-relevance.md): MiniSearch over the index the
 * build wrote (scripts/searchIndex.ts), the query layer of src/lib/searchQuery.ts, and the
 * texts of the results shown, fetched for their excerpts and phrases. Where the files come
 * from is injected: `fetch` in the browser (browserSearch.ts), the disk in the relevance test
 * and `npm run bench:search`.
 */
import MiniSearch from 'minisearch'
import type { SearchSynonym } from '../../../data/search-synonyms.schema'
import type { SearchAnswer, SearchHit, SearchRequest } from '../../../machines/searchMachine'
import {
  KIND_LABEL,
  type PreparedText,
  packOf,
  prepareText,
  SEARCH_VERSION_URL,
  type SearchDocument,
  type SearchWordsFile,
  searchFileUrl,
  searchIndexOptions,
  type TextPack,
} from '../../lib/searchDocument'
import { buildExcerpt } from '../../lib/searchExcerpt'
import { createLexicon, type Lexicon } from '../../lib/searchLexicon'
import {
  byRank,
  hasPhrase,
  isClearWinner,
  planQuery,
  type QueryPlan,
  type RankedDocument,
  rankDocuments,
} from '../../lib/searchQuery'
import { contentWords } from '../../lib/searchWords'

/** Results shown at once: the first ones are what a student reads on a phone. */
export const RESULTS_SHOWN = 20

export interface SearchSource {
  /** The text of a file of the built site, by URL path (`/search/index.json`). */
  read: (url: string) => Promise<string>
  synonyms: readonly SearchSynonym[]
}

interface LoadedIndex {
  index: MiniSearch<SearchDocument>
  lexicon: Lexicon
  /** The build's version of the index files (their URLs carry it) and where each text pack starts. */
  version: string
  packs: number[]
}

export type SiteSearch = (request: SearchRequest) => Promise<SearchAnswer>

export interface SiteSearchEngine {
  search: SiteSearch
  /**
   * Starts loading the index as the student starts typing and, once it is here, the texts of
   * the results for the words typed so far: the search after the typing pause waits less.
   */
  prepare: (request?: SearchRequest) => void
}

export function createSiteSearch({ read, synonyms }: SearchSource): SiteSearchEngine {
  let loading: Promise<LoadedIndex> | undefined
  const packs = new Map<string, Promise<TextPack | null>>()
  const texts = new Map<number, PreparedText>()

  async function loadIndex(): Promise<LoadedIndex> {
    const { version } = JSON.parse(await read(SEARCH_VERSION_URL)) as { version: string }
    const [index, wordsJson] = await Promise.all([
      read(searchFileUrl(version, 'index.json')),
      read(searchFileUrl(version, 'words.json')),
    ])
    const { words, packs: starts } = JSON.parse(wordsJson) as SearchWordsFile
    return {
      // In batches with pauses between them: a cheap phone keeps taking the student's keys.
      index: await MiniSearch.loadJSONAsync<SearchDocument>(index, searchIndexOptions),
      lexicon: createLexicon(words, synonyms),
      version,
      packs: starts,
    }
  }

  /** The index, loaded once; a failed load is tried again on the next search. */
  function load(): Promise<LoadedIndex> {
    loading ??= loadIndex().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }

  /** A text pack, or null when it cannot be had (offline and never fetched): no excerpt. */
  function packAt(url: string): Promise<TextPack | null> {
    let pack = packs.get(url)
    if (!pack) {
      pack = read(url).then(
        (json) => JSON.parse(json) as TextPack,
        () => {
          packs.delete(url)
          return null
        },
      )
      packs.set(url, pack)
    }
    return pack
  }

  /** A document's text, its words worked out once. */
  async function textOf({ version, packs: starts }: LoadedIndex, id: number): Promise<PreparedText> {
    const known = texts.get(id)
    if (known) return known
    const pack = packOf(starts, id)
    const blocks = (await packAt(searchFileUrl(version, `texts/${pack}.json`)))?.blocks[
      id - (starts[pack] ?? 0)
    ]
    if (!blocks) return NO_TEXT
    const text = prepareText(blocks)
    texts.set(id, text)
    return text
  }

  /** The last words' ranking: worked out once for the prefetch and the search that follows. */
  let last:
    | { key: string; plan: QueryPlan; counts: SearchAnswer['counts']; shown: RankedDocument[] }
    | undefined

  function rankingOf({ index, lexicon }: LoadedIndex, { q, kind }: SearchRequest) {
    const key = `${kind ?? ''}\n${q}`
    if (last?.key === key) return last
    const plan = planQuery(q, index, lexicon)
    const ranked = rankDocuments(plan, index)
    const counts: SearchAnswer['counts'] = {}
    for (const entry of ranked) counts[entry.document.kind] = (counts[entry.document.kind] ?? 0) + 1
    const shown = (kind ? ranked.filter((entry) => entry.document.kind === kind) : ranked).slice(
      0,
      RESULTS_SHOWN,
    )
    last = { key, plan, counts, shown }
    return last
  }

  async function search(request: SearchRequest): Promise<SearchAnswer> {
    const loaded = await load()
    const { plan, counts, shown } = rankingOf(loaded, request)
    const withText = await Promise.all(
      shown.map(async (entry) => {
        const text = await textOf(loaded, entry.id)
        entry.phrase = hasPhrase(entry, text) ? 1 : 0
        return { entry, text }
      }),
    )
    withText.sort((a, b) => byRank(a.entry, b.entry))
    return {
      hits: withText.map(({ entry, text }) => hitOf(entry, text)),
      counts,
      best: isClearWinner(
        withText.map(({ entry }) => entry),
        plan.words.length,
      ),
      understood: { unknown: plan.unknown, corrected: plan.corrected, searched: plan.searched },
    }
  }

  return {
    search,
    prepare: (request) => {
      load().then(
        (loaded) => {
          // While the page waits for the pause in typing, the texts of these words' results
          // are already on their way — once the last word is one the site uses, not the
          // beginning of one still being typed (that would fetch texts no one will see).
          const lastWord = request && contentWords(request.q).at(-1)
          if (!request || !lastWord || !loaded.lexicon.has(lastWord)) return
          for (const entry of rankingOf(loaded, request).shown) void textOf(loaded, entry.id)
        },
        () => {
          // The search itself will try again and say so.
        },
      )
    },
  }
}

const NO_TEXT = prepareText([])

function hitOf(entry: RankedDocument, text: PreparedText): SearchHit {
  const { url, title, context, kind, label } = entry.document
  const matched = new Set(entry.wordTerms.flatMap((terms) => [...terms]))
  return {
    url,
    title,
    context,
    kind,
    label: label ?? KIND_LABEL[kind],
    excerpt: buildExcerpt(text, matched),
  }
}
