import { fromPromise, type SimulatedClock } from 'xstate'
import { failure, ok, type ServiceResult } from '../../../src/domain/serviceResult'

/**
 * The outside world of the machines under test, as the model tests drive it: a simulated
 * clock, and injected services whose calls the test answers, fails or leaves hanging.
 */

/** Moves a simulated clock `ms` forward in steps, so timers that timers schedule also fire on time. */
export function advance(clock: SimulatedClock, ms: number, step = 1) {
  for (let elapsed = 0; elapsed < ms; elapsed += step) clock.increment(Math.min(step, ms - elapsed))
}

/** Lets settled promises reach the actor that waits for them. */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

/** One call to an injected service, which the test answers (an Error rejects) or leaves hanging. */
export interface PendingCall<TOutput, TInput> {
  input: TInput
  settled: boolean
  settle: (outcome: TOutput | Error) => void
}

/** An injected promise actor whose calls the test answers one by one: succeed, fail, or never. */
export function answerableService<TOutput, TInput>() {
  const calls: PendingCall<TOutput, TInput>[] = []
  const logic = fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => {
        const call: PendingCall<TOutput, TInput> = {
          input,
          settled: false,
          settle: (outcome) => {
            call.settled = true
            if (outcome instanceof Error) reject(outcome)
            else resolve(outcome)
          },
        }
        calls.push(call)
        // A machine that gives up on the call (a named delay) stops it: nobody waits for it any more.
        signal.addEventListener('abort', () => {
          call.settled = true
        })
      }),
  )
  return { logic, calls, pending: () => calls.filter((call) => !call.settled) }
}

/** How a service answers in the models: it sends, it refuses (ok: false), or the network fails. */
const replies = {
  SENT: ok,
  REFUSED: failure('server-error', '500'),
  NETWORK_DOWN: new TypeError('Failed to fetch'),
}
/**
 * A model event for the service's answer. NO_REPLY: none comes while the clock runs on for
 * 20 s, longer than the 15 s after which the sending forms give up (emailGiveUp, a named delay).
 */
export type Reply = keyof typeof replies | 'NO_REPLY'
export const isReply = (type: string): type is Reply => type in replies || type === 'NO_REPLY'

/** The service answers its latest call as the model event says, and the actor takes the answer. */
export function reply(
  service: { calls: PendingCall<ServiceResult, unknown>[] },
  clock: SimulatedClock,
  type: Reply,
) {
  if (type === 'NO_REPLY') advance(clock, 20_000, 10)
  else service.calls.at(-1)?.settle(replies[type])
  return settle()
}
