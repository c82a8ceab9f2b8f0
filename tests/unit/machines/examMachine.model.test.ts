import { describe, expect, it } from 'vitest'
import { createActor, createMachine, SimulatedClock } from 'xstate'
import { examMachine } from '../../../machines/examMachine'
import { byStateName, type Harness, modelTests } from './modelTesting'

/**
 * A three-question quiz as the student sees it (spec §4, §5): «Enviar respuestas» does
 * nothing until every question has an answer; then the score shows, the options lock and
 * the page scrolls to the result; «Volver a intentar» clears everything; entering the
 * section again starts over. A state `answering.r1w2` has one right and two wrong answers
 * (answered in order); `submitted.s2` shows a score of 2.
 */
type ExamModelEvent = {
  type: 'ANSWER_RIGHT' | 'ANSWER_WRONG' | 'CORRECT_ONE' | 'SUBMIT' | 'RETRY' | 'REENTER'
}

const TOTAL = 3
const answering = (right: number, wrong: number) => `#exam.answering.r${right}w${wrong}`

function answeringStates() {
  const states: Record<string, { on: Partial<Record<ExamModelEvent['type'], string>> }> = {}
  for (let right = 0; right <= TOTAL; right++)
    for (let wrong = 0; right + wrong <= TOTAL; wrong++) {
      const full = right + wrong === TOTAL
      states[`r${right}w${wrong}`] = {
        on: {
          ...(full
            ? { SUBMIT: `#exam.submitted.s${right}` }
            : {
                SUBMIT: answering(right, wrong),
                ANSWER_RIGHT: answering(right + 1, wrong),
                ANSWER_WRONG: answering(right, wrong + 1),
              }),
          // Changing a wrong answer to the right one.
          ...(wrong > 0 ? { CORRECT_ONE: answering(right + 1, wrong - 1) } : {}),
          REENTER: answering(0, 0),
        },
      }
    }
  return states
}

const submittedStates = () =>
  Object.fromEntries(
    Array.from({ length: TOTAL + 1 }, (_, score) => {
      const here = `#exam.submitted.s${score}`
      // The options are locked: answering again changes nothing.
      const locked = { ANSWER_RIGHT: here, ANSWER_WRONG: here, SUBMIT: here }
      return [`s${score}`, { on: { ...locked, RETRY: answering(0, 0), REENTER: answering(0, 0) } }]
    }),
  )

const model = createMachine({
  types: {} as { events: ExamModelEvent },
  id: 'exam',
  initial: 'answering',
  states: {
    answering: { initial: 'r0w0', states: answeringStates() },
    submitted: { initial: 's0', states: submittedStates() },
  },
})

const questions = [
  { id: 'q1', correct: 'a' },
  { id: 'q2', correct: 'b' },
  { id: 'q3', correct: 'c' },
]

function start() {
  const page = { scrolledTo: 'top' as 'top' | 'result' }
  const machine = examMachine.provide({
    actions: {
      scrollToResult: () => Object.assign(page, { scrolledTo: 'result' }),
      scrollToTop: () => Object.assign(page, { scrolledTo: 'top' }),
    },
  })
  const actor = createActor(machine, { clock: new SimulatedClock(), input: { questions } })
  actor.start()
  return { actor, page }
}
type Exam = ReturnType<typeof start>

function view({ actor, page }: Exam): string {
  const { context } = actor.getSnapshot()
  const right = questions.filter((question) => context.answers[question.id] === question.correct).length
  const answered = Object.keys(context.answers).length
  const answers = `r${right}w${answered - right}`
  if (actor.getSnapshot().matches('answering'))
    return context.score === null ? `answering.${answers}` : `answering.${answers} with a score`
  // The score shown is the number of right answers on screen, which stay as they were.
  const score = context.score ?? -1
  return score === right && answered === TOTAL && page.scrolledTo === 'result'
    ? `submitted.s${score}`
    : `submitted.s${score} (answers ${answers}, at the ${page.scrolledTo})`
}

function perform({ actor }: Exam, { type }: ExamModelEvent) {
  const { answers } = actor.getSnapshot().context
  // The student answers in order; once all are answered (and locked), tries the first again.
  const next = questions.find((question) => answers[question.id] === undefined) ?? questions[0]
  const wrong = questions.find(
    (question) => answers[question.id] !== undefined && answers[question.id] !== question.correct,
  )
  switch (type) {
    case 'ANSWER_RIGHT':
      return next && actor.send({ type: 'exam.answer', questionId: next.id, key: next.correct })
    case 'ANSWER_WRONG':
      return next && actor.send({ type: 'exam.answer', questionId: next.id, key: 'd' })
    case 'CORRECT_ONE':
      return wrong && actor.send({ type: 'exam.answer', questionId: wrong.id, key: wrong.correct })
    case 'SUBMIT':
      return actor.send({ type: 'exam.submit' })
    case 'RETRY':
      return actor.send({ type: 'exam.retry' })
    case 'REENTER':
      return actor.send({ type: 'exam.reset' })
  }
}

const harness: Harness<typeof model, Exam, string> = { start, perform, view, expected: byStateName }

describe('examMachine against the model', () => {
  const paths = modelTests(model, harness, {
    maxSteps: 5,
    sizes: { states: 14, transitions: 49, simple: 79 },
  })

  it('the model reaches every score and tries to submit with every question missing', () => {
    const reached = paths.shortest.map((path) => byStateName(path.state))
    for (let score = 0; score <= TOTAL; score++) expect(reached).toContain(`submitted.s${score}`)
    const lockedSubmits = paths.edges.filter(
      (edge) => edge.event.type === 'SUBMIT' && edge.to.matches('answering'),
    )
    expect(lockedSubmits).toHaveLength(6)
  })
})
