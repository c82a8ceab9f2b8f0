import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { CORRUPT_NOTICE, courseProgressMachine } from '../../../machines/courseProgressMachine'
import { deviceStorageActor } from '../../../src/device/deviceStorage'
import {
  type CourseProgress,
  courseCounts,
  courseProgressFormat,
  hasPassed,
  mostRecentCourse,
  openedCount,
  parseCourseProgress,
  parseSectionTokens,
  sectionTokens,
  serializeCourseProgress,
} from '../../../src/domain/courseProgress'
import { damagedKey } from '../../../src/domain/storedValue'
import { COURSE_PROGRESS_KEY } from '../../../src/enhance/pageContract'
import { FakeStorage, FakeWindow } from './fakeDevice'

function start(
  storage: FakeStorage | null = new FakeStorage(),
  events = new FakeWindow(COURSE_PROGRESS_KEY),
) {
  const machine = courseProgressMachine.provide({
    actors: {
      deviceStorage: deviceStorageActor({
        key: COURSE_PROGRESS_KEY,
        format: courseProgressFormat,
        getStorage: () => storage,
        events,
      }),
    },
  })
  const actor = createActor(machine).start()
  const stored = () => parseCourseProgress(storage?.items.get(COURSE_PROGRESS_KEY) ?? 'null')
  return { actor, storage, events, stored, context: () => actor.getSnapshot().context }
}

const FP = 'finanzas-personales'
const open = (moduleId: string, sectionId: string, at = 1000, courseId = FP) =>
  ({ type: 'section.open', courseId, moduleId, sectionId, label: sectionId, at }) as const

describe('courseProgressMachine with the device storage', () => {
  it('records opened sections once each, the last visit, and writes every change', () => {
    const { actor, stored, context } = start()
    expect(actor.getSnapshot().value).toBe('ready')
    actor.send(open('modulo-1', 'objetivos', 1))
    actor.send(open('modulo-1', 'lectura', 2))
    actor.send(open('modulo-1', 'objetivos', 3))
    const course = context().progress.courses[FP]
    expect(course?.opened).toEqual({ 'modulo-1': ['objetivos', 'lectura'] })
    expect(course?.last).toEqual({ moduleId: 'modulo-1', sectionId: 'objetivos', label: 'objetivos', at: 3 })
    expect(stored()).toEqual(context().progress)
  })

  it('keeps each quiz’s best score; a new total (changed quiz) starts over', () => {
    const { actor, context } = start()
    const score = (sectionId: string, value: number, total = 5) =>
      actor.send({ type: 'quiz.score', courseId: FP, moduleId: 'modulo-1', sectionId, score: value, total })
    score('quiz', 3)
    score('quiz', 2)
    expect(context().progress.courses[FP]?.scores['modulo-1/quiz']).toEqual({ best: 3, total: 5 })
    score('quiz', 5)
    expect(context().progress.courses[FP]?.scores['modulo-1/quiz']).toEqual({ best: 5, total: 5 })
    score('quiz', 1, 6)
    expect(context().progress.courses[FP]?.scores['modulo-1/quiz']).toEqual({ best: 1, total: 6 })
    score('quiz', 9, 6) // impossible: ignored
    expect(context().progress.courses[FP]?.scores['modulo-1/quiz']).toEqual({ best: 1, total: 6 })
  })

  it('survives a reload; resetting one course leaves the others', () => {
    const first = start()
    first.actor.send(open('modulo-2', 'mitos'))
    first.actor.send(open('modulo-1', 'lectura', 5, 'cripto-blockchain'))
    first.actor.stop()
    const reloaded = start(first.storage)
    expect(reloaded.context().progress).toEqual(first.context().progress)
    reloaded.actor.send({ type: 'course.reset', courseId: FP })
    expect(Object.keys(reloaded.context().progress.courses)).toEqual(['cripto-blockchain'])
    expect(reloaded.stored()?.courses[FP]).toBeUndefined()
  })

  it('a full storage keeps the progress for the visit and says so; it recovers when there is room', () => {
    const { actor, storage, context, stored } = start()
    actor.send(open('modulo-1', 'objetivos'))
    ;(storage as FakeStorage).full = true
    actor.send(open('modulo-1', 'lectura'))
    expect(context().progress.courses[FP]?.opened['modulo-1']).toEqual(['objetivos', 'lectura'])
    expect(context().problem).toBe('full')
    expect(stored()?.courses[FP]?.opened['modulo-1']).toEqual(['objetivos'])
    ;(storage as FakeStorage).full = false
    actor.send(open('modulo-1', 'mitos'))
    expect(context().problem).toBeNull()
    expect(stored()?.courses[FP]?.opened['modulo-1']).toEqual(['objetivos', 'lectura', 'mitos'])
  })

  it('without storage (blocked, private mode) it works for the visit and says so', () => {
    const { actor, context } = start(null)
    expect(context().problem).toBe('unavailable')
    actor.send(open('modulo-1', 'objetivos'))
    expect(context().progress.courses[FP]?.opened['modulo-1']).toEqual(['objetivos'])
    const blocked = new FakeStorage()
    blocked.broken = true
    expect(start(blocked).context().problem).toBe('unavailable')
  })

  it('a corrupted value is replaced with a notice, and a copy is kept', () => {
    for (const damaged of [
      '{"version":1,"courses":',
      '{"version":1,"courses":{"finanzas-personales":{"opened":{"modulo-1":["a","a"]},"scores":{},"last":null}}}',
      '{"version":1,"courses":{"x":{"opened":{},"scores":{"modulo-1/quiz":{"best":6,"total":5}},"last":null}}}',
      '{"version":2,"courses":{}}',
      '[]',
    ]) {
      const storage = new FakeStorage()
      storage.items.set(COURSE_PROGRESS_KEY, damaged)
      const { context, stored, actor } = start(storage)
      expect(context().notice, damaged).toBe('corrupt')
      expect(context().progress).toEqual({ courses: {} })
      expect(stored()).toEqual({ courses: {} })
      expect(storage.items.get(damagedKey(COURSE_PROGRESS_KEY))).toBe(damaged)
      actor.send({ type: 'notice.dismiss' })
      expect(context().notice).toBeNull()
    }
    expect(CORRUPT_NOTICE).toMatch(/dañado/)
  })

  it('follows another tab, and ignores what another tab breaks', () => {
    const { actor, storage, events, context } = start()
    actor.send(open('modulo-1', 'objetivos'))
    const other: CourseProgress = {
      courses: {
        [FP]: {
          opened: { 'modulo-1': ['objetivos', 'lectura'] },
          scores: {},
          last: { moduleId: 'modulo-1', sectionId: 'lectura', label: 'Lectura', at: 9 },
        },
      },
    }
    events.otherTabWrites(storage as FakeStorage, serializeCourseProgress(other))
    expect(context().progress).toEqual(other)
    events.otherTabWrites(storage as FakeStorage, 'no es json')
    expect(context().progress).toEqual(other)
    events.otherTabWrites(storage as FakeStorage, null)
    expect(context().progress).toEqual({ courses: {} })
  })
})

describe('what the pages show', () => {
  const outline = { 'modulo-1': ['objetivos', 'lectura', 'quiz'], 'modulo-2': ['objetivos', 'mitos'] }
  const progress: CourseProgress = {
    courses: {
      [FP]: {
        opened: { 'modulo-1': ['objetivos', 'quiz', 'gone'], 'modulo-2': ['mitos'] },
        scores: {},
        last: { moduleId: 'modulo-2', sectionId: 'mitos', label: 'Mitos', at: 50 },
      },
      'cripto-blockchain': {
        opened: {},
        scores: {},
        last: { moduleId: 'modulo-1', sectionId: 'lectura', label: '', at: 20 },
      },
    },
  }

  it('counts only sections that still exist', () => {
    expect(openedCount(progress, FP, 'modulo-1', outline['modulo-1'])).toBe(2)
    expect(courseCounts(progress, FP, outline)).toEqual({ opened: 3, total: 5, percent: 60 })
    expect(courseCounts(progress, 'otro', outline)).toEqual({ opened: 0, total: 5, percent: 0 })
  })

  it('section tokens round-trip', () => {
    expect(parseSectionTokens(sectionTokens(outline))).toEqual(outline)
    expect(parseSectionTokens(' basura  modulo-1/a ')).toEqual({ 'modulo-1': ['a'] })
  })

  it('the most recent course, and the pass mark at 60 %', () => {
    expect(mostRecentCourse(progress, [FP, 'cripto-blockchain'])?.courseId).toBe(FP)
    expect(mostRecentCourse(progress, ['cripto-blockchain'])?.last.sectionId).toBe('lectura')
    expect(mostRecentCourse(progress, ['nada'])).toBeNull()
    expect(hasPassed(12, 20)).toBe(true)
    expect(hasPassed(11, 20)).toBe(false)
    expect(hasPassed(3, 5)).toBe(true)
  })
})
