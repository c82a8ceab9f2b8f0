import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { breadcrumbJsonLd, pageHead } from '../domain/seo'
import { QuizLauncher } from '../features/quiz/QuizLauncher'
import {
  explorerSearchEntries,
  levelFilterEntries,
  stateFilterEntries,
} from '../features/scholarships/explorerSearch'
import { defaultExplorerState, ScholarshipsHome } from '../features/scholarships/ScholarshipsHome'

const searchSchema = v.object({
  ...explorerSearchEntries,
  ...levelFilterEntries,
  ...stateFilterEntries,
})

export const Route = createFileRoute('/becas/')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ q: '', pagina: 1 })] },
  head: () =>
    pageHead({
      title: 'Becas para estudiar en México y el extranjero',
      description:
        'Más de 100 becas reales de gobierno, universidades, fundaciones, bancos y organismos internacionales, con requisitos, fechas y enlace oficial. Filtra por área o haz el quiz.',
      path: '/becas',
      jsonLd: [
        breadcrumbJsonLd([
          { name: 'Inicio', path: '/' },
          { name: 'Becas', path: '/becas' },
        ]),
      ],
    }),
  component: BecasRoute,
})

function BecasRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ScholarshipsHome
      quiz={<QuizLauncher />}
      search={{ ...defaultExplorerState, ...search }}
      onSearchChange={(next, options) =>
        navigate({
          search: (previous) => ({ ...previous, ...next }),
          // Typing and the remembered state replace the entry; nothing scrolls to the top (a new
          // page brings the list's heading into view).
          replace: 'q' in next || options?.replace === true,
          resetScroll: false,
        })
      }
    />
  )
}
