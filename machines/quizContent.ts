// Validated at build time (scripts/dataModules.ts): no schema or parser in the quiz's code.
import institutions from 'virtual:data/institutions'
import schoolPositions from 'virtual:data/quiz-schools'
import scholarshipReference from 'virtual:data/scholarship-reference'
import states from 'virtual:data/states'
import { SCHOOL_NOT_LISTED, SCHOOL_UNDECIDED, schoolAnswers } from '../src/domain/quizEligibility'

const categoryNames = scholarshipReference.categories.map((category) => category.name)
const quizSchools = institutions.filter((_, index) => schoolPositions.includes(index))

/** The eight quiz steps, in order; the step number is the index + 1. */
export const quizSteps = [
  'mexicoState',
  'institution',
  'educationLevel',
  'interestArea',
  'gpa',
  'scholarshipType',
  'emailConsent',
  'finalEmail',
] as const
export type QuizStepKey = (typeof quizSteps)[number]
export const QUIZ_STEP_COUNT = quizSteps.length
/** The counter reads «Paso N de 7»: the e-mail step is not counted (spec §4). */
export const COUNTED_STEPS = 7

export const gpaBands = ['Menos de 7', 'Entre 7 y 8', 'Entre 8 y 9', 'Más de 9'] as const
export type GpaBand = (typeof gpaBands)[number]

export const quizScholarshipTypes = [
  'Por situación económica',
  'Por rendimiento académico',
  'Para estudiar en el extranjero',
  'Otra (por identidad, liderazgo, etc.)',
] as const
export type QuizScholarshipType = (typeof quizScholarshipTypes)[number]

export const consentOptions = ['Sí', 'No'] as const
export type Consent = (typeof consentOptions)[number]

export interface QuizAnswers {
  mexicoState: string
  institution: string
  educationLevel: string[]
  interestArea: string
  gpa: GpaBand
  scholarshipType: QuizScholarshipType
  emailConsent: Consent
}

export type StepKind = 'select' | 'checkboxes' | 'buttons' | 'email'

export const stepKind: Record<QuizStepKey, StepKind> = {
  mexicoState: 'select',
  institution: 'select',
  educationLevel: 'checkboxes',
  interestArea: 'buttons',
  gpa: 'buttons',
  scholarshipType: 'buttons',
  emailConsent: 'buttons',
  finalEmail: 'email',
}

/**
 * Step 2 in groups (decision 0040): first the answers for a student whose school is not
 * listed or not chosen yet, then the schools, then those who grant scholarships
 * (governments, foundations, banks, programmes) — every institution of the spec kept.
 */
export const institutionGroups: readonly { label: string | null; options: readonly string[] }[] = [
  { label: null, options: schoolAnswers },
  { label: 'Escuelas y universidades', options: quizSchools },
  {
    label: 'Gobiernos, fundaciones, bancos y programas que dan becas',
    options: institutions.filter((name) => !quizSchools.includes(name)),
  },
]

/** The choices a step offers, as stored answers (levels by code). */
export const stepOptions: Record<QuizStepKey, readonly string[]> = {
  mexicoState: states,
  institution: institutionGroups.flatMap((group) => group.options),
  educationLevel: scholarshipReference.levels.map((level) => level.value),
  interestArea: categoryNames,
  gpa: gpaBands,
  scholarshipType: quizScholarshipTypes,
  emailConsent: consentOptions,
  finalEmail: [],
}

/** The steps whose answers the URL carries and a resume needs (not the consent or the e-mail). */
const answeredInUrl = quizSteps.slice(0, quizSteps.indexOf('emailConsent'))

const isAnswered = (answers: Partial<QuizAnswers>, step: QuizStepKey) => {
  const answer = answers[step as keyof QuizAnswers]
  return Array.isArray(answer) ? answer.length > 0 : Boolean(answer)
}

/**
 * Where a quiz can resume with these answers: `stepIndex` at most, never past the first
 * unanswered step, nor at the e-mail (the consent is not kept in the URL).
 */
export function resumableStep(stepIndex: number, answers: Partial<QuizAnswers>): number {
  const firstUnanswered = answeredInUrl.findIndex((step) => !isAnswered(answers, step))
  const lastResumable = firstUnanswered === -1 ? answeredInUrl.length : firstUnanswered
  return Math.max(0, Math.min(Math.trunc(stepIndex), lastResumable))
}

/** The answers of the steps before `stepIndex`: what the URL of that step carries. */
export function answersBefore(stepIndex: number, answers: Partial<QuizAnswers>): Partial<QuizAnswers> {
  const kept: Partial<Record<QuizStepKey, unknown>> = {}
  for (const step of quizSteps.slice(0, stepIndex)) {
    if (isAnswered(answers, step)) kept[step] = answers[step as keyof QuizAnswers]
  }
  return kept as Partial<QuizAnswers>
}

/** How many option buttons a step reveals one by one (other kinds show their inputs at once). */
export const revealedOptionCount = (step: QuizStepKey) =>
  stepKind[step] === 'buttons' ? stepOptions[step].length : 0

const institutionVariants = [
  (state: string) =>
    `¡${state}! Buen lugar para estudiar. ¿En qué institución estudias o de cuál te gustaría recibir apoyo?`,
  (state: string) => `Anotado: ${state}. Ahora dime, ¿qué institución te interesa o dónde estudias?`,
  (state: string) =>
    `Perfecto, desde ${state} también se puede llegar lejos. ¿Qué institución tienes en mente?`,
]
export const INSTITUTION_VARIANT_COUNT = institutionVariants.length

const gpaQuestionByArea: Record<string, string> = {
  'Ingeniería, Ciencia y Tecnología':
    'Las becas de ingeniería y ciencia suelen fijarse en tu promedio. ¿En qué rango está el tuyo?',
  'Educación y Pedagogía':
    'Muchas becas para futuras y futuros docentes toman en cuenta el promedio. ¿Cuál es el tuyo?',
  'Negocios, Economía y Finanzas':
    'En negocios y finanzas los números importan, empezando por tu promedio. ¿Cuál es?',
  'Ciencias Sociales y Humanidades':
    'Para sociales y humanidades también hay becas por desempeño. ¿En qué rango está tu promedio?',
  'General / Interdisciplinaria':
    'Hay becas para todos los perfiles. Para afinar la búsqueda, ¿cuál es tu promedio?',
  'Salud y Medicina':
    'Las carreras de salud son exigentes y muchas becas lo reconocen. ¿Cuál es tu promedio?',
  'Artes y Diseño':
    'En artes cuenta mucho tu trabajo, pero algunas becas también piden promedio. ¿Cuál es el tuyo?',
}

const typeQuestionByGpa: Record<GpaBand, string> = {
  'Menos de 7': 'Sin estrés: muchas becas no piden promedio alto. ¿Qué tipo de apoyo te serviría más?',
  'Entre 7 y 8': '¡Bien! Con ese promedio ya calificas para varias convocatorias. ¿Qué tipo de beca buscas?',
  'Entre 8 y 9':
    '¡Muy bien! Ese promedio te abre la puerta a becas académicas. ¿Qué tipo de beca te interesa?',
  'Más de 9': '¡Excelente promedio! Puedes aspirar a becas de excelencia. ¿Qué tipo de beca buscas?',
}

/** Step 3 worded for step 2's answer: a school («en la UNAM»), a funder, or neither. */
function levelQuestion(institution: string | undefined): string {
  const choose = 'Puedes elegir más de uno.'
  if (!institution || institution === SCHOOL_NOT_LISTED) {
    return `¿Qué nivel de estudios cursas o vas a cursar? ${choose}`
  }
  if (institution === SCHOOL_UNDECIDED) return `Sin problema. ¿Qué nivel de estudios vas a cursar? ${choose}`
  if (quizSchools.includes(institution))
    return `¿Qué nivel de estudios cursas o vas a cursar en ${institution}? ${choose}`
  return `¿Qué nivel de estudios cursas o vas a cursar? Así vemos qué apoyos de ${institution} te tocan. ${choose}`
}

/** The question for `step`, worded from the answers so far. */
export function questionFor(
  step: QuizStepKey,
  answers: Partial<QuizAnswers>,
  institutionVariant = 0,
): string {
  switch (step) {
    case 'mexicoState':
      return '¡Hola! Vamos a encontrar becas que hagan match contigo. Para empezar, ¿en qué estado vives?'
    case 'institution': {
      const variant =
        institutionVariants[institutionVariant % INSTITUTION_VARIANT_COUNT] ?? institutionVariants[0]
      return variant?.(answers.mexicoState ?? 'tu estado') ?? ''
    }
    case 'educationLevel':
      return levelQuestion(answers.institution)
    case 'interestArea':
      return '¿Qué área de estudio te interesa más?'
    case 'gpa':
      return (
        gpaQuestionByArea[answers.interestArea ?? ''] ??
        gpaQuestionByArea['General / Interdisciplinaria'] ??
        ''
      )
    case 'scholarshipType':
      return answers.gpa ? typeQuestionByGpa[answers.gpa] : typeQuestionByGpa['Entre 7 y 8']
    case 'emailConsent':
      return '¿Quieres que te enviemos tus resultados por correo, junto con becas nuevas que vayan saliendo?'
    case 'finalEmail':
      return '¡Va! Escribe tu correo y te mandamos tus recomendaciones.'
  }
}
