/**
 * What each quiz answer for the scholarship type means in the catalogue's words (spec §5):
 * a programme is of that type when its type or detailed type contains one of the keywords,
 * accent- and case-insensitive. «Otra (por identidad, liderazgo, etc.)» filters nothing.
 * Worked out once per record when the data is read (the `quizTypes` field), so the browser
 * gets the answer, not the long text it was read from.
 */
export const QUIZ_TYPE_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  'Por situación económica': ['económico', 'apoyo económico', 'situación económica'],
  'Por rendimiento académico': ['excelencia', 'académica', 'rendimiento académico'],
  'Para estudiar en el extranjero': ['movilidad', 'internacional', 'extranjero'],
}

/** Lower-case, accents removed, trimmed: "  Ingeniería " → "ingenieria". */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()

/** The quiz type answers a programme of this type and detailed type is of. */
export function quizTypesOf(type: string, typeDescription: string): string[] {
  const text = foldText(`${type} ${typeDescription}`)
  return Object.entries(QUIZ_TYPE_KEYWORDS)
    .filter(([, keywords]) => keywords.some((keyword) => text.includes(foldText(keyword))))
    .map(([answer]) => answer)
}

/**
 * What each «Tipo de Beca» counts as among the quiz's type answers (decision 0040): one
 * table, read by every card's type chip, so programmes of the same type never get ✓ on one
 * card and ✗ on another. (§5's exact list still reads the keywords above; a programme that
 * enters it by its detailed description says so in its chip.) «Otro» counts as none.
 */
export const TYPE_COUNTS_AS: Readonly<Record<string, string | undefined>> = {
  Académica: 'Por rendimiento académico',
  'Apoyo Económico': 'Por situación económica',
  Movilidad: 'Para estudiar en el extranjero',
}

/** Whether a programme of this «Tipo de Beca» counts as the type answer, by the table. */
export const typeCountsAs = (type: string, answer: string) => TYPE_COUNTS_AS[type] === answer
