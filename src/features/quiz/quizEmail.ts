import type { QuizAnswers } from '../../../machines/quizContent'
import type { QuizResultsRequest } from '../../../machines/quizMachine'
import { todayInMexicoCity } from '../../domain/callStatus'
import { absoluteUrl } from '../../domain/seo'
import { quizResultLists } from '../../domain/suggestScholarships'
import { stringifySearch } from '../../domain/urlSearch'
import { answerSummaryLines } from './answerSummary'
import { resultsCatalogue } from './resultsCatalogue'
import { answersToSearch } from './resultsSearch'
import { waysOn } from './waysOn'

export const QUIZ_EMAIL_FROM = 'Equipo Ya Sé Cómo'
const TOP_MATCHES = 5

const programmeLines = (scholarship: { index: number; name: string; institution: string }) => [
  `• ${scholarship.name} (${scholarship.institution})`,
  `  ${absoluteUrl(`/becas/${scholarship.index}`)}`,
]

/**
 * The recommendations e-mail body: the answers, then the results page's two lists (the best
 * five of each, with why each suggestion is there), or the ways on when both are empty.
 */
export function quizEmailMessage(
  answers: Partial<QuizAnswers>,
  today = todayInMexicoCity(new Date()),
): string {
  const { matches, suggestions } = quizResultLists(resultsCatalogue, answers, today)
  const resultsUrl = absoluteUrl(`/filtro-becas${stringifySearch(answersToSearch(answers))}`)
  const exact =
    matches.length > 0
      ? [
          'Becas que hacen match contigo:',
          ...matches
            .slice(0, TOP_MATCHES)
            .flatMap((m) => [
              ...programmeLines(m.scholarship),
              ...(m.unmet.length > 0 ? [`  No coincide: ${m.unmet.join(' · ')}`] : []),
              ...(m.onlyIf ? [`  Solo si ${m.onlyIf}.`] : []),
            ]),
        ]
      : ['Ninguna beca del catálogo cumple todas tus respuestas.']
  const suggested =
    suggestions.length > 0
      ? [
          '',
          'Becas que sí te pueden servir (no cumplen todo, pero sí las puedes pedir):',
          ...suggestions
            .slice(0, TOP_MATCHES)
            .flatMap((suggestion) => [
              ...programmeLines(suggestion.scholarship),
              `  Por qué: ${suggestion.reasons.join(' · ')}`,
              ...suggestion.notes.map((note) => `  ${note}.`),
              ...(suggestion.unmet.length > 0 ? [`  No coincide: ${suggestion.unmet.join(' · ')}`] : []),
              ...(suggestion.onlyIf ? [`  Solo si ${suggestion.onlyIf}.`] : []),
            ]),
        ]
      : []
  const nothing =
    matches.length + suggestions.length === 0
      ? [
          '',
          'Por ahora no hay becas que puedas pedir con tus respuestas. Mientras tanto:',
          ...waysOn(answers.educationLevel ?? [], answers.mexicoState).map(
            (way) => `• ${way.label}: ${absoluteUrl(way.href)}`,
          ),
        ]
      : []
  return [
    'Tus respuestas:',
    ...answerSummaryLines(answers),
    '',
    ...exact,
    ...suggested,
    ...nothing,
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
