import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../domain/seo'
import { ContactPage } from '../features/info/ContactPage'

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
