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
  type DocumentText,
  documentTextUrl,
  SEARCH_INDEX_FILE,
  SEARCH_WORDS_FILE,
  type SearchDocument,
  searchFileUrl,
  searchIndexOptions,
  type WordFamilies,
} from '../../lib/searchDocument'
import { buildExcerpt } from '../../lib/searchExcerpt'
import { kindLabel, type SearchKind } from '../../lib/searchKinds'
import {
  byRank,
  hasPhrase,
  isClearWinner,
  type Lexicon,
  planQuery,
  type RankedDocument,
  rankDocuments,
  synonymMap,
} from '../../lib/searchQuery'

/** Results shown at once: the first ones are what a student reads on a phone. */
export const RESULTS_SHOWN = 30

export interface SearchSource {
  /** The text of a file of the built site, by URL path (`/search/index.json`). */
  read: (url: string) => Promise<string>
  synonyms: readonly SearchSynonym[]
}

interface LoadedIndex {
  index: MiniSearch<SearchDocument>
  lexicon: Lexicon
}

export type SiteSearch = (request: SearchRequest) => Promise<SearchAnswer>

export function createSiteSearch({ read, synonyms }: SearchSource): SiteSearch {
  let loading: Promise<LoadedIndex> | undefined
  const texts = new Map<string, Promise<DocumentText | null>>()

  /** The index, loaded once; a failed load is tried again on the next search. */
  function load(): Promise<LoadedIndex> {
    loading ??= Promise.all([
      read(searchFileUrl(SEARCH_INDEX_FILE)),
      read(searchFileUrl(SEARCH_WORDS_FILE)),
    ]).then(
      ([index, words]) => ({
        index: MiniSearch.loadJSON<SearchDocument>(index, searchIndexOptions),
        lexicon: {
          families: new Map(Object.entries(JSON.parse(words) as WordFamilies)),
          synonyms: synonymMap(synonyms),
        },
      }),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }

  /** A document's text, or null when it cannot be had (offline and never fetched): no excerpt. */
  function textOf(name: string): Promise<DocumentText | null> {
    let text = texts.get(name)
    if (!text) {
      text = read(documentTextUrl(name)).then(
        (json) => JSON.parse(json) as DocumentText,
        () => {
          texts.delete(name)
          return null
        },
      )
      texts.set(name, text)
    }
    return text
  }

  return async function search({ q, kind }) {
    const { index, lexicon } = await load()
    const plan = planQuery(q, index, lexicon)
    const ranked = rankDocuments(plan, index)
    const counts: SearchAnswer['counts'] = {}
    for (const entry of ranked) counts[entry.document.kind] = (counts[entry.document.kind] ?? 0) + 1
    const shown = (kind ? ranked.filter((entry) => entry.document.kind === kind) : ranked).slice(
      0,
      RESULTS_SHOWN,
    )
    const withText = await Promise.all(
      shown.map(async (entry) => {
        const blocks = (await textOf(entry.document.text))?.blocks ?? []
        entry.phrase = hasPhrase(entry, entry.document.title, blocks) ? 1 : 0
        return { entry, blocks }
      }),
    )
    withText.sort((a, b) => byRank(a.entry, b.entry))
    return {
      hits: withText.map(({ entry, blocks }) => hitOf(entry, blocks)),
      counts,
      best: isClearWinner(
        withText.map(({ entry }) => entry),
        plan.words.length,
      ),
      understood: { unknown: plan.unknown, corrected: plan.corrected, searched: plan.searched },
    }
  }
}

function hitOf(entry: RankedDocument, blocks: readonly string[]): SearchHit {
  const { url, title, context, kind, label } = entry.document
  const matched = new Set(entry.wordTerms.flatMap((terms) => [...terms]))
  return {
    url,
    title,
    context,
    kind: kind as SearchKind,
    label: label ?? kindLabel(kind),
    excerpt: buildExcerpt(blocks, matched),
  }
}
