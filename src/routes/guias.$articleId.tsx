import { loadRecord } from 'virtual:data/articles-details'
import site from 'virtual:data/site'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { absoluteUrl, breadcrumbJsonLd, organizationJsonLd, pageHead } from '../domain/seo'
import { ArticlePage } from '../features/guides/ArticlePage'

export const Route = createFileRoute('/guias/$articleId')({
  loader: async ({ params }) => {
    const article = await loadRecord(params.articleId)
    if (!article) throw notFound()
    return article
  },
  head: ({ loaderData: article }) =>
    article
      ? pageHead({
          title: article.title,
          description: article.excerpt,
          path: `/guias/${article.id}`,
          type: 'article',
          jsonLd: [
            {
              '@context': 'https://schema.org',
              '@type': 'Article',
              headline: article.title,
              description: article.excerpt,
              datePublished: article.isoDate,
              inLanguage: 'es-MX',
              image: absoluteUrl(article.img),
              mainEntityOfPage: absoluteUrl(`/guias/${article.id}`),
              author: { '@type': 'Organization', name: site.brand, url: absoluteUrl('/') },
              publisher: organizationJsonLd(),
            },
            breadcrumbJsonLd([
              { name: 'Inicio', path: '/' },
              { name: 'Guías', path: '/guias' },
              { name: article.title, path: `/guias/${article.id}` },
            ]),
          ],
        })
      : { meta: [{ title: `Artículo no encontrado | ${site.brand}` }] },
  component: function ArticleRoute() {
    return <ArticlePage article={Route.useLoaderData()} />
  },
})
