import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import * as v from 'valibot'
import { monthParam } from '../domain/searchParams'
import { pageHead } from '../domain/seo'
import { MiLanaPage } from '../features/mi-lana/budget/MiLanaPage'

export const Route = createFileRoute('/mi-lana/')({
  // ?mes=2026-11: the month on screen; absent (or not a month) is today's.
  validateSearch: v.object({ mes: monthParam }),
  search: { middlewares: [stripSearchParams({ mes: '' })] },
  // The page's title and description travel in its own chunk with the loader, not in the
  // entry every page of the site downloads.
  loader: () => ({
    title: 'Mi lana: tu presupuesto por quincena',
    description:
      'Anota tus gastos y mira cuánto te queda para cada cosa hasta fin de quincena. Gratis, sin cuenta y sin conectar tu banco: todo se queda en tu teléfono.',
    path: '/mi-lana',
  }),
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData) : {}),
  component: MiLanaRoute,
})

function MiLanaRoute() {
  const { mes } = Route.useSearch()
  const navigate = Route.useNavigate()
  const stripMonth = useCallback(() => void navigate({ search: { mes: '' }, replace: true }), [navigate])
  return <MiLanaPage mes={mes} stripMonth={stripMonth} />
}
