import summaries from 'virtual:data/scholarships-summaries'
import type { QuizAnswers } from '../../../machines/quizContent'
import type { QuizResultsRequest } from '../../../machines/quizMachine'
import { matchScholarships } from '../../lib/matchScholarships'
import { levelLabel } from '../../lib/scholarshipReference'
import { absoluteUrl } from '../../lib/seo'
import { capitalizeItems } from '../../lib/text'
import { stringifySearch } from '../../lib/urlSearch'
import { answersToSearch } from './resultsSearch'

export const QUIZ_EMAIL_FROM = 'Equipo Ya Sé Cómo'
const TOP_MATCHES = 5

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

/** The recommendations e-mail body: the answers, then the best matches with their links. */
export function quizEmailMessage(answers: Partial<QuizAnswers>): string {
  const { matches, alsoInteresting } = matchScholarships(summaries, answers)
  const picks = (matches.length > 0 ? matches : alsoInteresting).slice(0, TOP_MATCHES)
  const resultsUrl = absoluteUrl(`/filtro-becas${stringifySearch(answersToSearch(answers))}`)
  const heading =
    matches.length > 0
      ? 'Becas que hacen match contigo:'
      : picks.length > 0
        ? 'Becas que también podrían interesarte:'
        : 'Por ahora no encontramos becas con todas tus respuestas, pero el catálogo crece cada mes.'
  const lines = picks.map(
    ({ scholarship }) =>
      `• ${scholarship.name} (${scholarship.institution})\n  ${absoluteUrl(`/becas/${scholarship.index}`)}`,
  )
  return [
    'Tus respuestas:',
    ...answerSummaryLines(answers),
    '',
    heading,
    ...lines,
    '',
    `Ve todos tus resultados: ${resultsUrl}`,
    'Recuerda: aplica siempre en el sitio oficial de cada beca. El trámite es gratuito y nadie debe cobrarte por él.',
  ].join('\n')
}

export function quizEmailParams({ answers, email }: QuizResultsRequest) {
  return {
    about: 'Recomendaciones para',
    name: email,
    email,
    from_name: QUIZ_EMAIL_FROM,
    message: quizEmailMessage(answers),
  }
}
