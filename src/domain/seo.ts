import site from 'virtual:data/site'
import { SHARE_CARD_HEIGHT, SHARE_CARD_TYPE, SHARE_CARD_WIDTH, shareCardPath } from './shareCard'

const DEFAULT_SITE_URL = 'https://yasecomo.mx'

/** The public origin used in canonical URLs, Open Graph and the sitemap (VITE_SITE_URL). */
export const siteUrl = (import.meta.env.VITE_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '')

export const absoluteUrl = (path: string) => (/^https?:\/\//.test(path) ? path : `${siteUrl}${path}`)

export type JsonLd = Record<string, unknown>

export interface PageHeadInput {
  title: string
  description: string
  /** Path of the page, e.g. "/guias"; becomes the canonical URL. */
  path: string
  /** The page's card drawn at build (scripts/shareCards/): by default the one of `path`. */
  image?: string
  /** What the card shows, for who cannot see it; by default its title. */
  imageAlt?: string
  type?: 'website' | 'article'
  jsonLd?: JsonLd[]
  /** Replaces the " | Ya Sé Cómo" suffix (the template detail uses " | Tienda"). */
  titleSuffix?: string
}

/** JSON inside <script> must not be able to close the tag. */
export const serializeJsonLd = (data: JsonLd) => JSON.stringify(data).replace(/</g, '\\u003c')

export const fullTitle = (title: string, suffix = ` | ${site.brand}`) => `${title}${suffix}`

/** Everything a route's head() returns: title, description, canonical, Open Graph, Twitter card, JSON-LD. */
export function pageHead(input: PageHeadInput) {
  const title = fullTitle(input.title, input.titleSuffix)
  const url = absoluteUrl(input.path)
  const image = absoluteUrl(input.image ?? shareCardPath(input.path))
  return {
    meta: [
      { title },
      { name: 'description', content: input.description },
      { property: 'og:type', content: input.type ?? 'website' },
      { property: 'og:site_name', content: site.brand },
      { property: 'og:locale', content: 'es_MX' },
      { property: 'og:title', content: title },
      { property: 'og:description', content: input.description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { property: 'og:image:type', content: SHARE_CARD_TYPE },
      { property: 'og:image:width', content: String(SHARE_CARD_WIDTH) },
      { property: 'og:image:height', content: String(SHARE_CARD_HEIGHT) },
      { property: 'og:image:alt', content: input.imageAlt ?? `${input.title} · ${site.brand}` },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    links: [{ rel: 'canonical', href: url }],
    scripts: (input.jsonLd ?? []).map((data) => ({
      type: 'application/ld+json',
      children: serializeJsonLd(data),
    })),
  }
}

export const organizationJsonLd = (): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: site.brand,
  alternateName: site.shortName,
  url: siteUrl,
  logo: absoluteUrl('/icons/icon-512.png'),
  email: site.email,
  sameAs: site.socials.map((social) => social.url),
})

export const breadcrumbJsonLd = (items: { name: string; path: string }[]): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: items.map((item, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: item.name,
    item: absoluteUrl(item.path),
  })),
})
