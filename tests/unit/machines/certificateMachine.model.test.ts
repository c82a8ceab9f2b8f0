import { describe } from 'vitest'
import { createActor, createMachine, SimulatedClock } from 'xstate'
import {
  type CertificateFields,
  type CertificateRequest,
  certificateErrors,
  certificateMachine,
} from '../../../machines/certificateMachine'
import type { ServiceResult } from '../../../src/domain/serviceResult'
import { answerableService, isReply, type Reply, reply, settle } from './fakeServices'
import { byStateName, events, type Harness, modelTests, nameOf, same } from './modelTesting'

/**
 * «Solicitar certificado» as the student sees it: a submit with a missing or wrong field
 * sends nothing and shows what to fix («…Checked»: the messages are on from then on); while
 * sending nothing changes; on success the folio is shown; on failure every field stays and
 * sending again retries with the same folio.
 */
type CertificateModelEvent = { type: 'FILL' | 'MISTYPE_EMAIL' | 'SUBMIT' | Reply }

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
      on: { SENT: 'sent', REFUSED: 'error', NETWORK_DOWN: 'error', NO_REPLY: 'error', SUBMIT: 'sending' },
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
  const fields = nameOf(formsByName, context.fields)
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
  if (isReply(type)) return reply(service, clock, type)
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
  }
}

const harness: Harness<typeof model, Certificate, string> = { start, perform, view, expected: byStateName }

describe('certificateMachine against the model', () => {
  modelTests(model, harness, {
    maxSteps: 7,
    sizes: { states: 8, transitions: 21, simple: 34 },
    reaches: ['form.blankChecked', 'form.badEmail', 'form.badEmailChecked', 'sending', 'sent', 'error'],
    // Retries keep the folio until the request is sent.
    stories: [
      events('FILL', 'SUBMIT', 'REFUSED', 'SUBMIT', 'NETWORK_DOWN', 'SUBMIT', 'SENT'),
      events('SUBMIT', 'FILL', 'SUBMIT', 'NO_REPLY', 'SUBMIT', 'REFUSED', 'FILL', 'SUBMIT', 'SENT'),
    ],
  })
})
