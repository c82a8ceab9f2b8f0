import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { textParam } from '../domain/searchParams'
import { breadcrumbJsonLd, pageHead } from '../domain/seo'
import { GuidesHome } from '../features/guides/GuidesHome'
import { useHydratedValue } from '../ui/useHydrated'

export const Route = createFileRoute('/guias/')({
  validateSearch: v.object({ q: textParam() }),
  search: { middlewares: [stripSearchParams({ q: '' })] },
  head: () =>
    pageHead({
      title: 'Guías para estudiantes',
      description:
        'Guías prácticas para estudiantes en México: presupuesto por quincena, vivir solo, roomies, tu primera despensa, salud mental y más.',
      path: '/guias',
      jsonLd: [
        breadcrumbJsonLd([
          { name: 'Inicio', path: '/' },
          { name: 'Guías', path: '/guias' },
        ]),
      ],
    }),
  component: function GuidesRoute() {
    const { q } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <GuidesHome
        query={useHydratedValue(q, '')}
        onQueryChange={(next) => navigate({ search: { q: next }, replace: true, resetScroll: false })}
      />
    )
  },
})
