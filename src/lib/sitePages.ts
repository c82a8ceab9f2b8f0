import { loadScholarships } from '../../data/scholarships.schema.ts'

/**
 * Every page the build pre-renders, built from data/. Feature routes add their pages here;
 * a route not listed is not pre-rendered and falls to the not-found page.
 */
export interface SitePage {
  path: string
  sitemap?: { priority?: number; changefreq?: 'daily' | 'weekly' | 'monthly' | 'yearly'; exclude?: boolean }
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
  ]
}
