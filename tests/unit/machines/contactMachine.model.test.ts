import { describe } from 'vitest'
import { createActor, createMachine, SimulatedClock } from 'xstate'
import {
  type ContactFields,
  contactErrors,
  contactMachine,
  contactMessages,
} from '../../../machines/contactMachine'
import type { ServiceResult } from '../../../src/domain/serviceResult'
import { answerableService, isReply, type Reply, reply, settle } from './fakeServices'
import { byStateName, events, type Harness, modelTests, nameOf, same } from './modelTesting'

/**
 * The contact form as the student sees it (spec §4, §5): a submit with a field empty, or with
 * an address that is not one («ana@correo»), sends nothing, and from then on each field that
 * is not right says why, in place, until it is; while the message is on its way nothing
 * changes; on success the form becomes a summary of what was sent; on failure the form
 * stays with every field as typed, and sending again retries.
 */
type ContactModelEvent = { type: 'FILL' | 'ERASE_MESSAGE' | 'MISTYPE_EMAIL' | 'SUBMIT' | Reply }

const model = createMachine({
  types: {} as { events: ContactModelEvent },
  id: 'contact',
  initial: 'form',
  states: {
    // No submit yet: no field says anything.
    form: {
      initial: 'empty',
      states: {
        empty: { on: { FILL: 'complete', SUBMIT: '#contact.checked.empty' } },
        complete: {
          on: { ERASE_MESSAGE: 'noMessage', MISTYPE_EMAIL: 'badEmail', SUBMIT: '#contact.sending' },
        },
        noMessage: { on: { FILL: 'complete', SUBMIT: '#contact.checked.noMessage' } },
        badEmail: { on: { FILL: 'complete', SUBMIT: '#contact.checked.badEmail' } },
      },
    },
    // After a submit: each field that is not right says why («Escribe tu nombre.», «❌ Ingresa un correo válido.»…).
    checked: {
      initial: 'empty',
      states: {
        empty: { on: { FILL: 'complete', SUBMIT: 'empty' } },
        complete: {
          on: { ERASE_MESSAGE: 'noMessage', MISTYPE_EMAIL: 'badEmail', SUBMIT: '#contact.sending' },
        },
        noMessage: { on: { FILL: 'complete', SUBMIT: 'noMessage' } },
        badEmail: { on: { FILL: 'complete', SUBMIT: 'badEmail', ERASE_MESSAGE: 'badEmailNoMessage' } },
        badEmailNoMessage: { on: { FILL: 'complete', SUBMIT: 'badEmailNoMessage' } },
      },
    },
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
        FILL: 'checked.complete',
        ERASE_MESSAGE: 'checked.noMessage',
        MISTYPE_EMAIL: 'checked.badEmail',
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
/** The messages each set of fields shows once a submit was tried, in the form's order. */
const messagesOf: Record<string, string[]> = {
  empty: [contactMessages.nameMissing, contactMessages.emailMissing, contactMessages.messageMissing],
  complete: [],
  noMessage: [contactMessages.messageMissing],
  badEmail: [contactMessages.invalidEmail],
  badEmailNoMessage: [contactMessages.invalidEmail, contactMessages.messageMissing],
}
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
    case 'idle': {
      if (!context.attempted) return `form.${fields}`
      const shown = Object.values(contactErrors(context.fields))
      return same(shown, messagesOf[fields]) ? `checked.${fields}` : `checked.${fields} showing ${shown}`
    }
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
    sizes: { states: 12, transitions: 31, simple: 100 },
    reaches: [
      'form.noMessage',
      'form.badEmail',
      'checked.empty',
      'checked.noMessage',
      'checked.badEmail',
      'checked.badEmailNoMessage',
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
