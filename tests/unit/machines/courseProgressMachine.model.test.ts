import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { courseProgressMachine } from '../../../machines/courseProgressMachine'
import { type CourseProgress, courseProgressFormat } from '../../../src/domain/courseProgress'
import { modelTests } from './modelTesting'
import { storedValueFlow } from './storedValueModel'

/**
 * Course progress as the student sees it on «Finanzas personales»: whether «Lectura» of
 * module 1 is marked as read and the best score of its quiz (out of 5), on a device that
 * works, fills up, is blocked or holds damaged progress, with another tab where the
 * student read that section and scored 4.
 */
const COURSE = 'finanzas-personales'
interface Seen {
  read: boolean
  best: number | null
}
const score = (value: number) =>
  ({
    type: 'quiz.score',
    courseId: COURSE,
    moduleId: 'modulo-1',
    sectionId: 'quiz',
    score: value,
    total: 5,
  }) as const

/** What the course page shows of the stored progress. */
function seen(progress: CourseProgress): Seen {
  const course = progress.courses[COURSE]
  return {
    read: course?.opened['modulo-1']?.includes('lectura') ?? false,
    best: course?.scores['modulo-1/quiz']?.best ?? null,
  }
}

const otherTab: CourseProgress = {
  courses: {
    [COURSE]: {
      opened: { 'modulo-1': ['lectura'] },
      scores: { 'modulo-1/quiz': { best: 4, total: 5 } },
      last: { moduleId: 'modulo-1', sectionId: 'lectura', label: 'Lectura', at: 7 },
    },
  },
}

const { model, harness } = storedValueFlow({
  empty: { read: false, best: null } as Seen,
  changes: {
    READ: (seen: Seen) => ({ ...seen, read: true }),
    // The best score is kept: 4 of 5 is the best there is here.
    SCORE_4: (seen: Seen) => ({ ...seen, best: 4 }),
    RESET_COURSE: () => ({ read: false, best: null }),
  },
  otherTab,
  format: courseProgressFormat,
  seen,
  starter: (deviceStorage) => {
    const machine = courseProgressMachine.provide({ actors: { deviceStorage } })
    return () => createActor(machine, { clock: new SimulatedClock() }).start()
  },
  page: (actor) => {
    const { progress, problem, notice } = actor.getSnapshot().context
    return { shown: seen(progress), problem, notice: notice === 'corrupt' }
  },
  change: (actor, change) => {
    if (change === 'READ')
      actor.send({
        type: 'section.open',
        courseId: COURSE,
        moduleId: 'modulo-1',
        sectionId: 'lectura',
        at: 1,
      })
    else if (change === 'RESET_COURSE') actor.send({ type: 'course.reset', courseId: COURSE })
    else actor.send(score(4))
  },
})

describe('courseProgressMachine against the model', () => {
  const paths = modelTests(model, harness, {
    maxSteps: 4,
    sizes: { states: 127, transitions: 831, simple: 334 },
  })

  it('the model keeps the best score and reaches every storage situation', () => {
    const contexts = paths.shortest.map((path) => path.state.context)
    expect(contexts.some((context) => context.problem === 'full' && context.shown.best === 4)).toBe(true)
    expect(contexts.some((context) => context.problem === 'unavailable' && context.shown.read)).toBe(true)
    expect(contexts.some((context) => context.notice && context.stored !== 'damaged')).toBe(true)
    expect(contexts.some((context) => context.stored === 'damaged' && context.shown.best === 4)).toBe(true)
  })
})
