import { getPathsFromEvents, getShortestPaths, getSimplePaths } from '@xstate/graph'
import { describe, expect, it, vi } from 'vitest'
import { createMachine } from 'xstate'
import { failure, ok } from '../../../src/lib/serviceResult'
import { startQuiz } from './quizHarness'

/**
 * A model of the quiz as a student experiences it: each step first waits (dots, typing,
 * pause, buttons), then takes an answer or «Atrás». Every path through the model is
 * replayed on the real quizMachine under a simulated clock, and after each step the real
 * machine must be in the state the model says.
 */
const stepState = (n: number) => ({
  initial: 'waiting',
  states: {
    waiting: { on: { WAIT: 'ready' } },
    ready: {
      on: {
        ...(n < 7 ? { ANSWER: `#model.s${n + 1}` } : {}),
        ...(n > 1 ? { BACK: `#model.s${n - 1}` } : {}),
        ...(n === 7 ? { YES: '#model.s8', NO: '#model.loadingResults' } : {}),
      },
    },
  },
})

const model = createMachine({
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
        waiting: { on: { WAIT: 'ready' } },
        ready: {
          on: { EMAIL_INVALID: 'invalid', EMAIL_FAIL: 'failed', EMAIL_OK: '#model.sent', BACK: '#model.s7' },
        },
        invalid: { on: { EMAIL_FAIL: 'failed', EMAIL_OK: '#model.sent' } },
        failed: { on: { EMAIL_OK: '#model.sent' } },
      },
    },
    sent: { on: { WAIT: 'loadingResults' } },
    loadingResults: { on: { WAIT: 'results' } },
    results: { type: 'final' },
  },
})

type Quiz = ReturnType<typeof startQuiz>
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The model state the real machine is in, e.g. "s3.ready". */
function modelStateOf(quiz: Quiz): string {
  const snapshot = quiz.snapshot()
  if (snapshot.status === 'done') return 'results'
  if (snapshot.matches('emailSent')) return 'sent'
  if (snapshot.matches('loadingResults')) return 'loadingResults'
  const step = `s${snapshot.context.stepIndex + 1}`
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

async function perform(quiz: Quiz, event: string) {
  const { actor, snapshot } = quiz
  const step = snapshot().context.stepIndex
  switch (event) {
    case 'WAIT':
      if (snapshot().matches('emailSent')) quiz.advance(4000)
      else if (snapshot().matches('loadingResults'))
        quiz.advance(snapshot().context.answers.emailConsent === 'No' ? 4000 : 3000)
      else quiz.waitForInputs()
      return
    case 'ANSWER':
      if (step === 2) {
        // Levels chosen before «Atrás» stay chosen.
        if (!snapshot().context.answers.educationLevel?.includes('licenciatura'))
          actor.send({ type: 'quiz.toggleLevel', value: 'licenciatura' })
        actor.send({ type: 'quiz.next' })
      } else actor.send({ type: 'quiz.answer', value: answerFor[step] as string })
      return
    case 'BACK':
      actor.send({ type: 'quiz.back' })
      return
    case 'YES':
    case 'NO':
      actor.send({ type: 'quiz.answer', value: event === 'YES' ? 'Sí' : 'No' })
      return
    case 'EMAIL_INVALID':
      actor.send({ type: 'quiz.emailChange', value: 'correo-sin-arroba' })
      actor.send({ type: 'quiz.emailSubmit' })
      return
    case 'EMAIL_FAIL':
    case 'EMAIL_OK': {
      actor.send({ type: 'quiz.emailChange', value: 'ana@correo.mx' })
      actor.send({ type: 'quiz.emailSubmit' })
      await flush()
      quiz.sent.at(-1)?.settle(event === 'EMAIL_OK' ? ok : failure('network', 'offline'))
      await flush()
      return
    }
  }
}

async function replay(path: { steps: { event: { type: string } }[] }) {
  const quiz = startQuiz()
  const visited: string[] = []
  for (const { event } of path.steps) {
    if (event.type === 'xstate.init') continue
    await perform(quiz, event.type)
    visited.push(modelStateOf(quiz))
  }
  return { quiz, visited }
}

const expected = (path: { steps: { state: { value: unknown } }[] }) =>
  path.steps.slice(1).map(({ state }) => {
    const value = state.value
    if (typeof value === 'string') return value
    const [step, sub] = Object.entries(value as Record<string, string>)[0] ?? []
    return `${step}.${sub}`
  })

const label = (path: { steps: { event: { type: string } }[] }) =>
  path.steps
    .slice(1)
    .map((step) => step.event.type)
    .join(' ')

/** Events answering step n (1-based) and waiting for the next one. */
const answerStep = (n: number) => [n === 7 ? 'YES' : 'ANSWER', 'WAIT']

/** Reach step `n`, go back, then finish the quiz: one path per step that has «Atrás». */
function backAtStep(n: number): string[] {
  const reach = ['WAIT', ...Array.from({ length: n - 1 }, (_, i) => answerStep(i + 1)).flat()]
  const rest = Array.from({ length: 7 - (n - 1) + 1 }, (_, i) => n - 1 + i)
    .filter((step) => step <= 7)
    .flatMap((step) => (step === 7 ? ['NO', 'WAIT'] : answerStep(step)))
  return [...reach, 'BACK', 'WAIT', ...rest]
}

describe('quizMachine against the model', () => {
  const shortest = getShortestPaths(model)
  const simple = getSimplePaths(model)
  const backPaths = [2, 3, 4, 5, 6, 7, 8].flatMap((n) =>
    getPathsFromEvents(
      model,
      backAtStep(n).map((type) => ({ type })),
    ),
  )

  it.each(backPaths.map((path) => [label(path), path] as const))('«Atrás» path: %s', async (_, path) => {
    const { quiz, visited } = await replay(path)
    expect(visited).toEqual(expected(path))
    expect(quiz.snapshot().status).toBe('done')
  })

  it('the model covers every step, both consent branches and every e-mail outcome', () => {
    const reached = new Set(shortest.map((path) => JSON.stringify(path.state.value)))
    for (let n = 1; n <= 8; n++) expect(reached.has(JSON.stringify({ [`s${n}`]: 'ready' }))).toBe(true)
    for (const state of ['"sent"', '"loadingResults"', '"results"', '{"s8":"invalid"}', '{"s8":"failed"}']) {
      expect(reached.has(state)).toBe(true)
    }
    const events = new Set(
      [...simple, ...backPaths].flatMap((path) => path.steps.map((step) => step.event.type)),
    )
    for (const event of ['BACK', 'YES', 'NO', 'EMAIL_INVALID', 'EMAIL_FAIL', 'EMAIL_OK'])
      expect(events.has(event)).toBe(true)
  })

  it.each(shortest.map((path) => [label(path), path] as const))('shortest path: %s', async (_, path) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { visited } = await replay(path)
    expect(visited).toEqual(expected(path))
    log.mockRestore()
  })

  it('every simple path replays', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const path of simple) {
      const { quiz, visited } = await replay(path)
      expect(visited, label(path)).toEqual(expected(path))
      if (path.state.value === 'results') expect(quiz.showResults).toHaveBeenCalledTimes(1)
    }
    log.mockRestore()
  }, 60_000)
})
