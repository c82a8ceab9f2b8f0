import type { QuizAnswers } from '../../../machines/quizContent'
import { levelLabel } from '../../lib/scholarshipReference'
import { capitalizeItems } from '../../lib/text'

/** One line per answer with the e-mail's labels; the consent answer is left out (spec §3). */
export function answerSummaryLines(answers: Partial<QuizAnswers>): string[] {
  const levels = (answers.educationLevel ?? []).map((level) => levelLabel(level)).join(', ')
  return [
    ['Estado', answers.mexicoState],
    ['Institución', answers.institution],
    ['Nivel de estudios', levels ? capitalizeItems(levels) : undefined],
    ['Área de interés', answers.interestArea],
    ['Promedio', answers.gpa],
    ['Tipo de beca', answers.scholarshipType],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `• ${label}: ${value}`)
}
