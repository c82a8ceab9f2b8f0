/**
 * «Buscar»: the search index of the built site (docs/decisions/0009-search-relevance.md).
 *
 * Reads the pre-rendered HTML in dist/client and indexes only what the pages mark with
 * `data-search="<kind>"` (src/domain/searchKinds.ts: a programme, a guide, a course, a template),
 * leaving out what they mark `data-search-ignore`. Two kinds of result have no page of their
 * own, so they are records built from the same data the pages show: each section of a course
 * module (a module page pre-renders only its first section; the result opens `?seccion=`)
 * and each community group (they share /comunidades; the result opens `?estado=`).
 *
 * Writes to dist/client/search/<version>/ (the version changes with any file, see
 * src/domain/searchDocument.ts) and names the version in dist/client/search/version.json:
 * - index.json: MiniSearch's index;
 * - words.json: every word of the index, for the query layer (src/domain/searchLexicon.ts),
 *   and where each text pack starts;
 * - texts/<pack>.json: the texts of neighbouring documents by blocks, fetched for the
 *   results shown (excerpts, phrases).
 */
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib'
import { Parser } from 'htmlparser2'
import MiniSearch from 'minisearch'
import { loadCommunities } from '../data/communities.schema.ts'
import { loadCourses } from '../data/courses.schema.ts'
import { loadFaq } from '../data/faq.schema.ts'
import type { ContentBlock, CourseModule } from '../data/module.schema.ts'
import { loadSearchAliases, type SearchAliasEntry } from '../data/search-aliases.schema.ts'
import { loadSearchSynonyms, type SearchSynonym } from '../data/search-synonyms.schema.ts'
import { faqAnswerId } from '../src/domain/faqAnchor.ts'
import {
  SEARCH_DIR,
  SEARCH_VERSION_URL,
  type SearchDocument,
  type SearchWordsFile,
  searchFileUrl,
  searchIndexOptions,
  type TextPack,
} from '../src/domain/searchDocument.ts'
import {
  isSearchKind,
  SEARCH_BODY_ATTRIBUTE,
  SEARCH_CONTEXT_ATTRIBUTE,
  SEARCH_IGNORE_ATTRIBUTE,
  type SearchKind,
} from '../src/domain/searchKinds.ts'
import { contentWords, STOP_WORDS } from '../src/domain/searchWords.ts'
import { readModuleFiles } from './moduleFiles.ts'

/** A document before it gets its id and text file. */
export interface SearchRecord {
  url: string
  title: string
  /** What the result says it is part of, e.g. «Módulo 2: … · Finanzas personales». */
  context: string
  headings: string[]
  /** The text in reading order, one entry per paragraph, item, row… */
  blocks: string[]
  kind: SearchKind
  label?: string
  weight?: number
  /** What students call it (data/search-aliases.json). */
  aliases?: readonly string[]
}

/** Elements whose text is not content: code, controls, forms, pictures. */
const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'select',
  'textarea',
  'form',
])
/** Elements that flow inside a line: their text joins the block around them. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'img',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
])
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])

/** The text of a part of a built page, block by block, and the page's description. */
interface PageText {
  /** The marked kind (`data-search`), or 'main' when the page's <main> was read. */
  kind: string | undefined
  title: string
  context: string
  headings: string[]
  blocks: string[]
  description: string
}

/**
 * Reads the part of a built page that `rootOf` names (an element's attributes → a kind, or
 * undefined). Every block (paragraph, list item, table cell, heading…) is its own piece of
 * text, so words of two blocks never run together («Datos de la beca» + «Institución»).
 */
function readPage(
  html: string,
  url: string,
  rootOf: (name: string, attributes: Record<string, string>) => string | undefined,
): PageText {
  let kind: string | undefined
  let description = ''
  /** Depth inside the marked content (0: outside), and inside an ignored or skipped part. */
  let depth = 0
  let ignoredFrom = 0
  let contextFrom = 0
  let heading: 'title' | 'heading' | null = null
  let title = ''
  const headings: string[] = []
  const blocks: string[] = []
  const context: string[] = []
  let current = ''

  const flush = () => {
    const text = current.replace(/\s+/g, ' ').trim()
    current = ''
    if (!text) return
    if (contextFrom) context.push(text)
    else if (heading === 'title' && !title) title = text
    else if (heading) headings.push(text)
    else blocks.push(text)
  }

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const opens = !VOID.has(name)
        if (depth === 0) {
          if (name === 'meta' && attributes.name === 'description') description = attributes.content ?? ''
          const marked = rootOf(name, attributes)
          if (marked === undefined) return
          if (kind !== undefined) throw new Error(`${url}: more than one element is marked ${marked}`)
          kind = marked
          depth = 1
          return
        }
        if (!INLINE.has(name)) flush()
        if (name === 'br') current += ' '
        if (!opens) return
        depth += 1
        if (!ignoredFrom && (SKIPPED.has(name) || SEARCH_IGNORE_ATTRIBUTE in attributes)) ignoredFrom = depth
        if (!contextFrom && SEARCH_CONTEXT_ATTRIBUTE in attributes) contextFrom = depth
        if (/^h[1-6]$/.test(name)) heading = name === 'h1' ? 'title' : 'heading'
      },
      ontext(text) {
        if (depth > 0 && !ignoredFrom) current += text
      },
      onclosetag(name) {
        // Void elements (img, br…) never opened a level.
        if (depth === 0 || VOID.has(name)) return
        if (!INLINE.has(name)) flush()
        if (/^h[1-6]$/.test(name)) heading = null
        if (ignoredFrom === depth) ignoredFrom = 0
        if (contextFrom === depth) contextFrom = 0
        depth -= 1
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  )
  parser.end(html)
  return { kind, title, context: context.join(' · '), headings, blocks, description }
}

/**
 * The searchable content of one built page, or null when the page marks none (see
 * readPage).
 */
export function pageRecord(html: string, url: string): SearchRecord | null {
  const { kind, title, context, headings, blocks } = readPage(html, url, (_name, attributes) =>
    attributes[SEARCH_BODY_ATTRIBUTE] === undefined ? undefined : attributes[SEARCH_BODY_ATTRIBUTE],
  )
  if (kind === undefined) return null
  if (!isSearchKind(kind))
    throw new Error(`${url}: ${SEARCH_BODY_ATTRIBUTE}="${kind}" is not a kind of result`)
  if (!title) throw new Error(`${url}: the searchable content has no <h1> to name the result`)
  return { url, title, context, headings, blocks, kind }
}

/**
 * A page that marks no searchable content — a tool, a catalogue, an info page — as the
 * result the aliases file describes (data/search-aliases.json): its title and kind from
 * there; its text, the page's description and, for `text: 'page'`, every block of its <main>.
 */
export function sitePageRecord(html: string, entry: SearchAliasEntry): SearchRecord {
  const { page, path: url } = entry
  if (!page) throw new Error(`${url}: no page to describe in data/search-aliases.json`)
  if (!isSearchKind(page.kind)) throw new Error(`${url}: «${page.kind}» is not a kind of result`)
  const read = readPage(html, url, (name) => (name === 'main' ? 'main' : undefined))
  if (read.kind === undefined) throw new Error(`${url}: the built page has no <main> to search`)
  const whole = page.text === 'page'
  return {
    url,
    title: page.title,
    context: page.context ?? '',
    headings: whole ? read.headings : [],
    blocks: [read.description, ...(whole ? read.blocks : [])].filter(Boolean),
    kind: page.kind,
    label: page.label,
    ...(page.weight ? { weight: page.weight } : {}),
  }
}

/** A content block as plain text: one block per paragraph, item or table row. */
function blockTexts(block: ContentBlock): string[] {
  if (typeof block === 'string') return [block]
  switch (block.type) {
    case 'paragraph':
    case 'text':
    case 'link':
      return [block.text]
    case 'list':
    case 'orderedList':
      return block.items
    case 'table':
      return [block.headers.join(', '), ...block.rows.map((row) => row.join(', '))]
  }
}

/**
 * How well a kind of section answers a question about its topic: a lesson explains it (1);
 * myths, examples, cases, activities and resources apply it (0.8); a quiz or the exam asks,
 * a bibliography lists sources, objectives and closing words speak of the module (0.5).
 * Sections are named by kind in the module files; a new kind counts as a lesson.
 */
const SECTION_WEIGHTS: [RegExp, number][] = [
  [/^(mitos|ejemplo|caso|actividad|recurso)/, 0.8],
  [/^(quiz|examen|bibliografia|lecturas|frase|objetivos|info|finalizacion|luego-examen|reflexion)/, 0.5],
]

function sectionWeight(section: CourseModule['sections'][number]): { weight?: number } {
  const weight = section.questions ? 0.5 : SECTION_WEIGHTS.find(([kind]) => kind.test(section.id))?.[1]
  return weight ? { weight } : {}
}

/** One record per section of every module: its text, or a quiz's questions. */
export function sectionRecords(modules: CourseModule[] = readModuleFiles()): SearchRecord[] {
  const courses = new Map(loadCourses().map((course) => [course.id, course]))
  return modules.flatMap((module) => {
    const course = courses.get(module.courseId)
    const number = (course?.modules.findIndex((entry) => entry.id === module.id) ?? 0) + 1
    return module.sections.map((section) => ({
      url: `/cursos/${module.courseId}/${module.id}?seccion=${section.id}`,
      title: section.title,
      context: `Módulo ${number}: ${module.title} · ${course?.title ?? ''}`,
      headings: [],
      blocks: [
        ...(section.content ?? []).flatMap(blockTexts),
        ...(section.questions ?? []).map((question) => question.question),
      ],
      kind: 'cursos' as const,
      label: 'Sección del curso',
      ...sectionWeight(section),
    }))
  })
}

/** One record per community group, opening /comunidades on its state. */
export function communityRecords(): SearchRecord[] {
  return loadCommunities().map((group) => ({
    url: `/comunidades?estado=${encodeURIComponent(group.state)}#${group.id}`,
    title: group.institution,
    context: `${group.category} · ${group.state}`,
    headings: [],
    blocks: group.about ? [group.about] : [],
    kind: 'comunidades' as const,
  }))
}

/** Each answer of /preguntas-frecuentes, a result of its own that opens at the answer. */
export function faqRecords(): SearchRecord[] {
  const records = loadFaq().flatMap((section) =>
    section.items.map((item) => ({
      url: `/preguntas-frecuentes#${faqAnswerId(item.question)}`,
      title: item.question,
      context: `Preguntas frecuentes · ${section.title}`,
      headings: [],
      blocks: [item.answer],
      kind: 'sitio' as const,
      label: 'Pregunta frecuente',
    })),
  )
  const urls = records.map((record) => record.url)
  const repeated = urls.find((url, at) => urls.indexOf(url) !== at)
  if (repeated) throw new Error(`data/faq.json: two questions open at ${repeated}`)
  return records
}

/** Every page of `clientDir` that marks searchable content, as records (URL without «/»). */
export async function pageRecords(clientDir: string): Promise<SearchRecord[]> {
  const files = (await readdir(clientDir, { recursive: true }))
    .map(String)
    .filter((file) => file.endsWith('index.html'))
    .sort()
  const records: SearchRecord[] = []
  for (const file of files) {
    const html = await readFile(path.join(clientDir, file), 'utf8')
    if (!html.includes(SEARCH_BODY_ATTRIBUTE)) continue
    const url = `/${path.dirname(file).split(path.sep).join('/')}`.replace(/^\/\.$/, '/')
    const record = pageRecord(html, url)
    if (record) records.push(record)
  }
  return records
}

/**
 * The aliases file applied (data/search-aliases.json): each listed page that marks no content
 * becomes a result read from its built HTML, and every listed path's names go with its
 * result. Returns the records with their names, and the problems, one a line: a path the
 * build did not write, a page listed as new that is already a result, a path that is no result.
 */
export async function applyAliases(
  clientDir: string,
  records: readonly SearchRecord[],
  entries: readonly SearchAliasEntry[],
): Promise<{ records: SearchRecord[]; problems: string[] }> {
  const problems: string[] = []
  const byUrl = new Map(records.map((record) => [record.url, record]))
  const pages: SearchRecord[] = []
  for (const entry of entries) {
    if (!entry.page) continue
    if (byUrl.has(entry.path)) {
      problems.push(`${entry.path} is already a result: give it names without «page»`)
      continue
    }
    const html = await readFile(path.join(clientDir, entry.path, 'index.html'), 'utf8').catch(() => null)
    if (html === null) problems.push(`${entry.path}: the build wrote no such page`)
    else pages.push(sitePageRecord(html, entry))
  }
  const named = new Map(entries.map((entry) => [entry.path, entry.aliases]))
  const all = [...records, ...pages].map((record) => {
    const aliases = named.get(record.url)
    return aliases ? { ...record, aliases } : record
  })
  const results = new Set(all.map((record) => record.url))
  for (const entry of entries) {
    if (!entry.page && !results.has(entry.path))
      problems.push(`${entry.path} is not a result: list it with «page» or fix the path`)
  }
  return { records: all, problems }
}

/** A pack's text, at most (a single longer document makes a pack of its own). */
const PACK_CHARACTERS = 6_000

/** What makes neighbours: a kind of page, or a module's sections. */
const neighbourhood = (record: SearchRecord) =>
  record.url
    .split(/[?#]/)[0]
    ?.split('/')
    .slice(0, record.url.includes('?') ? 4 : 2)
    .join('/')

/**
 * Where each text pack starts: neighbouring documents (in the index's order) share a pack
 * up to PACK_CHARACTERS of text, so the results of one search come in a few requests.
 */
export function textPacks(records: readonly SearchRecord[]): number[] {
  const starts: number[] = []
  let size = 0
  records.forEach((record, id) => {
    const length = record.blocks.reduce((sum, block) => sum + block.length, 0)
    const previous = records[id - 1]
    if (!previous || neighbourhood(previous) !== neighbourhood(record) || size + length > PACK_CHARACTERS) {
      starts.push(id)
      size = 0
    }
    size += length
  })
  return starts
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16)

/**
 * Checks the synonym list against the index: an alternative no page uses would find
 * nothing, and a stop word would never be searched. Returns the problems, one a line.
 */
export function synonymProblems(synonyms: SearchSynonym[], vocabulary: ReadonlySet<string>): string[] {
  return synonyms.flatMap(({ word, alsoSearch }) => [
    ...(STOP_WORDS.has(contentWords(word)[0] ?? '') || contentWords(word).length === 0
      ? [`«${word}» is a stop word: it is never searched`]
      : []),
    ...alsoSearch.flatMap((alternative) => {
      const words = contentWords(alternative)
      const missing = words.filter((one) => !vocabulary.has(one))
      return missing.length || words.length === 0
        ? [
            `«${word}» → «${alternative}»: no page uses ${missing.map((one) => `«${one}»`).join(', ') || 'it'}`,
          ]
        : []
    }),
  ])
}

/**
 * Indexes the pages of `clientDir` plus `records`, and writes the index to `<clientDir>/search`;
 * fails when `synonyms` point at words no page uses.
 */
export async function buildSearchIndex(
  clientDir: string,
  records: SearchRecord[],
  synonyms: SearchSynonym[] = loadSearchSynonyms(),
  aliases: SearchAliasEntry[] = loadSearchAliases(),
) {
  const pages = await pageRecords(clientDir)
  const named = await applyAliases(clientDir, [...pages, ...records], aliases)
  if (named.problems.length) throw new Error(`data/search-aliases.json:\n${named.problems.join('\n')}`)
  const all = named.records
  const outDir = path.join(clientDir, SEARCH_DIR)
  await rm(outDir, { recursive: true, force: true })

  const documents: SearchDocument[] = all.map((record, id) => ({
    id,
    url: record.url,
    title: record.title,
    context: record.context,
    kind: record.kind,
    ...(record.label ? { label: record.label } : {}),
    ...(record.weight ? { weight: record.weight } : {}),
    ...(record.aliases ? { aliases: record.aliases.join('\n') } : {}),
    headings: record.headings.join('\n'),
    body: record.blocks.join('\n'),
  }))
  const index = new MiniSearch<SearchDocument>(searchIndexOptions)
  index.addAll(documents)

  const vocabulary = new Set(
    documents.flatMap((document) =>
      contentWords(
        [document.title, document.aliases ?? '', document.headings, document.context, document.body].join(
          '\n',
        ),
      ),
    ),
  )
  const problems = synonymProblems(synonyms, vocabulary)
  if (problems.length) throw new Error(`data/search-synonyms.json:\n${problems.join('\n')}`)

  const packs = textPacks(all)
  const files: Record<Parameters<typeof searchFileUrl>[1], string> = {
    'index.json': JSON.stringify(index),
    'words.json': JSON.stringify({ words: [...vocabulary].sort(), packs } satisfies SearchWordsFile),
  }
  for (const [pack, first] of packs.entries()) {
    const blocks = all.slice(first, packs[pack + 1] ?? all.length).map((record) => record.blocks)
    files[`texts/${pack}.json`] = JSON.stringify({ blocks } satisfies TextPack)
  }
  const version = hashOf(Object.values(files).join('\n'))
  for (const [file, content] of Object.entries(files)) {
    const written = path.join(clientDir, searchFileUrl(version, file as keyof typeof files))
    await mkdir(path.dirname(written), { recursive: true })
    await writeFile(written, content)
    // Compressed once at the strongest setting: `npm start` serves these as they are.
    await writeFile(
      `${written}.br`,
      brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    )
    await writeFile(`${written}.gz`, gzipSync(content, { level: 9 }))
  }
  await writeFile(path.join(clientDir, SEARCH_VERSION_URL), JSON.stringify({ version }))
  return { pages: pages.length, records: all.length - pages.length, words: vocabulary.size }
}
