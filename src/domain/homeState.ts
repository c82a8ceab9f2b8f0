/**
 * «Tu estado»: the state a student chose in the catalogue or the calendar, kept on the device
 * so the next visit shows their programmes (decision 0003). Versioned and validated on every
 * read like every value on the device; a name that is not one of the 32 states is damage.
 */
import * as v from 'valibot'
import states from '../../data/states.json'
import { parseStoredJson, type StoredValueFormat } from './storedValue'

const VERSION = 1

/** `estado`: one of the 32 states, or null: none remembered. */
export interface HomeState {
  estado: string | null
}

const StoredSchema = v.object({
  version: v.literal(VERSION),
  estado: v.nullable(v.picklist(states)),
})

/** How «tu estado» is read and written (kept at HOME_STATE_KEY, src/enhance/pageContract.ts). */
export const homeStateFormat: StoredValueFormat<HomeState> = {
  empty: () => ({ estado: null }),
  parse: (text) => {
    const stored = parseStoredJson(text, StoredSchema)
    return stored ? { estado: stored.estado } : null
  },
  serialize: ({ estado }) => JSON.stringify({ version: VERSION, estado }),
}
