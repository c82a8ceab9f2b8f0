import { vi } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { type QuizResultsRequest, quizMachine } from '../../../machines/quizMachine'
import type { ServiceResult } from '../../../src/domain/serviceResult'
import { advance, answerableService } from './fakeServices'

/** A quiz actor on a simulated clock, with an e-mail send the test answers and a results spy. */
export function startQuiz(institutionVariant = 0) {
  const clock = new SimulatedClock()
  const { logic: sendResults, calls: sent } = answerableService<ServiceResult, QuizResultsRequest>()
  const showResults = vi.fn()
  const machine = quizMachine.provide({
    actors: { sendResults },
    actions: { showResults: ({ context }) => showResults(context.answers) },
  })
  const actor = createActor(machine, { clock, input: { institutionVariant } })
  actor.start()
  const snapshot = () => actor.getSnapshot()
  /** Lets the clock run until the current step's inputs (and every option button) are showing. */
  const waitForInputs = () => {
    for (let guard = 0; guard < 2000 && !snapshot().matches({ asking: { inputs: 'ready' } }); guard++)
      clock.increment(10)
  }
  return {
    actor,
    clock,
    advance: (ms: number) => advance(clock, ms),
    sent,
    showResults,
    snapshot,
    waitForInputs,
  }
}
