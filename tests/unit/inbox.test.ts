import { mkdtempSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiteServer } from '../../server/app'
import { MAX_BODY_BYTES } from '../../server/inbox'

let server: Server
let base = ''
const inboxDir = mkdtempSync(path.join(tmpdir(), 'yasecomo-inbox-test-'))
const siteDir = mkdtempSync(path.join(tmpdir(), 'yasecomo-site-test-'))

const validBody = (n = 0) => ({
  lib_version: '4.4.1',
  user_id: 'local-inbox',
  service_id: 'local-inbox',
  template_id: 'signup',
  template_params: {
    about: 'Unete al club',
    email: `ana${n}@correo.mx`,
    name: `ana${n}@correo.mx`,
    message: 'Gracias',
  },
})

const post = (body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  fetch(`${base}/api/v1.0/email/send`, { method: 'POST', headers, body })

const lines = (file: string) =>
  readFileSync(path.join(inboxDir, file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))

beforeAll(async () => {
  server = createSiteServer({ root: siteDir, inboxDir })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('local inbox: e-mail', () => {
  it('answers the CORS preflight', async () => {
    const response = await fetch(`${base}/api/v1.0/email/send`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://example.test', 'Access-Control-Request-Method': 'POST' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
  })

  it('stores a valid send and answers 200 OK', async () => {
    const response = await post(JSON.stringify(validBody(1)))
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('OK')
    const stored = lines('emails.jsonl').find((record) => record.template_params.email === 'ana1@correo.mx')
    expect(stored).toMatchObject({ lib_version: '4.4.1', template_id: 'signup' })
    expect(stored.receivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('rejects bad JSON with 400 and a text', async () => {
    const response = await post('{"lib_version": ')
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('The body is not valid JSON')
  })

  it.each(['lib_version', 'user_id', 'service_id', 'template_id'])(
    'rejects a body without %s',
    async (field) => {
      const body: Record<string, unknown> = validBody()
      delete body[field]
      const response = await post(JSON.stringify(body))
      expect(response.status).toBe(400)
      expect(await response.text()).toContain(field)
    },
  )

  it('rejects template_params that is not an object', async () => {
    const response = await post(JSON.stringify({ ...validBody(), template_params: ['x'] }))
    expect(response.status).toBe(400)
  })

  it('rejects a body over 64 KB with 413', async () => {
    const big = { ...validBody(), template_params: { message: 'x'.repeat(MAX_BODY_BYTES) } }
    const response = await post(JSON.stringify(big))
    expect(response.status).toBe(413)
  })

  it('rejects other methods with 405', async () => {
    const response = await fetch(`${base}/api/v1.0/email/send`)
    expect(response.status).toBe(405)
  })

  it('writes 200 concurrent posts as 200 whole lines', async () => {
    const before = lines('emails.jsonl').length
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => post(JSON.stringify(validBody(1000 + i)))),
    )
    expect(responses.every((response) => response.status === 200)).toBe(true)
    const all = lines('emails.jsonl')
    expect(all.length - before).toBe(200)
    const emails = new Set(all.map((record) => record.template_params.email))
    for (let i = 0; i < 200; i++) expect(emails.has(`ana${1000 + i}@correo.mx`)).toBe(true)
  })
})

describe('local inbox: JSONP leads', () => {
  it('stores the lead and calls the callback', async () => {
    const response = await fetch(
      `${base}/api/leads?callback=cb_1&email=ana%2Bx%40correo.mx&context=unete%20al%20club`,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/javascript')
    expect(await response.text()).toBe('cb_1({"result":"success"});')
    expect(lines('leads.jsonl').at(-1)).toMatchObject({ email: 'ana+x@correo.mx', context: 'unete al club' })
  })

  it.each(['alert(1)', 'a.b', '1abc', '', 'x'.repeat(80)])('rejects the callback %j', async (callback) => {
    const response = await fetch(
      `${base}/api/leads?callback=${encodeURIComponent(callback)}&email=a%40b.mx&context=c`,
    )
    expect(response.status).toBe(400)
  })

  it('rejects a missing e-mail or context', async () => {
    expect((await fetch(`${base}/api/leads?callback=cb&email=no-es-correo&context=c`)).status).toBe(400)
    expect((await fetch(`${base}/api/leads?callback=cb&email=a%40b.mx`)).status).toBe(400)
  })

  it('rejects POST with 405', async () => {
    const response = await fetch(`${base}/api/leads?callback=cb&email=a%40b.mx&context=c`, { method: 'POST' })
    expect(response.status).toBe(405)
  })
})

describe('local inbox: web vitals', () => {
  it('stores a metric sent as a beacon', async () => {
    const response = await fetch(`${base}/api/vitals`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ name: 'LCP', value: 1234.5, rating: 'good', id: 'v5-1', path: '/guias' }),
    })
    expect(response.status).toBe(204)
    expect(lines('vitals.jsonl').at(-1)).toMatchObject({ name: 'LCP', value: 1234.5, path: '/guias' })
  })

  it('rejects malformed metrics, oversized bodies and other methods', async () => {
    const post = (body: string) => fetch(`${base}/api/vitals`, { method: 'POST', body })
    expect((await post('{"name":"LCP"}')).status).toBe(400)
    expect((await post('no es json')).status).toBe(400)
    expect((await post(JSON.stringify({ name: 'LCP', value: 1, pad: 'x'.repeat(5000) }))).status).toBe(413)
    expect((await fetch(`${base}/api/vitals`)).status).toBe(405)
  })
})
