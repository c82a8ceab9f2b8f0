import * as v from 'valibot'
import { FINAL_EXAM_SECTION } from './finalExam.ts'
import { httpsUrl, localAsset, nonEmptyText, paragraphBlock, parseDataFile, uniqueField } from './parse.ts'

const optionKeys = ['a', 'b', 'c', 'd'] as const

/** Content blocks (spec §3): a plain string is a paragraph. */
const BlockSchema = v.union([
  nonEmptyText,
  v.variant('type', [
    paragraphBlock,
    v.object({ type: v.literal('text'), text: nonEmptyText }),
    v.object({ type: v.literal('list'), items: v.pipe(v.array(nonEmptyText), v.minLength(1)) }),
    v.object({ type: v.literal('orderedList'), items: v.pipe(v.array(nonEmptyText), v.minLength(1)) }),
    v.object({ type: v.literal('link'), text: nonEmptyText, href: httpsUrl }),
    v.pipe(
      v.object({
        type: v.literal('table'),
        headers: v.pipe(v.array(nonEmptyText), v.minLength(1)),
        rows: v.pipe(v.array(v.array(v.string())), v.minLength(1)),
      }),
      v.check(
        (table) => table.rows.every((row) => row.length === table.headers.length),
        'every table row needs one cell per header',
      ),
    ),
  ]),
])

const QuestionSchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.regex(/^q\d+$/, 'question ids are q1, q2, …')),
    question: nonEmptyText,
    options: v.pipe(
      v.array(v.object({ key: v.picklist(optionKeys, 'option keys are a–d'), text: nonEmptyText })),
      v.minLength(2),
      uniqueField('key'),
    ),
    correct: v.picklist(optionKeys, 'the correct key is a letter a–d'),
    /** Final exam only: the module whose content the question covers (what to review when missed). */
    module: v.optional(v.pipe(v.string(), v.regex(/^modulo-\d+$/, "a question's module is modulo-N"))),
  }),
  v.check(
    (question) => question.options.some((option) => option.key === question.correct),
    'the correct key is not among the options',
  ),
)

const SectionSchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'section ids are lowercase slugs')),
    navLabel: nonEmptyText,
    title: nonEmptyText,
    content: v.optional(v.pipe(v.array(BlockSchema), v.minLength(1))),
    questions: v.optional(v.pipe(v.array(QuestionSchema), v.minLength(1), uniqueField('id'))),
  }),
  v.check(
    (section) => (section.content === undefined) !== (section.questions === undefined),
    'a section holds either content or questions, not both and not neither',
  ),
)

export const ModuleSchema = v.object({
  courseId: nonEmptyText,
  id: v.pipe(v.string(), v.regex(/^modulo-\d+$/, 'module ids are modulo-N')),
  title: nonEmptyText,
  estimatedDuration: nonEmptyText,
  format: nonEmptyText,
  bannerUrl: localAsset,
  sections: v.pipe(v.array(SectionSchema), v.minLength(1), uniqueField('id')),
})

export type CourseModule = v.InferOutput<typeof ModuleSchema>
export type ModuleSection = CourseModule['sections'][number]
export type ContentBlock = NonNullable<ModuleSection['content']>[number]
export type QuizQuestion = NonNullable<ModuleSection['questions']>[number]

/** Validates one module file; `file` names it in error messages (data/modules/<course>/<id>.json). */
export const loadModule = (file: string, input: unknown) => parseDataFile(file, ModuleSchema, input)

/**
 * The course list and the module files must agree: every listed module has its file with
 * the same title and course, and no file is left out.
 */
export function checkCourseModules(
  courses: { id: string; modules: { id: string; title: string }[] }[],
  modules: CourseModule[],
): void {
  const problems: string[] = []
  courses.forEach((course, index) => {
    const files = modules.filter((module) => module.courseId === course.id)
    if (files.length !== course.modules.length) {
      problems.push(
        `data/courses.json: record ${index} (id "${course.id}"), field "modules": lists ${course.modules.length} modules but data/modules/${course.id}/ has ${files.length}`,
      )
    }
    for (const file of files) {
      const exam = file.sections.find((section) => section.id === FINAL_EXAM_SECTION)
      exam?.questions?.forEach((question) => {
        if (
          !question.module ||
          question.module === file.id ||
          !course.modules.some((m) => m.id === question.module)
        ) {
          problems.push(
            `data/modules/${course.id}/${file.id}.json: final exam question "${question.id}", field "module": name an earlier module of the course (modulo-N) whose content it covers`,
          )
        }
      })
    }
    for (const listed of course.modules) {
      const file = files.find((module) => module.id === listed.id)
      if (!file) problems.push(`data/modules/${course.id}/${listed.id}.json is missing`)
      else if (file.title !== listed.title) {
        problems.push(
          `data/modules/${course.id}/${listed.id}.json: field "title" differs from data/courses.json`,
        )
      }
    }
  })
  if (problems.length > 0) throw new Error(`Invalid data\n${problems.join('\n')}`)
}
