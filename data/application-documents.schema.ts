import * as v from 'valibot'
import raw from './application-documents.json' with { type: 'json' }
import { httpsUrl, nonEmptyText, parseDataFile, slug, uniqueField } from './parse.ts'

/**
 * The documents Mexican scholarship calls usually ask for, each with one line on how to
 * get it and, where there is one, the official page to get it. The constancia, the
 * historial and the comprobante de domicilio have no single official site (the school or
 * the utility company gives them), so they carry no link and `how` says where to ask.
 */
const ApplicationDocumentSchema = v.pipe(
  v.strictObject({
    id: slug,
    name: nonEmptyText,
    how: v.pipe(
      nonEmptyText,
      v.maxLength(160, 'keep «cómo conseguirlo» to one line of at most 160 characters'),
      v.check((text) => !/\n/.test(text), 'must be a single line'),
    ),
    url: v.optional(httpsUrl),
    urlLabel: v.optional(v.pipe(nonEmptyText, v.maxLength(60, 'keep the link text short'))),
  }),
  v.check(
    (document) => (document.url === undefined) === (document.urlLabel === undefined),
    'url and urlLabel go together: give both or neither',
  ),
)

export const ApplicationDocumentsSchema = v.pipe(
  v.array(ApplicationDocumentSchema),
  v.minLength(1, 'there must be at least one document'),
  uniqueField('id'),
  uniqueField('name'),
)

export type ApplicationDocument = v.InferOutput<typeof ApplicationDocumentSchema>

export const loadApplicationDocuments = (input: unknown = raw): ApplicationDocument[] =>
  parseDataFile('data/application-documents.json', ApplicationDocumentsSchema, input)
