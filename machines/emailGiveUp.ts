import { failure, type ServiceResult } from '../src/domain/serviceResult'

/**
 * How long a form waits for the e-mail service before it gives up and says the message did
 * not go (the form keeps everything typed; sending again retries). It is a named delay in
 * every machine that sends an e-mail, so the model tests cover «no reply» on a simulated
 * clock; the app sets it from VITE_EMAIL_TIMEOUT_MS (`.provide({ delays })`, see
 * src/services/config.ts). The e-mail service itself waits as long as the network does.
 */
export const EMAIL_GIVE_UP_MS = 15_000

/** The named delay, for a sending machine's `delays`. */
export const emailGiveUpDelay = { emailGiveUp: EMAIL_GIVE_UP_MS }

/** Every form logs its give-up in the same words; `form` is the tag its other logs use. */
export function logEmailGiveUp(form: string) {
  console.error(`[${form}] gave up: the e-mail service did not answer in time`)
}

/**
 * A give-up cannot cancel a request: @emailjs/browser 4.4.1's `send` takes no AbortSignal,
 * and even an aborted fetch may already have reached the server. So the sender remembers
 * each message's attempts (`key`: the same message gives the same key):
 * - a retry while an earlier attempt is still on its way waits for it, and reports its
 *   success instead of sending again (after a failure it sends);
 * - an attempt that went through after its form had given up (its `signal` aborted) is
 *   kept, and the next attempt of that message reports it instead of sending again.
 * A message that goes through while its form still waits is forgotten: sending the same
 * text again later is a new message.
 */
export function oneDeliveryPerMessage() {
  const inFlight = new Map<string, Promise<ServiceResult>>()
  const deliveredUnseen = new Set<string>()

  return function attempt(
    key: string,
    send: () => Promise<ServiceResult>,
    signal?: AbortSignal,
  ): Promise<ServiceResult> {
    const earlier = inFlight.get(key)
    const current = (async (): Promise<ServiceResult> => {
      if (deliveredUnseen.delete(key)) return { ok: true }
      if (earlier && (await earlier).ok) {
        deliveredUnseen.delete(key) // seen now, through this retry
        return { ok: true }
      }
      try {
        return await send()
      } catch (error) {
        return failure('server-error', String(error))
      }
    })()
    inFlight.set(key, current)
    void current.then((outcome) => {
      if (inFlight.get(key) === current) inFlight.delete(key)
      if (outcome.ok && signal?.aborted) deliveredUnseen.add(key)
    })
    return current
  }
}
