import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../features/info/ContactPage'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/contacto')({
  head: () =>
    pageHead({
      title: 'Contacto',
      description:
        'Escríbenos: dudas, becas que falten en el catálogo, grupos de tu universidad o sugerencias.',
      path: '/contacto',
    }),
  component: ContactPage,
})
