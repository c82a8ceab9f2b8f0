/**
 * «Mis becas» as stored on the student's device: which programmes they saved and which
 * checklist items they ticked for each. Versioned and validated on every read: whatever
 * is in localStorage is untrusted input (another version of the site, an extension, a
 * half-written value).
 */
import * as v from 'valibot'
import { parseStoredJson, type StoredValueFormat } from './storedValue'

/** The version of its shape (where it lives is SAVED_LIST_KEY, src/enhance/pageContract.ts). */
export const SAVED_LIST_VERSION = 1

/** A scholarship index as text: «0», «17», never «017» or «-1». */
const INDEX_TEXT = /^(0|[1-9]\d{0,5})$/

export interface SavedList {
  /** Scholarship indexes, in the order they were saved. */
  saved: number[]
  /** Ticked checklist items per scholarship index («curp», «ine», «req-0» …). */
  ticks: Record<string, string[]>
}

export const emptySavedList = (): SavedList => ({ saved: [], ticks: {} })

const StoredSchema = v.object({
  version: v.literal(SAVED_LIST_VERSION),
  saved: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000))),
    v.check((list) => new Set(list).size === list.length, 'no repeated programme'),
  ),
  ticks: v.record(v.pipe(v.string(), v.regex(INDEX_TEXT)), v.array(v.pipe(v.string(), v.maxLength(40)))),
})

/** How «Mis becas» is read and written (src/device/deviceStorage.ts keeps it on the device). */
export const savedListFormat: StoredValueFormat<SavedList> = {
  empty: emptySavedList,
  parse: (text) => parseSavedList(text),
  serialize: (list) => serializeSavedList(list),
}

/** The stored text back as a list; null when it is not a valid stored list. The one reader. */
export function parseSavedList(text: string): SavedList | null {
  const stored = parseStoredJson(text, StoredSchema)
  return stored ? { saved: stored.saved, ticks: stored.ticks } : null
}

/** How many programmes a stored value holds; anything doubtful counts as none. */
export const countSaved = (text: string | null) => (text ? (parseSavedList(text)?.saved.length ?? 0) : 0)

export const serializeSavedList = (list: SavedList) =>
  JSON.stringify({ version: SAVED_LIST_VERSION, saved: list.saved, ticks: list.ticks })

/** «becas=3,17,42» → [3, 17, 42]: digits only, no repeats, at most 200. */
export function parseSharedIndexes(text: string | undefined | null): number[] {
  if (!text) return []
  const indexes = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => INDEX_TEXT.test(part))
    .map(Number)
  return [...new Set(indexes)].slice(0, 200)
}
