import summaries from 'virtual:data/scholarships-summaries'
import { createFileRoute, Navigate, redirect } from '@tanstack/react-router'
import { pageCount } from '../domain/pagination'
import { SCHOLARSHIPS_PAGE_SIZE } from '../domain/scholarshipSearch'
import { pageHead } from '../domain/seo'
import { QuizLauncher } from '../features/quiz/QuizLauncher'
import { PrerenderedCatalogue } from '../features/scholarships/ScholarshipsHome'

/** Catalogue pages 2 to the last: each a file of its own, so the pager works without JavaScript. */
const cataloguePages = () => pageCount(summaries.length, SCHOLARSHIPS_PAGE_SIZE)

export const Route = createFileRoute('/becas/pagina/$pagina')({
  loader: ({ params }) => {
    const pagina = /^[1-9]\d*$/.test(params.pagina) ? Number(params.pagina) : 0
    // The last page is checked in the component: the catalogue's data stays out of the loader,
    // which ships in every page's first load.
    if (pagina < 2) throw redirect({ to: '/becas', replace: true })
    return { pagina }
  },
  head: ({ loaderData }) =>
    pageHead({
      title: `Becas para estudiar · página ${loaderData?.pagina ?? ''}`,
      description: `Página ${loaderData?.pagina ?? ''} del catálogo de becas reales de gobierno, universidades, fundaciones, bancos y organismos internacionales.`,
      path: `/becas/pagina/${loaderData?.pagina ?? ''}`,
    }),
  component: function CataloguePage() {
    const { pagina } = Route.useLoaderData()
    if (pagina > cataloguePages()) return <Navigate to="/becas" replace />
    return <PrerenderedCatalogue state={{ pagina }} quiz={<QuizLauncher />} />
  },
})
