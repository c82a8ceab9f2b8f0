import { createFileRoute } from '@tanstack/react-router'
import { breadcrumbJsonLd, pageHead } from '../domain/seo'
import { CallCalendarPage } from '../features/calls/CallCalendarPage'

export const Route = createFileRoute('/becas/calendario')({
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
  component: CallCalendarPage,
})
