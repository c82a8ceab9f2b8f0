import states from 'virtual:data/states'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { choiceParam, pageParam } from '../domain/searchParams'
import { pageHead } from '../domain/seo'
import { CommunitiesPage } from '../features/communities/CommunitiesPage'
import { useHydratedValue } from '../ui/useHydrated'

const defaults = { estado: undefined, pagina: 1 }

export const Route = createFileRoute('/comunidades')({
  validateSearch: v.object({ estado: choiceParam(states), pagina: pageParam }),
  search: { middlewares: [stripSearchParams({ pagina: 1 })] },
  head: () =>
    pageHead({
      title: 'Comunidades de estudiantes',
      description:
        'Grupos y recursos de universidades en Ciudad de México y Nuevo León: becas, trabajos de medio tiempo, bibliotecas y vivienda.',
      path: '/comunidades',
    }),
  component: function CommunitiesRoute() {
    const search = useHydratedValue(Route.useSearch(), defaults)
    const navigate = Route.useNavigate()
    return (
      <CommunitiesPage
        state={search.estado ?? ''}
        page={search.pagina}
        onChange={(next) =>
          navigate({
            search: (previous) => ({ ...previous, ...next }),
            resetScroll: !('estado' in next),
          })
        }
      />
    )
  },
})
