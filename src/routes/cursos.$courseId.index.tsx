import courses from 'virtual:data/courses'
import site from 'virtual:data/site'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { absoluteUrl, breadcrumbJsonLd, organizationJsonLd, pageHead } from '../domain/seo'
import { CourseDetail } from '../features/courses/CourseDetail'

export const Route = createFileRoute('/cursos/$courseId/')({
  loader: ({ params }) => {
    const course = courses.find((candidate) => candidate.id === params.courseId)
    if (!course) throw notFound()
    return course
  },
  head: ({ loaderData: course }) =>
    course
      ? pageHead({
          title: `Curso: ${course.title}`,
          description: course.description.split('\n')[0] ?? course.title,
          path: `/cursos/${course.id}`,
          jsonLd: [
            {
              '@context': 'https://schema.org',
              '@type': 'Course',
              name: course.title,
              description: course.description.replace(/\n/g, ' '),
              inLanguage: 'es-MX',
              url: absoluteUrl(`/cursos/${course.id}`),
              provider: organizationJsonLd(),
              educationalLevel: course.level,
              isAccessibleForFree: true,
              offers: { '@type': 'Offer', price: 0, priceCurrency: 'MXN', category: 'Free' },
              hasCourseInstance: {
                '@type': 'CourseInstance',
                courseMode: 'online',
                courseWorkload: course.details.totalDuration,
                description: course.details.modality,
              },
            },
            breadcrumbJsonLd([
              { name: 'Inicio', path: '/' },
              { name: 'Cursos', path: '/cursos' },
              { name: course.title, path: `/cursos/${course.id}` },
            ]),
          ],
        })
      : { meta: [{ title: `Curso no encontrado | ${site.brand}` }] },
  component: function CourseRoute() {
    return <CourseDetail course={Route.useLoaderData()} />
  },
})
