import { useSyncExternalStore } from 'react'
import { todayInMexicoCity } from '../domain/callStatus'

const subscribe = () => () => {}
const today = () => todayInMexicoCity(new Date())
const unknownOnServer = () => null

/**
 * Today's date in Mexico City (ISO), or null while the pre-rendered HTML is hydrating:
 * the build cannot know the visitor's date, so anything that depends on it (an «abiertas»
 * filter, a sort by deadline) waits for the browser. After a client-side navigation the
 * date is known on the first render.
 */
export function useToday(): string | null {
  return useSyncExternalStore(subscribe, today, unknownOnServer)
}
