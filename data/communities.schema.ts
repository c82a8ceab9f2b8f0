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

/** Every state has at least this many groups: a student anywhere finds people and services. */
export const MIN_GROUPS_PER_STATE = 3

export const CommunitiesSchema = v.pipe(
  v.array(RawCommunitySchema),
  uniqueField('Institución'),
  uniqueField('Image URL'),
  v.rawCheck<v.InferOutput<typeof RawCommunitySchema>[]>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const short = states.filter(
      (state) => dataset.value.filter((row) => row.Estado === state).length < MIN_GROUPS_PER_STATE,
    )
    if (short.length > 0)
      addIssue({
        message: `every state needs at least ${MIN_GROUPS_PER_STATE} groups; short: ${short.join(', ')}`,
      })
  }),
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
