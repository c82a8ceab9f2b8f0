/** True when the user asked the system for less motion; false during server rendering. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Scrolls the window, smoothly unless the user prefers reduced motion. */
export function scrollToY(top: number) {
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
}

/** Scrolls `element` to the top of the view (its CSS scroll-margin clears the sticky header). */
export function scrollIntoView(element: Element) {
  element.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
}
