/**
 * Serves validated data to the app as virtual modules, so a page ships only the slice it
 * needs and the browser never parses raw data. For each collection:
 *
 *   virtual:data/<name>            every record (small collections)
 *   virtual:data/<name>-summaries  short records for lists and search
 *   virtual:data/<name>-details    `keys` and `loadRecord(key)`, one lazy chunk per record
 *   virtual:data/<name>/<key>      one record
 *
 * The JSON is read and validated here, at build time, with the same schemas as the tests.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { loadApplicationDocuments } from '../data/application-documents.schema.ts'
import { loadArticleCategories } from '../data/article-categories.schema.ts'
import { loadArticles, toArticleSummary } from '../data/articles.schema.ts'
import { loadCatalogue, toCatalogueSummary } from '../data/catalogue.ts'
import { loadCommunities } from '../data/communities.schema.ts'
import { loadCourses } from '../data/courses.schema.ts'
import { loadFaq } from '../data/faq.schema.ts'
import { loadInstitutions } from '../data/institutions.schema.ts'
import { loadAbout, loadPrivacyPolicy, loadTerms } from '../data/legal.schema.ts'
import { checkCourseModules } from '../data/module.schema.ts'
import { loadNotFoundRoutes } from '../data/not-found-routes.schema.ts'
import { loadScholarshipReference } from '../data/scholarship-reference.schema.ts'
import { eligibilityByIndex, loadScholarships } from '../data/scholarships.schema.ts'
import { loadSearchSynonyms } from '../data/search-synonyms.schema.ts'
import { loadSite } from '../data/site.schema.ts'
import { loadStates } from '../data/states.schema.ts'
import { loadTemplates } from '../data/templates.schema.ts'
import { loadTestimonials } from '../data/testimonials.schema.ts'
import { knownHostsOf } from '../src/domain/callReport.ts'
import { readModuleFiles } from './moduleFiles.ts'

const PREFIX = 'virtual:data/'
const RESOLVED = `\0${PREFIX}`

const readData = (file: string) => JSON.parse(readFileSync(path.resolve('data', file), 'utf8')) as unknown

interface Collection {
  /** Data files the collection is read from (watched in dev). */
  files: string[]
  records: () => { key: string; record: unknown }[]
  summary?: (record: never) => unknown
}

const collections: Record<string, Collection> = {
  scholarships: {
    files: ['scholarships.json', 'calls.json'],
    records: () =>
      loadCatalogue(readData('scholarships.json'), readData('calls.json')).map((record) => ({
        key: String(record.index),
        record,
      })),
    summary: toCatalogueSummary,
  },
  articles: {
    files: ['articles.json'],
    records: () => loadArticles(readData('articles.json')).map((record) => ({ key: record.id, record })),
    summary: toArticleSummary,
  },
  'article-categories': {
    files: ['article-categories.json', 'articles.json'],
    records: () =>
      loadArticleCategories(readData('article-categories.json'), readData('articles.json')).map((record) => ({
        key: record.slug,
        record,
      })),
  },
  courses: {
    files: ['courses.json'],
    records: () => {
      const courses = loadCourses(readData('courses.json'))
      checkCourseModules(courses, readModuleFiles())
      return courses.map((record) => ({ key: record.id, record }))
    },
  },
  templates: {
    files: ['templates.json'],
    records: () => loadTemplates(readData('templates.json')).map((record) => ({ key: record.slug, record })),
  },
  modules: {
    files: ['courses.json'],
    records: () => readModuleFiles().map((record) => ({ key: `${record.courseId}/${record.id}`, record })),
  },
}

const asModule = (value: unknown) => `export default ${JSON.stringify(value)}`

/** Single documents and small lists shipped whole: virtual:data/<name>. */
const documents: Record<string, { file: string; alsoFrom?: string[]; load: () => unknown }> = {
  communities: { file: 'communities.json', load: () => loadCommunities(readData('communities.json')) },
  faq: { file: 'faq.json', load: () => loadFaq(readData('faq.json')) },
  about: { file: 'about.json', load: () => loadAbout(readData('about.json')) },
  'privacy-policy': {
    file: 'privacy-policy.json',
    load: () => loadPrivacyPolicy(readData('privacy-policy.json')),
  },
  terms: { file: 'terms.json', load: () => loadTerms(readData('terms.json')) },
  // «Mis becas» checklists: nine short records.
  'application-documents': {
    file: 'application-documents.json',
    load: () => loadApplicationDocuments(readData('application-documents.json')),
  },
  // Section ids of every module, per course: what course progress counts (no module text).
  'course-outlines': {
    file: 'courses.json',
    load: () => {
      const outlines: Record<string, Record<string, string[]>> = {}
      for (const module of readModuleFiles()) {
        const course = outlines[module.courseId] ?? {}
        course[module.id] = module.sections.map((section) => section.id)
        outlines[module.courseId] = course
      }
      return outlines
    },
  },
  // The header, footer and page heads of every page: no schema or parser in the browser.
  site: { file: 'site.json', load: () => loadSite(readData('site.json')) },
  // Small tables the app reads as they are, validated here (no schema or parser in the browser).
  'scholarship-reference': {
    file: 'scholarship-reference.json',
    load: () => loadScholarshipReference(readData('scholarship-reference.json')),
  },
  // Who may apply to the programmes whose «Ámbito» does not say it all: only the quiz results read it.
  'scholarship-eligibility': {
    file: 'scholarships.json',
    load: () => eligibilityByIndex(loadScholarships(readData('scholarships.json'))),
  },
  states: { file: 'states.json', load: () => loadStates(readData('states.json')) },
  institutions: { file: 'institutions.json', load: () => loadInstitutions(readData('institutions.json')) },
  // Which of the quiz's institutions are places to study (positions in institutions.json): those
  // some programme is «Solo para estudiantes de». Step 2 groups them apart from the governments,
  // foundations and banks that grant (decision 0040); positions, not names, as the names are here already.
  'quiz-schools': {
    file: 'institutions.json',
    alsoFrom: ['scholarships.json'],
    load: () => {
      const schools = new Set(loadScholarships(readData('scholarships.json')).flatMap((s) => s.studentsOf))
      return loadInstitutions(readData('institutions.json')).flatMap((name, index) =>
        schools.has(name) ? [index] : [],
      )
    },
  },
  testimonials: { file: 'testimonials.json', load: () => loadTestimonials(readData('testimonials.json')) },
  // «¿Ya abrió? Avísanos»: the hosts we know for each programme, so a report can say whether
  // its link is on one (official page and the pages its calls cite); only the form's chunk loads it.
  'call-report-hosts': {
    file: 'calls.json',
    alsoFrom: ['scholarships.json'],
    load: () =>
      Object.fromEntries(
        loadCatalogue(readData('scholarships.json'), readData('calls.json')).map((entry) => [
          String(entry.index),
          knownHostsOf(entry),
        ]),
      ),
  },
  // «Buscar»: how students say it, loaded with the search code on the first search.
  'search-synonyms': {
    file: 'search-synonyms.json',
    load: () => loadSearchSynonyms(readData('search-synonyms.json')),
  },
  'not-found-routes': {
    file: 'not-found-routes.json',
    load: () => loadNotFoundRoutes(readData('not-found-routes.json')),
  },
}

function moduleSource(name: string): { files: string[]; code: string } | null {
  const document = documents[name]
  if (document)
    return { files: [document.file, ...(document.alsoFrom ?? [])], code: asModule(document.load()) }
  const [, collectionName = '', part = '', key] =
    /^([a-z-]+?)(?:(-summaries|-details)|\/(.+))?$/.exec(name) ?? []
  const collection = collections[collectionName]
  if (!collection) return null
  const entries = collection.records()
  const { files } = collection
  if (key !== undefined) {
    const entry = entries.find((candidate) => candidate.key === key)
    return entry ? { files, code: asModule(entry.record) } : null
  }
  if (part === '-summaries' && collection.summary) {
    const summary = collection.summary
    return { files, code: asModule(entries.map(({ record }) => summary(record as never))) }
  }
  if (part === '-details') {
    const loaders = entries.map(
      ({ key: k }) =>
        `${JSON.stringify(k)}: () => import(${JSON.stringify(`${PREFIX}${collectionName}/${k}`)})`,
    )
    return {
      files,
      code: `const loaders = {${loaders.join(',\n')}}
export const keys = ${JSON.stringify(entries.map((entry) => entry.key))}
export function loadRecord(key) {
  const load = Object.hasOwn(loaders, key) ? loaders[key] : undefined
  return load ? load().then((module) => module.default) : Promise.resolve(undefined)
}`,
    }
  }
  if (part === '') return { files, code: asModule(entries.map(({ record }) => record)) }
  return null
}

export function dataModules(): Plugin {
  return {
    name: 'yasecomo:data-modules',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null
      const source = moduleSource(id.slice(RESOLVED.length))
      if (!source) throw new Error(`Unknown data module ${id.slice(1)}`)
      for (const file of source.files) this.addWatchFile(path.resolve('data', file))
      return source.code
    },
  }
}
