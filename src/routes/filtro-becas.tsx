import summaries from 'virtual:data/scholarships-summaries'
import { createFileRoute, stripSearchParams, useHydrated } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import * as v from 'valibot'
import { pageHead } from '../domain/seo'
import { QuizResults } from '../features/quiz/QuizResults'
import { quizResultsSearchSchema } from '../features/quiz/resultsSearch'
import { defaultExplorerState, explorerSearchEntries } from '../features/scholarships/explorerSearch'

const searchSchema = v.object({
  ...quizResultsSearchSchema.entries,
  ...explorerSearchEntries,
})

/** The whole catalogue below the results: not in the first load, the results come first. */
const ScholarshipExplorer = lazy(() =>
  import('../features/scholarships/ScholarshipExplorer').then((module) => ({
    default: module.ScholarshipExplorer,
  })),
)

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
      catalogue={
        <Suspense fallback={null}>
          <ScholarshipExplorer
            scholarships={summaries}
            state={{ ...defaultExplorerState, q, categoria, convocatoria, orden, pagina }}
            onChange={(next) =>
              navigate({
                search: (previous) => ({ ...previous, ...next }),
                replace: 'q' in next,
                resetScroll: Object.keys(next).join() === 'pagina',
              })
            }
          />
        </Suspense>
      }
    />
  )
}
