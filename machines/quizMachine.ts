import { assign, fromPromise, not, setup } from 'xstate'
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from '../src/domain/emailAddress'
import type { ServiceResult } from '../src/domain/serviceResult'
import { emailGiveUpDelay, logEmailGiveUp } from './emailGiveUp'
import {
  answersBefore,
  INSTITUTION_VARIANT_COUNT,
  type QuizAnswers,
  type QuizStepKey,
  questionFor,
  quizSteps,
  resumableStep,
  revealedOptionCount,
  stepKind,
  stepOptions,
} from './quizContent'

export const quizMessages = {
  invalidEmail: INVALID_EMAIL_MESSAGE,
  sending: '⏳ Enviando…',
  sent: '✅ ¡Email enviado! (no olvides revisar tu spam)',
  sendFailed: '❌ Error al enviar. Intenta de nuevo.',
  loadingResults: '⏳ Cargando resultados…',
} as const

/** The spec's timings (§4, §9), as named delays a test can override or run on a simulated clock. */
export const quizDelays = {
  loading: 2000,
  perChar: 30,
  beforeInputs: 500,
  firstOption: 200,
  optionStagger: 100,
  resultsAfterDecline: 4000,
  emailSentPause: 4000,
  resultsAfterEmail: 3000,
  ...emailGiveUpDelay,
} as const

export type EmailStatus = 'invalid' | 'failed' | null

export interface QuizContext {
  stepIndex: number
  answers: Partial<QuizAnswers>
  question: string
  /** Characters of the question typed so far (the typing effect). */
  typed: number
  /** Option buttons shown so far on a button step. */
  revealed: number
  institutionVariant: number
  email: string
  emailStatus: EmailStatus
}

export type QuizEvent =
  | { type: 'quiz.answer'; value: string }
  | { type: 'quiz.toggleLevel'; value: string }
  | { type: 'quiz.next' }
  | { type: 'quiz.back' }
  /** Go to a step with the answers before it (the URL on a reload, the phone's back button). */
  | { type: 'quiz.resume'; stepIndex: number; answers: Partial<QuizAnswers> }
  | { type: 'quiz.emailChange'; value: string }
  | { type: 'quiz.emailSubmit' }

export interface QuizResultsRequest {
  answers: Partial<QuizAnswers>
  email: string
}

const stepAt = (context: QuizContext): QuizStepKey => quizSteps[context.stepIndex] ?? 'mexicoState'

/**
 * The scholarship quiz: eight steps, each with loading dots, a typed question, a pause and
 * then its inputs. Sending the results e-mail and showing the results are injected.
 */
export const quizMachine = setup({
  types: {
    context: {} as QuizContext,
    events: {} as QuizEvent,
    input: {} as { institutionVariant?: number } | undefined,
  },
  delays: quizDelays,
  actors: {
    sendResults: fromPromise<ServiceResult, QuizResultsRequest>(() =>
      Promise.reject(new Error('sendResults was not provided to quizMachine')),
    ),
  },
  guards: {
    questionTyped: ({ context }) => context.typed >= context.question.length,
    allOptionsRevealed: ({ context }) => context.revealed >= revealedOptionCount(stepAt(context)),
    isChoice: ({ context, event }) => {
      if (event.type !== 'quiz.answer') return false
      const step = stepAt(context)
      const index = stepOptions[step].indexOf(event.value)
      if (stepKind[step] === 'select') return index >= 0
      return stepKind[step] === 'buttons' && index >= 0 && index < context.revealed
    },
    declinesEmail: ({ context, event }) =>
      stepAt(context) === 'emailConsent' && event.type === 'quiz.answer' && event.value === 'No',
    isLevelStep: ({ context, event }) =>
      stepAt(context) === 'educationLevel' &&
      event.type === 'quiz.toggleLevel' &&
      stepOptions.educationLevel.includes(event.value),
    hasLevel: ({ context }) =>
      stepAt(context) === 'educationLevel' && (context.answers.educationLevel?.length ?? 0) > 0,
    canGoBack: ({ context }) => context.stepIndex > 0,
    isOtherStep: ({ context, event }) =>
      event.type === 'quiz.resume' && resumableStep(event.stepIndex, event.answers) !== context.stepIndex,
    isEmailStep: ({ context }) => stepAt(context) === 'finalEmail',
    emailIsValid: ({ context }) => isEmailAddress(context.email),
    sentOk: (_, result: ServiceResult) => result.ok,
    declined: ({ context }) => context.answers.emailConsent === 'No',
  },
  actions: {
    prepareStep: assign(({ context }) => ({
      question: questionFor(stepAt(context), context.answers, context.institutionVariant),
      typed: 0,
      revealed: 0,
      emailStatus: null,
    })),
    typeChar: assign({ typed: ({ context }) => context.typed + 1 }),
    revealOption: assign({ revealed: ({ context }) => context.revealed + 1 }),
    recordAnswer: assign({
      answers: ({ context, event }) =>
        event.type === 'quiz.answer'
          ? { ...context.answers, [stepAt(context)]: event.value }
          : context.answers,
    }),
    toggleLevel: assign({
      answers: ({ context, event }) => {
        if (event.type !== 'quiz.toggleLevel') return context.answers
        const current = context.answers.educationLevel ?? []
        const educationLevel = current.includes(event.value)
          ? current.filter((level) => level !== event.value)
          : stepOptions.educationLevel.filter((level) => level === event.value || current.includes(level))
        return { ...context.answers, educationLevel }
      },
    }),
    nextStep: assign({ stepIndex: ({ context }) => Math.min(context.stepIndex + 1, quizSteps.length - 1) }),
    /** «Atrás» deletes the current step's answer and goes back one step. */
    goBack: assign(({ context }) => {
      const answers = { ...context.answers }
      delete answers[stepAt(context) as keyof QuizAnswers]
      return { answers, stepIndex: Math.max(context.stepIndex - 1, 0), email: '', emailStatus: null }
    }),
    /**
     * The step and the answers before it come from the event; the step's own answer is kept
     * when the student had one (shown selected, as after «Atrás»); later ones are forgotten.
     */
    resume: assign(({ context, event }) => {
      if (event.type !== 'quiz.resume') return {}
      const stepIndex = resumableStep(event.stepIndex, event.answers)
      const step = quizSteps[stepIndex] ?? 'mexicoState'
      const own = answersBefore(stepIndex + 1, context.answers)[step as keyof QuizAnswers]
      return {
        stepIndex,
        answers: { ...answersBefore(stepIndex, event.answers), ...(own ? { [step]: own } : {}) },
        email: '',
        emailStatus: null,
      }
    }),
    setEmail: assign({
      email: ({ event }) => (event.type === 'quiz.emailChange' ? event.value : ''),
      emailStatus: null,
    }),
    markEmailInvalid: assign({ emailStatus: 'invalid' as const }),
    markSendFailed: assign({ emailStatus: 'failed' as const }),
    logSendFailure: ({ event }) => console.error('[quiz] results e-mail not sent', event),
    logGiveUp: () => logEmailGiveUp('quiz'),
    showResults: () => {},
  },
}).createMachine({
  id: 'quiz',
  context: ({ input }) => ({
    stepIndex: 0,
    answers: {},
    question: '',
    typed: 0,
    revealed: 0,
    institutionVariant: Math.abs(Math.trunc(input?.institutionVariant ?? 0)) % INSTITUTION_VARIANT_COUNT,
    email: '',
    emailStatus: null,
  }),
  initial: 'asking',
  states: {
    asking: {
      entry: 'prepareStep',
      initial: 'loading',
      on: {
        'quiz.resume': { guard: 'isOtherStep', actions: 'resume', target: '#quiz.asking', reenter: true },
      },
      states: {
        loading: { after: { loading: 'typing' } },
        typing: {
          always: { guard: 'questionTyped', target: 'pausing' },
          after: { perChar: { target: 'typing', reenter: true, actions: 'typeChar' } },
        },
        pausing: { after: { beforeInputs: 'inputs' } },
        inputs: {
          initial: 'revealing',
          on: {
            'quiz.answer': [
              { guard: 'declinesEmail', actions: 'recordAnswer', target: '#quiz.loadingResults' },
              {
                guard: 'isChoice',
                actions: ['recordAnswer', 'nextStep'],
                target: '#quiz.asking',
                reenter: true,
              },
            ],
            'quiz.toggleLevel': { guard: 'isLevelStep', actions: 'toggleLevel' },
            'quiz.next': { guard: 'hasLevel', actions: 'nextStep', target: '#quiz.asking', reenter: true },
            'quiz.back': { guard: 'canGoBack', actions: 'goBack', target: '#quiz.asking', reenter: true },
            'quiz.emailChange': { guard: 'isEmailStep', actions: 'setEmail' },
            'quiz.emailSubmit': { guard: 'isEmailStep', target: '.validating' },
          },
          states: {
            revealing: {
              always: { guard: 'allOptionsRevealed', target: 'ready' },
              after: { firstOption: { target: 'staggering', actions: 'revealOption' } },
            },
            staggering: {
              always: { guard: 'allOptionsRevealed', target: 'ready' },
              after: { optionStagger: { target: 'staggering', reenter: true, actions: 'revealOption' } },
            },
            ready: {},
            validating: {
              always: [
                { guard: 'emailIsValid', target: 'sending' },
                { target: 'ready', actions: 'markEmailInvalid' },
              ],
            },
            sending: {
              // While the e-mail is on its way nothing else can happen.
              on: { 'quiz.back': {}, 'quiz.resume': {}, 'quiz.emailSubmit': {}, 'quiz.emailChange': {} },
              invoke: {
                id: 'sendResults',
                src: 'sendResults',
                input: ({ context }) => ({ answers: context.answers, email: context.email.trim() }),
                onDone: [
                  {
                    guard: { type: 'sentOk', params: ({ event }) => event.output },
                    target: '#quiz.emailSent',
                  },
                  { target: 'ready', actions: ['markSendFailed', 'logSendFailure'] },
                ],
                onError: { target: 'ready', actions: ['markSendFailed', 'logSendFailure'] },
              },
              // No answer at all: the same failure, the address kept (emailGiveUp.ts).
              after: { emailGiveUp: { target: 'ready', actions: ['markSendFailed', 'logGiveUp'] } },
            },
          },
        },
      },
    },
    emailSent: { after: { emailSentPause: 'loadingResults' } },
    loadingResults: {
      after: {
        resultsAfterDecline: { guard: 'declined', target: 'done' },
        resultsAfterEmail: { guard: not('declined'), target: 'done' },
      },
    },
    done: { type: 'final', entry: 'showResults' },
  },
})
