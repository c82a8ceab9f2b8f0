import categories from 'virtual:data/article-categories'
import site from 'virtual:data/site'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { breadcrumbJsonLd, pageHead } from '../domain/seo'
import { CategoryPage } from '../features/guides/CategoryPage'

export const Route = createFileRoute('/category/$slug')({
  loader: ({ params }) => {
    const category = categories.find((candidate) => candidate.slug === params.slug)
    if (!category) throw notFound()
    return category
  },
  head: ({ loaderData: category }) =>
    category
      ? pageHead({
          title: `${category.name}: guías`,
          description: category.description,
          path: `/category/${category.slug}`,
          jsonLd: [
            breadcrumbJsonLd([
              { name: 'Inicio', path: '/' },
              { name: 'Guías', path: '/guias' },
              { name: category.name, path: `/category/${category.slug}` },
            ]),
          ],
        })
      : { meta: [{ title: `Categoría no encontrada | ${site.brand}` }] },
  component: function CategoryRoute() {
    return <CategoryPage category={Route.useLoaderData()} />
  },
})
