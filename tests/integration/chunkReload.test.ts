import { afterEach, describe, expect, it, vi } from 'vitest'
import { reloadOnceForChunkError } from '../../src/features/shell/chunkReload'

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/x.js')

describe('reloadOnceForChunkError', () => {
  afterEach(() => {
    sessionStorage.clear()
    vi.restoreAllMocks()
  })

  it('reloads once, then gives up inside the 30 s window', () => {
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location)
    expect(reloadOnceForChunkError(chunkError, 1_000_000)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(reloadOnceForChunkError(chunkError, 1_010_000)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(reloadOnceForChunkError(chunkError, 1_040_001)).toBe(true)
  })

  it('does not reload again when TanStack Router already did for this error', () => {
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location)
    sessionStorage.setItem(`tanstack_router_reload:${chunkError.message}`, '1')
    expect(reloadOnceForChunkError(chunkError)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
