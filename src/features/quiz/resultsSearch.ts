import institutions from 'virtual:data/institutions'
import states from 'virtual:data/states'
import * as v from 'valibot'
import type { GpaBand, QuizAnswers, QuizScholarshipType } from '../../../machines/quizContent'
import { schoolAnswers } from '../../domain/quizEligibility'
import { scholarshipReference } from '../../domain/scholarshipReference'
import { choiceParam } from '../../domain/searchParams'

/** Short, readable URL values for the quiz answers that are long phrases. */
const gpaSlugs: Record<GpaBand, string> = {
  'Menos de 7': 'menos-de-7',
  'Entre 7 y 8': 'entre-7-y-8',
  'Entre 8 y 9': 'entre-8-y-9',
  'Más de 9': 'mas-de-9',
}
const typeSlugs: Record<QuizScholarshipType, string> = {
  'Por situación económica': 'situacion-economica',
  'Por rendimiento académico': 'rendimiento-academico',
  'Para estudiar en el extranjero': 'extranjero',
  'Otra (por identidad, liderazgo, etc.)': 'otra',
}
const levelCodes = scholarshipReference.levels.map((level) => level.value)
const areaByKey = new Map(scholarshipReference.categories.map((category) => [category.key, category.name]))
const keyByArea = new Map(scholarshipReference.categories.map((category) => [category.name, category.key]))

const invert = <K extends string>(record: Record<K, string>) =>
  new Map(Object.entries(record).map(([key, value]) => [value as string, key as K]))
const gpaBySlug = invert(gpaSlugs)
const typeBySlug = invert(typeSlugs)

/** `nivel` may repeat: ?nivel=licenciatura&nivel=maestria. Unknown codes are dropped. */
const levelsParam = v.optional(
  v.fallback(
    v.pipe(
      v.union([v.string(), v.array(v.string())]),
      v.transform((value) =>
        (Array.isArray(value) ? value : [value]).filter((code) => levelCodes.includes(code as never)),
      ),
    ),
    [],
  ),
  [],
)

/** The /filtro-becas URL: every answer the results use, each falling back to "not answered". */
export const quizResultsSearchSchema = v.object({
  estado: choiceParam(states),
  institucion: choiceParam([...schoolAnswers, ...institutions]),
  nivel: levelsParam,
  area: choiceParam([...areaByKey.keys()]),
  promedio: choiceParam(Object.values(gpaSlugs)),
  tipo: choiceParam(Object.values(typeSlugs)),
})

export type QuizResultsSearch = v.InferOutput<typeof quizResultsSearchSchema>

export function answersToSearch(answers: Partial<QuizAnswers>): QuizResultsSearch {
  return {
    estado: answers.mexicoState,
    institucion: answers.institution,
    nivel: answers.educationLevel ?? [],
    area: answers.interestArea ? keyByArea.get(answers.interestArea) : undefined,
    promedio: answers.gpa ? gpaSlugs[answers.gpa] : undefined,
    tipo: answers.scholarshipType ? typeSlugs[answers.scholarshipType] : undefined,
  }
}

export function searchToAnswers(search: QuizResultsSearch): Partial<QuizAnswers> {
  return {
    mexicoState: search.estado,
    institution: search.institucion,
    educationLevel: search.nivel,
    interestArea: search.area ? areaByKey.get(search.area) : undefined,
    gpa: search.promedio ? gpaBySlug.get(search.promedio) : undefined,
    scholarshipType: search.tipo ? typeBySlug.get(search.tipo) : undefined,
  }
}

/** /quiz-becas's URL: the step («1»–«7») and the answers before it, as on /filtro-becas (decision 0040). */
export const quizPageSearchSchema = v.object({
  ...quizResultsSearchSchema.entries,
  paso: choiceParam(['1', '2', '3', '4', '5', '6', '7']),
})
export type QuizPageSearch = v.InferOutput<typeof quizPageSearchSchema>

export const hasAnswers = (search: QuizResultsSearch) =>
  Boolean(
    search.estado ||
      search.institucion ||
      search.nivel.length ||
      search.area ||
      search.promedio ||
      search.tipo,
  )

/** /filtro-becas with the answers and nothing else: the address the results are shared by. */
export function resultsPath(search: QuizResultsSearch): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item) params.append(key, item)
  }
  const query = params.toString()
  return query ? `/filtro-becas?${query}` : '/filtro-becas'
}
