import courses from 'virtual:data/courses'
import { loadRecord } from 'virtual:data/modules-details'
import site from 'virtual:data/site'
import { createFileRoute, notFound, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { breadcrumbJsonLd, pageHead } from '../domain/seo'
import { ModuleReader } from '../features/courses/ModuleReader'
import { useHydratedValue } from '../ui/useHydrated'

export const Route = createFileRoute('/cursos/$courseId/$moduleId')({
  validateSearch: v.object({
    seccion: v.optional(v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/))), undefined)),
  }),
  search: { middlewares: [stripSearchParams({ seccion: undefined })] },
  loader: async ({ params }) => {
    const course = courses.find((candidate) => candidate.id === params.courseId)
    const module = course ? await loadRecord(`${course.id}/${params.moduleId}`) : undefined
    if (!course || !module) throw notFound()
    return { course, module }
  },
  head: ({ loaderData }) => {
    if (!loaderData) return { meta: [{ title: `Módulo no encontrado | ${site.brand}` }] }
    const { course, module } = loaderData
    const number = course.modules.findIndex((entry: { id: string }) => entry.id === module.id) + 1
    const path = `/cursos/${course.id}/${module.id}`
    return pageHead({
      title: `Módulo ${number}: ${module.title} · ${course.title}`,
      description: `Módulo ${number} del curso gratis ${course.title}: ${module.format.toLowerCase()}, ${module.estimatedDuration}.`,
      path,
      jsonLd: [
        breadcrumbJsonLd([
          { name: 'Inicio', path: '/' },
          { name: 'Cursos', path: '/cursos' },
          { name: course.title, path: `/cursos/${course.id}` },
          { name: `Módulo ${number}`, path },
        ]),
      ],
    })
  },
  component: function ModuleRoute() {
    const { course, module } = Route.useLoaderData()
    const { seccion } = Route.useSearch()
    return <ModuleReader course={course} module={module} sectionId={useHydratedValue(seccion, undefined)} />
  },
})
