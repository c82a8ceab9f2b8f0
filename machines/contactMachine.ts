import { assign, fromPromise, setup } from 'xstate'
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from '../src/domain/emailAddress'
import type { ServiceResult } from '../src/domain/serviceResult'
import { emailGiveUpDelay } from './emailGiveUp'

export interface ContactFields {
  name: string
  email: string
  message: string
}

export type ContactField = keyof ContactFields

export const contactMessages = {
  success: '✅ ¡Mensaje enviado! Te contestaremos pronto.',
  failure: '❌ Ocurrió un error. Intenta de nuevo más tarde.',
  invalidEmail: INVALID_EMAIL_MESSAGE,
} as const

/** The longest message the form takes (a visible counter shows what is left). */
export const CONTACT_MESSAGE_MAX = 2000

const readyToSend = (fields: ContactFields) =>
  fields.name.trim() !== '' && isEmailAddress(fields.email) && fields.message.trim() !== ''

/** An address was typed but breaks the site's e-mail rule: the form says so by the field. */
export const emailRefused = (fields: ContactFields) =>
  fields.email.trim() !== '' && !isEmailAddress(fields.email)

const submit = [
  { guard: 'readyToSend', target: '#contact.sending' },
  { guard: 'emailRefused', target: '#contact.invalidEmail' },
] as const

/**
 * The contact form (spec §4): idle → sending → success (the form is replaced by a summary
 * of what was sent) or failure (the form stays, with everything typed). Submitting with an
 * empty field does nothing (spec §5); with an address that is not one, nothing is sent and
 * invalidEmail says why until the address is edited. Sending is an injected actor.
 */
export const contactMachine = setup({
  types: {
    context: {} as { fields: ContactFields; sent: ContactFields | null },
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
    emailRefused: ({ context }) => emailRefused(context.fields),
    changesEmail: ({ event }) => event.type === 'field.change' && event.field === 'email',
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
    keepSent: assign({
      sent: ({ context }) => ({
        name: context.fields.name.trim(),
        email: context.fields.email.trim(),
        message: context.fields.message.trim(),
      }),
    }),
    logFailure: ({ event }) => console.error('[contacto] message not sent', event),
  },
}).createMachine({
  id: 'contact',
  context: { fields: { name: '', email: '', message: '' }, sent: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'field.change': { actions: 'setField' },
        'form.submit': submit,
      },
    },
    invalidEmail: {
      on: {
        'field.change': [
          { guard: 'changesEmail', target: 'idle', actions: 'setField' },
          { actions: 'setField' },
        ],
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
      after: { emailGiveUp: { target: 'failure', actions: 'logFailure' } },
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
