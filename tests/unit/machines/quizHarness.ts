import { vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { type QuizResultsRequest, quizMachine } from '../../../machines/quizMachine'
import type { ServiceResult } from '../../../src/lib/serviceResult'

type Settle = (result: ServiceResult | Error) => void

/** A quiz actor on a simulated clock, with a controllable e-mail send and a results spy. */
export function startQuiz(institutionVariant = 0) {
  const clock = new SimulatedClock()
  const sent: { request: QuizResultsRequest; settle: Settle }[] = []
  const showResults = vi.fn()
  const machine = quizMachine.provide({
    actors: {
      sendResults: fromPromise<ServiceResult, QuizResultsRequest>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            sent.push({
              request: input,
              settle: (result) => (result instanceof Error ? reject(result) : resolve(result)),
            })
          }),
      ),
    },
    actions: { showResults: ({ context }) => showResults(context.answers) },
  })
  const actor = createActor(machine, { clock, input: { institutionVariant } })
  actor.start()
  const snapshot = () => actor.getSnapshot()
  /** Moves the clock 1 ms at a time, so timers scheduled by timers also fire on time. */
  const advance = (ms: number) => {
    for (let i = 0; i < ms; i++) clock.increment(1)
  }
  /** Lets the clock run until the current step's inputs (and every option button) are showing. */
  const waitForInputs = () => {
    for (let guard = 0; guard < 2000 && !snapshot().matches({ asking: { inputs: 'ready' } }); guard++)
      clock.increment(10)
  }
  return { actor, clock, advance, sent, showResults, snapshot, waitForInputs }
}
