import site from 'virtual:data/site'
import { createFileRoute } from '@tanstack/react-router'
import { organizationJsonLd, pageHead, siteUrl } from '../domain/seo'
import { LandingPage } from '../features/landing/LandingPage'

export const Route = createFileRoute('/')({
  head: () =>
    pageHead({
      title: 'Becas, cursos y guías para estudiantes',
      description: site.description,
      path: '/',
      jsonLd: [
        organizationJsonLd(),
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: site.brand,
          url: siteUrl,
          inLanguage: 'es-MX',
        },
      ],
    }),
  component: LandingPage,
})
