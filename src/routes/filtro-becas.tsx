import { createFileRoute, stripSearchParams, useHydrated } from '@tanstack/react-router'
import * as v from 'valibot'
import { pageHead } from '../domain/seo'
import { QuizResults } from '../features/quiz/QuizResults'
import { quizResultsSearchSchema } from '../features/quiz/resultsSearch'
import { defaultExplorerState, explorerSearchEntries } from '../features/scholarships/explorerSearch'

const searchSchema = v.object({
  ...quizResultsSearchSchema.entries,
  ...explorerSearchEntries,
})

export const Route = createFileRoute('/filtro-becas')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ q: '', pagina: 1, nivel: [] })] },
  head: () =>
    pageHead({
      title: 'Resultados para tu perfil',
      description:
        'Las becas que hacen match con tus respuestas del quiz, con el porqué de cada una y su enlace oficial.',
      path: '/filtro-becas',
    }),
  component: FiltroBecasRoute,
})

function FiltroBecasRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const hydrated = useHydrated()
  const { q, categoria, convocatoria, orden, pagina, ...answers } = search
  return (
    <QuizResults
      pending={!hydrated}
      answers={answers}
      explorer={{ ...defaultExplorerState, q, categoria, convocatoria, orden, pagina }}
      onExplorerChange={(next) =>
        navigate({
          search: (previous) => ({ ...previous, ...next }),
          replace: 'q' in next,
          resetScroll: Object.keys(next).join() === 'pagina',
        })
      }
    />
  )
}
