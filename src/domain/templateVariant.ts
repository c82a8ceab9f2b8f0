/** The selected variant: the one named by `v`, else the first (spec §4). */
export function variantFor<T extends { id: string }>(template: { variants: T[] }, v: string | undefined): T {
  return template.variants.find((variant) => variant.id === v) ?? (template.variants[0] as T)
}
