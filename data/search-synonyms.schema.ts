import * as v from 'valibot'
import { idFromKey, parseDataFile, uniqueField } from './parse.ts'
import raw from './search-synonyms.json' with { type: 'json' }

/**
 * How students say it → what the pages say (issue 30): «Buscar» searches a typed word's
 * alternatives too («chamba» also finds «trabajo» and «empleo»). One way only: a pair that
 * goes both ways («colegiatura» ↔ «inscripción») is written twice. The build checks that
 * every alternative appears in some page (scripts/searchIndex.ts).
 */
const word = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^[\p{L}\p{N}]{2,}$/u, 'one word of letters or digits, at least two'),
)
const alternative = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^[\p{L}\p{N}]+( [\p{L}\p{N}]+){0,3}$/u, 'a word or a short phrase of up to four words'),
)

const SynonymSchema = v.pipe(
  v.object({
    word,
    alsoSearch: v.pipe(
      v.array(alternative),
      v.minLength(1, 'give at least one alternative'),
      v.maxLength(4, 'four alternatives at most: more would blur the results'),
      v.check((list) => new Set(list.map(fold)).size === list.length, 'alternatives must be unique'),
    ),
  }),
  v.check(
    ({ word, alsoSearch }) => !alsoSearch.some((one) => fold(one) === fold(word)),
    'a word is not its own alternative',
  ),
)

function fold(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

export const SearchSynonymsSchema = v.pipe(
  v.array(SynonymSchema),
  uniqueField('word', (value) => fold(String(value))),
)

export type SearchSynonym = v.InferOutput<typeof SynonymSchema>

export const loadSearchSynonyms = (input: unknown = raw) =>
  parseDataFile('data/search-synonyms.json', SearchSynonymsSchema, input, idFromKey('word'))
