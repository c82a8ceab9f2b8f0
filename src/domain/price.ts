const arsFormat = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' })

/** «Gratis», or the price in Argentine pesos with the es-AR locale (spec §2, DESIGN.md). */
export const priceLabel = (free: boolean, price?: number) =>
  free || price === undefined ? 'Gratis' : arsFormat.format(price)

/** File size for people: under 1 MB in KB. */
export const fileSizeLabel = (sizeMB: number) =>
  sizeMB < 1 ? `${Math.max(1, Math.round(sizeMB * 1024))} KB` : `${sizeMB.toFixed(1)} MB`
