import { createFileRoute, useRouter } from '@tanstack/react-router'
import { pageHead } from '../domain/seo'
import { quizPageSearchSchema } from '../features/quiz/resultsSearch'
import { ScholarshipQuiz } from '../features/quiz/ScholarshipQuiz'
import { NoScriptNote } from '../ui/NoScriptNote'

export const Route = createFileRoute('/quiz-becas')({
  validateSearch: quizPageSearchSchema,
  head: () =>
    pageHead({
      title: 'Quiz de becas',
      description:
        'Responde 7 preguntas y descubre qué becas reales de México y el extranjero hacen match contigo.',
      path: '/quiz-becas',
    }),
  component: QuizBecasRoute,
})

/** The quiz on its own page: the step and the answers so far in the URL (decision 0040). */
function QuizBecasRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const router = useRouter()
  return (
    <div className="container section quiz-page">
      <header className="page-intro">
        <p className="eyebrow">Impulsado por IA</p>
        <h1>Encuentra tu beca en 7 preguntas</h1>
      </header>
      <NoScriptNote>
        El quiz necesita JavaScript; mientras tanto puedes explorar todas las becas en{' '}
        <a href="/becas">Becas</a>.
      </NoScriptNote>
      <ScholarshipQuiz
        url={{
          search,
          go: (next, how) => navigate({ search: next, replace: how === 'replace' }),
          back: () => router.history.back(),
        }}
      />
    </div>
  )
}
