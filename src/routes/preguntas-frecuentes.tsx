import faq from 'virtual:data/faq'
import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../domain/seo'
import { FaqPage } from '../features/info/FaqPage'

export const Route = createFileRoute('/preguntas-frecuentes')({
  loader: () => faq,
  head: ({ loaderData = [] }) =>
    pageHead({
      title: 'Preguntas frecuentes',
      description:
        'Respuestas sobre becas, el quiz, los cursos, las plantillas, tus datos, pagos y la app de Ya Sé Cómo.',
      path: '/preguntas-frecuentes',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: loaderData.flatMap((section) =>
            section.items.map((item) => ({
              '@type': 'Question',
              name: item.question,
              acceptedAnswer: { '@type': 'Answer', text: item.answer },
            })),
          ),
        },
      ],
    }),
  component: FaqPage,
})
