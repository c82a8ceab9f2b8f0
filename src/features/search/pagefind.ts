import type { SearchAnswer, SearchHit, SearchRequest } from '../../../machines/searchMachine'
import { KIND_FILTER, SEARCH_KIND_KEYS, type SearchKind } from '../../lib/searchKinds'

/** The part of Pagefind's browser API the search page uses (pagefind.app/docs/api). */
interface PagefindData {
  url: string
  excerpt: string
  meta: { title?: string; context?: string }
  filters: Record<string, string[]>
}
interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>
  init(): Promise<void>
  filters(): Promise<Record<string, Record<string, number>>>
  search(
    term: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{
    results: { data: () => Promise<PagefindData> }[]
    totalFilters: Record<string, Record<string, number>>
  }>
}

/** The build writes Pagefind's code and index here (scripts/searchIndex.ts). */
const PAGEFIND_URL = '/pagefind/pagefind.js'
/** Results shown at once: the first ones are what a student reads on a phone. */
export const RESULTS_SHOWN = 30

let engine: Promise<Pagefind> | undefined
/** Pagefind's code, fetched on the first search only; a failed load is tried again next time. */
function loadPagefind(): Promise<Pagefind> {
  engine ??= (import(/* @vite-ignore */ PAGEFIND_URL) as Promise<Pagefind>).then(
    async (pagefind) => {
      await pagefind.options({ excerptLength: 22 })
      await pagefind.init()
      // Loads the kinds' filter: searches then count their results per kind.
      await pagefind.filters()
      return pagefind
    },
    (error: unknown) => {
      engine = undefined
      throw error
    },
  )
  return engine
}

const isKind = (value: string | undefined): value is SearchKind =>
  (SEARCH_KIND_KEYS as string[]).includes(value ?? '')

/** Pagefind's page URLs end in «/» (a folder's index.html); the site's do not. */
const siteUrl = (url: string) => (url.length > 1 ? url.replace(/\/(?=$|[?#])/, '') : url)

/** Searches the site's index: the best results of `kind` (or all) and the counts per kind. */
export async function searchSite({ q, kind }: SearchRequest): Promise<SearchAnswer> {
  const pagefind = await loadPagefind()
  const found = await pagefind.search(q, kind ? { filters: { [KIND_FILTER]: kind } } : {})
  const data = await Promise.all(found.results.slice(0, RESULTS_SHOWN).map((result) => result.data()))
  const hits: SearchHit[] = data.flatMap((page) => {
    const pageKind = page.filters[KIND_FILTER]?.[0]
    if (!isKind(pageKind)) return []
    return [
      {
        url: siteUrl(page.url),
        title: page.meta.title ?? '',
        context: page.meta.context ?? '',
        excerpt: page.excerpt,
        kind: pageKind,
      },
    ]
  })
  const counts: SearchAnswer['counts'] = {}
  for (const [value, count] of Object.entries(found.totalFilters[KIND_FILTER] ?? {})) {
    if (isKind(value) && count > 0) counts[value] = count
  }
  return { hits, counts }
}
