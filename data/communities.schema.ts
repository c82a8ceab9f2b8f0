import * as v from 'valibot'
import raw from './communities.json' with { type: 'json' }
import { httpsUrl, idFromKey, localAsset, nonEmptyText, parseDataFile, uniqueField } from './parse.ts'
import { states } from './states.schema.ts'

/** A link column: an https URL, or "-" for none (shown as nothing, never as a broken link). */
const OptionalLink = v.pipe(
  v.union([v.literal('-'), httpsUrl], 'must be an https:// URL or "-"'),
  v.transform((value) => (value === '-' ? undefined : value)),
)

const RawCommunitySchema = v.object({
  Estado: v.picklist(states, 'unknown state'),
  Institución: nonEmptyText,
  Categoría: nonEmptyText,
  Becas: OptionalLink,
  'Trabajos Medio Tiempo': OptionalLink,
  Books: OptionalLink,
  Otros: OptionalLink,
  'Casa/Cuartos': OptionalLink,
  'Image URL': localAsset,
  'Acerca De': v.optional(nonEmptyText),
})

export const CommunitiesSchema = v.pipe(
  v.array(RawCommunitySchema),
  uniqueField('Institución'),
  uniqueField('Image URL'),
  v.transform((rows) =>
    rows.map((row) => ({
      /** The group's anchor on /comunidades (its image's file name is already unique). */
      id: row['Image URL'].replace(/^.*\//, '').replace(/\.\w+$/, ''),
      state: row.Estado,
      institution: row.Institución,
      category: row.Categoría,
      links: {
        becas: row.Becas,
        trabajos: row['Trabajos Medio Tiempo'],
        libros: row.Books,
        otros: row.Otros,
        vivienda: row['Casa/Cuartos'],
      },
      image: row['Image URL'],
      about: row['Acerca De'],
    })),
  ),
)

export type Community = v.InferOutput<typeof CommunitiesSchema>[number]

export const loadCommunities = (input: unknown = raw) =>
  parseDataFile('data/communities.json', CommunitiesSchema, input, idFromKey('Institución'))
