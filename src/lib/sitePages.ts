/**
 * Every page the build pre-renders, built from data/. Feature routes add their pages here;
 * a route not listed is not pre-rendered and falls to the not-found page.
 */
export interface SitePage {
  path: string
  sitemap?: { priority?: number; changefreq?: 'daily' | 'weekly' | 'monthly' | 'yearly'; exclude?: boolean }
}

export function sitePages(): SitePage[] {
  return [{ path: '/', sitemap: { priority: 1, changefreq: 'weekly' } }]
}
