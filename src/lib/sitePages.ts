import { loadArticleCategories } from '../../data/article-categories.schema.ts'
import { loadArticles } from '../../data/articles.schema.ts'
import { loadScholarships } from '../../data/scholarships.schema.ts'

/**
 * Every page the build pre-renders, built from data/. Feature routes add their pages here;
 * a route not listed is not pre-rendered and falls to the not-found page.
 */
export interface SitePage {
  path: string
  sitemap?: {
    priority?: number
    changefreq?: 'daily' | 'weekly' | 'monthly' | 'yearly'
    exclude?: boolean
    lastmod?: string
  }
}

export function sitePages(): SitePage[] {
  const scholarships = loadScholarships()
  return [
    { path: '/', sitemap: { priority: 1, changefreq: 'weekly' } },
    { path: '/becas', sitemap: { priority: 0.9, changefreq: 'weekly' } },
    { path: '/quiz-becas', sitemap: { priority: 0.8, changefreq: 'monthly' } },
    { path: '/filtro-becas', sitemap: { exclude: true } },
    ...scholarships.map((scholarship) => ({
      path: `/becas/${scholarship.index}`,
      sitemap: { priority: 0.7 },
    })),
    { path: '/guias', sitemap: { priority: 0.9, changefreq: 'weekly' } },
    ...loadArticles().map((article) => ({
      path: `/guias/${article.id}`,
      sitemap: { priority: 0.8, lastmod: article.isoDate },
    })),
    ...loadArticleCategories().map((category) => ({
      path: `/category/${category.slug}`,
      sitemap: { priority: 0.6 },
    })),
  ]
}
