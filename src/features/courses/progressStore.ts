import { type Actor, createActor } from 'xstate'
import { courseProgressMachine } from '../../../machines/courseProgressMachine'
import { browserStorage, deviceStorageActor } from '../../device/deviceStorage'
import { pageSingleton } from '../../device/pageSingleton'
import { courseProgressFormat } from '../../domain/courseProgress'
import { PAGE_SINGLETONS } from '../../domain/pageContract'

export type CourseProgressStore = Actor<typeof courseProgressMachine>

/**
 * The page's one course-progress actor, shared by the custom elements (enhancement chunk,
 * no React) and the React parts (quizzes, exam, «Reiniciar mi avance»): both bundles get
 * the same actor through the global symbol registry.
 */
export const courseProgressStore = (): CourseProgressStore =>
  pageSingleton(PAGE_SINGLETONS.courseProgress, () =>
    createActor(
      courseProgressMachine.provide({
        actors: {
          deviceStorage: deviceStorageActor({
            format: courseProgressFormat,
            getStorage: browserStorage,
            events: typeof window === 'undefined' ? null : window,
          }),
        },
      }),
    ).start(),
  )
