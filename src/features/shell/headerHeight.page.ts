/**
 * Keeps `--header-block-size` on <html> at the sticky header's real height (it grows when text
 * is enlarged or spaced out, or wraps on a narrow screen), so `scroll-padding-top` (base.css)
 * keeps every focused control, skip-link target and scrolled-to heading clear of it. Runs in
 * the page script, before the app; until it runs, CSS falls back to the header's design height.
 */
export const HEADER_BLOCK_SIZE_PROPERTY = '--header-block-size'

/** Returns a function that stops tracking (tests set it up more than once). */
export function trackHeaderHeight(doc: Document = document): () => void {
  const header = doc.querySelector<HTMLElement>('.site-header')
  if (!header || typeof ResizeObserver !== 'function') return () => {}
  const root = doc.documentElement
  const observer = new ResizeObserver(() => {
    root.style.setProperty(
      HEADER_BLOCK_SIZE_PROPERTY,
      `${Math.ceil(header.getBoundingClientRect().height)}px`,
    )
  })
  observer.observe(header)
  return () => observer.disconnect()
}
