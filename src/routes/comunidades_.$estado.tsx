import states from 'virtual:data/states'
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { pageHead } from '../domain/seo'
import { stateOfSlug, stateSlug } from '../domain/stateSlug'
import { CommunitiesPage } from '../features/communities/CommunitiesPage'

/** «Explora Comunidades» for one state, a file of its own, so it works without JavaScript. */
export const Route = createFileRoute('/comunidades_/$estado')({
  loader: ({ params }) => {
    const state = stateOfSlug(states, params.estado)
    if (!state) throw redirect({ to: '/comunidades', replace: true })
    return { state }
  },
  head: ({ loaderData }) =>
    pageHead({
      title: `Comunidades de estudiantes en ${loaderData?.state ?? ''}`,
      description: `Grupos y recursos de universidades en ${loaderData?.state ?? ''}: becas, trabajos de medio tiempo, bibliotecas y vivienda.`,
      path: `/comunidades/${stateSlug(loaderData?.state ?? '')}`,
    }),
  component: function StateCommunitiesRoute() {
    const { state } = Route.useLoaderData()
    const navigate = useNavigate()
    return (
      <CommunitiesPage
        state={state}
        page={1}
        onChange={(next) =>
          navigate({
            to: '/comunidades',
            search: { estado: state, pagina: 1, ...next },
            resetScroll: !('estado' in next),
          })
        }
      />
    )
  },
})
