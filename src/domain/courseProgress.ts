/**
 * Course progress as stored on the student's device: per course, the sections opened in
 * each module, the best score of each quiz (mini-quizzes and the final exam) and the last
 * section visited. Versioned and validated on every read: whatever is in localStorage is
 * untrusted input (another version of the site, an extension, a half-written value).
 */
import * as v from 'valibot'
import { parseStoredJson, type StoredValueFormat } from './storedValue'

export {
  type CourseOutlines,
  FINAL_EXAM_KEY_SUFFIX,
  hasPassed,
  PASS_RATIO,
  parseSectionTokens,
  sectionTokens,
} from './courseOutline'

/** The version of its shape (where it lives is COURSE_PROGRESS_KEY, src/enhance/pageContract.ts). */
export const COURSE_PROGRESS_VERSION = 1

export interface QuizScore {
  best: number
  total: number
}

export interface LastVisit {
  moduleId: string
  sectionId: string
  /** The section's label in the side navigation when it was visited («Mitos»). */
  label: string
  /** When (ms since 1970), to pick the most recent course on /cursos. */
  at: number
}

export interface CourseRecord {
  /** Section ids opened, per module id. */
  opened: Record<string, string[]>
  /** Best score per quiz, keyed "<moduleId>/<sectionId>". */
  scores: Record<string, QuizScore>
  last: LastVisit | null
}

export interface CourseProgress {
  courses: Record<string, CourseRecord>
}

export const emptyCourseProgress = (): CourseProgress => ({ courses: {} })
export const emptyCourseRecord = (): CourseRecord => ({ opened: {}, scores: {}, last: null })

const id = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/))
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000))

const CourseRecordSchema = v.object({
  opened: v.record(
    id,
    v.pipe(
      v.array(id),
      v.maxLength(200),
      v.check((list) => new Set(list).size === list.length, 'no repeated section'),
    ),
  ),
  scores: v.record(
    v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}\/[a-z0-9-]{1,40}$/)),
    v.pipe(
      v.object({ best: count, total: v.pipe(count, v.minValue(1)) }),
      v.check((score) => score.best <= score.total, 'a score is at most its total'),
    ),
  ),
  last: v.nullable(
    v.object({
      moduleId: id,
      sectionId: id,
      label: v.pipe(v.string(), v.maxLength(120)),
      at: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
  ),
})

const StoredSchema = v.object({
  version: v.literal(COURSE_PROGRESS_VERSION),
  courses: v.record(id, CourseRecordSchema),
})

/** How course progress is read and written (src/device/deviceStorage.ts keeps it on the device). */
export const courseProgressFormat: StoredValueFormat<CourseProgress> = {
  empty: emptyCourseProgress,
  parse: (text) => parseCourseProgress(text),
  serialize: (progress) => serializeCourseProgress(progress),
}

/** The stored text back as progress; null when it is not valid stored progress. */
export function parseCourseProgress(text: string): CourseProgress | null {
  const stored = parseStoredJson(text, StoredSchema)
  return stored ? { courses: stored.courses } : null
}

export const serializeCourseProgress = (progress: CourseProgress) =>
  JSON.stringify({ version: COURSE_PROGRESS_VERSION, courses: progress.courses })

// ——— Pure updates (the machine applies them) ———

export function withSectionOpened(
  progress: CourseProgress,
  courseId: string,
  visit: Omit<LastVisit, 'label'> & { label?: string },
): CourseProgress {
  const course = progress.courses[courseId] ?? emptyCourseRecord()
  const opened = course.opened[visit.moduleId] ?? []
  return {
    courses: {
      ...progress.courses,
      [courseId]: {
        ...course,
        opened: opened.includes(visit.sectionId)
          ? course.opened
          : { ...course.opened, [visit.moduleId]: [...opened, visit.sectionId] },
        last: {
          moduleId: visit.moduleId,
          sectionId: visit.sectionId,
          label: (visit.label ?? '').slice(0, 120),
          at: Math.max(0, Math.round(visit.at)),
        },
      },
    },
  }
}

export function withQuizScore(
  progress: CourseProgress,
  courseId: string,
  quiz: { moduleId: string; sectionId: string; score: number; total: number },
): CourseProgress {
  const course = progress.courses[courseId] ?? emptyCourseRecord()
  const key = `${quiz.moduleId}/${quiz.sectionId}`
  const previous = course.scores[key]
  const best = previous && previous.total === quiz.total ? Math.max(previous.best, quiz.score) : quiz.score
  return {
    courses: {
      ...progress.courses,
      [courseId]: { ...course, scores: { ...course.scores, [key]: { best, total: quiz.total } } },
    },
  }
}

export function withoutCourse(progress: CourseProgress, courseId: string): CourseProgress {
  const { [courseId]: _removed, ...rest } = progress.courses
  return { courses: rest }
}

// ——— What the pages show ———

/** Sections of `sectionIds` (one module) the student opened. */
export function openedCount(
  progress: CourseProgress,
  courseId: string,
  moduleId: string,
  sectionIds: string[],
) {
  const opened = progress.courses[courseId]?.opened[moduleId] ?? []
  return sectionIds.filter((section) => opened.includes(section)).length
}

/** Opened and total sections of a course, counting only sections that exist in `modules`. */
export function courseCounts(progress: CourseProgress, courseId: string, modules: Record<string, string[]>) {
  let opened = 0
  let total = 0
  for (const [moduleId, sections] of Object.entries(modules)) {
    opened += openedCount(progress, courseId, moduleId, sections)
    total += sections.length
  }
  return { opened, total, percent: total === 0 ? 0 : Math.round((opened / total) * 100) }
}

/** The course whose last visit is the most recent (for «Continúa donde te quedaste» on /cursos). */
export function mostRecentCourse(progress: CourseProgress, courseIds: string[]) {
  let found: { courseId: string; last: LastVisit } | null = null
  for (const courseId of courseIds) {
    const last = progress.courses[courseId]?.last
    if (last && (!found || last.at > found.last.at)) found = { courseId, last }
  }
  return found
}
