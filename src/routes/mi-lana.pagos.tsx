import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../domain/seo'
import { PaymentsPage } from '../features/mi-lana/payments/PaymentsPage'

export const Route = createFileRoute('/mi-lana/pagos')({
  // The page's title and description travel in its own chunk with the loader, not in the
  // entry every page of the site downloads.
  loader: () => ({
    title: 'Recordatorios de pagos: colegiatura, renta y más',
    description:
      'Anota tus pagos de cada mes, marca los que ya hiciste, mira qué vence antes de la quincena y llévalos a tu calendario. Gratis y sin cuenta.',
    path: '/mi-lana/pagos',
  }),
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData) : {}),
  component: PaymentsPage,
})
