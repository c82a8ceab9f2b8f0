/**
 * What course pages need to *describe* progress, without the stored value's schema
 * (src/domain/courseProgress.ts, valibot): the sections a progress element counts, the pass
 * mark. Small on purpose: course pages import it on first load.
 */
import { FINAL_EXAM_SECTION } from '../../data/finalExam'

/** Section ids per module id, per course id (virtual:data/course-outlines). */
export type CourseOutlines = Record<string, Record<string, string[]>>

/** Pass mark of a final exam: 60 % of the questions (12 of 20). */
export const PASS_RATIO = 0.6

export const hasPassed = (score: number, total: number) => total > 0 && score / total >= PASS_RATIO - 1e-9

/** Scores are keyed "<moduleId>/<sectionId>"; the final exam's section id ends the key. */
export const FINAL_EXAM_KEY_SUFFIX = `/${FINAL_EXAM_SECTION}`

export { FINAL_EXAM_SECTION }

/** "modulo-1/objetivos modulo-1/lectura …" (a custom element's attribute) → sections per module. */
export function parseSectionTokens(text: string | undefined): Record<string, string[]> {
  const modules: Record<string, string[]> = {}
  for (const token of (text ?? '').split(/\s+/)) {
    const [moduleId, sectionId] = token.split('/')
    if (!moduleId || !sectionId) continue
    const list = modules[moduleId] ?? []
    list.push(sectionId)
    modules[moduleId] = list
  }
  return modules
}

export const sectionTokens = (modules: Record<string, string[]>) =>
  Object.entries(modules)
    .flatMap(([moduleId, sections]) => sections.map((section) => `${moduleId}/${section}`))
    .join(' ')
