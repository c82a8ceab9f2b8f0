import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appLoader, DEFERRED_TYPE, deferAppScript } from '../../scripts/deferAppScript'
import { inlineScriptHashes } from '../../server/headers'

const page = [
  '<!DOCTYPE html><html lang="es-MX"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/index-A1.js" fetchPriority="low"/>',
  '<link rel="modulepreload" href="/assets/react-B2.js" fetchPriority="low"/>',
  '<link rel="modulepreload" href="/assets/guias._articleId-C3.js" fetchPriority="low"/>',
  '<link rel="preload" href="/assets/nunito.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '</head><body><main>Hola</main>',
  '<script data-tsr-stream-part="">self.$R={}</script>',
  '<script type="module" async="" src="/assets/index-A1.js"></script>',
  '<script>document.currentScript.remove();</script></body></html>',
].join('')

describe('deferAppScript', () => {
  const deferred = deferAppScript(page)

  it('takes every module preload out of the head and keeps the other links', () => {
    expect(deferred).not.toContain('<link rel="modulepreload"')
    expect(deferred).toContain('rel="preload" href="/assets/nunito.woff2"')
  })

  it('leaves the entry tag in place with a type the browser neither fetches nor runs', () => {
    expect(deferred).not.toMatch(/<script type="module"[^>]*src=/)
    expect(deferred).toContain(`<script type="${DEFERRED_TYPE}" async="" src="/assets/index-A1.js"></script>`)
  })

  it('adds one inline loader with the page’s own preloads and entry, covered by the CSP hashes', () => {
    const loader = appLoader('/assets/index-A1.js', ['/assets/react-B2.js', '/assets/guias._articleId-C3.js'])
    expect(deferred).toContain(`<script>${loader}</script>`)
    expect(loader).toContain('import("/assets/index-A1.js")')
    expect(loader).toContain('addEventListener("load"')
    expect(loader).toContain('first-contentful-paint')
    expect(inlineScriptHashes(deferred)).toHaveLength(inlineScriptHashes(page).length + 1)
  })

  it('keeps the stream data before the loader, so the router finds it when the app starts', () => {
    expect(deferred.indexOf('data-tsr-stream-part')).toBeLessThan(deferred.indexOf('import("'))
  })

  it('is idempotent and leaves pages without an entry script alone', () => {
    expect(deferAppScript(deferred)).toBe(deferred)
    const staticPage = '<html><head></head><body><p>Sin conexión</p></body></html>'
    expect(deferAppScript(staticPage)).toBe(staticPage)
  })
})

/** Runs the loader against a stand-in page; `import()` is swapped for a spy. */
function runLoader({ readyState = 'loading', hidden = false, paintTiming = true } = {}) {
  const imported: string[] = []
  const preloaded: string[] = []
  const listeners: Record<string, () => void> = {}
  const paints: string[] = []
  let observe: ((names: string[]) => void) | undefined
  class FakeObserver {
    constructor(callback: (list: unknown, observer: unknown) => void) {
      observe = (names) =>
        callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, { disconnect() {} })
    }
    observe() {
      if (!paintTiming) throw new TypeError('paint timing unsupported')
    }
  }
  const env = {
    document: {
      readyState,
      visibilityState: hidden ? 'hidden' : 'visible',
      createElement: () => ({}) as { href?: string },
      head: { append: (link: { href: string }) => preloaded.push(link.href) },
    },
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener
    },
    performance: { getEntriesByName: (name: string) => paints.filter((p) => p === name) },
    PerformanceObserver: FakeObserver,
    load: (url: string) => imported.push(url),
  }
  const source = appLoader('/assets/index-A1.js', ['/assets/react-B2.js']).replace('import(', 'load(')
  new Function(...Object.keys(env), source)(...Object.values(env))
  return {
    imported,
    preloaded,
    fireLoad: () => listeners.load?.(),
    paint: () => {
      paints.push('first-contentful-paint')
      observe?.(['first-paint', 'first-contentful-paint'])
    },
  }
}

describe('the inline loader', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits for load and then for the first contentful paint before importing anything', () => {
    const page = runLoader()
    vi.advanceTimersByTime(1000)
    expect(page.imported).toEqual([])
    page.fireLoad()
    vi.advanceTimersByTime(1000)
    expect(page.imported).toEqual([])
    page.paint()
    vi.advanceTimersByTime(0)
    expect(page.preloaded).toEqual(['/assets/react-B2.js'])
    expect(page.imported).toEqual(['/assets/index-A1.js'])
    vi.advanceTimersByTime(5000)
    expect(page.imported).toHaveLength(1)
  })

  it('starts at once when the page has already loaded and painted', () => {
    const page = runLoader({ readyState: 'complete' })
    page.paint()
    vi.advanceTimersByTime(0)
    expect(page.imported).toEqual(['/assets/index-A1.js'])
  })

  it('does not wait for a paint in a hidden tab or when paint timing is missing', () => {
    const hidden = runLoader({ readyState: 'complete', hidden: true })
    vi.advanceTimersByTime(0)
    expect(hidden.imported).toHaveLength(1)
    const old = runLoader({ readyState: 'complete', paintTiming: false })
    vi.advanceTimersByTime(0)
    expect(old.imported).toHaveLength(1)
  })

  it('gives up waiting for a paint after 3 s', () => {
    const page = runLoader({ readyState: 'complete' })
    vi.advanceTimersByTime(2999)
    expect(page.imported).toEqual([])
    vi.advanceTimersByTime(1)
    expect(page.imported).toHaveLength(1)
  })
})
