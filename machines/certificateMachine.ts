import { assign, fromPromise, setup } from 'xstate'
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from '../src/domain/emailAddress'
import type { ServiceResult } from '../src/domain/serviceResult'
import { emailGiveUpDelay, logEmailGiveUp } from './emailGiveUp'

/** What the student types to ask for a certificate. */
export interface CertificateFields {
  /** Full name exactly as it should appear on the certificate. */
  name: string
  email: string
}

export type CertificateField = keyof CertificateFields

/** What is sent: the fields (trimmed) with the request's folio. */
export interface CertificateRequest extends CertificateFields {
  folio: string
}

export const certificateMessages = {
  success:
    '✅ ¡Solicitud enviada! Revisa tu correo (y tu carpeta de spam): ahí llegan las instrucciones de pago.',
  failure:
    '❌ No pudimos enviar tu solicitud. Revisa tu conexión e intenta de nuevo: lo que escribiste sigue aquí.',
  nameMissing: 'Escribe tu nombre completo como quieres que aparezca en el certificado.',
  emailMissing: 'Escribe tu correo electrónico.',
  emailInvalid: INVALID_EMAIL_MESSAGE,
} as const

export const NAME_MAX = 120

/** The Spanish message for each field that is not right yet (none when both are). */
export function certificateErrors(fields: CertificateFields): Partial<Record<CertificateField, string>> {
  const errors: Partial<Record<CertificateField, string>> = {}
  if (fields.name.trim().length < 3) errors.name = certificateMessages.nameMissing
  const email = fields.email.trim()
  if (email === '') errors.email = certificateMessages.emailMissing
  else if (!isEmailAddress(email)) errors.email = certificateMessages.emailInvalid
  return errors
}

/**
 * «Solicitar certificado», a sibling of the contact form with the same guarantees: idle →
 * sending → success (the folio is shown) or failure (the form stays with everything typed,
 * and sending again retries). Submitting with a missing or wrong field shows what to fix
 * instead of sending. The folio (input) belongs to the request: a retry keeps it, so the
 * team can tell a repeated request from a new one. Sending is an injected actor.
 */
export const certificateMachine = setup({
  delays: emailGiveUpDelay,
  types: {
    context: {} as {
      fields: CertificateFields
      folio: string
      /** Whether a submit was tried: only then are the fields' messages shown. */
      attempted: boolean
      sent: CertificateRequest | null
    },
    events: {} as { type: 'field.change'; field: CertificateField; value: string } | { type: 'form.submit' },
    input: {} as { folio: string },
  },
  actors: {
    sendCertificate: fromPromise<ServiceResult, CertificateRequest>(() =>
      Promise.reject(new Error('sendCertificate was not provided to certificateMachine')),
    ),
  },
  guards: {
    valid: ({ context }) => Object.keys(certificateErrors(context.fields)).length === 0,
    sentOk: (_, result: ServiceResult) => result.ok,
  },
  actions: {
    setField: assign({
      fields: ({ context, event }) =>
        event.type === 'field.change'
          ? {
              ...context.fields,
              [event.field]:
                event.field === 'name' ? event.value.slice(0, NAME_MAX) : event.value.slice(0, 254),
            }
          : context.fields,
    }),
    markAttempted: assign({ attempted: true }),
    keepSent: assign({
      sent: ({ context }) => ({
        name: context.fields.name.trim().replace(/\s+/g, ' '),
        email: context.fields.email.trim(),
        folio: context.folio,
      }),
    }),
    logFailure: ({ event }) => console.error('[certificado] request not sent', event),
    logGiveUp: () => logEmailGiveUp('certificado'),
  },
}).createMachine({
  id: 'certificate',
  context: ({ input }) => ({
    fields: { name: '', email: '' },
    folio: input.folio,
    attempted: false,
    sent: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'field.change': { actions: 'setField' },
        'form.submit': [{ guard: 'valid', target: 'sending' }, { actions: 'markAttempted' }],
      },
    },
    sending: {
      invoke: {
        id: 'sendCertificate',
        src: 'sendCertificate',
        input: ({ context }) => ({
          name: context.fields.name.trim().replace(/\s+/g, ' '),
          email: context.fields.email.trim(),
          folio: context.folio,
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
        'form.submit': [
          { guard: 'valid', target: 'sending' },
          { target: 'idle', actions: 'markAttempted' },
        ],
      },
    },
  },
})
