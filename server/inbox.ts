import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { BodyTooLargeError, readBody, sendText } from './http.ts'
import { JsonlAppender } from './jsonlAppender.ts'

/** Largest e-mail request the inbox accepts (EmailJS itself caps template params at 50 KB). */
export const MAX_BODY_BYTES = 64 * 1024
const CALLBACK_PATTERN = /^[A-Za-z_$][\w$]{0,63}$/
const EMAIL_PATH = '/api/v1.0/email/send'
const LEADS_PATH = '/api/leads'
const VITALS_PATH = '/api/vitals'
/** A web-vitals beacon is a few hundred bytes. */
const MAX_VITALS_BYTES = 4 * 1024

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
}

export interface Inbox {
  /** Handles the request if it is for the inbox; returns false to let the caller go on. */
  handle(request: IncomingMessage, response: ServerResponse): Promise<boolean>
  readonly dir: string
}

type EmailBody = {
  lib_version: string
  user_id: string
  service_id: string
  template_id: string
  template_params: Record<string, unknown>
}

/** Checks an EmailJS send body; returns the problem as text, or the typed body. */
export function validateEmailBody(
  value: unknown,
): { ok: true; body: EmailBody } | { ok: false; error: string } {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, error: 'The body must be a JSON object' }
  const body = value as Record<string, unknown>
  for (const field of ['lib_version', 'user_id', 'service_id', 'template_id'] as const) {
    const fieldValue = body[field]
    if (typeof fieldValue !== 'string' || fieldValue.trim() === '') {
      return { ok: false, error: `The ${field} parameter is required and must be a non-empty string` }
    }
  }
  const params = body.template_params
  if (!params || typeof params !== 'object' || Array.isArray(params)) {
    return { ok: false, error: 'The template_params parameter must be an object' }
  }
  return { ok: true, body: body as EmailBody }
}

export function createInbox(dir = process.env.INBOX_DIR || path.resolve('.inbox')): Inbox {
  const emails = new JsonlAppender(path.join(dir, 'emails.jsonl'))
  const leads = new JsonlAppender(path.join(dir, 'leads.jsonl'))
  const vitals = new JsonlAppender(path.join(dir, 'vitals.jsonl'))

  /** Web-vitals beacons (sendBeacon posts text/plain JSON): name and numeric value required. */
  async function handleVitals(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'POST') {
      sendText(response, 405, 'Method Not Allowed', { Allow: 'POST' })
      return
    }
    let metric: unknown
    try {
      metric = JSON.parse(await readBody(request, MAX_VITALS_BYTES))
    } catch (error) {
      sendText(response, error instanceof BodyTooLargeError ? 413 : 400, 'Expected a small JSON metric')
      return
    }
    const { name, value } = (metric ?? {}) as { name?: unknown; value?: unknown }
    if (
      typeof name !== 'string' ||
      !/^[A-Z]{2,5}$/.test(name) ||
      typeof value !== 'number' ||
      !Number.isFinite(value)
    ) {
      sendText(response, 400, 'A metric needs a name (LCP, CLS, INP, FCP, TTFB) and a numeric value')
      return
    }
    await vitals.append({ receivedAt: new Date().toISOString(), ...(metric as object) })
    response.writeHead(204, { 'Cache-Control': 'no-store' })
    response.end()
  }

  async function handleEmail(request: IncomingMessage, response: ServerResponse) {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS)
      response.end()
      return
    }
    if (request.method !== 'POST') {
      sendText(response, 405, 'Method Not Allowed', { ...CORS_HEADERS, Allow: 'POST, OPTIONS' })
      return
    }
    let text: string
    try {
      text = await readBody(request, MAX_BODY_BYTES)
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        sendText(response, 413, `The request body is larger than ${MAX_BODY_BYTES} bytes`, {
          ...CORS_HEADERS,
          Connection: 'close',
        })
        return
      }
      throw error
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      sendText(response, 400, 'The body is not valid JSON', CORS_HEADERS)
      return
    }
    const checked = validateEmailBody(parsed)
    if (!checked.ok) {
      sendText(response, 400, checked.error, CORS_HEADERS)
      return
    }
    await emails.append({ receivedAt: new Date().toISOString(), ...checked.body })
    sendText(response, 200, 'OK', CORS_HEADERS)
  }

  async function handleLead(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendText(response, 405, 'Method Not Allowed', { Allow: 'GET' })
      return
    }
    const callback = url.searchParams.get('callback') ?? ''
    const email = (url.searchParams.get('email') ?? '').trim()
    const context = (url.searchParams.get('context') ?? '').trim()
    if (!CALLBACK_PATTERN.test(callback)) {
      sendText(response, 400, 'callback must be a plain JavaScript identifier')
      return
    }
    if (!/^\S+@\S+\.\S+$/.test(email) || email.length > 254) {
      sendText(response, 400, 'email must be an e-mail address')
      return
    }
    if (context === '' || context.length > 100) {
      sendText(response, 400, 'context is required (at most 100 characters)')
      return
    }
    await leads.append({ receivedAt: new Date().toISOString(), email, context })
    response.writeHead(200, {
      'Content-Type': 'application/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    response.end(`${callback}(${JSON.stringify({ result: 'success' })});`)
  }

  return {
    dir,
    async handle(request, response) {
      const url = new URL(request.url ?? '/', 'http://inbox.local')
      try {
        if (url.pathname === EMAIL_PATH) {
          await handleEmail(request, response)
          return true
        }
        if (url.pathname === VITALS_PATH) {
          await handleVitals(request, response)
          return true
        }
        if (url.pathname === LEADS_PATH) {
          await handleLead(request, response, url)
          return true
        }
      } catch (error) {
        console.error('[inbox]', error)
        if (!response.headersSent)
          sendText(response, 500, 'The inbox could not store the request', CORS_HEADERS)
        return true
      }
      return false
    },
  }
}
