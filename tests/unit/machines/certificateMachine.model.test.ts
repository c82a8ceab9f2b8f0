import { describe, expect, it } from 'vitest'
import { createActor, createMachine, SimulatedClock } from 'xstate'
import {
  type CertificateFields,
  type CertificateRequest,
  certificateErrors,
  certificateMachine,
} from '../../../machines/certificateMachine'
import { failure, ok, type ServiceResult } from '../../../src/lib/serviceResult'
import {
  advance,
  answerableService,
  byStateName,
  expectReplays,
  type Harness,
  modelTests,
  settle,
  storyPath,
} from './modelTesting'

/**
 * «Solicitar certificado» as the student sees it: a submit with a missing or wrong field
 * sends nothing and shows what to fix («…Checked»: the messages are on from then on); while
 * sending nothing changes; on success the folio is shown; on failure every field stays and
 * sending again retries with the same folio.
 */
type CertificateModelEvent = {
  type: 'FILL' | 'MISTYPE_EMAIL' | 'SUBMIT' | 'SENT' | 'REFUSED' | 'NETWORK_DOWN' | 'NO_REPLY'
}

const model = createMachine({
  types: {} as { events: CertificateModelEvent },
  id: 'certificate',
  initial: 'form',
  states: {
    form: {
      initial: 'blank',
      states: {
        blank: { on: { FILL: 'complete', MISTYPE_EMAIL: 'badEmail', SUBMIT: 'blankChecked' } },
        blankChecked: { on: { FILL: 'complete', MISTYPE_EMAIL: 'badEmailChecked', SUBMIT: 'blankChecked' } },
        badEmail: { on: { FILL: 'complete', MISTYPE_EMAIL: 'badEmail', SUBMIT: 'badEmailChecked' } },
        badEmailChecked: {
          on: { FILL: 'complete', MISTYPE_EMAIL: 'badEmailChecked', SUBMIT: 'badEmailChecked' },
        },
        complete: { on: { FILL: 'complete', SUBMIT: '#certificate.sending' } },
      },
    },
    sending: {
      on: { SENT: 'sent', REFUSED: 'error', NETWORK_DOWN: 'error', NO_REPLY: 'sending', SUBMIT: 'sending' },
    },
    sent: { type: 'final' },
    error: { on: { SUBMIT: 'sending', FILL: 'form.complete' } },
  },
})

const FOLIO = 'YSC-FP-2026-7K3Q9D'
const filled: CertificateFields = { name: '  Ana   López Pérez ', email: ' ana@correo.mx ' }
/** What is sent: the name with single spaces, both fields trimmed, and the request's folio. */
const request: CertificateRequest = { name: 'Ana López Pérez', email: 'ana@correo.mx', folio: FOLIO }
const formsByName: Record<string, CertificateFields> = {
  blank: { name: '', email: '' },
  complete: filled,
  badEmail: { ...filled, email: 'ana@correo' },
}
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

function start() {
  const clock = new SimulatedClock()
  const service = answerableService<ServiceResult, CertificateRequest>()
  const machine = certificateMachine.provide({ actors: { sendCertificate: service.logic } })
  const actor = createActor(machine, { clock, input: { folio: FOLIO } })
  actor.start()
  return { actor, clock, service }
}
type Certificate = ReturnType<typeof start>

function view({ actor, service }: Certificate): string {
  const { value, context } = actor.getSnapshot()
  const fields =
    Object.keys(formsByName).find((name) => same(formsByName[name], context.fields)) ??
    JSON.stringify(context.fields)
  // Every request, first or retried, carries the folio the form was opened with.
  const sameFolio = service.calls.every((call) => same(call.input, request))
  const check = (name: string, ok: boolean) =>
    ok ? name : `${name} (fields ${fields}, ${service.calls.length} sent)`
  switch (value) {
    case 'idle': {
      const messagesShown = context.attempted && Object.keys(certificateErrors(context.fields)).length > 0
      return `form.${fields}${messagesShown ? 'Checked' : ''}`
    }
    case 'sending':
      return check('sending', service.pending().length === 1 && sameFolio && fields === 'complete')
    case 'success':
      return check('sent', same(context.sent, request) && sameFolio)
    default:
      return check('error', fields === 'complete' && sameFolio)
  }
}

async function perform({ actor, clock, service }: Certificate, { type }: CertificateModelEvent) {
  const answer = (outcome: ServiceResult | Error) => {
    service.calls.at(-1)?.settle(outcome)
    return settle()
  }
  switch (type) {
    case 'FILL':
      actor.send({ type: 'field.change', field: 'name', value: filled.name })
      return actor.send({ type: 'field.change', field: 'email', value: filled.email })
    case 'MISTYPE_EMAIL':
      actor.send({ type: 'field.change', field: 'name', value: filled.name })
      return actor.send({ type: 'field.change', field: 'email', value: 'ana@correo' })
    case 'SUBMIT':
      actor.send({ type: 'form.submit' })
      return settle()
    case 'SENT':
      return answer(ok)
    case 'REFUSED':
      return answer(failure('rate-limited', '429 Too Many Requests'))
    case 'NETWORK_DOWN':
      return answer(new TypeError('Failed to fetch'))
    case 'NO_REPLY':
      advance(clock, 20_000, 10)
      return settle()
  }
}

const harness: Harness<typeof model, Certificate, string> = { start, perform, view, expected: byStateName }

describe('certificateMachine against the model', () => {
  const paths = modelTests(model, harness, { maxSteps: 7 })

  it('the model reaches every screen, with and without the messages', () => {
    const reached = new Set(paths.shortest.map((path) => byStateName(path.state)))
    for (const state of [
      'form.blankChecked',
      'form.badEmail',
      'form.badEmailChecked',
      'sending',
      'sent',
      'error',
    ])
      expect(reached).toContain(state)
  })

  it('retries keep the folio until the request is sent', async () => {
    const events = (...types: CertificateModelEvent['type'][]) => types.map((type) => ({ type }))
    await expectReplays(
      [
        storyPath(model, events('FILL', 'SUBMIT', 'REFUSED', 'SUBMIT', 'NETWORK_DOWN', 'SUBMIT', 'SENT')),
        storyPath(model, events('SUBMIT', 'FILL', 'SUBMIT', 'NO_REPLY', 'REFUSED', 'FILL', 'SUBMIT', 'SENT')),
      ],
      harness,
    )
  })
})
