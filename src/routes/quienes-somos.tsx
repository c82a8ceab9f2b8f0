import { createFileRoute } from '@tanstack/react-router'
import { organizationJsonLd, pageHead } from '../domain/seo'
import { AboutPage } from '../features/info/AboutPage'

export const Route = createFileRoute('/quienes-somos')({
  head: () =>
    pageHead({
      title: '¿Quiénes somos?',
      description:
        'Ya Sé Cómo es un proyecto hecho por jóvenes para jóvenes: becas reales, cursos gratis y guías para la vida adulta.',
      path: '/quienes-somos',
      jsonLd: [organizationJsonLd()],
    }),
  component: AboutPage,
})
