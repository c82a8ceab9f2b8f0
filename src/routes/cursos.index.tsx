import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { textParam } from '../domain/searchParams'
import { breadcrumbJsonLd, pageHead } from '../domain/seo'
import { CoursesHome } from '../features/courses/CoursesHome'
import { useHydratedValue } from '../ui/useHydrated'

export const Route = createFileRoute('/cursos/')({
  validateSearch: v.object({ q: textParam() }),
  search: { middlewares: [stripSearchParams({ q: '' })] },
  head: () =>
    pageHead({
      title: 'Cursos gratis de finanzas y cripto',
      description:
        'Cursos gratis, de lectura y a tu ritmo: Finanzas personales y Cripto y blockchain, con quizzes por módulo y examen final.',
      path: '/cursos',
      jsonLd: [
        breadcrumbJsonLd([
          { name: 'Inicio', path: '/' },
          { name: 'Cursos', path: '/cursos' },
        ]),
      ],
    }),
  component: function CoursesRoute() {
    const { q } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <CoursesHome
        query={useHydratedValue(q, '')}
        onQueryChange={(next) => navigate({ search: { q: next }, replace: true, resetScroll: false })}
      />
    )
  },
})
