import * as v from 'valibot'
import raw from './institutions.json' with { type: 'json' }
import { nonEmptyText, parseDataFile } from './parse.ts'

/** Granting institutions offered by the quiz; each must name at least one catalogue record (checked in tests). */
export const InstitutionsSchema = v.pipe(
  v.array(nonEmptyText),
  v.minLength(60, 'about 80 institutions'),
  v.check(
    (list) => new Set(list.map((name) => name.toLowerCase())).size === list.length,
    'institution names must be unique',
  ),
)

export const loadInstitutions = (input: unknown = raw) =>
  parseDataFile('data/institutions.json', InstitutionsSchema, input, (name) => String(name))
export const institutions = loadInstitutions()
