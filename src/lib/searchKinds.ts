/**
 * What «Buscar» finds, by kind (`tipo` in /buscar's URL): the same keys name the Pagefind
 * filter the build writes into each indexed page and the groups the results show.
 */
export const SEARCH_KINDS = [
  { key: 'becas', label: 'Becas' },
  { key: 'guias', label: 'Guías' },
  { key: 'cursos', label: 'Cursos' },
  { key: 'herramientas', label: 'Herramientas' },
  { key: 'comunidades', label: 'Comunidades' },
] as const

export type SearchKind = (typeof SEARCH_KINDS)[number]['key']

export const SEARCH_KIND_KEYS = SEARCH_KINDS.map((kind) => kind.key) as SearchKind[]

/** The Pagefind filter that says a page's kind. */
export const KIND_FILTER = 'tipo'

/**
 * The attributes that put a page's main content in the search index (Pagefind reads the
 * pre-rendered HTML): only what this marks counts, with its kind as a filter.
 */
export const searchableAs = (kind: SearchKind) => ({
  'data-pagefind-body': '',
  'data-pagefind-filter': `${KIND_FILTER}:${kind}`,
})

/** On a region inside indexed content that must not be searched (related lists, share…). */
export const NOT_SEARCHED = { 'data-pagefind-ignore': '' } as const

/** Where the search page lives, and the one page allowed to run Pagefind's WebAssembly. */
export const SEARCH_PATH = '/buscar'
