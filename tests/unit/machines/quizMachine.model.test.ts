import { getPathsFromEvents, getSimplePaths } from '@xstate/graph'
import { describe, expect, it } from 'vitest'
import { createMachine } from 'xstate'
import { advance, isReply, type Reply, reply, settle } from './fakeServices'
import { byStateName, expectReplays, type Harness, modelTests, REPLAY_TIMEOUT } from './modelTesting'
import { startQuiz } from './quizHarness'

/**
 * A model of the quiz as a student experiences it: each step first waits (dots, typing,
 * pause, buttons), then takes an answer or «Atrás». On the e-mail step the send succeeds,
 * fails, is refused or never answers (while it is on its way «Atrás» does nothing).
 */
const stepState = (n: number) => ({
  initial: 'waiting',
  states: {
    // «Atrás» is disabled until the inputs show, and hidden on step 1: pressing it changes nothing.
    waiting: { on: { WAIT: 'ready', BACK: 'waiting' } },
    ready: {
      on: {
        ...(n < 7 ? { ANSWER: `#model.s${n + 1}` } : {}),
        BACK: n > 1 ? `#model.s${n - 1}` : 'ready',
        ...(n === 7 ? { YES: '#model.s8', NO: '#model.loadingResults' } : {}),
      },
    },
  },
})

type QuizModelEvent = {
  type: 'WAIT' | 'ANSWER' | 'BACK' | 'YES' | 'NO' | 'EMAIL_INVALID' | 'EMAIL_SUBMIT' | Reply
}

const model = createMachine({
  types: {} as { events: QuizModelEvent },
  id: 'model',
  initial: 's1',
  states: {
    s1: stepState(1),
    s2: stepState(2),
    s3: stepState(3),
    s4: stepState(4),
    s5: stepState(5),
    s6: stepState(6),
    s7: stepState(7),
    s8: {
      initial: 'waiting',
      states: {
        waiting: { on: { WAIT: 'ready', BACK: 'waiting' } },
        ready: { on: { EMAIL_INVALID: 'invalid', EMAIL_SUBMIT: 'sending', BACK: '#model.s7' } },
        invalid: { on: { EMAIL_SUBMIT: 'sending', BACK: '#model.s7' } },
        sending: {
          // While the e-mail is on its way nothing happens: «Atrás» leaves it sending; with no
          // answer within 15 s it gives up (emailGiveUp), the address kept.
          on: {
            SENT: '#model.sent',
            REFUSED: 'failed',
            NETWORK_DOWN: 'failed',
            NO_REPLY: 'failed',
            BACK: 'sending',
          },
        },
        failed: { on: { EMAIL_SUBMIT: 'sending', EMAIL_INVALID: 'invalid', BACK: '#model.s7' } },
      },
    },
    sent: { on: { WAIT: 'loadingResults' } },
    loadingResults: { on: { WAIT: 'results' } },
    results: { type: 'final' },
  },
})

type Quiz = ReturnType<typeof startQuiz>

/** The model state the real quiz is in, e.g. "s3.ready". */
function view(quiz: Quiz): string {
  const snapshot = quiz.snapshot()
  if (snapshot.status === 'done')
    return quiz.showResults.mock.calls.length === 1 ? 'results' : 'results shown twice'
  if (snapshot.matches('emailSent')) return 'sent'
  if (snapshot.matches('loadingResults')) return 'loadingResults'
  const step = `s${snapshot.context.stepIndex + 1}`
  if (snapshot.matches({ asking: { inputs: 'sending' } })) {
    const requests = quiz.sent.filter((call) => !call.settled).length
    return requests === 1 ? `${step}.sending` : `${step}.sending (${requests} requests)`
  }
  if (!snapshot.matches({ asking: { inputs: 'ready' } })) return `${step}.waiting`
  if (snapshot.context.emailStatus === 'invalid') return `${step}.invalid`
  if (snapshot.context.emailStatus === 'failed') return `${step}.failed`
  return `${step}.ready`
}

const answerFor = [
  'Ciudad de México',
  'UNAM',
  null,
  'Salud y Medicina',
  'Más de 9',
  'Por situación económica',
]

async function perform(quiz: Quiz, { type }: QuizModelEvent) {
  const { actor, snapshot } = quiz
  const step = snapshot().context.stepIndex
  if (isReply(type)) return reply({ calls: quiz.sent }, quiz.clock, type)
  switch (type) {
    case 'WAIT':
      // 10 ms steps: the exact timings are the unit tests' (quizMachine.test.ts).
      if (snapshot().matches('emailSent')) advance(quiz.clock, 4000, 10)
      else if (snapshot().matches('loadingResults'))
        advance(quiz.clock, snapshot().context.answers.emailConsent === 'No' ? 4000 : 3000, 10)
      else quiz.waitForInputs()
      return
    case 'ANSWER':
      if (step === 2) {
        // Levels chosen before «Atrás» stay chosen.
        if (!snapshot().context.answers.educationLevel?.includes('licenciatura'))
          actor.send({ type: 'quiz.toggleLevel', value: 'licenciatura' })
        actor.send({ type: 'quiz.next' })
      } else actor.send({ type: 'quiz.answer', value: answerFor[step] ?? '' })
      return
    case 'BACK':
      actor.send({ type: 'quiz.back' })
      return
    case 'YES':
    case 'NO':
      actor.send({ type: 'quiz.answer', value: type === 'YES' ? 'Sí' : 'No' })
      return
    case 'EMAIL_INVALID':
      actor.send({ type: 'quiz.emailChange', value: 'correo-sin-arroba' })
      actor.send({ type: 'quiz.emailSubmit' })
      return
    case 'EMAIL_SUBMIT':
      actor.send({ type: 'quiz.emailChange', value: 'ana@correo.mx' })
      actor.send({ type: 'quiz.emailSubmit' })
      return settle()
  }
}

const harness: Harness<typeof model, Quiz, string> = {
  start: () => startQuiz(),
  perform,
  view,
  expected: byStateName,
}

/** Events answering step n (1-based) and waiting for the next one. */
const answerStep = (n: number): QuizModelEvent[] => [{ type: n === 7 ? 'YES' : 'ANSWER' }, { type: 'WAIT' }]

/** Reach step `n`, go back, then finish the quiz: one path per step that has «Atrás». */
function backAtStep(n: number): QuizModelEvent[] {
  const reach = Array.from({ length: n - 1 }, (_, i) => answerStep(i + 1)).flat()
  const rest = Array.from({ length: 8 - n + 1 }, (_, i) => n - 1 + i).flatMap((step) =>
    step === 7 ? [{ type: 'NO' as const }, { type: 'WAIT' as const }] : answerStep(step),
  )
  return [{ type: 'WAIT' }, ...reach, { type: 'BACK' }, { type: 'WAIT' }, ...rest]
}

describe('quizMachine against the model', () => {
  const paths = modelTests(model, harness, {
    maxSteps: 24,
    sizes: { states: 22, transitions: 47, simple: 35 },
  })
  const backPaths = [2, 3, 4, 5, 6, 7, 8].flatMap((n) => getPathsFromEvents(model, backAtStep(n)))

  it(
    `every «Atrás» path finishes the quiz (${backPaths.length} paths)`,
    async () => {
      await expectReplays(backPaths, harness)
      for (const path of backPaths) expect(path.state.value).toBe('results')
    },
    REPLAY_TIMEOUT,
  )

  it('the model covers every step, both consent branches and every e-mail outcome', () => {
    const reached = paths.shortest.map((path) => byStateName(path.state))
    for (let n = 1; n <= 8; n++) expect(reached).toContain(`s${n}.ready`)
    for (const state of ['sent', 'loadingResults', 'results', 's8.invalid', 's8.sending', 's8.failed'])
      expect(reached).toContain(state)
    const events = new Set(paths.edges.map((edge) => edge.event.type))
    // 24 steps is more than the longest simple path: the bounded walk finds every one the library does.
    expect(paths.simple).toHaveLength(getSimplePaths(model).length - 1)
    for (const event of ['BACK', 'YES', 'NO', 'EMAIL_INVALID', 'SENT', 'REFUSED', 'NETWORK_DOWN', 'NO_REPLY'])
      expect(events).toContain(event)
  })
})
