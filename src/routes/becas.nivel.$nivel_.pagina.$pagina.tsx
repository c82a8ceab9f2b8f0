import { createFileRoute, Navigate, redirect } from '@tanstack/react-router'
import { levelLabel, scholarshipReference } from '../domain/scholarshipReference'
import { pageHead } from '../domain/seo'
import { QuizLauncher } from '../features/quiz/QuizLauncher'
import { levelPageCount } from '../features/scholarships/levelPages'
import { PrerenderedCatalogue } from '../features/scholarships/ScholarshipsHome'

/**
 * A level's pages 2 to the last: each a file of its own, so a level with more than twelve
 * programmes can be read to its end without JavaScript (issue 43).
 */
export const Route = createFileRoute('/becas/nivel/$nivel_/pagina/$pagina')({
  loader: ({ params }) => {
    if (!scholarshipReference.levels.some((level) => level.value === params.nivel))
      throw redirect({ to: '/becas', replace: true })
    const pagina = /^[1-9]\d*$/.test(params.pagina) ? Number(params.pagina) : 0
    // The last page is checked in the component: the catalogue's data stays out of the loader,
    // which ships in every page's first load.
    if (pagina < 2)
      throw redirect({ to: '/becas/nivel/$nivel', params: { nivel: params.nivel }, replace: true })
    return { nivel: params.nivel, pagina }
  },
  head: ({ loaderData }) =>
    pageHead({
      title: `Becas de ${levelLabel(loaderData?.nivel ?? '')} · página ${loaderData?.pagina ?? ''}`,
      description: `Página ${loaderData?.pagina ?? ''} de las becas reales para ${levelLabel(loaderData?.nivel ?? '')} en México, con su página oficial.`,
      path: `/becas/nivel/${loaderData?.nivel ?? ''}/pagina/${loaderData?.pagina ?? ''}`,
    }),
  component: function LevelPage() {
    const { nivel, pagina } = Route.useLoaderData()
    if (pagina > levelPageCount(nivel))
      return <Navigate to="/becas/nivel/$nivel" params={{ nivel }} replace />
    return <PrerenderedCatalogue state={{ nivel, pagina }} quiz={<QuizLauncher />} />
  },
})
