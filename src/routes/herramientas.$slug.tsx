import templates from 'virtual:data/templates'
import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { absoluteUrl, breadcrumbJsonLd, pageHead } from '../domain/seo'
import { shareCardPath } from '../domain/shareCard'
import { templatePagePath, variantFor } from '../domain/templateVariant'
import { TemplateDetail } from '../features/templates/TemplateDetail'
import { useHydratedValue } from '../ui/useHydrated'

export const Route = createFileRoute('/herramientas/$slug')({
  validateSearch: v.object({
    v: v.optional(v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,30}$/))), undefined)),
  }),
  search: { middlewares: [stripSearchParams({ v: undefined })] },
  loader: ({ params }) => {
    const template = templates.find((candidate) => candidate.slug === params.slug)
    if (!template) throw redirect({ to: '/herramientas', replace: true })
    return template
  },
  head: ({ loaderData: template, match }) => {
    if (!template) return {}
    const variant = variantFor(template, match.search.v)
    const head = pageHead({
      title: template.title,
      titleSuffix: ' | Tienda',
      description: template.description,
      // ?v= names a colour: its own card and canonical address (the first colour is the page itself).
      path: templatePagePath(template, variant.id),
      image: shareCardPath(`/herramientas/${template.slug}`, variant.id),
      imageAlt: `${template.title}, plantilla imprimible gratis en color ${variant.label.toLowerCase()}`,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'CreativeWork',
          name: template.title,
          description: template.description,
          image: absoluteUrl(variant.img),
          url: absoluteUrl(`/herramientas/${template.slug}`),
          isAccessibleForFree: template.free,
          encodingFormat: 'application/pdf',
          contentUrl: absoluteUrl(variant.pdf),
          inLanguage: 'es-MX',
          keywords: template.tags.join(', '),
        },
        breadcrumbJsonLd([
          { name: 'Inicio', path: '/' },
          { name: 'Herramientas', path: '/herramientas' },
          { name: template.title, path: `/herramientas/${template.slug}` },
        ]),
      ],
    })
    return head
  },
  component: function TemplateRoute() {
    const template = Route.useLoaderData()
    const { v: variantId } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <TemplateDetail
        template={template}
        variantId={useHydratedValue(variantId, undefined)}
        // Changing the colour updates ?v= in place: no new history entry.
        onVariantChange={(next) => navigate({ search: { v: next }, replace: true, resetScroll: false })}
      />
    )
  },
})
