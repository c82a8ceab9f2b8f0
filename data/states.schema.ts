import * as v from 'valibot'
import { nonEmptyText, parseDataFile } from './parse.ts'
import raw from './states.json' with { type: 'json' }

/** The 32 Mexican states, Aguascalientes through Zacatecas, including Ciudad de México and México. */
export const StatesSchema = v.pipe(
  v.array(nonEmptyText),
  v.length(32, 'Mexico has 32 states'),
  v.check((list) => new Set(list).size === list.length, 'state names must be unique'),
  v.check(
    (list) => list.includes('Ciudad de México') && list.includes('México'),
    'include Ciudad de México and México',
  ),
)

export const loadStates = (input: unknown = raw) =>
  parseDataFile('data/states.json', StatesSchema, input, (name) => String(name))
export const states = loadStates()
