import type { QuizAnswers } from '../../../machines/quizContent'

declare module '@tanstack/history' {
  interface HistoryState {
    /** The quiz hands its answers to /filtro-becas as navigation state (the URL carries them too). */
    quizAnswers?: Partial<QuizAnswers>
  }
}
