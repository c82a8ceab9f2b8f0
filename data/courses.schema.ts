import * as v from 'valibot'
import raw from './courses.json' with { type: 'json' }
import { localAsset, nonEmptyText, parseDataFile, slug, uniqueField } from './parse.ts'

export const courseLevels = ['Principiante', 'Intermedio', 'Avanzado'] as const
export type CourseLevel = (typeof courseLevels)[number]

const CourseSchema = v.object({
  id: slug,
  title: nonEmptyText,
  /** Paragraphs separated by line breaks. */
  description: nonEmptyText,
  level: v.picklist(courseLevels, 'level must be Principiante, Intermedio or Avanzado'),
  duration: nonEmptyText,
  rating: v.pipe(v.number(), v.minValue(0), v.maxValue(5, 'ratings are out of 5')),
  bannerUrl: localAsset,
  modules: v.pipe(
    v.array(
      v.object({
        id: v.pipe(v.string(), v.regex(/^modulo-\d+$/, 'module ids are modulo-N')),
        title: nonEmptyText,
        duration: nonEmptyText,
      }),
    ),
    v.minLength(1),
    uniqueField('id'),
    v.check(
      (modules) => modules.every((module, index) => module.id === `modulo-${index + 1}`),
      'modules must be modulo-1, modulo-2, … in order',
    ),
  ),
  extras: v.pipe(v.array(nonEmptyText), v.minLength(1, 'list what the student will learn')),
  details: v.object({
    rating: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
    totalDuration: nonEmptyText,
    modality: nonEmptyText,
    level: v.picklist(courseLevels),
  }),
})

export const CoursesSchema = v.pipe(v.array(CourseSchema), uniqueField('id'))

export type Course = v.InferOutput<typeof CourseSchema>
export type CourseSummary = Omit<Course, 'modules' | 'extras' | 'details'>

export const loadCourses = (input: unknown = raw) => parseDataFile('data/courses.json', CoursesSchema, input)
