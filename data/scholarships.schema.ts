import * as v from 'valibot'
import { httpsUrl, idFromKey, localAsset, nonEmptyText, parseDataFile, uniqueField } from './parse.ts'
import {
  categoryKey,
  categoryNames,
  type LevelCode,
  levelCodes,
  scholarshipTypes,
  scopes,
} from './scholarship-reference.schema.ts'
import raw from './scholarships.json'

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
})

export const ScholarshipsSchema = v.pipe(
  v.array(RawScholarshipSchema),
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
      benefits: row.Beneficios,
      requirements: row.Requisitos,
      period: row['Período de Solicitud'],
      url: row.URL,
      image: row['Image URL'],
      scope: row.Ámbito,
    })),
  ),
)

export type Scholarship = v.InferOutput<typeof ScholarshipsSchema>[number]

/** What a list card, the search and the quiz matching need: everything but the long texts. */
export type ScholarshipSummary = Pick<
  Scholarship,
  | 'index'
  | 'name'
  | 'category'
  | 'categoryKey'
  | 'institution'
  | 'levels'
  | 'type'
  | 'typeDescription'
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
  typeDescription,
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
  typeDescription,
  image,
  scope,
})

export const loadScholarships = (input: unknown = raw) =>
  parseDataFile('data/scholarships.json', ScholarshipsSchema, input, idFromKey('Nombre de la Beca'))
