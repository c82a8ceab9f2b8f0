import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../domain/seo'
import { ScholarshipQuiz } from '../features/quiz/ScholarshipQuiz'
import { NoScriptNote } from '../ui/NoScriptNote'

export const Route = createFileRoute('/quiz-becas')({
  head: () =>
    pageHead({
      title: 'Quiz de becas',
      description:
        'Responde 7 preguntas y descubre qué becas reales de México y el extranjero hacen match contigo.',
      path: '/quiz-becas',
    }),
  component: () => (
    <div className="container section quiz-page">
      <header className="page-intro">
        <p className="eyebrow">Impulsado por IA</p>
        <h1>Encuentra tu beca en 7 preguntas</h1>
      </header>
      <NoScriptNote>
        El quiz necesita JavaScript; mientras tanto puedes explorar todas las becas en{' '}
        <a href="/becas">Becas</a>.
      </NoScriptNote>
      <ScholarshipQuiz />
    </div>
  ),
})
