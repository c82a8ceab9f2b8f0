import { assign, setup } from 'xstate'
import {
  type CourseProgress,
  emptyCourseProgress,
  withoutCourse,
  withQuizScore,
  withSectionOpened,
} from '../src/domain/courseProgress'
import type { StorageReply } from '../src/domain/storedValue'
import {
  deviceStorageNotProvided,
  type StoredValueStatus,
  storedValueSteps,
  writeStoredValue,
} from './storedValueSteps'

/**
 * Course progress kept on the device: sections opened, best quiz and exam scores, the
 * last section visited, per course.
 *
 * Kept on the device with the steps every stored value takes (storedValueSteps.ts: the
 * injected `deviceStorage` actor; `problem` when a write fails, `notice` when a damaged
 * value was replaced by an empty one).
 */
export type CourseProgressEvent =
  | StorageReply<CourseProgress>
  | {
      type: 'section.open'
      courseId: string
      moduleId: string
      sectionId: string
      label?: string
      at: number
    }
  | {
      type: 'quiz.score'
      courseId: string
      moduleId: string
      sectionId: string
      score: number
      total: number
    }
  | { type: 'course.reset'; courseId: string }
  | { type: 'notice.dismiss' }

export interface CourseProgressContext extends StoredValueStatus {
  progress: CourseProgress
}

const courseProgressSetup = setup({
  types: {
    context: {} as CourseProgressContext,
    events: {} as CourseProgressEvent,
  },
  actors: { deviceStorage: deviceStorageNotProvided<CourseProgress>('courseProgressMachine') },
  actions: {
    write: writeStoredValue((context: CourseProgressContext) => context.progress),
  },
})

const stored = storedValueSteps(courseProgressSetup, (value: CourseProgress) => ({ progress: value }))

export const courseProgressMachine = courseProgressSetup.createMachine({
  id: 'courseProgress',
  context: { progress: emptyCourseProgress(), problem: null, notice: null },
  invoke: { id: 'storage', src: 'deviceStorage' },
  initial: 'loading',
  states: {
    loading: { on: stored.loading },
    ready: {
      on: {
        ...stored.ready,
        'section.open': {
          actions: [
            assign({
              progress: ({ context, event }) =>
                withSectionOpened(context.progress, event.courseId, {
                  moduleId: event.moduleId,
                  sectionId: event.sectionId,
                  label: event.label,
                  at: event.at,
                }),
            }),
            'write',
          ],
        },
        'quiz.score': {
          guard: ({ event }) => event.total > 0 && event.score >= 0 && event.score <= event.total,
          actions: [
            assign({
              progress: ({ context, event }) =>
                withQuizScore(context.progress, event.courseId, {
                  moduleId: event.moduleId,
                  sectionId: event.sectionId,
                  score: event.score,
                  total: event.total,
                }),
            }),
            'write',
          ],
        },
        'course.reset': {
          actions: [
            assign({ progress: ({ context, event }) => withoutCourse(context.progress, event.courseId) }),
            'write',
          ],
        },
      },
    },
  },
})

export const CORRUPT_NOTICE =
  'Tu avance guardado en este dispositivo estaba dañado y no se pudo leer, así que empezamos uno nuevo. Guardamos una copia del anterior.'
