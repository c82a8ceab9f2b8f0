import { assign, fromPromise, setup } from 'xstate'
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from '../src/domain/emailAddress'
import type { ServiceResult } from '../src/domain/serviceResult'
import { emailGiveUpDelay, logEmailGiveUp } from './emailGiveUp'

export interface ContactFields {
  name: string
  email: string
  message: string
}

export type ContactField = keyof ContactFields

export const contactMessages = {
  success: '✅ ¡Mensaje enviado! Te contestaremos pronto.',
  failure: '❌ Ocurrió un error. Intenta de nuevo más tarde.',
  nameMissing: 'Escribe tu nombre.',
  emailMissing: 'Escribe tu correo electrónico.',
  invalidEmail: INVALID_EMAIL_MESSAGE,
  messageMissing: 'Escribe tu mensaje.',
} as const

/** The longest message the form takes (a visible counter shows what is left). */
export const CONTACT_MESSAGE_MAX = 2000

/** The Spanish message for each field that is not right yet, in the form's order (none when all are). */
export function contactErrors(fields: ContactFields): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {}
  if (fields.name.trim() === '') errors.name = contactMessages.nameMissing
  if (fields.email.trim() === '') errors.email = contactMessages.emailMissing
  else if (!isEmailAddress(fields.email)) errors.email = contactMessages.invalidEmail
  if (fields.message.trim() === '') errors.message = contactMessages.messageMissing
  return errors
}

const readyToSend = (fields: ContactFields) => Object.keys(contactErrors(fields)).length === 0

const submit = [
  { guard: 'readyToSend', target: '#contact.sending', actions: 'markAttempted' },
  { target: '#contact.idle', actions: 'markAttempted' },
] as const

/**
 * The contact form (spec §4): idle → sending → success (the form is replaced by a summary
 * of what was sent) or failure (the form stays, with everything typed). Submitting with an
 * empty field or an address that is not one sends nothing: from then on (`attempted`) each
 * field that is not right says why, in place (contactErrors), until it is. Sending is an
 * injected actor.
 */
export const contactMachine = setup({
  types: {
    context: {} as {
      fields: ContactFields
      /** Whether a submit was tried: only then are the fields' messages shown. */
      attempted: boolean
      sent: ContactFields | null
    },
    events: {} as { type: 'field.change'; field: ContactField; value: string } | { type: 'form.submit' },
  },
  delays: emailGiveUpDelay,
  actors: {
    sendContact: fromPromise<ServiceResult, ContactFields>(() =>
      Promise.reject(new Error('sendContact was not provided to contactMachine')),
    ),
  },
  guards: {
    readyToSend: ({ context }) => readyToSend(context.fields),
    sentOk: (_, result: ServiceResult) => result.ok,
  },
  actions: {
    setField: assign({
      fields: ({ context, event }) =>
        event.type === 'field.change'
          ? {
              ...context.fields,
              [event.field]:
                event.field === 'message' ? event.value.slice(0, CONTACT_MESSAGE_MAX) : event.value,
            }
          : context.fields,
    }),
    markAttempted: assign({ attempted: true }),
    keepSent: assign({
      sent: ({ context }) => ({
        name: context.fields.name.trim(),
        email: context.fields.email.trim(),
        message: context.fields.message.trim(),
      }),
    }),
    logFailure: ({ event }) => console.error('[contacto] message not sent', event),
    logGiveUp: () => logEmailGiveUp('contacto'),
  },
}).createMachine({
  id: 'contact',
  context: { fields: { name: '', email: '', message: '' }, attempted: false, sent: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'field.change': { actions: 'setField' },
        'form.submit': submit,
      },
    },
    sending: {
      invoke: {
        id: 'sendContact',
        src: 'sendContact',
        input: ({ context }) => ({
          name: context.fields.name.trim(),
          email: context.fields.email.trim(),
          message: context.fields.message.trim(),
        }),
        onDone: [
          {
            guard: { type: 'sentOk', params: ({ event }) => event.output },
            target: 'success',
            actions: 'keepSent',
          },
          { target: 'failure', actions: 'logFailure' },
        ],
        onError: { target: 'failure', actions: 'logFailure' },
      },
      // No answer at all: the same failure, the form kept (emailGiveUp.ts).
      after: { emailGiveUp: { target: 'failure', actions: 'logGiveUp' } },
    },
    success: { type: 'final' },
    failure: {
      on: {
        'field.change': { target: 'idle', actions: 'setField' },
        'form.submit': submit,
      },
    },
  },
})
