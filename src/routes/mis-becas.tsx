import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { parseSharedIndexes } from '../domain/savedList'
import { textParam } from '../domain/searchParams'
import { pageHead } from '../domain/seo'
import { MisBecasPage } from '../features/saved/MisBecasPage'

export const Route = createFileRoute('/mis-becas')({
  // ?becas=3,17,42: a shared list. Anything else in it is dropped, never an error page.
  validateSearch: v.object({ becas: textParam(1200) }),
  search: { middlewares: [stripSearchParams({ becas: '' })] },
  head: () =>
    pageHead({
      title: 'Mis becas',
      description:
        'Guarda becas, revisa qué documentos te faltan para cada una y cuándo cierra su convocatoria. Sin cuenta: tu lista se queda en tu teléfono.',
      path: '/mis-becas',
    }),
  component: MisBecasRoute,
})

function MisBecasRoute() {
  const { becas } = Route.useSearch()
  return <MisBecasPage shared={becas ? parseSharedIndexes(becas) : null} />
}
