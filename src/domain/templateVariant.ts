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
