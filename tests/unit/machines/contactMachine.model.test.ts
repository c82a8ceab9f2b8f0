import { describe } from 'vitest'
import { createActor, createMachine, SimulatedClock } from 'xstate'
import { type ContactFields, contactMachine } from '../../../machines/contactMachine'
import type { ServiceResult } from '../../../src/domain/serviceResult'
import { answerableService, isReply, type Reply, reply, settle } from './fakeServices'
import { byStateName, events, type Harness, modelTests, nameOf, same } from './modelTesting'

/**
 * The contact form as the student sees it (spec §4, §5): submitting with a field empty does
 * nothing; with an address that is not one («ana@correo») nothing is sent and the field says
 * why until the address is edited; while the message is on its way nothing
 * changes; on success the form becomes a summary of what was sent; on failure the form
 * stays with every field as typed, and sending again retries.
 */
type ContactModelEvent = { type: 'FILL' | 'ERASE_MESSAGE' | 'MISTYPE_EMAIL' | 'SUBMIT' | Reply }

const model = createMachine({
  types: {} as { events: ContactModelEvent },
  id: 'contact',
  initial: 'form',
  states: {
    form: {
      initial: 'empty',
      states: {
        empty: { on: { FILL: 'complete', SUBMIT: 'empty' } },
        complete: {
          on: { ERASE_MESSAGE: 'noMessage', MISTYPE_EMAIL: 'badEmail', SUBMIT: '#contact.sending' },
        },
        noMessage: { on: { FILL: 'complete', SUBMIT: 'noMessage' } },
        badEmail: { on: { FILL: 'complete', SUBMIT: '#contact.refused' } },
      },
    },
    // «❌ Ingresa un correo válido.» by the field; erasing the message keeps it, editing the address clears it.
    refused: {
      on: {
        SUBMIT: 'refused',
        FILL: 'form.complete',
        MISTYPE_EMAIL: 'form.badEmail',
        ERASE_MESSAGE: 'refusedNoMessage',
      },
    },
    refusedNoMessage: { on: { SUBMIT: 'refusedNoMessage', FILL: 'form.complete' } },
    sending: {
      on: {
        SENT: 'summary',
        REFUSED: 'error',
        NETWORK_DOWN: 'error',
        // No answer within 15 s: the form gives up (emailGiveUp), everything kept.
        NO_REPLY: 'error',
        SUBMIT: 'sending',
        ERASE_MESSAGE: 'sending',
      },
    },
    summary: { type: 'final' },
    error: {
      on: {
        SUBMIT: 'sending',
        FILL: 'form.complete',
        ERASE_MESSAGE: 'form.noMessage',
        MISTYPE_EMAIL: 'form.badEmail',
      },
    },
  },
})

/** What the student types: spaces around the name are trimmed before sending. */
const typed: ContactFields = {
  name: ' Ana Ruiz ',
  email: 'ana@correo.mx',
  message: '¿Tienen becas para Sonora?',
}
const trimmed: ContactFields = { ...typed, name: 'Ana Ruiz' }
const formsByName: Record<string, ContactFields> = {
  empty: { name: '', email: '', message: '' },
  complete: typed,
  noMessage: { ...typed, message: '' },
  badEmail: { ...typed, email: 'ana@correo' },
  badEmailNoMessage: { ...typed, email: 'ana@correo', message: '' },
}

function start() {
  const clock = new SimulatedClock()
  const service = answerableService<ServiceResult, ContactFields>()
  const actor = createActor(contactMachine.provide({ actors: { sendContact: service.logic } }), { clock })
  actor.start()
  return { actor, clock, service }
}
type Contact = ReturnType<typeof start>

function view({ actor, service }: Contact): string {
  const { value, context } = actor.getSnapshot()
  const fields = nameOf(formsByName, context.fields)
  switch (value) {
    case 'idle':
      return `form.${fields}`
    case 'invalidEmail':
      return fields === 'badEmail'
        ? 'refused'
        : fields === 'badEmailNoMessage'
          ? 'refusedNoMessage'
          : `refused with fields ${fields}`
    case 'sending': {
      const requests = service.pending()
      return requests.length === 1 && same(requests[0]?.input, trimmed) && fields === 'complete'
        ? 'sending'
        : `sending ${requests.length} requests, fields ${fields}`
    }
    case 'success':
      return same(context.sent, trimmed) ? 'summary' : `summary of ${JSON.stringify(context.sent)}`
    default:
      return fields === 'complete' ? 'error' : `error with fields ${fields}`
  }
}

async function perform({ actor, clock, service }: Contact, { type }: ContactModelEvent) {
  const change = (fields: Partial<ContactFields>) => {
    for (const [field, value] of Object.entries(fields) as [keyof ContactFields, string][])
      actor.send({ type: 'field.change', field, value })
  }
  if (isReply(type)) return reply(service, clock, type)
  switch (type) {
    case 'FILL':
      return change(typed)
    case 'ERASE_MESSAGE':
      return change({ message: '' })
    case 'MISTYPE_EMAIL':
      return change({ email: 'ana@correo' })
    case 'SUBMIT':
      actor.send({ type: 'form.submit' })
      return settle()
  }
}

const harness: Harness<typeof model, Contact, string> = { start, perform, view, expected: byStateName }

describe('contactMachine against the model', () => {
  modelTests(model, harness, {
    maxSteps: 7,
    sizes: { states: 9, transitions: 25, simple: 22 },
    reaches: [
      'form.noMessage',
      'form.badEmail',
      'refused',
      'refusedNoMessage',
      'sending',
      'summary',
      'error',
    ],
    // After a failure, sending again (or retyping and sending) can succeed.
    stories: [
      events('FILL', 'SUBMIT', 'REFUSED', 'SUBMIT', 'SENT'),
      events('FILL', 'SUBMIT', 'NETWORK_DOWN', 'ERASE_MESSAGE', 'FILL', 'SUBMIT', 'SENT'),
      events('FILL', 'SUBMIT', 'NO_REPLY', 'SUBMIT', 'NETWORK_DOWN', 'SUBMIT', 'SENT'),
    ],
  })
})
