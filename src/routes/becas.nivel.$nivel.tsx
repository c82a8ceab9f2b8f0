import { createFileRoute, redirect } from '@tanstack/react-router'
import { levelLabel, scholarshipReference } from '../domain/scholarshipReference'
import { pageHead } from '../domain/seo'
import { QuizLauncher } from '../features/quiz/QuizLauncher'
import { PrerenderedCatalogue } from '../features/scholarships/ScholarshipsHome'

/** The catalogue at one level, a file of its own, so the level works without JavaScript. */
export const Route = createFileRoute('/becas/nivel/$nivel')({
  loader: ({ params }) => {
    if (!scholarshipReference.levels.some((level) => level.value === params.nivel))
      throw redirect({ to: '/becas', replace: true })
    return { nivel: params.nivel }
  },
  head: ({ loaderData }) =>
    pageHead({
      title: `Becas de ${levelLabel(loaderData?.nivel ?? '')}`,
      description: `Becas reales para ${levelLabel(loaderData?.nivel ?? '')} en México: gobierno, universidades, fundaciones, bancos y organismos internacionales, con su página oficial.`,
      path: `/becas/nivel/${loaderData?.nivel ?? ''}`,
    }),
  component: function LevelPage() {
    const { nivel } = Route.useLoaderData()
    return <PrerenderedCatalogue state={{ nivel }} quiz={<QuizLauncher />} />
  },
})
