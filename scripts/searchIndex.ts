/**
 * «Buscar»: the Pagefind index of the built site (docs/decisions/0005-search.md).
 *
 * Pagefind reads the pre-rendered HTML in dist/client and indexes only what the pages mark
 * with `data-pagefind-body` (src/lib/searchKinds.ts: a programme, a guide, a course, a
 * template), in Spanish from `<html lang="es-MX">`, with the page's kind as a filter. Two
 * kinds of result have no page of their own, so they are custom records built from the same
 * data the pages show: each section of a course module (a module page pre-renders only its
 * first section; the result opens `?seccion=`) and each community group (they share
 * /comunidades; the result opens `?estado=`).
 */
import path from 'node:path'
import * as pagefind from 'pagefind'
import { loadCommunities } from '../data/communities.schema.ts'
import { loadCourses } from '../data/courses.schema.ts'
import type { ContentBlock, CourseModule } from '../data/module.schema.ts'
import { KIND_FILTER, type SearchKind } from '../src/lib/searchKinds.ts'
import { readModuleFiles } from './moduleFiles.ts'

/** The language Pagefind gives the pages (from `lang="es-MX"`): custom records join it. */
export const INDEX_LANGUAGE = 'es-mx'

export interface SearchRecord {
  url: string
  title: string
  /** What the result says it is part of, e.g. «Módulo 2 · Finanzas personales». */
  context: string
  content: string
  kind: SearchKind
}

/** A content block as plain text (tables by row, lists by item). */
function blockText(block: ContentBlock): string {
  if (typeof block === 'string') return block
  switch (block.type) {
    case 'paragraph':
    case 'text':
    case 'link':
      return block.text
    case 'list':
    case 'orderedList':
      return block.items.join('. ')
    case 'table':
      return [block.headers.join(', '), ...block.rows.map((row) => row.join(', '))].join('. ')
  }
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
      content: [
        section.title,
        ...(section.content ?? []).map(blockText),
        ...(section.questions ?? []).map((question) => question.question),
      ].join('\n'),
      kind: 'cursos',
    }))
  })
}

/** One record per community group, opening /comunidades on its state. */
export function communityRecords(): SearchRecord[] {
  return loadCommunities().map((group) => ({
    url: `/comunidades?estado=${encodeURIComponent(group.state)}#${group.id}`,
    title: group.institution,
    context: `${group.category} · ${group.state}`,
    content: [group.institution, group.category, group.state, group.about].join('\n'),
    kind: 'comunidades',
  }))
}

/** Indexes `clientDir`'s pages plus `records`, and writes the index to `<clientDir>/pagefind`. */
export async function buildSearchIndex(clientDir: string, records: SearchRecord[]) {
  const { index, errors } = await pagefind.createIndex({})
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
  try {
    const pages = await index.addDirectory({ path: clientDir })
    if (pages.errors.length) throw new Error(`Pagefind: ${pages.errors.join('; ')}`)
    for (const record of records) {
      const added = await index.addCustomRecord({
        url: record.url,
        content: record.content,
        language: INDEX_LANGUAGE,
        meta: { title: record.title, context: record.context },
        filters: { [KIND_FILTER]: [record.kind] },
      })
      if (added.errors.length) throw new Error(`Pagefind: ${record.url}: ${added.errors.join('; ')}`)
    }
    const written = await index.writeFiles({ outputPath: path.join(clientDir, 'pagefind') })
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`)
    return { pages: pages.page_count, records: records.length }
  } finally {
    await pagefind.close()
  }
}
