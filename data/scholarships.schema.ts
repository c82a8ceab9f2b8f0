import * as v from 'valibot'
import { institutions } from './institutions.schema.ts'
import { httpsUrl, idFromKey, localAsset, nonEmptyText, parseDataFile, uniqueField } from './parse.ts'
import { quizTypesOf } from './quizTypes.ts'
import {
  categoryKey,
  categoryNames,
  type LevelCode,
  levelCodes,
  scholarshipTypes,
  scopes,
} from './scholarship-reference.schema.ts'
import raw from './scholarships.json' with { type: 'json' }
import { states } from './states.schema.ts'

/** The spreadsheet spells "egresados" as "egrsados" in places; both mean the same level. */
const LEVEL_ALIASES: Record<string, LevelCode> = { egrsados: 'egresados' }

const LevelsSchema = v.pipe(
  v.string(),
  v.transform((text) =>
    text
      .split(',')
      .map((code) => code.trim().toLowerCase())
      .filter(Boolean)
      .map((code) => LEVEL_ALIASES[code] ?? code),
  ),
  v.array(v.picklist(levelCodes, (issue) => `unknown level code ${issue.received}`)),
  v.minLength(1, 'name at least one education level'),
)

/** Enumerated free text: one item per line. */
const ItemsSchema = v.pipe(
  nonEmptyText,
  v.transform((text) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  ),
)

/** «Estado» when every state runs its own call of the programme (PECDA). */
export const EACH_STATE = 'Cada estado'
/** «Estado» when only people living outside Mexico may apply (the quiz asks where in Mexico you live). */
export const ABROAD = 'Fuera de México'

/**
 * Where a student must live or study to apply: one state, each state (its own call), or
 * outside Mexico. Absent: anywhere in the country.
 */
const RegionSchema = v.pipe(
  v.picklist([...states, EACH_STATE, ABROAD], (issue) => `unknown state ${issue.received}`),
  v.transform((value) =>
    value === EACH_STATE
      ? ({ kind: 'each-state' } as const)
      : value === ABROAD
        ? ({ kind: 'abroad' } as const)
        : ({ kind: 'state', state: value } as const),
  ),
)
export type Region = v.InferOutput<typeof RegionSchema>

/** Comma-separated names from data/institutions.json: the quiz answers whose students may apply. */
const StudentsOfSchema = v.pipe(
  v.string(),
  v.transform((text) =>
    text
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  ),
  v.array(v.picklist(institutions, (issue) => `${issue.received} is not in data/institutions.json`)),
  v.minLength(1, 'name at least one institution'),
)

/** Text read after «Solo si»: starts in lowercase, no final period. */
const OnlyIfText = v.pipe(
  nonEmptyText,
  v.regex(/^[a-záéíóúñ].*[^.]$/, 'starts in lowercase and has no final period: it follows «Solo si»'),
)

/**
 * The minimum average a programme's requirements state (decision 0040), on the 0–10 scale,
 * with the requirement it comes from («Según»). Without «Valor» the requirement asks for a
 * minimum without a number; with «Solo para» it holds for one modality only.
 */
const MinimumAverageSchema = v.object({
  Valor: v.optional(v.pipe(v.number(), v.minValue(6), v.maxValue(10))),
  'Solo para': v.optional(nonEmptyText),
  Según: nonEmptyText,
})

/** A condition on who may apply that the quiz does not ask (age, nationality, a people…), with its source. */
const ConditionSchema = v.object({ 'Solo si': OnlyIfText, Según: nonEmptyText })

/** One row of the scholarship spreadsheet, with its Spanish column names. */
const RawScholarshipSchema = v.object({
  'Nombre de la Beca': nonEmptyText,
  Descripción: nonEmptyText,
  Categoría: v.picklist(categoryNames, (issue) => `unknown category ${issue.received}`),
  'Institución Otorgante': nonEmptyText,
  'Nivel Educativo': LevelsSchema,
  'Tipo de Beca': v.picklist(scholarshipTypes, (issue) => `unknown type ${issue.received}`),
  'Tipo de Beca (descripcion detallada que se mostraria en el website)': nonEmptyText,
  Beneficios: ItemsSchema,
  Requisitos: ItemsSchema,
  'Período de Solicitud': nonEmptyText,
  URL: httpsUrl,
  'Image URL': localAsset,
  Ámbito: v.picklist(scopes, (issue) => `unknown scope ${issue.received}`),
  /** Who may apply, when the «Ámbito» alone does not say it (decision 0008). */
  Estado: v.optional(RegionSchema),
  'Solo para estudiantes de': v.optional(StudentsOfSchema),
  /** A condition the quiz does not ask, read after «Solo si»: «vives en el municipio de León». */
  'Solo si': v.optional(OnlyIfText),
  'Promedio mínimo': v.optional(MinimumAverageSchema),
  /** Population conditions (decision 0040): each one a «Solo si» with the sentence it comes from. */
  Condiciones: v.optional(v.pipe(v.array(ConditionSchema), v.minLength(1))),
})

/** A «Según» quotes one requirement line (or, for a condition, a sentence of the description). */
const quotes = (row: v.InferOutput<typeof RawScholarshipSchema>, source: string, description = false) =>
  row.Requisitos.includes(source) || (description && row.Descripción.includes(source))

/** State programmes say which state; university programmes whose students (or the condition). */
const ScopedScholarshipSchema = v.pipe(
  RawScholarshipSchema,
  v.forward(
    v.check(
      (row) => row.Ámbito !== 'estatal' || row.Estado !== undefined,
      'a state programme names its «Estado»',
    ),
    ['Estado'],
  ),
  v.forward(
    v.check(
      (row) =>
        row.Ámbito !== 'universitaria' ||
        row['Solo para estudiantes de'] !== undefined ||
        row['Solo si'] !== undefined,
      'a university programme names whose students may apply («Solo para estudiantes de») or «Solo si»',
    ),
    ['Solo para estudiantes de'],
  ),
  v.forward(
    v.check(
      (row) => !row['Promedio mínimo'] || quotes(row, row['Promedio mínimo'].Según),
      '«Promedio mínimo».«Según» is one of the record’s «Requisitos» lines, word for word',
    ),
    ['Promedio mínimo'],
  ),
  v.forward(
    v.check(
      (row) => (row.Condiciones ?? []).every((condition) => quotes(row, condition.Según, true)),
      'each condition’s «Según» is a «Requisitos» line or a sentence of the «Descripción», word for word',
    ),
    ['Condiciones'],
  ),
)

/** Every condition the quiz does not ask, as one phrase read after «Solo si»: «a, b y c». */
function onlyIfText(parts: (string | undefined)[]): string | null {
  const texts = parts.filter((part): part is string => Boolean(part))
  if (texts.length === 0) return null
  return texts.length === 1 ? (texts[0] ?? null) : `${texts.slice(0, -1).join(', ')} y ${texts.at(-1)}`
}

export const ScholarshipsSchema = v.pipe(
  v.array(ScopedScholarshipSchema),
  v.minLength(1),
  uniqueField('Nombre de la Beca'),
  uniqueField('URL', (url) => String(url).replace(/\/+$/, '').toLowerCase()),
  // The spreadsheet's keys stop here: the rest of the app sees this camelCase model.
  v.transform((rows) =>
    rows.map((row, index) => ({
      index,
      name: row['Nombre de la Beca'],
      description: row.Descripción,
      category: row.Categoría,
      categoryKey: categoryKey(row.Categoría),
      institution: row['Institución Otorgante'],
      levels: row['Nivel Educativo'],
      type: row['Tipo de Beca'],
      typeDescription: row['Tipo de Beca (descripcion detallada que se mostraria en el website)'],
      quizTypes: quizTypesOf(
        row['Tipo de Beca'],
        row['Tipo de Beca (descripcion detallada que se mostraria en el website)'],
      ),
      benefits: row.Beneficios,
      requirements: row.Requisitos,
      period: row['Período de Solicitud'],
      url: row.URL,
      image: row['Image URL'],
      scope: row.Ámbito,
      region: row.Estado ?? null,
      studentsOf: row['Solo para estudiantes de'] ?? [],
      onlyIf: onlyIfText([row['Solo si'], ...(row.Condiciones ?? []).map((c) => c['Solo si'])]),
      minimumAverage: row['Promedio mínimo']
        ? {
            value: row['Promedio mínimo'].Valor ?? null,
            onlyFor: row['Promedio mínimo']['Solo para'] ?? null,
          }
        : null,
      conditions: (row.Condiciones ?? []).map((c) => ({ onlyIf: c['Solo si'], source: c.Según })),
    })),
  ),
)

export type Scholarship = v.InferOutput<typeof ScholarshipsSchema>[number]

/**
 * What a list card, the search and the quiz matching need: everything but the long texts
 * (the detailed type only matters to the quiz as the type answers it fits, `quizTypes`).
 */
export type ScholarshipSummary = Pick<
  Scholarship,
  | 'index'
  | 'name'
  | 'category'
  | 'categoryKey'
  | 'institution'
  | 'levels'
  | 'type'
  | 'quizTypes'
  | 'image'
  | 'scope'
>

export const toSummary = ({
  index,
  name,
  category,
  categoryKey,
  institution,
  levels,
  type,
  quizTypes,
  image,
  scope,
}: Scholarship): ScholarshipSummary => ({
  index,
  name,
  category,
  categoryKey,
  institution,
  levels,
  type,
  quizTypes,
  image,
  scope,
})

/** Who may apply beyond the «Ámbito»: what the quiz's results read (decisions 0008, 0040). */
export type Eligibility = Pick<Scholarship, 'region' | 'studentsOf' | 'onlyIf' | 'minimumAverage'>

/** The eligibility of the programmes that have any, by index: the rest are open to every student. */
export const eligibilityByIndex = (scholarships: Scholarship[]): Record<number, Eligibility> =>
  Object.fromEntries(
    scholarships
      .filter((s) => s.region || s.studentsOf.length > 0 || s.onlyIf || s.minimumAverage)
      .map((s) => [
        s.index,
        { region: s.region, studentsOf: s.studentsOf, onlyIf: s.onlyIf, minimumAverage: s.minimumAverage },
      ]),
  )

export const loadScholarships = (input: unknown = raw) =>
  parseDataFile('data/scholarships.json', ScholarshipsSchema, input, idFromKey('Nombre de la Beca'))
