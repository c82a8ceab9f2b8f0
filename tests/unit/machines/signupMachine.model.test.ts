import { describe } from 'vitest'
import { createActor, createMachine, SimulatedClock } from 'xstate'
import { type SignupRequest, signupMachine } from '../../../machines/signupMachine'
import type { ServiceResult } from '../../../src/domain/serviceResult'
import { answerableService, isReply, type Reply, reply, settle } from './fakeServices'
import { byStateName, events, type Harness, modelTests, same } from './modelTesting'

/**
 * An e-mail-only form (the landing sign-ups, «Avísame cuando abra») as the student sees it:
 * an empty field sends nothing; while sending, typing and submitting change nothing; on
 * success the field is cleared and the lead is stored in the background, whose outcome
 * never changes the screen; on failure the field keeps the address, and sending retries.
 * An address without a dot («ana@gmail») is refused by the field, which keeps it and says
 * why, until it is edited (the site's one e-mail rule, src/domain/emailAddress.ts).
 */
type SignupModelEvent = {
  type: 'TYPE' | 'TYPE_BAD' | 'ERASE' | 'SUBMIT' | 'LEAD_STORED' | 'LEAD_FAILED' | Reply
}

const model = createMachine({
  types: {} as { events: SignupModelEvent },
  id: 'signup',
  initial: 'form',
  states: {
    form: {
      initial: 'empty',
      states: {
        empty: { on: { TYPE: 'typed', TYPE_BAD: 'bad', SUBMIT: 'empty' } },
        typed: { on: { ERASE: 'empty', TYPE_BAD: 'bad', SUBMIT: '#signup.sending' } },
        bad: { on: { TYPE: 'typed', ERASE: 'empty', SUBMIT: '#signup.refused' } },
      },
    },
    refused: { on: { SUBMIT: 'refused', TYPE: 'form.typed', TYPE_BAD: 'form.bad', ERASE: 'form.empty' } },
    sending: {
      on: {
        SENT: 'success',
        REFUSED: 'failure',
        NETWORK_DOWN: 'failure',
        // No answer within 15 s: the form gives up (emailGiveUp), the address kept.
        NO_REPLY: 'failure',
        TYPE: 'sending',
        TYPE_BAD: 'sending',
        ERASE: 'sending',
        SUBMIT: 'sending',
      },
    },
    success: {
      on: {
        TYPE: 'form.typed',
        TYPE_BAD: 'form.bad',
        ERASE: 'form.empty',
        SUBMIT: 'success',
        LEAD_STORED: 'success',
        LEAD_FAILED: 'success',
      },
    },
    failure: { on: { SUBMIT: 'sending', TYPE: 'form.typed', TYPE_BAD: 'form.bad', ERASE: 'form.empty' } },
  },
})

const ADDRESS = ' ana@correo.mx '
const NO_DOT = 'ana@gmail'
const request: SignupRequest = { email: 'ana@correo.mx', source: 'hero' }

function start() {
  const clock = new SimulatedClock()
  const sends = answerableService<ServiceResult, SignupRequest>()
  const leads = answerableService<ServiceResult, SignupRequest>()
  const machine = signupMachine.provide({ actors: { sendSignupEmail: sends.logic, storeLead: leads.logic } })
  const actor = createActor(machine, { clock, input: { source: 'hero' } })
  actor.start()
  return { actor, clock, sends, leads, delivered: 0 }
}
type Signup = ReturnType<typeof start>

function view({ actor, sends, leads, delivered }: Signup): string {
  const snapshot = actor.getSnapshot()
  const field =
    { '': 'empty', [ADDRESS]: 'typed', [NO_DOT]: 'bad' }[snapshot.context.email] ??
    `"${snapshot.context.email}"`
  // A lead is stored once per e-mail delivered, with the same address and source.
  const leadsRight =
    leads.calls.length === delivered && leads.calls.every((call) => same(call.input, request))
  const check = (name: string, ok: boolean) =>
    ok ? name : `${name} (field ${field}, ${leads.calls.length} leads)`
  if (snapshot.matches('idle')) return `form.${field}`
  // Refused: the field keeps what was typed and nothing was sent.
  if (snapshot.matches('invalid')) return check('refused', field === 'bad' && sends.pending().length === 0)
  if (snapshot.matches('sending')) {
    const requests = sends.pending()
    return check('sending', requests.length === 1 && same(requests[0]?.input, request) && field === 'typed')
  }
  if (snapshot.matches('success')) return check('success', field === 'empty' && leadsRight)
  return check('failure', field === 'typed' && leadsRight)
}

async function perform(signup: Signup, { type }: SignupModelEvent) {
  const { actor, sends, leads } = signup
  if (type === 'SENT') signup.delivered++
  if (isReply(type)) return reply(sends, signup.clock, type)
  switch (type) {
    case 'TYPE':
      return actor.send({ type: 'field.change', value: ADDRESS })
    case 'TYPE_BAD':
      return actor.send({ type: 'field.change', value: NO_DOT })
    case 'ERASE':
      return actor.send({ type: 'field.change', value: '' })
    case 'SUBMIT':
      actor.send({ type: 'form.submit' })
      return settle()
    case 'LEAD_STORED':
      return reply(leads, signup.clock, 'SENT')
    case 'LEAD_FAILED':
      return reply(leads, signup.clock, 'NETWORK_DOWN')
  }
}

const harness: Harness<typeof model, Signup, string> = { start, perform, view, expected: byStateName }

describe('signupMachine against the model', () => {
  modelTests(model, harness, {
    maxSteps: 7,
    sizes: { states: 7, transitions: 26, simple: 30 },
    reaches: ['form.empty', 'form.typed', 'form.bad', 'refused', 'sending', 'success', 'failure'],
    // After a failure sending again can succeed; a second sign-up stores a second lead.
    stories: [
      events('TYPE', 'SUBMIT', 'REFUSED', 'SUBMIT', 'NETWORK_DOWN', 'SUBMIT', 'SENT'),
      events('TYPE', 'SUBMIT', 'NO_REPLY', 'SUBMIT', 'REFUSED', 'ERASE', 'TYPE', 'SUBMIT', 'SENT'),
      events('TYPE', 'SUBMIT', 'SENT', 'LEAD_FAILED', 'TYPE', 'SUBMIT', 'SENT', 'LEAD_STORED'),
      // Refused, corrected, sent.
      events('TYPE_BAD', 'SUBMIT', 'SUBMIT', 'TYPE', 'SUBMIT', 'SENT', 'TYPE_BAD', 'SUBMIT'),
    ],
  })
})
