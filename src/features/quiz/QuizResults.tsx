import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { absoluteUrl } from '../../domain/seo'
import { quizResultLists, SUGGEST_BELOW } from '../../domain/suggestScholarships'
import { NoScriptNote } from '../../ui/NoScriptNote'
import { ShareButton } from '../../ui/ShareButton'
import { useToday } from '../../ui/useToday'
import { answerSummaryLines } from './answerSummary'
import { MatchCard } from './MatchCard'
import { resultsCatalogue } from './resultsCatalogue'
import { hasAnswers, type QuizResultsSearch, resultsPath, searchToAnswers } from './resultsSearch'
import { WaysOn } from './WaysOn'

export const NO_MATCH_MESSAGE =
  'Aún no hay becas que hagan match contigo… ¡pero no te rindas! ✨ Puedes ajustar tus respuestas o explorar otras opciones.'

interface QuizResultsProps {
  /**
   * True in the pre-rendered HTML: the answers live in the URL, which only the browser
   * reads. Showing only the title until then keeps the page from jumping when they arrive.
   */
  pending?: boolean
  answers: QuizResultsSearch
  /** The whole catalogue, below the results (the scholarships feature, composed by the route). */
  catalogue: ReactNode
}

/**
 * /filtro-becas: §5's matches for the quiz answers in the URL, then — below five — the
 * programmes the student can really apply to (decision 0008), or the ways on when there
 * are none; then the whole catalogue.
 */
export function QuizResults({ pending, answers: search, catalogue }: QuizResultsProps) {
  const today = useToday()
  if (pending) {
    return (
      <div className="container section results--pending">
        <header className="page-intro">
          <p className="eyebrow">Quiz de becas</p>
          <h1>Resultados para tu perfil</h1>
          <p className="lead needs-js" role="status">
            Calculando tus resultados…
          </p>
          <NoScriptNote>
            Tus resultados se calculan en tu navegador: activa JavaScript o explora el catálogo en{' '}
            <a href="/becas">Becas</a>.
          </NoScriptNote>
        </header>
      </div>
    )
  }
  const answered = hasAnswers(search)
  const answers = searchToAnswers(search)
  const { matches, suggestions } = quizResultLists(resultsCatalogue, answers, today)
  const summary = answerSummaryLines(answers).map((line) => line.replace(/^• /, ''))

  return (
    <div className="container section">
      <header className="page-intro">
        <p className="eyebrow">Quiz de becas</p>
        <h1>Resultados para tu perfil</h1>
        {answered ? (
          <ul className="quiz__chips quiz__chips--summary" aria-label="Tus respuestas">
            {summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p className="lead">
            Todavía no tenemos tus respuestas. Haz el quiz y te mostramos las becas que hacen match contigo.
          </p>
        )}
        <div className="results__actions">
          <Link to="/becas" className="button button--ghost">
            Volver al quiz
          </Link>
          {answered && (
            <ShareButton
              title="Mis resultados de becas en Ya Sé Cómo"
              label="Copiar enlace"
              copyOnly
              url={absoluteUrl(resultsPath(search))}
              whatsappMessage="Estas son las becas que hacen match con mi perfil; haz el quiz tú también:"
            />
          )}
        </div>
      </header>

      {answered && (
        <section aria-labelledby="matches-titulo" className="results">
          <h2 id="matches-titulo">
            {matches.length === 1
              ? '1 beca hace match contigo'
              : `${matches.length} becas hacen match contigo`}
          </h2>
          {matches.length === 0 ? (
            <p className="empty-state empty-state__title" role="status">
              {NO_MATCH_MESSAGE}
            </p>
          ) : (
            <ul className="grid">
              {matches.map((match) => (
                <MatchCard key={match.scholarship.index} {...match} />
              ))}
            </ul>
          )}
        </section>
      )}
      {answered && suggestions.length > 0 && (
        <section aria-labelledby="sirven-titulo" className="results results__also">
          <h2 id="sirven-titulo">Becas que sí te pueden servir</h2>
          <p>
            No están en el match exacto, pero sí las puedes pedir. Cada una dice por qué está aquí y qué la
            deja fuera del match exacto; antes de aplicar, revisa sus requisitos en «Ver detalles».
          </p>
          <ul className="grid">
            {suggestions.map((suggestion) => (
              <MatchCard
                key={suggestion.scholarship.index}
                {...suggestion}
                reasonsLabel="Por qué te la sugerimos"
              />
            ))}
          </ul>
        </section>
      )}
      {answered && matches.length + suggestions.length < SUGGEST_BELOW && (
        <WaysOn
          nothing={matches.length + suggestions.length === 0}
          levels={search.nivel}
          state={search.estado}
          profile={summary.join(' · ')}
        />
      )}

      {catalogue}
    </div>
  )
}
