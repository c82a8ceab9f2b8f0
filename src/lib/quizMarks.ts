import type { QuizQuestion } from '../../data/module.schema'

/** What a submitted option says: the chosen one right or wrong, or the right answer after a wrong one. */
export type QuizMark = 'correct' | 'incorrect' | 'answer'

/**
 * The mark on option `key` once a quiz is submitted, `chosen` being the student's answer. A
 * module's mini-quiz shows the right answer after a wrong one (the module data has no field
 * for a reason to add to it); the final exam marks only the chosen options (spec §4), so a
 * retry still asks for what was learned.
 */
export function markOf(
  question: Pick<QuizQuestion, 'correct'>,
  key: string,
  chosen: string | undefined,
  isFinalExam: boolean,
): QuizMark | null {
  if (key === chosen) return key === question.correct ? 'correct' : 'incorrect'
  if (key === question.correct && chosen !== undefined && !isFinalExam) return 'answer'
  return null
}
