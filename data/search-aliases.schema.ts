import * as v from 'valibot'
import { nonEmptyText, parseDataFile } from './parse.ts'
import { foldText } from './quizTypes.ts'
import raw from './search-aliases.json'

/**
 * What students call the site's pages (issue 41): «Buscar» finds a page by these names as by
 * its title, and a query that is one of them opens that page first («lana» → «Mi lana», «quiz»
 * → the quiz). An entry with `page` makes a page that marks no searchable content (a tool, a
 * catalogue, an info page) a result of its own, read from its pre-rendered HTML; an entry
 * without it gives names to a page that is already a result (a guide, a template). The build
 * checks that every path is a page it pre-rendered (scripts/searchIndex.ts).
 */
const alias = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^[\p{L}\p{N}]+( [\p{L}\p{N}]+){0,5}$/u, 'a word or a short phrase of up to six words'),
)

const PageSchema = v.object({
  /** The result's title: what the page is called, not its slogan. */
  title: nonEmptyText,
  /** What the result says it is part of («Mi lana» for its screens). */
  context: v.optional(nonEmptyText),
  /** Its kind of result (src/domain/searchKinds.ts; the build refuses another). */
  kind: v.pipe(v.string(), v.regex(/^[a-z]+$/, 'a kind of result, e.g. herramientas')),
  /** What the result says it is («Herramienta», «Página»). */
  label: nonEmptyText,
  /**
   * 'page': every block of the page's <main> is searched (an info page says what it is
   * about in its text); 'summary': only its description, for pages whose HTML is a frame the
   * app fills (a tool) or a list of what other results already hold (a catalogue).
   */
  text: v.picklist(['page', 'summary']),
  /** Below 1 for a page that teaches less than a guide or a lesson (terms, privacy). */
  weight: v.optional(v.pipe(v.number(), v.minValue(0.1), v.maxValue(1))),
})

const AliasEntrySchema = v.object({
  path: v.pipe(v.string(), v.regex(/^\/[a-z0-9/-]*$/, 'a path of the site, e.g. /mi-lana')),
  aliases: v.pipe(v.array(alias), v.minLength(1, 'give at least one name'), v.maxLength(16)),
  page: v.optional(PageSchema),
})

export const SearchAliasesSchema = v.pipe(
  v.array(AliasEntrySchema),
  v.check(
    (entries) => new Set(entries.map((entry) => entry.path)).size === entries.length,
    'each path is listed once',
  ),
  v.check((entries) => {
    const names = entries.flatMap((entry) => entry.aliases.map(foldText))
    return new Set(names).size === names.length
  }, 'a name belongs to one page only: the query that is that name opens it first'),
)

export type SearchAliasEntry = v.InferOutput<typeof AliasEntrySchema>

export const loadSearchAliases = (input: unknown = raw): SearchAliasEntry[] =>
  parseDataFile('data/search-aliases.json', SearchAliasesSchema, input, (record) =>
    record && typeof record === 'object' && 'path' in record ? String(record.path) : undefined,
  )
