import { assign, fromPromise, setup } from 'xstate'
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from '../src/domain/emailAddress'
import type { ServiceResult } from '../src/domain/serviceResult'
import { emailGiveUpDelay, logEmailGiveUp } from './emailGiveUp'

/** The two landing forms: the hero ("Únete al club") and the closing call to action ("Aparta tu lugar"). */
export type SignupSource = 'hero' | 'cta'

/** What each form sends: the e-mail's `about` and the lead's `context` (spec §7). */
export const signupSources = {
  hero: { about: 'Unete al club', leadContext: 'unete al club' },
  cta: { about: 'Aparta tu lugar', leadContext: 'aparta mi lugar' },
} as const satisfies Record<SignupSource, { about: string; leadContext: string }>

/** `source` tells the injected actors which form sent it: a SignupSource on the landing, a scholarship for a call alert. */
export interface SignupRequest {
  email: string
  source: string
}

export const signupMessages = {
  sending: '⏳ Enviando…',
  success: '✅ ¡Correo enviado! (no olvides revisar tu spam)',
  failure: '❌ Error al enviar. Por favor intenta de nuevo.',
  invalid: INVALID_EMAIL_MESSAGE,
} as const

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`${name} was not provided to signupMachine`))

/** Submitting: a valid address is sent, any other non-empty text is refused by the field (the browser's `required` stops an empty one). */
const submit = [
  { guard: 'hasValidEmail', target: '#signup.sending' },
  { guard: 'hasEmail', target: '#signup.invalid' },
] as const

/**
 * One e-mail-only form (the landing sign-ups, «Avísame cuando abra»): idle → sending → success (field cleared) or failure (field kept).
 * An address that breaks the site's e-mail rule is refused (invalid: the field keeps it and says why) until it is edited.
 * Sending the e-mail and storing the lead are injected actors; after a successful
 * e-mail the lead is stored in the background and its outcome never changes the screen.
 */
export const signupMachine = setup({
  delays: emailGiveUpDelay,
  types: {
    context: {} as { email: string; source: string; submittedEmail: string },
    input: {} as { source: string },
    events: {} as { type: 'field.change'; value: string } | { type: 'form.submit' },
  },
  actors: {
    sendSignupEmail: fromPromise<ServiceResult, SignupRequest>(notProvided('sendSignupEmail')),
    storeLead: fromPromise<ServiceResult, SignupRequest>(notProvided('storeLead')),
  },
  guards: {
    hasEmail: ({ context }) => context.email.trim() !== '',
    hasValidEmail: ({ context }) => isEmailAddress(context.email),
    sentOk: (_, result: ServiceResult) => result.ok,
  },
  actions: {
    setEmail: assign({ email: (_, value: string) => value }),
    rememberSubmittedEmail: assign({ submittedEmail: ({ context }) => context.email.trim() }),
    clearEmail: assign({ email: '' }),
    logGiveUp: () => logEmailGiveUp('signup'),
    // The lead is a background extra: its failure is logged and never shown.
    logLeadProblem: ({ event }) => console.error('[signup] lead not stored', event),
  },
}).createMachine({
  id: 'signup',
  context: ({ input }) => ({ email: '', source: input.source, submittedEmail: '' }),
  initial: 'idle',
  on: {
    'field.change': { target: '.idle', actions: { type: 'setEmail', params: ({ event }) => event.value } },
  },
  states: {
    idle: {
      on: { 'form.submit': submit },
    },
    invalid: {
      on: { 'form.submit': submit },
    },
    sending: {
      entry: 'rememberSubmittedEmail',
      // Typing or submitting again while the request is in flight changes nothing.
      on: { 'field.change': {}, 'form.submit': {} },
      invoke: {
        id: 'sendSignupEmail',
        src: 'sendSignupEmail',
        input: ({ context }) => ({ email: context.submittedEmail, source: context.source }),
        onDone: [
          { guard: { type: 'sentOk', params: ({ event }) => event.output }, target: 'success' },
          { target: 'failure' },
        ],
        onError: { target: 'failure' },
      },
      // No answer at all: the same failure, the address kept (emailGiveUp.ts).
      after: { emailGiveUp: { target: 'failure', actions: 'logGiveUp' } },
    },
    success: {
      entry: 'clearEmail',
      on: { 'form.submit': submit },
      initial: 'storingLead',
      states: {
        storingLead: {
          invoke: {
            id: 'storeLead',
            src: 'storeLead',
            input: ({ context }) => ({ email: context.submittedEmail, source: context.source }),
            onDone: [
              { guard: { type: 'sentOk', params: ({ event }) => event.output }, target: 'done' },
              { target: 'done', actions: 'logLeadProblem' },
            ],
            onError: { target: 'done', actions: 'logLeadProblem' },
          },
        },
        done: {},
      },
    },
    failure: {
      on: { 'form.submit': submit },
    },
  },
})
