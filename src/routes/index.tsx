import site from 'virtual:data/site'
import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '../features/landing/LandingPage'
import { organizationJsonLd, pageHead, siteUrl } from '../lib/seo'

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
