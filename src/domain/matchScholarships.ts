import { QUIZ_TYPE_KEYWORDS, typeCountsAs } from '../../data/quizTypes'
import type { ScholarshipSummary } from '../../data/scholarships.schema'
import { levelLabel } from './scholarshipReference'
import { capitalizeItems, includesText, normalizeText } from './text'

/** The answers the results read (spec §3): interest area, education levels, institution and type. */
export interface MatchAnswers {
  interestArea?: string
  educationLevel?: string[]
  institution?: string
  scholarshipType?: string
}

type CriterionKey = 'area' | 'nivel' | 'institucion' | 'tipo'

interface Criterion {
  key: CriterionKey
  /** Shown on a match as the reason it fits. */
  label: string
  /** The reason on this programme's card, when it is not the label. */
  labelFor?: (scholarship: ScholarshipSummary) => string
  test: (scholarship: ScholarshipSummary) => boolean
}

/** The rules that apply to these answers; an unanswered question applies no rule. */
export function criteriaFor(answers: MatchAnswers): Criterion[] {
  const criteria: Criterion[] = []
  const { interestArea, institution, scholarshipType } = answers
  const levels = answers.educationLevel ?? []
  if (interestArea) {
    criteria.push({ key: 'area', label: interestArea, test: (s) => includesText(s.category, interestArea) })
  }
  if (levels.length > 0) {
    criteria.push({
      key: 'nivel',
      label: capitalizeItems(levels.map((level) => levelLabel(level)).join(', ')),
      // "Any chosen level is contained in the record's level" — a substring test, as the spec says.
      test: (s) => levels.some((level) => normalizeText(s.levels.join(',')).includes(normalizeText(level))),
    })
  }
  if (institution) {
    criteria.push({
      key: 'institucion',
      label: institution,
      test: (s) => includesText(s.institution, institution),
    })
  }
  // «Otra …» has no keywords and so applies no rule; the others read the record's quizTypes.
  if (scholarshipType && QUIZ_TYPE_KEYWORDS[scholarshipType]) {
    criteria.push({
      key: 'tipo',
      label: scholarshipType,
      test: (s) => s.quizTypes.includes(scholarshipType),
      // In by its detailed description, not by its type (decision 0040's types table): said so.
      labelFor: (s) =>
        typeCountsAs(s.type, scholarshipType)
          ? scholarshipType
          : `${scholarshipType}, según su descripción (su tipo es ${s.type})`,
    })
  }
  return criteria
}

export interface ScholarshipMatch<T extends ScholarshipSummary = ScholarshipSummary> {
  scholarship: T
  /** The criteria this programme met, to explain why it is on the list. */
  reasons: string[]
}

export interface MatchResult<T extends ScholarshipSummary = ScholarshipSummary> {
  matches: ScholarshipMatch<T>[]
}

/** Quiz matching (spec §5), accent- and case-insensitive. */
export function matchScholarships<T extends ScholarshipSummary>(
  list: readonly T[],
  answers: MatchAnswers,
): MatchResult<T> {
  const criteria = criteriaFor(answers)
  const matches = list
    .filter((scholarship) => criteria.every((rule) => rule.test(scholarship)))
    .map((scholarship) => ({
      scholarship,
      reasons: criteria.map((rule) => rule.labelFor?.(scholarship) ?? rule.label),
    }))
  return { matches }
}
