/**
 * One searchable thing — a page, a course section, a community group — as the build writes
 * it into the index and the browser reads it back (docs/decisions/0009-search-relevance.md).
 * Both sides build MiniSearch with `searchIndexOptions`: an index is read back only with the
 * options it was written with.
 */
import type { SearchKind } from './searchKinds'
import { contentWords, indexWord, splitWords } from './searchWords'

/** The parts of a document the index searches, most telling first. */
export const SEARCH_FIELDS = ['title', 'aliases', 'headings', 'context', 'body'] as const
export type SearchField = (typeof SEARCH_FIELDS)[number]

/**
 * How much a word counts in each part: a word in the title or a heading outranks the same
 * word in the text (BM25 saturates: a word repeated in the body is worth at most about
 * twice one mention, less than one mention in a heading). What students call a page
 * (data/search-aliases.json) counts almost as its title: a title that says the word beats a
 * page that is only called by it.
 */
export const FIELD_BOOST: Record<SearchField, number> = {
  title: 6,
  aliases: 3,
  headings: 3,
  context: 1.5,
  body: 1,
}

/**
 * What one result of a kind is called on its label («Sección del curso» is a record's own).
 * Here, not beside SEARCH_KIND_KEYS, which every page's router carries for /buscar's `tipo`:
 * only the search engine needs these.
 */
export const KIND_LABEL: Record<SearchKind, string> = {
  becas: 'Beca',
  guias: 'Guía',
  cursos: 'Curso',
  herramientas: 'Plantilla',
  comunidades: 'Comunidad',
  sitio: 'Página',
}

/** What a result shows without its text: kept in the index beside the words. */
export interface StoredDocument {
  url: string
  title: string
  /** What it is part of: «Módulo 2: … · Finanzas personales», «Facultad · Nuevo León». */
  context: string
  kind: SearchKind
  /** The result's label when it is not its kind's («Sección del curso»). */
  label?: string
  /** Below 1 for what teaches less than a lesson: a quiz, a bibliography. */
  weight?: number
  /** What students call it, one name a line (data/search-aliases.json): a query that is one opens it first. */
  aliases?: string
}

export interface SearchDocument extends StoredDocument {
  id: number
  headings: string
  body: string
}

/**
 * The texts of neighbouring documents (a module's sections, a few programmes), fetched
 * together for the results shown: each document's blocks in reading order, by id from the
 * pack's first. Packs keep a search to a few requests.
 */
export interface TextPack {
  blocks: string[][]
}

/** A document's text with each block's words as the index reads them, worked out once. */
export interface PreparedText {
  blocks: readonly string[]
  words: readonly (readonly string[])[]
}

export const prepareText = (blocks: readonly string[]): PreparedText => ({
  blocks,
  words: blocks.map(contentWords),
})

export const STORED_FIELDS = ['url', 'title', 'context', 'kind', 'label', 'weight', 'aliases'] as const

export const searchIndexOptions = {
  fields: [...SEARCH_FIELDS],
  storeFields: [...STORED_FIELDS],
  tokenize: splitWords,
  processTerm: indexWord,
}

/** The words file: every word of the index, sorted, and where each text pack starts. */
export interface SearchWordsFile {
  words: string[]
  /** The first document id of each text pack, ascending. */
  packs: number[]
}

/**
 * Where the build writes the index and the browser finds it. Every file lives under the
 * build's version, which changes with any of them: they never mix across deploys and a
 * browser may keep them for good. Only `version.json` (`{ "version": "…" }`) is asked for anew.
 */
export const SEARCH_DIR = 'search'
export const SEARCH_VERSION_URL = `/${SEARCH_DIR}/version.json`
/** Where every build's files live, each build in a folder of its version. */
export const SEARCH_VERSIONS_PATH = `/${SEARCH_DIR}/v/`
export const searchFileUrl = (version: string, file: 'index.json' | 'words.json' | `texts/${number}.json`) =>
  `${SEARCH_VERSIONS_PATH}${version}/${file}`

/** The pack holding document `id`: the last pack starting at or before it. */
export function packOf(packs: readonly number[], id: number): number {
  let low = 0
  let high = packs.length - 1
  while (low < high) {
    const middle = (low + high + 1) >>> 1
    if ((packs[middle] ?? 0) <= id) low = middle
    else high = middle - 1
  }
  return low
}
