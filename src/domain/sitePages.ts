import { loadArticleCategories } from '../../data/article-categories.schema.ts'
import { loadArticles } from '../../data/articles.schema.ts'
import { loadCourses } from '../../data/courses.schema.ts'
import { levelCodes } from '../../data/scholarship-reference.schema.ts'
import { loadScholarships } from '../../data/scholarships.schema.ts'
import { loadStates } from '../../data/states.schema.ts'
import { loadTemplates } from '../../data/templates.schema.ts'
import { pageCount } from './pagination.ts'
import { levelPageCount, SCHOLARSHIPS_PAGE_SIZE } from './scholarshipSearch.ts'
import { stateSlug } from './stateSlug.ts'
import { colourPageFile, templatePagePath } from './templateVariant.ts'

/**
 * Every page the build pre-renders, built from data/. Feature routes add their pages here;
 * a route not listed is not pre-rendered and falls to the not-found page.
 */
export interface SitePage {
  path: string
  /**
   * 'load': the pre-rendered HTML is only a neutral state the browser must correct at once
   * (the quiz, results from the URL, lists kept on the device), so the app starts right after
   * the first paint. Other pages start it on the first tap on something that needs it, or
   * once a placeholder marked SEEN_ATTRIBUTE (src/enhance/pageContract.ts) is on screen.
   */
  hydrate?: 'load'
  sitemap?: {
    priority?: number
    changefreq?: 'daily' | 'weekly' | 'monthly' | 'yearly'
    exclude?: boolean
    lastmod?: string
  }
}

export function sitePages(): SitePage[] {
  return [
    { path: '/', sitemap: { priority: 1, changefreq: 'weekly' } },
    { path: '/becas', sitemap: { priority: 0.9, changefreq: 'weekly' } },
    { path: '/becas/calendario', sitemap: { priority: 0.8, changefreq: 'weekly' } },
    // Without JavaScript the pager and «Nivel» are links to files of their own (issue 43).
    ...Array.from(
      { length: pageCount(loadScholarships().length, SCHOLARSHIPS_PAGE_SIZE) - 1 },
      (_, position) => ({
        path: `/becas/pagina/${position + 2}`,
        sitemap: { priority: 0.4 },
      }),
    ),
    ...levelCodes.flatMap((level) => [
      { path: `/becas/nivel/${level}`, sitemap: { priority: 0.6 } },
      // A level of more than twelve reads to its end too.
      ...Array.from({ length: levelPageCount(loadScholarships(), level) - 1 }, (_, position) => ({
        path: `/becas/nivel/${level}/pagina/${position + 2}`,
        sitemap: { priority: 0.3 },
      })),
    ]),
    { path: '/quiz-becas', hydrate: 'load', sitemap: { priority: 0.8, changefreq: 'monthly' } },
    { path: '/filtro-becas', hydrate: 'load', sitemap: { exclude: true } },
    // A list kept on the device: private, so not in the sitemap.
    { path: '/mis-becas', hydrate: 'load', sitemap: { exclude: true } },
    // «Mi lana»: the tools are public pages; what a student writes stays on the device. The app
    // starts once the board's placeholder is on screen or at the first touch (SEEN_ATTRIBUTE):
    // on a phone, /mi-lana's first screen is the frame and «Anotar un gasto», plain HTML.
    { path: '/mi-lana', sitemap: { priority: 0.8, changefreq: 'monthly' } },
    { path: '/mi-lana/reto', sitemap: { priority: 0.7, changefreq: 'monthly' } },
    { path: '/mi-lana/pagos', sitemap: { priority: 0.7, changefreq: 'monthly' } },
    ...loadScholarships().map((scholarship) => ({
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
    { path: '/cursos', sitemap: { priority: 0.9, changefreq: 'monthly' } },
    ...loadCourses().flatMap((course) => [
      { path: `/cursos/${course.id}`, sitemap: { priority: 0.8 } },
      ...course.modules.map((module) => ({
        path: `/cursos/${course.id}/${module.id}`,
        sitemap: { priority: 0.6 },
      })),
    ]),
    { path: '/comunidades', sitemap: { priority: 0.7, changefreq: 'monthly' } },
    ...loadStates().map((state) => ({
      path: `/comunidades/${stateSlug(state)}`,
      sitemap: { priority: 0.5, changefreq: 'monthly' as const },
    })),
    { path: '/viviendas', sitemap: { priority: 0.6, changefreq: 'monthly' } },
    { path: '/quienes-somos', sitemap: { priority: 0.5, changefreq: 'yearly' } },
    { path: '/preguntas-frecuentes', sitemap: { priority: 0.6, changefreq: 'monthly' } },
    { path: '/contacto', sitemap: { priority: 0.5, changefreq: 'yearly' } },
    { path: '/politica-de-privacidad', sitemap: { priority: 0.3, changefreq: 'yearly' } },
    { path: '/terminos-de-servicio', sitemap: { priority: 0.3, changefreq: 'yearly' } },
    { path: '/herramientas', sitemap: { priority: 0.8, changefreq: 'monthly' } },
    { path: '/buscar', sitemap: { priority: 0.5, changefreq: 'monthly' } },
    ...loadTemplates().map((template) => ({
      path: `/herramientas/${template.slug}`,
      sitemap: { priority: 0.7 },
    })),
  ]
}

/** A page for an address with a query string, rendered by the postbuild to a file of its own. */
export interface QueryPage {
  /** The address it answers, `?v=` included. */
  path: string
  /** Where it is written under dist/client. */
  file: string
}

/**
 * A template's page in each colour but the first (`?v=<colour>`), rendered after the build to a
 * file of its own so a shared link's preview shows that colour's card (colourPageFile). Not
 * in the prerender list: TanStack Start's prerender appends a slash to an address, query
 * string included (`?v=verde/`), which no colour is. Not in the sitemap: the same document as
 * the template's page.
 */
export function colourPages(): QueryPage[] {
  return loadTemplates().flatMap((template) =>
    template.variants.slice(1).map((variant) => ({
      path: templatePagePath(template, variant.id),
      file: colourPageFile(`/herramientas/${template.slug}`, variant.id),
    })),
  )
}
