import { describe, expect, it } from 'vitest'
import { isChunkLoadError } from '../../src/features/shell/chunkReload'

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'),
    new TypeError('Importing a module script failed.'),
    new TypeError('error loading dynamically imported module'),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true)
  })
  it('ignores ordinary errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('boom')).toBe(false)
  })
})
