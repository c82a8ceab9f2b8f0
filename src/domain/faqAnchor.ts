import { normalizeText } from './text'

/**
 * Where a question of /preguntas-frecuentes can be opened: «¿Cómo guardan mis datos?» →
 * «como-guardan-mis-datos». «Buscar» links each answer there (issue 41); the browser opens
 * the closed section that holds it when the address names it.
 */
export const faqAnswerId = (question: string): string =>
  normalizeText(question)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
