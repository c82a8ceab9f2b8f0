import states from 'virtual:data/states'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { choiceParam } from '../domain/searchParams'
import { pageHead } from '../domain/seo'
import { HousingPage } from '../features/communities/HousingPage'
import { useHydratedValue } from '../ui/useHydrated'

export const Route = createFileRoute('/viviendas')({
  validateSearch: v.object({ estado: choiceParam(states) }),
  head: () =>
    pageHead({
      title: 'Vivienda para estudiantes',
      description:
        'Residencias y bolsas de cuartos de universidades, consejos para vivir solo o con roomies y cómo rentar sin caer en fraudes.',
      path: '/viviendas',
    }),
  component: function HousingRoute() {
    const { estado } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <HousingPage
        state={useHydratedValue(estado, undefined) ?? ''}
        onStateChange={(next) =>
          navigate({ search: { estado: next || undefined }, replace: true, resetScroll: false })
        }
      />
    )
  },
})
