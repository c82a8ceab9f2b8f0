import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { SEARCH_KIND_KEYS } from '../domain/searchKinds'
import { choiceParam, textParam } from '../domain/searchParams'
import { pageHead } from '../domain/seo'
import { SearchPage } from '../features/search/SearchPage'
import { useHydratedValue } from '../ui/useHydrated'

export const Route = createFileRoute('/buscar')({
  validateSearch: v.object({ q: textParam(), tipo: choiceParam(SEARCH_KIND_KEYS) }),
  search: { middlewares: [stripSearchParams({ q: '' })] },
  head: () =>
    pageHead({
      title: 'Buscar',
      description:
        'Busca en todo Ya Sé Cómo: becas, guías, secciones de los cursos, plantillas para imprimir y comunidades de estudiantes.',
      path: '/buscar',
    }),
  component: function SearchRoute() {
    const { q, tipo } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <SearchPage
        query={useHydratedValue(q, '')}
        kind={useHydratedValue(tipo, undefined)}
        onChange={(next) =>
          navigate({ search: (previous) => ({ ...previous, ...next }), replace: true, resetScroll: false })
        }
      />
    )
  },
})
