import { describe, expect, it } from 'vitest'
import { createActor, createMachine, SimulatedClock } from 'xstate'
import { type ContactFields, contactMachine } from '../../../machines/contactMachine'
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
 * The contact form as the student sees it (spec §4, §5): submitting with a field empty (or
 * an address that is not one) does nothing; while the message is on its way nothing
 * changes; on success the form becomes a summary of what was sent; on failure the form
 * stays with every field as typed, and sending again retries.
 */
type ContactModelEvent = {
  type:
    | 'FILL'
    | 'ERASE_MESSAGE'
    | 'MISTYPE_EMAIL'
    | 'SUBMIT'
    | 'SENT'
    | 'REFUSED'
    | 'NETWORK_DOWN'
    | 'NO_REPLY'
}

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
        badEmail: { on: { FILL: 'complete', SUBMIT: 'badEmail' } },
      },
    },
    sending: {
      on: {
        SENT: 'summary',
        REFUSED: 'error',
        NETWORK_DOWN: 'error',
        NO_REPLY: 'sending',
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
}

function start() {
  const clock = new SimulatedClock()
  const service = answerableService<ServiceResult, ContactFields>()
  const actor = createActor(contactMachine.provide({ actors: { sendContact: service.logic } }), { clock })
  actor.start()
  return { actor, clock, service }
}
type Contact = ReturnType<typeof start>

/** The form's fields by name ("complete", "noMessage"…), or exactly what they hold. */
const fieldsName = (fields: ContactFields) =>
  Object.keys(formsByName).find((name) => JSON.stringify(formsByName[name]) === JSON.stringify(fields)) ??
  JSON.stringify(fields)

function view({ actor, service }: Contact): string {
  const { value, context } = actor.getSnapshot()
  const fields = fieldsName(context.fields)
  switch (value) {
    case 'idle':
      return `form.${fields}`
    case 'sending': {
      const requests = service.pending()
      const sentTrimmed = JSON.stringify(requests[0]?.input) === JSON.stringify(trimmed)
      return requests.length === 1 && sentTrimmed && fields === 'complete'
        ? 'sending'
        : `sending ${requests.length} requests, fields ${fields}`
    }
    case 'success':
      return JSON.stringify(context.sent) === JSON.stringify(trimmed)
        ? 'summary'
        : `summary of ${JSON.stringify(context.sent)}`
    default:
      return fields === 'complete' ? 'error' : `error with fields ${fields}`
  }
}

async function perform({ actor, clock, service }: Contact, { type }: ContactModelEvent) {
  const change = (fields: Partial<ContactFields>) => {
    for (const [field, value] of Object.entries(fields) as [keyof ContactFields, string][])
      actor.send({ type: 'field.change', field, value })
  }
  const answer = (outcome: ServiceResult | Error) => {
    service.calls.at(-1)?.settle(outcome)
    return settle()
  }
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
    case 'SENT':
      return answer(ok)
    case 'REFUSED':
      return answer(failure('server-error', '500'))
    case 'NETWORK_DOWN':
      return answer(new TypeError('Failed to fetch'))
    case 'NO_REPLY':
      advance(clock, 20_000, 10)
      return settle()
  }
}

const harness: Harness<typeof model, Contact, string> = { start, perform, view, expected: byStateName }

describe('contactMachine against the model', () => {
  const paths = modelTests(model, harness, { maxSteps: 7 })

  it('the model reaches every screen', () => {
    const reached = new Set(paths.shortest.map((path) => byStateName(path.state)))
    for (const state of ['form.noMessage', 'form.badEmail', 'sending', 'summary', 'error'])
      expect(reached).toContain(state)
  })

  it('after an error, sending again (or retyping and sending) can succeed', async () => {
    const events = (...types: ContactModelEvent['type'][]) => types.map((type) => ({ type }))
    await expectReplays(
      [
        storyPath(model, events('FILL', 'SUBMIT', 'REFUSED', 'SUBMIT', 'SENT')),
        storyPath(model, events('FILL', 'SUBMIT', 'NETWORK_DOWN', 'ERASE_MESSAGE', 'FILL', 'SUBMIT', 'SENT')),
        storyPath(model, events('FILL', 'SUBMIT', 'NO_REPLY', 'SUBMIT', 'NETWORK_DOWN', 'SUBMIT', 'SENT')),
      ],
      harness,
    )
  })
})
