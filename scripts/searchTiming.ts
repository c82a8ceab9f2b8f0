/**
 * «Buscar» timed as a student meets it, on a 4× slower CPU at phone width: a first search on
 * /buscar with an empty cache (cold) — the bytes it fetched and the time from the last key
 * to the results on screen — then, on the same page, a second search (warm: code and index
 * already here). Used by `npm run bench` and `npm run bench:search`.
 */
import type { Browser } from '@playwright/test'
import { median } from './median.ts'

export interface SearchTiming {
  /** Bytes on the wire the first search caused: the engine's code, the index, result texts. */
  codeKB: number
  indexKB: number
  textsKB: number
  /** Last keystroke → results on screen, first search (cold) and second (warm). */
  coldMs: number
  warmMs: number
}

const FIRST = 'presupuesto'
const SECOND = 'cetes'

export async function measureSearch(browser: Browser, origin: string): Promise<SearchTiming> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const bytes = { code: 0, index: 0, texts: 0 }
  let counting = false
  const sizes: Promise<void>[] = []
  // Every request the first search causes, on the wire once: a page's request the service
  // worker answered is not counted (the worker's own request, if it made one, is). Counted on
  // the context and awaited before it closes.
  context.on('requestfinished', (request) => {
    if (!counting) return
    const { pathname } = new URL(request.url())
    const kind = /\/texts\/\d+\.json$/.test(pathname)
      ? 'texts'
      : pathname.startsWith('/search/')
        ? 'index'
        : 'code'
    sizes.push(
      (async () => {
        if ((await request.response())?.fromServiceWorker()) return
        const size = await request.sizes()
        bytes[kind] += size.responseBodySize + size.responseHeadersSize
      })(),
    )
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto(`${origin}/buscar`)
  await page.evaluate(() => window.yasecomoPage?.app?.start())
  await page.waitForFunction(() => window.yasecomoPage?.app?.phase === 'ready', null, { timeout: 60_000 })
  await page.waitForLoadState('networkidle')
  const box = page.getByRole('searchbox', { name: 'Buscar en todo el sitio' })
  const firstTitle = page.locator('.search-hit__title').first()

  /**
   * The words arrive at once (one input event, as the last key of a word); measured in the
   * page, from that event to the first result showing `shown`: no test-driver delay in it.
   */
  async function timeSearch(words: string, shown: RegExp) {
    await page.evaluate((pattern) => {
      const marks = { input: 0, shown: 0 }
      Object.assign(window, { searchMarks: marks })
      document.addEventListener('input', () => Object.assign(marks, { input: performance.now() }), {
        once: true,
        capture: true,
      })
      new MutationObserver((_, observer) => {
        const title = document.querySelector('.search-hit__title')?.textContent ?? ''
        if (new RegExp(pattern, 'i').test(title)) {
          marks.shown = performance.now()
          observer.disconnect()
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
    }, shown.source)
    await box.fill(words)
    await firstTitle.filter({ hasText: shown }).waitFor({ timeout: 60_000 })
    return page.evaluate(() => {
      const { input, shown: at } = (window as unknown as { searchMarks: { input: number; shown: number } })
        .searchMarks
      return at - input
    })
  }

  await box.click()
  counting = true
  // «presupuesto» is also «Mi lana»'s name (issue 41): it comes first.
  const coldMs = await timeSearch(FIRST, /^Mi lana$/)
  await page.waitForLoadState('networkidle')
  counting = false
  await Promise.all(sizes)
  const warmMs = await timeSearch(SECOND, /CETES/)
  await context.close()
  return {
    codeKB: bytes.code / 1024,
    indexKB: bytes.index / 1024,
    textsKB: bytes.texts / 1024,
    coldMs,
    warmMs,
  }
}

/** Medians of several timings, as printed and written. */
export function medianTiming(timings: SearchTiming[]): SearchTiming & { runs: number } {
  const of = (key: keyof SearchTiming) => median(timings.map((timing) => timing[key]))
  return {
    codeKB: of('codeKB'),
    indexKB: of('indexKB'),
    textsKB: of('textsKB'),
    coldMs: of('coldMs'),
    warmMs: of('warmMs'),
    runs: timings.length,
  }
}

export function timingReport(timing: SearchTiming & { runs: number }): string {
  const total = timing.codeKB + timing.indexKB + timing.textsKB
  return [
    `«Buscar» on /buscar at 390 px, CPU ×4, medians of ${timing.runs}:`,
    `  first search («${FIRST}», empty cache): ${total.toFixed(1)} KB fetched (code ${timing.codeKB.toFixed(1)} + index ${timing.indexKB.toFixed(1)} + result texts ${timing.textsKB.toFixed(1)}); last key → results ${Math.round(timing.coldMs)} ms (budget 1500 ms, 200 KB)`,
    `  next search («${SECOND}», warm): last key → results ${Math.round(timing.warmMs)} ms (budget 300 ms, of which 200 ms is the pause the page waits for before searching)`,
  ].join('\n')
}
