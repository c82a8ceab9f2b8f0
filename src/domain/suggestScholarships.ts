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
 *   • «General / Interdisciplinaria» fits every area; any other category only its own;
 *   • a stated minimum average above every average of the student's band rules it out
 *     (one that only some averages of the band reach is a ✗, decision 0040).
 * The type answer ranks (that type first, by the types table), it never excludes. Each
 * card says what keeps it out of §5's exact list (`notes`, `unmet`). Order: open calls, then
 * upcoming ones, then the rest; inside each, the type asked for, then the area itself
 * before «General», then the usual deadline order.
 */
import type { CallFacts } from '../../data/catalogue'
import { QUIZ_TYPE_KEYWORDS, typeCountsAs } from '../../data/quizTypes'
import type { Eligibility, ScholarshipSummary } from '../../data/scholarships.schema'
import { type CallStatus, callStatus, compareByDeadline, isOpenStatus, sortByDeadline } from './callStatus'
import { criteriaFor, type MatchAnswers, matchScholarships, type ScholarshipMatch } from './matchScholarships'
import {
  averageFit,
  averageRulesOut,
  averageShortfall,
  SCHOOL_NOT_LISTED,
  SCHOOL_UNDECIDED,
} from './quizEligibility'
import { levelLabel } from './scholarshipReference'
import { inScope } from './scholarshipScope'
import { capitalizeItems, includesText } from './text'

/** Fewer exact matches than this and the results add suggestions. */
export const SUGGEST_BELOW = 5

export const GENERAL_AREA = 'General / Interdisciplinaria'

/** The answers the suggestions read: §5's, plus the state (step 1) and the average band (step 5). */
export interface SuggestionAnswers extends MatchAnswers {
  mexicoState?: string
  gpa?: string
}

export type SuggestionCandidate = ScholarshipSummary & Eligibility & { call: CallFacts }

export interface Suggestion<T extends SuggestionCandidate = SuggestionCandidate> {
  scholarship: T
  /** Why it is on the list: the level, who may apply, the area, the type and the average when they fit. */
  reasons: string[]
  /**
   * What keeps it out of §5's exact list when that is not an unmet answer, in words: who
   * grants it (information, not a ✗: the student may ask for it), the «General» area.
   */
  notes: string[]
  /** The answers it does not meet: the type asked for, the average band. */
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

/** «Por situación económica», Movilidad → «No es por situación económica: su tipo es Movilidad». */
const notOfType = (answer: string, type: string) =>
  `No es ${answer.charAt(0).toLowerCase()}${answer.slice(1)}: su tipo es ${type}`

/** Whether the programme is of the type asked for, by the types table; undefined when no type applies. */
function typeFits(scholarship: ScholarshipSummary, answer: string | undefined): boolean | undefined {
  if (!answer || !QUIZ_TYPE_KEYWORDS[answer]) return undefined
  return typeCountsAs(scholarship.type, answer)
}

/**
 * Who grants it, when that keeps it out of §5's exact list (which counts only what the chosen
 * institution grants): information, as the student may still ask for it.
 */
function grantedBy(scholarship: ScholarshipSummary & Eligibility, institution: string): string {
  const by = `La otorga ${scholarship.institution}`
  if (institution === SCHOOL_NOT_LISTED) return `${by}; la puedes pedir aunque tu escuela no esté en la lista`
  if (institution === SCHOOL_UNDECIDED) return `${by}; no depende de la escuela que elijas`
  if (scholarship.studentsOf.includes(institution)) {
    return `${by} para estudiantes de ${institution}; en el match exacto solo cuentan las que otorga ${institution} misma`
  }
  return `${by}, no ${institution}: por eso no está en el match exacto, pero la puedes pedir`
}

/** «En el match exacto solo cuentan las de Ingeniería…; esta es General / Interdisciplinaria…». */
const generalArea = (area: string) =>
  `En el match exacto solo cuentan las de ${area}; esta es ${GENERAL_AREA} y sirve para cualquier área`

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
  const exactRules = criteriaFor(answers)
  for (const scholarship of list) {
    if (exclude.has(scholarship.index)) continue
    const served = levelsServed(scholarship, levels)
    if (served.length === 0) continue
    const who = mayApply(scholarship, answers)
    if (!who) continue
    const area = areaReason(scholarship, answers.interestArea)
    if (area === null) continue
    if (averageRulesOut(scholarship.minimumAverage, answers.gpa)) continue
    const missed = new Set(exactRules.filter((rule) => !rule.test(scholarship)).map((rule) => rule.key))
    const ofType = typeFits(scholarship, answers.scholarshipType)
    const notes: string[] = []
    if (answers.institution && missed.has('institucion'))
      notes.push(grantedBy(scholarship, answers.institution))
    if (answers.interestArea && missed.has('area')) notes.push(generalArea(answers.interestArea))
    if (scholarship.minimumAverage && scholarship.minimumAverage.value === null) {
      notes.push('Pide un promedio mínimo: revisa cuál en sus requisitos')
    }
    const unmet: string[] = []
    if (ofType === false && answers.scholarshipType)
      unmet.push(notOfType(answers.scholarshipType, scholarship.type))
    const shortfall = averageShortfall(scholarship.minimumAverage, answers.gpa)
    if (shortfall) unmet.push(shortfall)
    const average =
      averageFit(scholarship.minimumAverage, answers.gpa) === 'reached' &&
      !scholarship.minimumAverage?.onlyFor
        ? [`Pide promedio mínimo de ${scholarship.minimumAverage?.value?.toFixed(1)}: el tuyo alcanza`]
        : []
    ranked.push({
      scholarship,
      reasons: [
        served.length === levels.length ? allLevels : levelText(served),
        ...who,
        // The «General» area is said among the notes when it is what keeps it out.
        ...(area && !missed.has('area') ? [area] : []),
        ...(ofType && answers.scholarshipType ? [answers.scholarshipType] : []),
        ...average,
      ],
      notes,
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

/** An exact match with what the quiz does not ask: the average it may fall short of, and «Solo si». */
export interface ExactMatch<T extends SuggestionCandidate> extends ScholarshipMatch<T> {
  unmet: string[]
  onlyIf: string | null
}

export interface QuizResultLists<T extends SuggestionCandidate> {
  /** §5's exact list, open calls first when today is known. */
  matches: ExactMatch<T>[]
  /** Only when the exact list has fewer than SUGGEST_BELOW. */
  suggestions: Suggestion<T>[]
}

/** Both lists of the results page and the e-mail: §5's exact matches, then the suggestions. */
export function quizResultLists<T extends SuggestionCandidate>(
  list: readonly T[],
  answers: SuggestionAnswers,
  today: string | null,
): QuizResultLists<T> {
  const matches = matchScholarships(list, answers).matches.map((match) => {
    const shortfall = averageShortfall(match.scholarship.minimumAverage, answers.gpa)
    return { ...match, unmet: shortfall ? [shortfall] : [], onlyIf: match.scholarship.onlyIf }
  })
  const sorted = today ? sortByDeadline(matches, today, (match) => match.scholarship) : matches
  const suggestions =
    matches.length < SUGGEST_BELOW
      ? suggestScholarships(list, answers, today, new Set(matches.map((match) => match.scholarship.index)))
      : []
  return { matches: sorted, suggestions }
}
