import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import {
  type CertificateRequest,
  certificateErrors,
  certificateMachine,
  certificateMessages,
} from '../../../machines/certificateMachine'
import {
  certificateFolio,
  courseInitials,
  FOLIO_ALPHABET,
  FOLIO_PATTERN,
  randomFolioPart,
} from '../../../src/domain/certificateFolio'
import { failure, ok, type ServiceResult } from '../../../src/domain/serviceResult'

const FOLIO = 'YSC-FP-2026-7K3Q9D'

/** A sender whose answers the test decides, one per request, recording what was sent. */
function start(answers: ServiceResult[]) {
  const sent: CertificateRequest[] = []
  const machine = certificateMachine.provide({
    actors: {
      sendCertificate: fromPromise<ServiceResult, CertificateRequest>(async ({ input }) => {
        sent.push(input)
        return answers.shift() ?? ok
      }),
    },
  })
  const actor = createActor(machine, { input: { folio: FOLIO } }).start()
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  const type = (field: 'name' | 'email', value: string) => actor.send({ type: 'field.change', field, value })
  return { actor, sent, settle, type, context: () => actor.getSnapshot().context }
}

describe('certificateMachine', () => {
  it('does not send with a missing or wrong field, and says what to fix', () => {
    const { actor, sent, type, context } = start([])
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(context().attempted).toBe(true)
    expect(certificateErrors(context().fields)).toEqual({
      name: certificateMessages.nameMissing,
      email: certificateMessages.emailMissing,
    })
    type('name', 'Ana López Pérez')
    type('email', 'ana@correo')
    actor.send({ type: 'form.submit' })
    expect(certificateErrors(context().fields)).toEqual({ email: certificateMessages.emailInvalid })
    expect(sent).toEqual([])
  })

  it('sends name, e-mail and folio, trimmed; success keeps what was sent', async () => {
    const { actor, sent, settle, type, context } = start([ok])
    type('name', '  Ana   López Pérez ')
    type('email', ' ana@correo.mx ')
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('sending')
    await settle()
    expect(actor.getSnapshot().value).toBe('success')
    expect(sent).toEqual([{ name: 'Ana López Pérez', email: 'ana@correo.mx', folio: FOLIO }])
    expect(context().sent).toEqual(sent[0])
  })

  it('a failure keeps everything typed; retry sends again with the same folio', async () => {
    const { actor, sent, settle, type, context } = start([
      failure('rate-limited', '429 Too Many Requests'),
      ok,
    ])
    type('name', 'Luis Ángel Ruiz')
    type('email', 'luis@correo.mx')
    actor.send({ type: 'form.submit' })
    await settle()
    expect(actor.getSnapshot().value).toBe('failure')
    expect(context().fields).toEqual({ name: 'Luis Ángel Ruiz', email: 'luis@correo.mx' })
    actor.send({ type: 'form.submit' })
    await settle()
    expect(actor.getSnapshot().value).toBe('success')
    expect(sent.map((request) => request.folio)).toEqual([FOLIO, FOLIO])
  })
})

describe('certificate folio', () => {
  it('course initials skip small words and accents', () => {
    expect(courseInitials('Finanzas personales')).toBe('FP')
    expect(courseInitials('Cripto y blockchain')).toBe('CB')
    expect(courseInitials('Ética de la programación')).toBe('EP')
  })

  it('has the site, initials, year and six unambiguous characters', () => {
    const folio = certificateFolio('Finanzas personales', 2026, (bytes) =>
      globalThis.crypto.getRandomValues(bytes),
    )
    expect(folio).toMatch(FOLIO_PATTERN)
    expect(folio.startsWith('YSC-FP-2026-')).toBe(true)
    expect(FOLIO_ALPHABET).not.toMatch(/[01OIL]/)
  })

  it('draws bytes again instead of biasing (no modulo bias), and differs per request', () => {
    // 248 and above are rejected (31 × 8 = 248): only the 0s and 30s count.
    const fixed = (bytes: Uint8Array<ArrayBuffer>) => {
      bytes.set([255, 250, 0, 30, 248, 0, 30, 0, 30, 249, 0, 1, 2, 3, 4, 5])
      return bytes
    }
    expect(randomFolioPart(fixed)).toBe('2Z2Z2Z')
    const many = new Set(
      Array.from({ length: 200 }, () => randomFolioPart((bytes) => globalThis.crypto.getRandomValues(bytes))),
    )
    expect(many.size).toBe(200)
  })
})
