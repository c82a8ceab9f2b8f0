import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../domain/seo'
import { ChallengesPage } from '../features/mi-lana/challenges/ChallengesPage'

export const Route = createFileRoute('/mi-lana/reto')({
  // The page's title and description travel in its own chunk with the loader, not in the
  // entry every page of the site downloads.
  loader: () => ({
    title: 'Retos de ahorro: 52 semanas y el de los 100 pesos',
    description:
      'Lleva el reto de las 52 semanas, su versión al revés o el de los 100 pesos: marca cada depósito y mira cuánto llevas. Gratis y sin cuenta.',
    path: '/mi-lana/reto',
  }),
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData) : {}),
  component: ChallengesPage,
})
