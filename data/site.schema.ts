import * as v from 'valibot'
import { httpsUrl, internalPath, nonEmptyText, parseDataFile, slug } from './parse.ts'
import raw from './site.json' with { type: 'json' }

const NavLinkSchema = v.object({
  label: nonEmptyText,
  to: internalPath,
  footerOnly: v.optional(v.boolean(), false),
  /** 'saved': the link shows how many programmes «Mis becas» holds on this device. */
  count: v.optional(v.picklist(['saved'])),
})

export const SiteSchema = v.object({
  brand: nonEmptyText,
  shortName: nonEmptyText,
  tagline: nonEmptyText,
  description: v.pipe(nonEmptyText, v.maxLength(200, 'keep the description under 200 characters')),
  email: v.pipe(v.string(), v.email('must be an e-mail address')),
  locale: v.literal('es-MX'),
  socials: v.array(v.object({ id: slug, label: nonEmptyText, handle: nonEmptyText, url: httpsUrl })),
  nav: v.pipe(
    v.array(
      v.object({ id: slug, label: nonEmptyText, links: v.pipe(v.array(NavLinkSchema), v.minLength(1)) }),
    ),
    v.length(4, 'the navigation has exactly four groups'),
  ),
})

export type Site = v.InferOutput<typeof SiteSchema>
export type NavGroup = Site['nav'][number]
export type NavLink = NavGroup['links'][number]

export const loadSite = (input: unknown = raw) => parseDataFile('data/site.json', SiteSchema, input)
export const site = loadSite()
