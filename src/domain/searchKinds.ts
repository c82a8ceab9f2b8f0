/**
 * What «Buscar» finds, by kind (`tipo` in /buscar's URL): the same keys mark each indexed
 * page, filter the results and label each result. Only the keys here: every page's router
 * carries them (/buscar's `tipo`); the filter's names are the search page's own.
 */
export const SEARCH_KIND_KEYS = ['becas', 'guias', 'cursos', 'herramientas', 'comunidades', 'sitio'] as const

export type SearchKind = (typeof SEARCH_KIND_KEYS)[number]

export const isSearchKind = (value: unknown): value is SearchKind =>
  (SEARCH_KIND_KEYS as readonly unknown[]).includes(value)

/** The attribute that puts a page's main content in the search index, with its kind. */
export const SEARCH_BODY_ATTRIBUTE = 'data-search'
/** On a region inside indexed content that must not be searched (related lists, share…). */
export const SEARCH_IGNORE_ATTRIBUTE = 'data-search-ignore'

/**
 * The attributes that put a page's main content in the search index (the build reads the
 * pre-rendered HTML): only what this marks counts, with its kind.
 */
export const searchableAs = (kind: SearchKind) =>
  ({ 'data-search': kind }) satisfies Record<typeof SEARCH_BODY_ATTRIBUTE, SearchKind>

/** On a region inside indexed content that must not be searched. */
export const NOT_SEARCHED = { 'data-search-ignore': '' } as const satisfies Record<
  typeof SEARCH_IGNORE_ATTRIBUTE,
  ''
>

/** The attribute on what a result says it is part of (a programme's institution). */
export const SEARCH_CONTEXT_ATTRIBUTE = 'data-search-context'
/** On the text a result shows as what it is part of, under its title. */
export const RESULT_CONTEXT = { 'data-search-context': '' } as const satisfies Record<
  typeof SEARCH_CONTEXT_ATTRIBUTE,
  ''
>

/** Where the search page lives. */
export const SEARCH_PATH = '/buscar'
