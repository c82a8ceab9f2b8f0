import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { savedListMachine } from '../../../machines/savedListMachine'
import { type SavedList, savedListFormat } from '../../../src/domain/savedList'
import { byStateName, modelTests } from './modelTesting'
import { storedValueFlow } from './storedValueModel'

/**
 * «Mis becas» as the student sees it: saving and unsaving programme 3 (the list shows the
 * programmes in the order they were saved) on a device that works, fills up, is blocked or
 * holds a damaged list, with another tab that saves programme 8 or damages the list.
 */
const { model, harness } = storedValueFlow({
  empty: [] as number[],
  changes: {
    TOGGLE: (saved: number[]) => (saved.includes(3) ? saved.filter((index) => index !== 3) : [...saved, 3]),
  },
  otherTab: { saved: [8], ticks: { 8: ['curp'] } } satisfies SavedList,
  format: savedListFormat,
  seen: (list) => list.saved,
  starter: (deviceStorage) => {
    const machine = savedListMachine.provide({ actors: { deviceStorage } })
    return () => createActor(machine, { clock: new SimulatedClock() }).start()
  },
  page: (actor) => {
    const { saved, problem, notice } = actor.getSnapshot().context
    return { shown: saved, problem, notice: notice === 'corrupt' }
  },
  change: (actor) => actor.send({ type: 'toggle', index: 3 }),
})

describe('savedListMachine against the model', () => {
  const paths = modelTests(model, harness, {
    maxSteps: 4,
    sizes: { states: 89, transitions: 447, simple: 164 },
  })

  it('the model reaches a full device, a blocked one, a damaged list and another tab’s list', () => {
    const contexts = paths.shortest.map((path) => path.state.context)
    expect(contexts.some((context) => context.problem === 'full' && context.shown.includes(3))).toBe(true)
    expect(contexts.some((context) => context.problem === 'unavailable' && context.shown.includes(3))).toBe(
      true,
    )
    expect(contexts.some((context) => context.notice && context.stored === 'nothing')).toBe(false)
    expect(contexts.some((context) => context.notice)).toBe(true)
    expect(contexts.some((context) => context.shown.includes(8) && context.shown.includes(3))).toBe(true)
    expect(paths.shortest.map((path) => byStateName(path.state))).toContain('closed')
  })
})
