import { type Actor, createActor } from 'xstate'
import { courseProgressMachine } from '../../../machines/courseProgressMachine'
import { browserStorage, deviceStorageActor } from '../../device/deviceStorage'
import { courseProgressFormat } from '../../domain/courseProgress'
import { COURSE_PROGRESS_KEY } from '../../enhance/pageContract'

export type CourseProgressStore = Actor<typeof courseProgressMachine>

declare module '../../enhance/pageContract' {
  interface PageStores {
    /** Course progress: the page's one actor (courseProgressChunk.page.ts). */
    courseProgress: CourseProgressStore
  }
}

let pageStore: CourseProgressStore | null = null

/**
 * The page's one course-progress actor, in the page script: its custom elements use it
 * directly, and the React parts (quizzes, exam, «Reiniciar mi avance») find it through the
 * page's store registry (findStore('courseProgress')), so no second copy can exist.
 */
export function courseProgressStore(): CourseProgressStore {
  pageStore ??= createActor(
    courseProgressMachine.provide({
      actors: {
        deviceStorage: deviceStorageActor({
          key: COURSE_PROGRESS_KEY,
          format: courseProgressFormat,
          getStorage: browserStorage,
          events: typeof window === 'undefined' ? null : window,
        }),
      },
    }),
  ).start()
  return pageStore
}
