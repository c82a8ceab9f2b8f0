import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { breadcrumbJsonLd, pageHead } from '../domain/seo'
import { CallCalendarPage } from '../features/calls/CallCalendarPage'
import { stateFilterEntries } from '../features/scholarships/explorerSearch'
import { useHydratedValue } from '../ui/useHydrated'

export const Route = createFileRoute('/becas/calendario')({
  validateSearch: v.object(stateFilterEntries),
  head: () =>
    pageHead({
      title: 'Calendario de becas',
      description:
        'Qué becas abren y cierran este mes y los 11 siguientes en México, con fechas verificadas, su ciclo y la fuente de cada una.',
      path: '/becas/calendario',
      jsonLd: [
        breadcrumbJsonLd([
          { name: 'Inicio', path: '/' },
          { name: 'Becas', path: '/becas' },
          { name: 'Calendario de becas', path: '/becas/calendario' },
        ]),
      ],
    }),
  component: CalendarRoute,
})

function CalendarRoute() {
  const { estado } = useHydratedValue(Route.useSearch(), { estado: undefined })
  const navigate = Route.useNavigate()
  return (
    <CallCalendarPage
      estado={estado}
      onStateChange={(next, replace) =>
        navigate({ search: (previous) => ({ ...previous, estado: next }), replace, resetScroll: false })
      }
    />
  )
}
