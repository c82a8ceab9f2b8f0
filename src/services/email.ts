import { oneDeliveryPerMessage } from '../../machines/emailGiveUp'
import { failure, ok, reasonForStatus, type ServiceResult } from '../domain/serviceResult'
import { type EmailUse, emailConfig } from './config'

export type TemplateParams = Record<string, string>

type EmailJs = typeof import('@emailjs/browser')

let loaded: Promise<EmailJs> | undefined

/** @emailjs/browser is loaded on first use, so it never weighs on a page's first load. */
function loadEmailJs(): Promise<EmailJs> {
  loaded ??= import('@emailjs/browser').then((emailjs) => {
    emailjs.init({
      publicKey: emailConfig.publicKey,
      // blockHeadless stays off: it always fires under automated browsers (DESIGN.md).
      blockHeadless: false,
      origin: emailConfig.origin || window.location.origin,
    })
    return emailjs
  })
  return loaded
}

/**
 * How long the forms wait for an answer before they give up: the `emailGiveUp` delay of
 * every machine that sends an e-mail (machines/emailGiveUp.ts), set from the configuration.
 */
export const emailDelays = { emailGiveUp: emailConfig.timeoutMs }

/** Turns whatever EmailJS rejected with into a typed reason (see DESIGN.md "EmailJS facts"). */
export function classifyEmailError(error: unknown): ServiceResult {
  if (typeof error === 'string') return failure('missing-configuration', error)
  if (error && typeof error === 'object' && 'status' in error) {
    const { status, text } = error as { status: number; text?: string }
    return failure(reasonForStatus(status), `${status} ${text ?? ''}`.trim())
  }
  if (error instanceof TypeError) return failure('network', error.message)
  return failure('server-error', String(error))
}

const attempt = oneDeliveryPerMessage()

/**
 * Sends one e-mail through EmailJS (or the local inbox) with the template for `use`. A form
 * that gave up on an attempt (`signal`, aborted by the machine) and sends the same message
 * again never sends it twice (machines/emailGiveUp.ts).
 */
export function sendEmail(
  use: EmailUse,
  params: TemplateParams,
  signal?: AbortSignal,
): Promise<ServiceResult> {
  return attempt(`${use} ${JSON.stringify(params)}`, () => sendNow(use, params), signal)
}

async function sendNow(use: EmailUse, params: TemplateParams): Promise<ServiceResult> {
  try {
    const emailjs = await loadEmailJs()
    await emailjs.send(emailConfig.serviceId, emailConfig.templates[use], params)
    return ok
  } catch (error) {
    const result = classifyEmailError(error)
    console.error(`[email:${use}]`, result)
    return result
  }
}
