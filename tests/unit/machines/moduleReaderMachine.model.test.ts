import { describe, expect, it } from 'vitest'
import { createActor, createMachine, SimulatedClock, type SnapshotFrom } from 'xstate'
import { canGoNext, canGoPrevious, moduleReaderMachine } from '../../../machines/moduleReaderMachine'
import { byStateName, type Harness, modelTests } from './modelTesting'

/**
 * Reading a two-module course as the student sees it (spec §2 "Module reader"): «Siguiente»
 * and «Anterior» move through the sections; «Siguiente» on the last section opens the next
 * module at its first section; «Anterior» is disabled on a module's first section and
 * «Siguiente» on the course's last one (tags `noPrevious`, `noNext`). The side links jump
 * to a module's first or last section. The address always names the section shown.
 */
type ReaderModelEvent = { type: 'NEXT' | 'PREVIOUS' | 'SIDE_FIRST' | 'SIDE_LAST' }

const model = createMachine({
  types: {} as { events: ReaderModelEvent },
  id: 'course',
  initial: 'm1',
  states: {
    m1: {
      initial: 'objetivos',
      states: {
        objetivos: {
          tags: ['noPrevious'],
          on: { NEXT: 'lectura', PREVIOUS: 'objetivos', SIDE_FIRST: 'objetivos', SIDE_LAST: 'quiz' },
        },
        lectura: { on: { NEXT: 'quiz', PREVIOUS: 'objetivos', SIDE_FIRST: 'objetivos', SIDE_LAST: 'quiz' } },
        quiz: { on: { NEXT: '#course.m2', PREVIOUS: 'lectura', SIDE_FIRST: 'objetivos', SIDE_LAST: 'quiz' } },
      },
    },
    m2: {
      initial: 'objetivos',
      states: {
        objetivos: {
          tags: ['noPrevious'],
          on: { NEXT: 'examen', PREVIOUS: 'objetivos', SIDE_FIRST: 'objetivos', SIDE_LAST: 'examen' },
        },
        examen: {
          tags: ['noNext'],
          on: { NEXT: 'examen', PREVIOUS: 'objetivos', SIDE_FIRST: 'objetivos', SIDE_LAST: 'examen' },
        },
      },
    },
  },
})

/** The course as the page knows it: module id → section ids. */
const course: Record<string, string[]> = { m1: ['objetivos', 'lectura', 'quiz'], m2: ['objetivos', 'examen'] }
const moduleIds = Object.keys(course)
const input = (moduleId: string) => ({
  sections: course[moduleId] ?? [],
  nextModuleId: moduleIds[moduleIds.indexOf(moduleId) + 1] ?? null,
})

interface ReaderView {
  at: string
  previous: 'enabled' | 'disabled'
  next: 'enabled' | 'disabled'
}

/** The reader and a stand-in for the page around it: the address and the open module. */
function start() {
  const page = { moduleId: 'm1', url: 'm1', navigateTo: null as string | null }
  const machine = moduleReaderMachine.provide({
    actions: {
      showSection: ({ context }) =>
        Object.assign(page, { url: `${page.moduleId}.${context.sections[context.index]}` }),
      openNextModule: ({ context }) => Object.assign(page, { navigateTo: context.nextModuleId }),
    },
  })
  const actor = createActor(machine, { clock: new SimulatedClock(), input: input('m1') })
  actor.start()
  return { actor, page }
}
type Reader = ReturnType<typeof start>

function view({ actor, page }: Reader): ReaderView {
  const { context } = actor.getSnapshot()
  const at = `${page.moduleId}.${context.sections[context.index]}`
  // A module's own address (no ?seccion=) shows its first section.
  const url = page.url.includes('.') ? page.url : `${page.url}.${course[page.url]?.[0]}`
  return {
    at: url === at ? at : `${at} (the address says ${url})`,
    previous: canGoPrevious(context) ? 'enabled' : 'disabled',
    next: canGoNext(context) ? 'enabled' : 'disabled',
  }
}

const expected = (state: SnapshotFrom<typeof model>): ReaderView => ({
  at: byStateName(state),
  previous: state.hasTag('noPrevious') ? 'disabled' : 'enabled',
  next: state.hasTag('noNext') ? 'disabled' : 'enabled',
})

function perform({ actor, page }: Reader, { type }: ReaderModelEvent) {
  const { sections } = actor.getSnapshot().context
  const sideLink = (sectionId: string) => {
    // The side links and the selector change the address, then tell the reader.
    page.url = `${page.moduleId}.${sectionId}`
    actor.send({ type: 'reader.goTo', sectionId })
  }
  switch (type) {
    case 'NEXT':
      actor.send({ type: 'reader.next' })
      break
    case 'PREVIOUS':
      actor.send({ type: 'reader.previous' })
      break
    case 'SIDE_FIRST':
      sideLink(sections[0] ?? '')
      break
    case 'SIDE_LAST':
      sideLink(sections.at(-1) ?? '')
      break
  }
  // Opening the next module is a navigation: the page then hands the reader the new module.
  if (page.navigateTo) {
    Object.assign(page, { moduleId: page.navigateTo, url: page.navigateTo, navigateTo: null })
    actor.send({ type: 'reader.open', ...input(page.moduleId) })
  }
}

const harness: Harness<typeof model, Reader, ReaderView> = { start, perform, view, expected }

describe('moduleReaderMachine against the model', () => {
  const paths = modelTests(model, harness, { maxSteps: 6, sizes: { states: 5, transitions: 17, simple: 14 } })

  it('the model walks the whole course and presses both buttons where they are disabled', () => {
    expect(paths.shortest.map((path) => byStateName(path.state))).toHaveLength(5)
    const pressedDisabled = paths.edges.filter(
      ({ from, event }) =>
        (from.hasTag('noPrevious') && event.type === 'PREVIOUS') ||
        (from.hasTag('noNext') && event.type === 'NEXT'),
    )
    expect(pressedDisabled).toHaveLength(3)
  })
})
