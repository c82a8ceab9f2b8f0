import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const APP = path.resolve('server/app.ts')
const RECORDS = 1000

/**
 * Starts the real server in its own process, so the test can kill it as abruptly as a
 * crash or a redeploy would, and start it again on the same inbox.
 */
async function startServer(inboxDir: string): Promise<{ base: string; child: ChildProcess }> {
  const code = `
    import { createSiteServer } from ${JSON.stringify(APP)}
    const server = createSiteServer({ root: process.env.INBOX_DIR, inboxDir: process.env.INBOX_DIR })
    server.listen(0, '127.0.0.1', () => console.log('PORT ' + server.address().port))
  `
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    env: { ...process.env, INBOX_DIR: inboxDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (exitCode) => reject(new Error(`the server exited early (${exitCode})`)))
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /PORT (\d+)/.exec(chunk.toString())
      if (match?.[1]) resolve(match[1])
    })
  })
  running.push(child)
  return { base: `http://127.0.0.1:${port}`, child }
}

const running: ChildProcess[] = []
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL')
})

async function kill(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}

const records = (inboxDir: string, file: string) =>
  readFileSync(path.join(inboxDir, file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)

const emailBody = (email: string) =>
  JSON.stringify({
    lib_version: '4.4.1',
    user_id: 'local-inbox',
    service_id: 'local-inbox',
    template_id: 'contact',
    template_params: { about: 'Carga', name: 'Ana', email, message: `Hola 😀 ${'ñ'.repeat(200)}` },
  })

const sendEmail = (base: string, body: string, method = 'POST') =>
  fetch(`${base}/api/v1.0/email/send`, { method, headers: { 'Content-Type': 'application/json' }, body })

const leadUrl = (base: string, query: string) => `${base}/api/leads?${query}`

describe('local inbox under load', () => {
  it(`stores ${RECORDS} concurrent e-mails and ${RECORDS} concurrent leads as whole records, and a hard restart loses none`, async () => {
    const inboxDir = mkdtempSync(path.join(tmpdir(), 'yasecomo-load-'))
    const first = await startServer(inboxDir)

    const responses = await Promise.all([
      ...Array.from({ length: RECORDS }, (_, i) => sendEmail(first.base, emailBody(`carga${i}@correo.mx`))),
      ...Array.from({ length: RECORDS }, (_, i) =>
        fetch(leadUrl(first.base, `callback=cb${i}&email=lead${i}%40correo.mx&context=unete%20al%20club`)),
      ),
    ])
    const statuses = new Set(responses.map((response) => response.status))
    expect([...statuses]).toEqual([200])
    const bodies = await Promise.all(responses.slice(RECORDS).map((response) => response.text()))
    expect(bodies.every((body, i) => body === `cb${i}({"result":"success"});`)).toBe(true)

    // Every answered request is on disk: kill the process with no chance to flush anything.
    await kill(first.child)
    const emails = records(inboxDir, 'emails.jsonl')
    const leads = records(inboxDir, 'leads.jsonl')
    expect(emails).toHaveLength(RECORDS)
    expect(leads).toHaveLength(RECORDS)
    expect(new Set(emails.map((record) => (record.template_params as { email: string }).email)).size).toBe(
      RECORDS,
    )
    expect(new Set(leads.map((record) => record.email)).size).toBe(RECORDS)

    // After the restart, new records are appended after the old ones.
    const second = await startServer(inboxDir)
    expect((await sendEmail(second.base, emailBody('despues@correo.mx'))).status).toBe(200)
    const after = records(inboxDir, 'emails.jsonl')
    expect(after).toHaveLength(RECORDS + 1)
    expect(after.at(-1)).toMatchObject({ template_params: { email: 'despues@correo.mx' } })
  }, 60_000)

  it('answers every bad request with the right 4xx and keeps serving', async () => {
    const inboxDir = mkdtempSync(path.join(tmpdir(), 'yasecomo-bad-'))
    const { base, child } = await startServer(inboxDir)
    const valid = JSON.parse(emailBody('valida@correo.mx')) as Record<string, unknown>
    const badEmails: [string, string, number][] = [
      ['malformed JSON', '{"lib_version": "4.4.1",', 400],
      ['a JSON string', '"hola"', 400],
      ['JSON null', 'null', 400],
      ['a JSON array', '[1, 2]', 400],
      ['a missing template_id', JSON.stringify({ ...valid, template_id: undefined }), 400],
      ['a numeric service_id', JSON.stringify({ ...valid, service_id: 42 }), 400],
      ['an empty user_id', JSON.stringify({ ...valid, user_id: '   ' }), 400],
      ['template_params as text', JSON.stringify({ ...valid, template_params: 'hola' }), 400],
      ['template_params null', JSON.stringify({ ...valid, template_params: null }), 400],
      [
        'a 512 KB body',
        JSON.stringify({ ...valid, template_params: { message: 'x'.repeat(512 * 1024) } }),
        413,
      ],
    ]
    for (const [label, body, status] of badEmails) {
      expect((await sendEmail(base, body)).status, label).toBe(status)
    }
    // Past 16 × the limit the server stops reading and cuts the connection instead of draining.
    const flood = JSON.stringify({ ...valid, template_params: { message: 'x'.repeat(5 * 1024 * 1024) } })
    await expect(sendEmail(base, flood)).rejects.toThrow(/fetch failed/)
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      expect((await sendEmail(base, emailBody('x@correo.mx'), method)).status, method).toBe(405)
    }
    expect((await fetch(`${base}/api/v1.0/email/send`)).status).toBe(405)

    const badLeads: [string, string, number][] = [
      ['a callback with code', 'callback=alert(1)&email=a%40b.mx&context=c', 400],
      ['a dotted callback', 'callback=window.cb&email=a%40b.mx&context=c', 400],
      ['no callback', 'email=a%40b.mx&context=c', 400],
      ['a callback with markup', `callback=${encodeURIComponent('<script>')}&email=a%40b.mx&context=c`, 400],
      ['an e-mail that is not one', 'callback=cb&email=hola&context=c', 400],
      ['an e-mail over 254 characters', `callback=cb&email=${'a'.repeat(250)}%40b.mx&context=c`, 400],
      ['no context', 'callback=cb&email=a%40b.mx', 400],
      ['a context over 100 characters', `callback=cb&email=a%40b.mx&context=${'c'.repeat(101)}`, 400],
      ['a 20 KB query', `callback=cb&email=a%40b.mx&context=${'c'.repeat(20_000)}`, 431],
    ]
    for (const [label, query, status] of badLeads) {
      expect((await fetch(leadUrl(base, query))).status, label).toBe(status)
    }
    expect(
      (await fetch(leadUrl(base, 'callback=cb&email=a%40b.mx&context=c'), { method: 'POST' })).status,
    ).toBe(405)

    // Nothing bad was stored, the process is still up, and a good request still works.
    expect(child.exitCode).toBeNull()
    expect((await sendEmail(base, emailBody('valida@correo.mx'))).status).toBe(200)
    expect(records(inboxDir, 'emails.jsonl')).toHaveLength(1)
    expect(() => records(inboxDir, 'leads.jsonl')).toThrow(/ENOENT/)
  }, 30_000)
})
