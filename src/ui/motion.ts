/** True when the user asked the system for less motion; false during server rendering. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Scrolls the window, smoothly unless the user prefers reduced motion. */
export function scrollToY(top: number) {
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
}
