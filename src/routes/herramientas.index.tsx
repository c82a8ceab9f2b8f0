import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { textParam } from '../domain/searchParams'
import { breadcrumbJsonLd, pageHead } from '../domain/seo'
import { TemplatesStore } from '../features/templates/TemplatesStore'
import { useHydratedValue } from '../ui/useHydrated'

export const Route = createFileRoute('/herramientas/')({
  validateSearch: v.object({ q: textParam() }),
  search: { middlewares: [stripSearchParams({ q: '' })] },
  head: () =>
    pageHead({
      title: 'Plantillas gratis para imprimir',
      description:
        'Plantillas gratis en PDF tamaño carta y A4: CV y carta de motivación para becas que llenas en tu celular, y diarios imprimibles en varios colores.',
      path: '/herramientas',
      jsonLd: [
        breadcrumbJsonLd([
          { name: 'Inicio', path: '/' },
          { name: 'Herramientas', path: '/herramientas' },
        ]),
      ],
    }),
  component: function StoreRoute() {
    const { q } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <TemplatesStore
        query={useHydratedValue(q, '')}
        onQueryChange={(next) => navigate({ search: { q: next }, replace: true, resetScroll: false })}
      />
    )
  },
})
