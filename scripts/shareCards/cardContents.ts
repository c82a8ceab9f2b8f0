/**
 * What each page's share card says, from data/ (programmes, guides, courses, templates) or,
 * for the other pages, from the page's own title and description in the built HTML. One
 * card per page of src/domain/sitePages.ts, and one per colour of a template.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { DomUtils, parseDocument } from 'htmlparser2'
import sharp from 'sharp'
import { loadArticleCategories } from '../../data/article-categories.schema.ts'
import { loadArticles } from '../../data/articles.schema.ts'
import { type CatalogueEntry, loadCatalogue } from '../../data/catalogue.ts'
import { loadCourses } from '../../data/courses.schema.ts'
import { levelLabel } from '../../data/scholarship-reference.schema.ts'
import { loadTemplates } from '../../data/templates.schema.ts'
import { usualMonthsOf } from '../../src/domain/callEditions.ts'
import { spanishDayMonth, spanishLongDate } from '../../src/domain/callStatus.ts'
import { usualLabel } from '../../src/domain/editionWords.ts'
import { shareCardPath } from '../../src/domain/shareCard.ts'
import { sitePages } from '../../src/domain/sitePages.ts'
import { type MotifName, sceneSvg } from '../illustrations/motifs.ts'
import { palettes as templatePalettes } from '../templates/designs.ts'
import type { CardArt, CardContent } from './cardLayout.tsx'

export interface PlannedCard {
  /** Where it goes under dist/client: /og/becas/12.png. */
  file: string
  content: CardContent
}

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`

/** A site illustration (public/images/…svg) on its own background colour. */
async function svgArt(publicPath: string): Promise<CardArt> {
  const svg = await readFile(path.join('public', publicPath))
  const text = svg.toString('utf8')
  const number = (name: string) => Number(new RegExp(`<svg[^>]*\\s${name}="(\\d+)"`).exec(text)?.[1] ?? 0)
  const background = /<rect[^>]*fill="(#[0-9a-fA-F]{3,6})"/.exec(text)?.[1] ?? '#efeaff'
  return { src: dataUrl('image/svg+xml', svg), width: number('width'), height: number('height'), background }
}

/** A template's preview (WebP, which satori cannot read) as a PNG, on its colour's light tint. */
async function previewArt(publicPath: string, background: string): Promise<CardArt> {
  const { data, info } = await sharp(path.join('public', publicPath))
    .resize({ height: 560 })
    .png()
    .toBuffer({ resolveWithObject: true })
  return { src: dataUrl('image/png', data), width: info.width, height: info.height, background }
}

/** A portrait scene drawn for the card, for pages without an illustration of their own. */
function sceneArt(motif: MotifName, background: string, accent: string): CardArt {
  const width = 420
  const height = 630
  const svg = sceneSvg({ width, height, background, accent, motif, scale: 1.05 })
  return { src: dataUrl('image/svg+xml', Buffer.from(svg)), width, height, background }
}

/** A window in few words: «del 15 al 30 de septiembre de 2025», «hasta el 10 de abril de 2026». */
export function shortWindowText({ opens, closes }: { opens?: string; closes: string }): string {
  if (!opens) return `hasta el ${spanishLongDate(closes)}`
  if (opens.slice(0, 4) !== closes.slice(0, 4))
    return `del ${spanishLongDate(opens)} al ${spanishLongDate(closes)}`
  const from =
    opens.slice(0, 7) === closes.slice(0, 7) ? String(Number(opens.slice(8))) : spanishDayMonth(opens)
  return `del ${from} al ${spanishLongDate(closes)}`
}

/**
 * «Suele abrir en febrero (así fue en 2025 y 2026)», else the newest edition with its cycle
 * and its last window: facts with their year, never «abierta», which only the day of the
 * visit can tell.
 */
export function callFact(call: CatalogueEntry['call']): string {
  const usual = usualMonthsOf(call)
  switch (call.kind) {
    case 'editions': {
      if (usual?.years?.length) return usualLabel(usual)
      const newest = call.editions[0]
      const last = newest?.windows.at(-1)
      if (!newest || !last) return 'Fecha de la convocatoria por confirmar'
      const windows = newest.windows.length
      return windows === 1
        ? `Convocatoria ${newest.cycle}: ${shortWindowText(last)}`
        : `Convocatoria ${newest.cycle}: ${windows} periodos, el último ${shortWindowText(last)}`
    }
    case 'usual':
      if (!usual) return 'Fecha de la convocatoria por confirmar'
      return call.cycle ? `${usualLabel(usual)} · ciclo ${call.cycle}` : usualLabel(usual)
    case 'all-year':
      return 'Recibe solicitudes todo el año'
    default:
      return 'Fecha de la convocatoria por confirmar'
  }
}

function scholarshipCards(art: Map<string, Promise<CardArt>>): Promise<PlannedCard>[] {
  return loadCatalogue().map(async (entry) => ({
    file: shareCardPath(`/becas/${entry.index}`),
    content: {
      kind: `Beca · ${entry.category}`,
      title: entry.name,
      subtitle: entry.institution,
      facts: [`Nivel: ${entry.levels.map(levelLabel).join(', ')}`, callFact(entry.call)],
      art: await cached(art, entry.image, () => svgArt(entry.image)),
    },
  }))
}

function guideCards(art: Map<string, Promise<CardArt>>): Promise<PlannedCard>[] {
  const categories = loadArticleCategories()
  const guides = loadArticles().map(async (article) => {
    const category = categories.find((candidate) => candidate.articleIds.includes(article.id))
    return {
      file: shareCardPath(`/guias/${article.id}`),
      content: {
        kind: category ? `Guía · ${category.name}` : 'Guía',
        title: article.title,
        subtitle: article.excerpt,
        facts: [`Publicada el ${article.date}`],
        art: await cached(art, article.img, () => svgArt(article.img)),
      },
    }
  })
  const categoryPages = categories.map(async (category) => ({
    file: shareCardPath(`/category/${category.slug}`),
    content: {
      kind: 'Guías',
      title: category.name,
      subtitle: category.description,
      facts: [`${category.articleIds.length} ${category.articleIds.length === 1 ? 'guía' : 'guías'} gratis`],
      art: await cached(art, category.img, () => svgArt(category.img)),
    },
  }))
  return [...guides, ...categoryPages]
}

function courseCards(art: Map<string, Promise<CardArt>>): Promise<PlannedCard>[] {
  return loadCourses().flatMap((course) => {
    const banner = () => cached(art, course.bannerUrl, () => svgArt(course.bannerUrl))
    const modules = course.modules.length
    return [
      (async () => ({
        file: shareCardPath(`/cursos/${course.id}`),
        content: {
          kind: 'Curso gratis',
          title: course.title,
          subtitle: course.description.split('\n')[0],
          facts: [`${modules} módulos · ${course.details.totalDuration} · ${course.level}`],
          art: await banner(),
        },
      }))(),
      ...course.modules.map(async (module, position) => ({
        file: shareCardPath(`/cursos/${course.id}/${module.id}`),
        content: {
          kind: `Curso gratis · Módulo ${position + 1} de ${modules}`,
          title: module.title,
          subtitle: course.title,
          facts: [`Duración: ${module.duration}`],
          art: await banner(),
        },
      })),
    ]
  })
}

export function templateCards(): Promise<PlannedCard>[] {
  return loadTemplates().flatMap((template) =>
    template.variants.map(async (variant) => {
      const palette = templatePalettes[variant.id] ?? templatePalettes.floral
      return {
        file: shareCardPath(`/herramientas/${template.slug}`, variant.id),
        content: {
          kind: 'Plantilla gratis para imprimir',
          // The colour in the title: at a chat's 160 px only the title reads, and the six
          // colours of a template would otherwise be one card tinted six ways.
          title:
            template.variants.length > 1
              ? `${template.title} (${variant.label.toLowerCase()})`
              : template.title,
          subtitle:
            template.variants.length > 1 ? `${template.variants.length} colores para elegir` : undefined,
          facts: [`PDF tamaño carta y A4 · ${template.pages} ${template.pages === 1 ? 'página' : 'páginas'}`],
          art: await previewArt(variant.img, palette?.light ?? '#efeaff'),
        },
      }
    }),
  )
}

/** The other pages: what they are and their scene; the words come from the page itself. */
const pageScenes: Record<string, { kind: string; motif: MotifName; colors: [string, string] }> = {
  '/': { kind: 'Becas, cursos y guías gratis', motif: 'backpack', colors: ['#e3e0ff', '#bdb4ff'] },
  '/becas': { kind: 'Becas', motif: 'documents', colors: ['#ffe4d6', '#ffc2a6'] },
  '/becas/calendario': { kind: 'Becas', motif: 'calendar', colors: ['#ffe4d6', '#ffc2a6'] },
  '/quiz-becas': { kind: 'Quiz de becas', motif: 'compass', colors: ['#e3e0ff', '#bdb4ff'] },
  '/filtro-becas': { kind: 'Quiz de becas', motif: 'trophy', colors: ['#e3e0ff', '#bdb4ff'] },
  '/mis-becas': { kind: 'Becas', motif: 'key', colors: ['#fff1c2', '#ffd97a'] },
  '/mi-lana': { kind: 'Mi lana', motif: 'wallet', colors: ['#d8f3e4', '#9fdcbc'] },
  '/mi-lana/reto': { kind: 'Mi lana', motif: 'coins', colors: ['#d8f3e4', '#9fdcbc'] },
  '/mi-lana/pagos': { kind: 'Mi lana', motif: 'phone', colors: ['#d8f3e4', '#9fdcbc'] },
  '/guias': { kind: 'Guías', motif: 'book', colors: ['#d9e8ff', '#a9c9ff'] },
  '/cursos': { kind: 'Cursos gratis', motif: 'chart', colors: ['#d9e8ff', '#a9c9ff'] },
  '/herramientas': { kind: 'Plantillas gratis', motif: 'lamp', colors: ['#f6d5ff', '#e2a6f7'] },
  '/comunidades': { kind: 'Comunidades', motif: 'people', colors: ['#ffe4d6', '#ffc2a6'] },
  '/viviendas': { kind: 'Vivienda', motif: 'home', colors: ['#fff1c2', '#ffd97a'] },
  '/buscar': { kind: 'Buscar', motif: 'compass', colors: ['#d9e8ff', '#a9c9ff'] },
  '/quienes-somos': { kind: 'Ya Sé Cómo', motif: 'chat', colors: ['#e3e0ff', '#bdb4ff'] },
  '/preguntas-frecuentes': { kind: 'Ayuda', motif: 'chat', colors: ['#e3e0ff', '#bdb4ff'] },
  '/contacto': { kind: 'Ayuda', motif: 'chat', colors: ['#e3e0ff', '#bdb4ff'] },
  '/politica-de-privacidad': { kind: 'Ya Sé Cómo', motif: 'shield', colors: ['#e3e0ff', '#bdb4ff'] },
  '/terminos-de-servicio': { kind: 'Ya Sé Cómo', motif: 'shield', colors: ['#e3e0ff', '#bdb4ff'] },
}
const defaultScene = pageScenes['/quienes-somos'] as (typeof pageScenes)[string]

/** The page's title (without the brand suffix) and description, as its own <head> says them. */
export function pageWords(html: string): { title: string; description: string } {
  const document = parseDocument(html)
  const meta = (property: string) =>
    DomUtils.findOne(
      (element) =>
        element.name === 'meta' &&
        (element.attribs.property === property || element.attribs.name === property),
      document.children,
    )?.attribs.content ?? ''
  const title = meta('og:title').replace(/ \| [^|]+$/, '')
  return { title, description: meta('description') }
}

const pageFile = (clientDir: string, pagePath: string) =>
  path.join(clientDir, pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}/index.html`)

function otherPageCards(clientDir: string, handled: (pagePath: string) => boolean): Promise<PlannedCard>[] {
  return sitePages()
    .filter((page) => !handled(page.path))
    .map(async (page) => {
      const { title, description } = pageWords(await readFile(pageFile(clientDir, page.path), 'utf8'))
      const scene = pageScenes[page.path] ?? defaultScene
      return {
        file: shareCardPath(page.path),
        content: {
          kind: scene.kind,
          title,
          subtitle: description,
          facts: [],
          art: sceneArt(scene.motif, ...scene.colors),
        },
      }
    })
}

function cached<T>(map: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let value = map.get(key)
  if (!value) {
    value = make()
    map.set(key, value)
  }
  return value
}

const DATA_PAGES = /^\/(becas\/\d+|guias\/[^/]+|category\/[^/]+|cursos\/[^/]+(\/[^/]+)?|herramientas\/[^/]+)$/

/** Every card the site needs: one per page (the pre-rendered pages must already be in `clientDir`). */
export async function plannedCards(clientDir: string): Promise<PlannedCard[]> {
  const art = new Map<string, Promise<CardArt>>()
  return Promise.all([
    ...scholarshipCards(art),
    ...guideCards(art),
    ...courseCards(art),
    ...templateCards(),
    ...otherPageCards(clientDir, (pagePath) => DATA_PAGES.test(pagePath)),
  ])
}
