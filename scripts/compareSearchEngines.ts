/**
 * One-off measurement for docs/decisions/0009-search-relevance.md: the relevance set
 * (tests/search/relevance.json) scored on the two candidate engines over the same content.
 *
 *   npm run build && npx tsx scripts/compareSearchEngines.ts
 *
 * - «Pagefind alone»: Pagefind 1.6.0 indexing the same documents (each written back as
 *   HTML: title as <h1>, headings as <h2>, blocks as <p>, so its heading weights apply),
 *   the query as typed, in Pagefind's order ("as grouped today": its results grouped by kind
 *   in the page's fixed order, as /buscar showed them).
 * - «Pagefind + query layer»: the same index, the query rewritten by our layer first (stop
 *   words out, unknown words dropped, typos corrected, each synonym searched too, results
 *   merged by Pagefind's score).
 * - «MiniSearch + query layer»: the engine /buscar runs.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import MiniSearch from 'minisearch'
import * as pagefind from 'pagefind'
import { loadSearchSynonyms } from '../data/search-synonyms.schema.ts'
import type { SearchAnswer } from '../machines/searchMachine.ts'
import type { SiteSearch } from '../src/features/search/siteSearch.ts'
import {
  SEARCH_INDEX_FILE,
  SEARCH_WORDS_FILE,
  type SearchDocument,
  searchIndexOptions,
} from '../src/lib/searchDocument.ts'
import { SEARCH_KIND_KEYS, type SearchKind } from '../src/lib/searchKinds.ts'
import { planQuery, synonymMap } from '../src/lib/searchQuery.ts'
import { communityRecords, pageRecords, type SearchRecord, sectionRecords } from './searchIndex.ts'
import { builtSiteSearch, loadRelevanceSet, relevanceReport, scoreRelevance } from './searchRelevance.ts'

const clientDir = 'dist/client'
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function asHtml(record: SearchRecord): string {
  return `<!DOCTYPE html><html lang="es-MX"><head><title>${escapeHtml(record.title)}</title></head><body>
<main data-pagefind-body data-pagefind-filter="tipo:${record.kind}">
<h1>${escapeHtml(record.title)}</h1>${record.context ? `<p>${escapeHtml(record.context)}</p>` : ''}
${record.headings.map((heading) => `<h2>${escapeHtml(heading)}</h2>`).join('')}
${record.blocks.map((block) => `<p>${escapeHtml(block)}</p>`).join('\n')}
</main></body></html>`
}

interface PagefindResult {
  score: number
  data: () => Promise<{ url: string; filters: Record<string, string[]> }>
}
interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>
  init(): Promise<void>
  search(term: string): Promise<{ results: PagefindResult[] }>
}

async function pagefindOver(records: SearchRecord[]): Promise<{ api: PagefindApi; dir: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'yasecomo-pagefind-'))
  const { index } = await pagefind.createIndex({})
  if (!index) throw new Error('Pagefind did not start')
  for (const [position, record] of records.entries()) {
    const url = record.url.includes('?') || record.url.includes('#') ? `/r/${position}/` : `${record.url}/`
    await index.addHTMLFile({ url, content: asHtml(record) })
  }
  await index.writeFiles({ outputPath: path.join(dir, 'pagefind') })
  await pagefind.close()
  // Pagefind's browser code runs in Node when its fetches read the files written above.
  globalThis.fetch = (async (input: string | URL) => {
    const { pathname } = new URL(String(input), 'http://localhost/')
    return new Response(await readFile(path.join(dir, pathname)))
  }) as typeof fetch
  const api = (await import(path.join(dir, 'pagefind', 'pagefind.js'))) as PagefindApi
  await api.options({ basePath: '/pagefind/' })
  await api.init()
  return { api, dir }
}

const answerOf = (urls: { url: string; kind: SearchKind }[]): SearchAnswer => {
  const counts: SearchAnswer['counts'] = {}
  for (const { kind } of urls) counts[kind] = (counts[kind] ?? 0) + 1
  return {
    hits: urls.map(({ url, kind }) => ({ url, kind, title: '', context: '', excerpt: [], label: '' })),
    counts,
    best: false,
    understood: { unknown: [], corrected: [], searched: '' },
  }
}

const records = [...(await pageRecords(clientDir)), ...sectionRecords(), ...communityRecords()]
const { api, dir } = await pagefindOver(records)
const urlOf = (pagefindUrl: string) => {
  const record = /^\/r\/(\d+)\/$/.exec(pagefindUrl)
  return record ? (records[Number(record[1])]?.url ?? pagefindUrl) : pagefindUrl.replace(/\/$/, '')
}

async function pagefindSearch(term: string) {
  const found = await api.search(term)
  return Promise.all(
    found.results.map(async (result) => {
      const data = await result.data()
      return { url: urlOf(data.url), kind: data.filters.tipo?.[0] as SearchKind, score: result.score }
    }),
  )
}

const pagefindAlone: SiteSearch = async ({ q }) => answerOf(await pagefindSearch(q))
const pagefindGrouped: SiteSearch = async ({ q }) => {
  const found = await pagefindSearch(q)
  return answerOf(SEARCH_KIND_KEYS.flatMap((kind) => found.filter((hit) => hit.kind === kind)))
}

const index = MiniSearch.loadJSON<SearchDocument>(
  await readFile(path.join(clientDir, 'search', SEARCH_INDEX_FILE), 'utf8'),
  searchIndexOptions,
)
const lexicon = {
  families: new Map(
    Object.entries(JSON.parse(await readFile(path.join(clientDir, 'search', SEARCH_WORDS_FILE), 'utf8'))) as [
      string,
      string[],
    ][],
  ),
  synonyms: synonymMap(loadSearchSynonyms()),
}
const pagefindWithLayer: SiteSearch = async ({ q }) => {
  const plan = planQuery(q, index, lexicon)
  if (plan.words.length === 0) return answerOf([])
  // The words as our layer reads them (corrected or as typed), and each synonym in its place.
  const base = plan.words.map(
    (word) => plan.corrected.find((one) => one.typed === word.typed)?.used ?? word.typed,
  )
  const queries = new Set([base.join(' ')])
  plan.words.forEach((word, position) => {
    for (const variant of word.variants) {
      if (variant.match !== 'synonym') continue
      queries.add(base.map((one, at) => (at === position ? variant.words.join(' ') : one)).join(' '))
    }
  })
  const best = new Map<string, { url: string; kind: SearchKind; score: number }>()
  for (const query of queries) {
    for (const hit of await pagefindSearch(query)) {
      if ((best.get(hit.url)?.score ?? -1) < hit.score) best.set(hit.url, hit)
    }
  }
  return answerOf([...best.values()].sort((a, b) => b.score - a.score))
}

const queries = await loadRelevanceSet()
try {
  for (const [name, engine] of [
    ['Pagefind alone, grouped by kind as /buscar showed it', pagefindGrouped],
    ['Pagefind alone, in its own order', pagefindAlone],
    ['Pagefind + our query layer', pagefindWithLayer],
    ['MiniSearch + our query layer (the engine /buscar runs)', builtSiteSearch(clientDir)],
  ] as const) {
    console.log(`\n== ${name}`)
    console.log(relevanceReport(await scoreRelevance(engine, queries)))
  }
} finally {
  await rm(dir, { recursive: true, force: true })
}
