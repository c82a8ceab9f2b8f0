import { assign, setup } from 'xstate'

export interface ExamQuestion {
  id: string
  correct: string
}

export interface ExamContext {
  questions: ExamQuestion[]
  /** Question id → chosen option key. */
  answers: Record<string, string>
  /** Correct answers, held once submitted. */
  score: number | null
}

export type ExamEvent =
  | { type: 'exam.answer'; questionId: string; key: string }
  | { type: 'exam.submit' }
  | { type: 'exam.retry' }
  | { type: 'exam.reset' }

/** «Obtuviste {n} de {total} correctas ({percent}%)», percent rounded (spec §4). */
export function examResultText(score: number, total: number): string {
  const percent = total === 0 ? 0 : Math.round((score / total) * 100)
  return `Obtuviste ${score} de ${total} correctas (${percent}%)`
}

export const allAnswered = (context: Pick<ExamContext, 'questions' | 'answers'>) =>
  context.questions.every((question) => context.answers[question.id] !== undefined)

/**
 * A mini-quiz or final exam: one choice per question; submit only when every question is
 * answered; the score is then held and the options lock; «Volver a intentar» clears it.
 * Scrolling is injected (120 px after submit, top on retry). No pass/fail logic.
 */
export const examMachine = setup({
  types: {
    context: {} as ExamContext,
    events: {} as ExamEvent,
    input: {} as { questions: ExamQuestion[] },
  },
  guards: {
    isQuestion: ({ context, event }) =>
      event.type === 'exam.answer' && context.questions.some((question) => question.id === event.questionId),
    allAnswered: ({ context }) => allAnswered(context),
  },
  actions: {
    recordAnswer: assign({
      answers: ({ context, event }) =>
        event.type === 'exam.answer'
          ? { ...context.answers, [event.questionId]: event.key }
          : context.answers,
    }),
    computeScore: assign({
      score: ({ context }) =>
        context.questions.filter((question) => context.answers[question.id] === question.correct).length,
    }),
    clear: assign({ answers: {}, score: null }),
    scrollToResult: () => {},
    scrollToTop: () => {},
  },
}).createMachine({
  id: 'exam',
  context: ({ input }) => ({ questions: input.questions, answers: {}, score: null }),
  initial: 'answering',
  on: {
    // Entering the section again starts over.
    'exam.reset': { target: '.answering', actions: 'clear' },
  },
  states: {
    answering: {
      on: {
        'exam.answer': { guard: 'isQuestion', actions: 'recordAnswer' },
        'exam.submit': {
          guard: 'allAnswered',
          target: 'submitted',
          actions: ['computeScore', 'scrollToResult'],
        },
      },
    },
    submitted: {
      on: {
        'exam.retry': { target: 'answering', actions: ['clear', 'scrollToTop'] },
      },
    },
  },
})
