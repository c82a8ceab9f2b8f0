/**
 * Where a question of /preguntas-frecuentes can be opened: «¿Cómo guardan mis datos?» →
 * «como-guardan-mis-datos». «Buscar» links each answer there (issue 41); the browser opens
 * the closed section that holds it when the address names it. Folds accents itself rather
 * than with text.ts's normalizeText, which the FAQ page does not otherwise load.
 */
export const faqAnswerId = (question: string): string =>
  question
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
