import { normalizeText } from './text.ts'

/**
 * A state's name in a path: «Ciudad de México» → «ciudad-de-mexico», «Nuevo León» →
 * «nuevo-leon». The pre-rendered per-state pages (/comunidades/{slug}) use it, so a page
 * works without JavaScript where `?estado=` cannot (a static file cannot read a query).
 */
export const stateSlug = (state: string) => normalizeText(state).replace(/\s+/g, '-')

/** The state of `slug` among `states`, or undefined. */
export const stateOfSlug = (states: readonly string[], slug: string) =>
  states.find((state) => stateSlug(state) === slug)
