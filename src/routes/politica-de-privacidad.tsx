import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../domain/seo'
import { PrivacyPage } from '../features/info/LegalPages'

export const Route = createFileRoute('/politica-de-privacidad')({
  head: () =>
    pageHead({
      title: 'Política de privacidad',
      description:
        'Qué datos recabamos, para qué los usamos, con quién se comparten y cómo ejercer tus derechos ARCO.',
      path: '/politica-de-privacidad',
    }),
  component: PrivacyPage,
})
