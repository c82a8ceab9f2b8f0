import * as v from 'valibot'

/**
 * Thrown when a data file breaks its schema. The message names the file, the record
 * (index and id) and the field, so whoever edits the JSON can find the mistake at once.
 */
export class DataFileError extends Error {
  override name = 'DataFileError'
}

type IdOf = (record: unknown) => string | undefined

/** Reads a string property of an unknown record, for error messages only. */
export const idFromKey =
  (key: string): IdOf =>
  (record) => {
    if (record && typeof record === 'object' && key in record) {
      const value = (record as Record<string, unknown>)[key]
      return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
    }
    return undefined
  }

function describeIssue(file: string, raw: unknown, issue: v.BaseIssue<unknown>, idOf: IdOf): string {
  const path = issue.path ?? []
  const parts: string[] = []
  let rest: readonly v.IssuePathItem[] = path
  const first = path[0]
  if (Array.isArray(raw) && first && first.type === 'array' && typeof first.key === 'number') {
    const id = idOf(raw[first.key])
    parts.push(id ? `record ${first.key} (id "${id}")` : `record ${first.key}`)
    rest = path.slice(1)
  }
  const field = rest.map((item) => String(item.key)).join('.')
  parts.push(field ? `field "${field}"` : 'whole record')
  return `${file}: ${parts.join(', ')}: ${issue.message}`
}

/**
 * Validates raw JSON against its schema and returns the typed model.
 * Every data file goes through here exactly once, at the edge of the app.
 */
export function parseDataFile<TSchema extends v.GenericSchema>(
  file: string,
  schema: TSchema,
  raw: unknown,
  idOf: IdOf = idFromKey('id'),
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, raw)
  if (result.success) return result.output
  const lines = result.issues.slice(0, 5).map((issue) => describeIssue(file, raw, issue, idOf))
  const more = result.issues.length > 5 ? `\n…and ${result.issues.length - 5} more problems` : ''
  throw new DataFileError(`Invalid data\n${lines.join('\n')}${more}`)
}

/** A path item pointing at one field of one record, for issues raised by list-wide checks. */
function fieldPath(list: unknown[], index: number, field: string): [v.ArrayPathItem, v.ObjectPathItem] {
  const record = list[index] as Record<string, unknown>
  return [
    { type: 'array', origin: 'value', input: list, key: index, value: record },
    { type: 'object', origin: 'value', input: record, key: field, value: record?.[field] },
  ]
}

/** List-wide check: no two records share the value of `field` (compared after `normalise`). */
export function uniqueField<T extends Record<string, unknown>>(
  field: keyof T & string,
  normalise: (value: unknown) => string = (value) => String(value).trim().toLowerCase(),
) {
  return v.rawCheck<T[]>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const seen = new Map<string, number>()
    dataset.value.forEach((record, index) => {
      const key = normalise(record[field])
      const firstIndex = seen.get(key)
      if (firstIndex === undefined) {
        seen.set(key, index)
        return
      }
      addIssue({
        message: `duplicate value ${JSON.stringify(record[field])} (already used by record ${firstIndex})`,
        path: fieldPath(dataset.value, index, field),
      })
    })
  })
}

/** Raises an issue on one record's field from a list-wide check. */
export function addFieldIssue(
  addIssue: (info: { message: string; path: [v.ArrayPathItem, v.ObjectPathItem] }) => void,
  list: unknown[],
  index: number,
  field: string,
  message: string,
) {
  addIssue({ message, path: fieldPath(list, index, field) })
}

export const nonEmptyText = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'))
export const httpsUrl = v.pipe(
  v.string(),
  v.url('must be a valid URL'),
  v.startsWith('https://', 'must be an https:// URL'),
)
export const localAsset = v.pipe(
  v.string(),
  v.regex(
    /^\/[a-z0-9/_.-]+\.(svg|png|jpe?g|webp|avif|pdf)$/,
    'must be a local file path such as /images/x.svg',
  ),
)
/** A page of this site, such as /mi-lana (the nav's links, links inside texts). */
export const internalPath = v.pipe(
  v.string(),
  v.regex(/^\/[a-z0-9/-]*$/, 'must be an internal path such as /becas'),
)

/** A phrase of a text that links to a page of the site: { "text": "Mi lana", "to": "/mi-lana" }. */
export const phraseLink = v.object({ text: nonEmptyText, to: internalPath })

/** The check that a text's `link.text` is a phrase of the text itself (`field` names the text). */
export const linkInText = <T extends { link?: { text: string } }>(field: keyof T & string) =>
  v.check<T, string>(
    (record) => !record.link || String(record[field]).includes(record.link.text),
    `the link text must be a phrase of its ${field}`,
  )

/**
 * A paragraph whose `link.text`, a phrase of its own text, links to a page of the site:
 * { "type": "paragraph", "text": "… en «Mi lana» …", "link": { "text": "Mi lana", "to": "/mi-lana" } }.
 */
export const paragraphBlock = v.pipe(
  v.object({
    type: v.literal('paragraph'),
    text: nonEmptyText,
    link: v.optional(phraseLink),
  }),
  linkInText('text'),
)

export const slug = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug (a-z, 0-9, -)'),
)
