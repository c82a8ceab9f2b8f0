/**
 * Sharing a page: where its Open Graph card is and the «Compartir por WhatsApp» link. The
 * cards are drawn at build time (scripts/shareCards/), one per page, at a path that follows
 * from the page's own path, so a route's head() names its card without a lookup.
 */

/** Open Graph's large card: what WhatsApp, Facebook and X show in full width. */
export const SHARE_CARD_WIDTH = 1200
export const SHARE_CARD_HEIGHT = 630
/** Over this, some apps show no preview at all. */
export const SHARE_CARD_MAX_BYTES = 150 * 1024

/** The cards are JPEG: flat art and large text at ≈ 80 KB, drawn fast enough for CI. */
export const SHARE_CARD_TYPE = 'image/jpeg'

/**
 * `/becas/12` → `/og/becas/12.jpg`, `/` → `/og/inicio.jpg`; a template's colour has its
 * own card: `/herramientas/diario-dalia` + `verde` → `/og/herramientas/diario-dalia/verde.jpg`.
 */
export function shareCardPath(pagePath: string, variant?: string): string {
  const page = pagePath.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/inicio'
  return variant ? `/og${page}/${variant}.jpg` : `/og${page}.jpg`
}

/** `https://wa.me/?text=` with the message and the address, as WhatsApp reads it on a phone or a computer. */
export const whatsappShareUrl = (message: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${message} ${url}`)}`
