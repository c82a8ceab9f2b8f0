import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../domain/seo'
import { TermsPage } from '../features/info/LegalPages'

export const Route = createFileRoute('/terminos-de-servicio')({
  head: () =>
    pageHead({
      title: 'Términos de servicio',
      description:
        'Las reglas para usar Ya Sé Cómo: edad mínima, uso del sitio, contenido informativo, pagos futuros y más.',
      path: '/terminos-de-servicio',
    }),
  component: TermsPage,
})
