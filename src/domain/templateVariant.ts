/** The selected variant: the one named by `v`, else the first (spec §4). */
export function variantFor<T extends { id: string }>(template: { variants: T[] }, v: string | undefined): T {
  return template.variants.find((variant) => variant.id === v) ?? (template.variants[0] as T)
}

/** The template's address for a colour: the first colour is the page itself, any other adds `?v=`. */
export function templatePagePath(
  template: { slug: string; variants: { id: string }[] },
  variantId: string,
): string {
  const page = `/herramientas/${template.slug}`
  return variantId === template.variants[0]?.id ? page : `${page}?v=${variantId}`
}

/**
 * Where the build writes a template's page in one of its other colours: the same page (its
 * body the neutral first colour, as for any `?v=` before the app runs) with that colour's card
 * and canonical address in its <head>, for the link previews of chat apps — their crawlers
 * read `?v=` from no app. Served for `/herramientas/<slug>?v=<colour>` (server/staticFiles.ts,
 * `_redirects`), never at its own address.
 */
export const COLOUR_PAGES_DIR = '/_colores'

export const colourPageFile = (pagePath: string, variantId: string) =>
  `${COLOUR_PAGES_DIR}${pagePath}/${variantId}.html`
