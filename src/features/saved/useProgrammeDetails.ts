import { useEffect, useState } from 'react'
import type { CatalogueEntry } from '../../../data/catalogue'

/**
 * One record by its index. The catalogue's record index is imported on demand, not with
 * the page: a static import would make it a chunk shared with the detail route and pull
 * the preload helper into every page's first load.
 */
const loadRecord = (key: string) =>
  import('virtual:data/scholarships-details').then((details) => details.loadRecord(key))

export type DetailState =
  | { state: 'loading' }
  | { state: 'ready'; entry: CatalogueEntry }
  | { state: 'failed' }

/**
 * The full records (requirements, official URL) of the programmes on the list. Each is its
 * own small chunk, fetched when needed and kept by the service worker for offline visits;
 * one that fails (no connection on a first visit) says so and can be retried.
 */
export function useProgrammeDetails(indexes: readonly number[]) {
  const [details, setDetails] = useState<ReadonlyMap<number, DetailState>>(new Map())
  const [attempt, setAttempt] = useState(0)
  const wanted = indexes.join(',')

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the loads on «Reintentar».
  useEffect(() => {
    let cancelled = false
    const missing = wanted
      .split(',')
      .filter(Boolean)
      .map(Number)
      .filter((index) => details.get(index)?.state !== 'ready')
    if (missing.length === 0) return
    setDetails((current) => {
      const next = new Map(current)
      for (const index of missing) next.set(index, { state: 'loading' })
      return next
    })
    // All at once: the list is sorted by closing date, so records put in as each arrived
    // reordered the cards under the student's eyes (a layout shift of 0.06 on a phone).
    void Promise.allSettled(missing.map((index) => loadRecord(String(index)))).then((results) => {
      if (cancelled) return
      setDetails((current) => {
        const next = new Map(current)
        results.forEach((result, position) => {
          const entry = result.status === 'fulfilled' ? result.value : null
          next.set(missing[position] as number, entry ? { state: 'ready', entry } : { state: 'failed' })
        })
        return next
      })
    })
    return () => {
      cancelled = true
    }
  }, [wanted, attempt])

  return { details, retry: () => setAttempt((count) => count + 1) }
}

/** Every record of `indexes`, for a file that needs them all (the calendar download). */
export async function loadAllDetails(indexes: readonly number[]): Promise<CatalogueEntry[]> {
  const entries = await Promise.all(indexes.map((index) => loadRecord(String(index))))
  return entries.filter((entry): entry is CatalogueEntry => entry !== undefined)
}
