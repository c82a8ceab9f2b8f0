import { CHUNK_RELOAD_KEY } from '../../enhance/pageContract'

/** A second failure within this window means reloading did not help. */
const RELOAD_WINDOW_MS = 30_000

/** Errors browsers raise when a lazily loaded script chunk cannot be fetched (e.g. after a new deploy). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error)
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  )
}

/**
 * Reloads the page once to pick up the new deploy's files. Returns false when a reload
 * was already tried moments ago — by us, or by TanStack Router, which reloads once by
 * itself when a route's own chunk is missing — so the caller shows the error page
 * instead of looping.
 */
export function reloadOnceForChunkError(error: unknown, now = Date.now()): boolean {
  try {
    const message = error instanceof Error ? error.message : String(error)
    if (sessionStorage.getItem(`tanstack_router_reload:${message}`)) return false
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0)
    if (now - last < RELOAD_WINDOW_MS) return false
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now))
  } catch {
    return false
  }
  window.location.reload()
  return true
}
