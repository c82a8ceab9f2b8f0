import { fromPromise } from 'xstate'
import type { QuizResultsRequest } from '../../../machines/quizMachine'
import type { ServiceResult } from '../../domain/serviceResult'
import { sendEmail } from '../../services/email'

/** Sends the recommendations e-mail; the catalogue it quotes loads only when it is needed. */
export const sendQuizResults = fromPromise<ServiceResult, QuizResultsRequest>(async ({ input, signal }) => {
  const { quizEmailParams } = await import('./quizEmail')
  return sendEmail('quiz', quizEmailParams(input), signal)
})
