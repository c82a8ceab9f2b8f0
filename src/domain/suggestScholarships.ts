/**
 * «Becas que sí te pueden servir»: after §5's exact list, the programmes a student can
 * really apply to, ranked and explained (decision 0008). Pure: the results page and the
 * quiz e-mail both use it.
 *
 * Who fits:
 *   • the level must match, as in §5 (a chosen level contained in the record's levels);
 *   • who may apply: federal, international, foundation and bank programmes take students
 *     of any institution; a programme with a state (data: «Estado») only students of that
 *     state; one for some institutions' students («Solo para estudiantes de») only those;
 *   • «General / Interdisciplinaria» fits every area; any other category only its own.
 * The type answer ranks (that type first), it never excludes. Order: open calls, then
 * upcoming ones, then the rest; inside each, the type asked for, then the area itself
 * before «General», then the usual deadline order.
 */
import type { CallFacts } from '../../data/catalogue'
import { QUIZ_TYPE_KEYWORDS } from '../../data/quizTypes'
import type { Eligibility, ScholarshipSummary } from '../../data/scholarships.schema'
import { type CallStatus, callStatus, compareByDeadline, isOpenStatus, sortByDeadline } from './callStatus'
import { type MatchAnswers, matchScholarships, type ScholarshipMatch } from './matchScholarships'
import { levelLabel } from './scholarshipReference'
import { inScope } from './scholarshipScope'
import { capitalizeItems, includesText } from './text'

/** Fewer exact matches than this and the results add suggestions. */
export const SUGGEST_BELOW = 5

export const GENERAL_AREA = 'General / Interdisciplinaria'

/** The answers the suggestions read: §5's, plus the state (step 1). */
export interface SuggestionAnswers extends MatchAnswers {
  mexicoState?: string
}

export type SuggestionCandidate = ScholarshipSummary & Eligibility & { call: CallFacts }

export interface Suggestion<T extends SuggestionCandidate = SuggestionCandidate> {
  scholarship: T
  /** Why it is on the list: the level, who may apply, the area, and the type when it is the one asked for. */
  reasons: string[]
  /** The answers it does not meet: the institution asked for, the type asked for. */
  unmet: string[]
  /** A condition the quiz does not ask, read after «Solo si». */
  onlyIf: string | null
}

/**
 * The chosen levels this programme serves: §5's rule, a chosen code contained in the
 * record's codes («superior» is in «medio_superior»). Codes are lowercase ASCII without
 * commas, so testing each code is the same as testing the comma-joined text.
 */
export function levelsServed(scholarship: ScholarshipSummary, levels: readonly string[]): string[] {
  return levels.filter((level) => scholarship.levels.some((code) => code.includes(level)))
}

/** The area's own programmes, or «General / Interdisciplinaria», which fits every area; null: neither. */
export function areaReason(scholarship: ScholarshipSummary, area: string | undefined): string | null {
  if (!area || includesText(scholarship.category, area)) return area ?? ''
  return scholarship.category === GENERAL_AREA ? `${GENERAL_AREA}: sirve para cualquier área` : null
}

/** Programmes open to every student: who may apply, by «Ámbito». */
const OPEN_SCOPE_REASON: Record<ScholarshipSummary['scope'], string> = {
  federal: 'Federal: para estudiantes de todo el país',
  internacional: 'Internacional: la pides desde cualquier estado',
  fundacion: 'De una fundación: no es de una sola escuela',
  bancaria: 'De un banco: no es de una sola escuela',
  universitaria: 'Interinstitucional: no es de una sola escuela',
  estatal: 'Estatal',
}

/** «de Jalisco», «del Estado de México», «de la Ciudad de México». */
export const ofState = (state: string) =>
  state === 'México'
    ? 'del Estado de México'
    : state === 'Ciudad de México'
      ? 'de la Ciudad de México'
      : `de ${state}`

/**
 * Why this student may apply, from the programme's «Ámbito», «Estado» and «Solo para
 * estudiantes de»; null when they may not (another state, another school, or outside Mexico).
 */
export function mayApply(
  scholarship: ScholarshipSummary & Eligibility,
  { mexicoState, institution }: SuggestionAnswers,
): string[] | null {
  if (!inScope(scholarship, { state: mexicoState, institution })) return null
  const reasons: string[] = []
  const { region, studentsOf } = scholarship
  if (region?.kind === 'state') reasons.push(`Es ${ofState(region.state)}, como tú`)
  if (region?.kind === 'each-state') {
    reasons.push(
      mexicoState
        ? `Cada estado abre la suya: busca la ${ofState(mexicoState)}`
        : 'Cada estado abre su propia convocatoria',
    )
  }
  if (studentsOf.length > 0)
    reasons.push(`Es para estudiantes de ${institution}, la institución que elegiste`)
  return reasons.length > 0 ? reasons : [OPEN_SCOPE_REASON[scholarship.scope]]
}

/** «Por situación económica» → «No es por situación económica». */
const notOfType = (type: string) => `No es ${type.charAt(0).toLowerCase()}${type.slice(1)}`

/** Whether the programme is of the type asked for (§5's keywords); undefined when no type applies. */
function typeFits(scholarship: ScholarshipSummary, type: string | undefined): boolean | undefined {
  if (!type || !QUIZ_TYPE_KEYWORDS[type]) return undefined
  return scholarship.quizTypes.includes(type)
}

interface Ranked<T extends SuggestionCandidate> extends Suggestion<T> {
  typeFirst: number
  areaFirst: number
}

/** Open calls first (programmes open all year too), then upcoming ones, then the rest. */
const callGroup = (status: CallStatus) => (isOpenStatus(status) ? 0 : status.state === 'upcoming' ? 1 : 2)

/**
 * The suggestions for these answers, ranked (see the top of this file), leaving out
 * `exclude` (the exact matches). Without a level there is nothing to suggest. `today`
 * (Mexico City, ISO) orders by call status; null keeps the catalogue's order there.
 */
export function suggestScholarships<T extends SuggestionCandidate>(
  list: readonly T[],
  answers: SuggestionAnswers,
  today: string | null,
  exclude: ReadonlySet<number> = new Set(),
): Suggestion<T>[] {
  const levels = answers.educationLevel ?? []
  if (levels.length === 0) return []
  const levelText = (served: string[]) => capitalizeItems(served.map((level) => levelLabel(level)).join(', '))
  const allLevels = levelText(levels)
  const ranked: Ranked<T>[] = []
  for (const scholarship of list) {
    if (exclude.has(scholarship.index)) continue
    const served = levelsServed(scholarship, levels)
    if (served.length === 0) continue
    const who = mayApply(scholarship, answers)
    if (!who) continue
    const area = areaReason(scholarship, answers.interestArea)
    if (area === null) continue
    const ofType = typeFits(scholarship, answers.scholarshipType)
    const unmet: string[] = []
    if (answers.institution && !includesText(scholarship.institution, answers.institution)) {
      unmet.push(`No la otorga ${answers.institution}`)
    }
    if (ofType === false && answers.scholarshipType) unmet.push(notOfType(answers.scholarshipType))
    ranked.push({
      scholarship,
      reasons: [
        served.length === levels.length ? allLevels : levelText(served),
        ...who,
        ...(area ? [area] : []),
        ...(ofType && answers.scholarshipType ? [answers.scholarshipType] : []),
      ],
      unmet,
      onlyIf: scholarship.onlyIf,
      typeFirst: ofType === false ? 1 : 0,
      areaFirst: area.endsWith('cualquier área') ? 1 : 0,
    })
  }
  const withStatus = ranked.map((suggestion) => {
    const status = today ? callStatus(suggestion.scholarship.call, today) : null
    return { suggestion, status, group: status ? callGroup(status) : 0 }
  })
  withStatus.sort(
    (a, b) =>
      a.group - b.group ||
      a.suggestion.typeFirst - b.suggestion.typeFirst ||
      a.suggestion.areaFirst - b.suggestion.areaFirst ||
      (a.status && b.status
        ? compareByDeadline(
            { index: a.suggestion.scholarship.index, status: a.status },
            { index: b.suggestion.scholarship.index, status: b.status },
          )
        : a.suggestion.scholarship.index - b.suggestion.scholarship.index),
  )
  return withStatus.map(({ suggestion: { typeFirst: _type, areaFirst: _area, ...suggestion } }) => suggestion)
}

export interface QuizResultLists<T extends SuggestionCandidate> {
  /** §5's exact list, open calls first when today is known. */
  matches: ScholarshipMatch<T>[]
  /** Only when the exact list has fewer than SUGGEST_BELOW. */
  suggestions: Suggestion<T>[]
}

/** Both lists of the results page and the e-mail: §5's exact matches, then the suggestions. */
export function quizResultLists<T extends SuggestionCandidate>(
  list: readonly T[],
  answers: SuggestionAnswers,
  today: string | null,
): QuizResultLists<T> {
  const { matches } = matchScholarships(list, answers)
  const sorted = today ? sortByDeadline(matches, today, (match) => match.scholarship) : matches
  const suggestions =
    matches.length < SUGGEST_BELOW
      ? suggestScholarships(list, answers, today, new Set(matches.map((match) => match.scholarship.index)))
      : []
  return { matches: sorted, suggestions }
}
