/**
 * Where «Mis becas» lives in localStorage, and the light count the nav shows on every
 * page. Apart from src/lib/savedList.ts (the full schema) so that every page's small
 * script does not carry a schema library.
 */
export const SAVED_LIST_KEY = 'yasecomo:mis-becas'
export const SAVED_LIST_VERSION = 1
/** Fired on window after every change of the list in this tab (other tabs get `storage`). */
export const SAVED_LIST_EVENT = 'yasecomo:mis-becas'
/** The page-wide name of the list's actor (pageSingleton), and the event that says it exists. */
export const SAVED_LIST_STORE = 'saved-list'
export const SAVED_LIST_STORE_READY = 'yasecomo:mis-becas-store'

/**
 * How many programmes a stored value holds, for the nav's count on every page: a light
 * check (no schema library in every page's script); anything doubtful counts as none.
 */
export function countSaved(text: string | null): number {
  if (!text) return 0
  try {
    const data = JSON.parse(text) as { version?: unknown; saved?: unknown }
    if (data?.version !== SAVED_LIST_VERSION || !Array.isArray(data.saved)) return 0
    return data.saved.every((index) => Number.isInteger(index) && index >= 0) ? data.saved.length : 0
  } catch {
    return 0
  }
}
