import * as v from 'valibot'
import { idFromKey, localAsset, nonEmptyText, parseDataFile, uniqueField } from './parse.ts'
import raw from './scholarship-reference.json' with { type: 'json' }

export const levelCodes = [
  'basico',
  'secundaria',
  'medio_superior',
  'tecnico',
  'tsu',
  'superior',
  'licenciatura',
  'posgrado',
  'maestria',
  'posdoctorado',
  'egresados',
  'cursos_cortos',
  'abierto',
] as const
export type LevelCode = (typeof levelCodes)[number]

export const scholarshipTypes = ['Académica', 'Apoyo Económico', 'Movilidad', 'Otro'] as const
export type ScholarshipType = (typeof scholarshipTypes)[number]

export const scopes = [
  'federal',
  'estatal',
  'universitaria',
  'fundacion',
  'bancaria',
  'internacional',
] as const
export type Scope = (typeof scopes)[number]

export const ScholarshipReferenceSchema = v.object({
  categories: v.pipe(
    v.array(
      v.object({
        name: nonEmptyText,
        key: v.pipe(v.string(), v.regex(/^[a-z]+$/, 'a short lowercase key, used for the colour')),
        image: localAsset,
      }),
    ),
    v.length(7, 'there are exactly 7 categories'),
    uniqueField('name'),
    uniqueField('key'),
  ),
  types: v.pipe(
    v.array(v.picklist(scholarshipTypes, 'unknown type')),
    v.length(4, 'there are exactly 4 types'),
  ),
  levels: v.pipe(
    v.array(v.object({ value: v.picklist(levelCodes, 'unknown level code'), label: nonEmptyText })),
    v.length(13, 'there are exactly 13 education levels'),
    uniqueField('value'),
  ),
  scopes: v.array(v.object({ value: v.picklist(scopes, 'unknown scope'), label: nonEmptyText })),
})

export type ScholarshipReference = v.InferOutput<typeof ScholarshipReferenceSchema>
export type ScholarshipCategory = ScholarshipReference['categories'][number]

export const loadScholarshipReference = (input: unknown = raw) =>
  parseDataFile('data/scholarship-reference.json', ScholarshipReferenceSchema, input, idFromKey('name'))
export const scholarshipReference = loadScholarshipReference()

export const categoryNames = scholarshipReference.categories.map((category) => category.name)
export const levelLabel = (code: LevelCode) =>
  scholarshipReference.levels.find((level) => level.value === code)?.label ?? code
/** The colour key of a category; unknown names get the grey fallback. */
export const categoryKey = (name: string) =>
  scholarshipReference.categories.find((category) => category.name === name)?.key ?? 'fallback'
