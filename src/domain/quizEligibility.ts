/**
 * What the quiz results read beyond §5's rules (decision 0040): the two step-2 answers that
 * are not an institution, and a programme's stated minimum average against the student's band.
 */
import type { Scholarship } from '../../data/scholarships.schema'

/** Step 2's answers for a student whose school is not in the list, or who has not chosen one yet. */
export const SCHOOL_NOT_LISTED = 'Mi escuela no está en la lista'
export const SCHOOL_UNDECIDED = 'Todavía no sé'
export const schoolAnswers = [SCHOOL_NOT_LISTED, SCHOOL_UNDECIDED] as const

/** True when the institution answer names an institution (not one of the two answers above). */
export const namesInstitution = (answer: string | undefined): answer is string =>
  Boolean(answer) && !schoolAnswers.includes(answer as (typeof schoolAnswers)[number])

/** Each average band of step 5 as the averages it may hold, on the 0–10 scale. */
const GPA_BAND_RANGE: Readonly<Record<string, { lowest: number; highest: number }>> = {
  'Menos de 7': { lowest: 0, highest: 6.9 },
  'Entre 7 y 8': { lowest: 7, highest: 8 },
  'Entre 8 y 9': { lowest: 8, highest: 9 },
  'Más de 9': { lowest: 9, highest: 10 },
}

export type MinimumAverage = NonNullable<Scholarship['minimumAverage']>

/**
 * How the student's average band meets a programme's minimum: `reached` (every average in
 * the band does), `maybe` (some do), `below` (none does), or null when either is unknown.
 */
export function averageFit(
  minimum: MinimumAverage | null,
  band: string | undefined,
): 'reached' | 'maybe' | 'below' | null {
  const range = band ? GPA_BAND_RANGE[band] : undefined
  if (!minimum || minimum.value === null || !range) return null
  if (range.highest < minimum.value) return 'below'
  return range.lowest >= minimum.value ? 'reached' : 'maybe'
}

const score = (value: number) => value.toFixed(1)

/**
 * The ✗ a card carries when the student's band may fall short of the stated minimum
 * (null when it does not, or nothing is stated): «Pide promedio mínimo de 8.0 y el tuyo es
 * menos de 7».
 */
export function averageShortfall(minimum: MinimumAverage | null, band: string | undefined): string | null {
  const fit = averageFit(minimum, band)
  if (!minimum || !band || fit === null || fit === 'reached') return null
  const asks = `${minimum.onlyFor ? `Para ${minimum.onlyFor} pide` : 'Pide'} promedio mínimo de ${score(minimum.value ?? 0)}`
  return fit === 'below'
    ? `${asks} y el tuyo es ${band.toLowerCase()}`
    : `${asks}: revisa si el tuyo (${band.toLowerCase()}) alcanza`
}

/** Whether the suggestions leave the programme out: its only minimum is above every average of the band. */
export const averageRulesOut = (minimum: MinimumAverage | null, band: string | undefined) =>
  !minimum?.onlyFor && averageFit(minimum, band) === 'below'
