import { mkdtemp } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { createSiteServer } from './server/app.ts'
import { chromiumArgs, chromiumExecutable } from './tests/e2e/chromium.ts'

const server = createSiteServer({ inboxDir: await mkdtemp(path.join(tmpdir(), 'd-')) })
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs })
const context = await browser.newContext({
  viewport: { width: 390, height: 844 },
  serviceWorkers: process.env.SW === 'block' ? 'block' : 'allow',
})
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) })
await page.goto(`${origin}/buscar`)
await page.evaluate(() => window.yasecomoApp?.start())
await page.waitForFunction(() => window.yasecomoApp?.phase === 'ready', null, { timeout: 60_000 })
await page.waitForLoadState('networkidle')
const box = page.getByRole('searchbox', { name: 'Buscar en todo el sitio' })
async function timed(words: string, shown: string) {
  await page.evaluate((shown) => {
    const w = window as unknown as Record<string, number>
    w.__input = 0
    w.__shown = 0
    w.__fetches = 0
    document.addEventListener(
      'input',
      () => {
        w.__input = performance.now()
      },
      { once: true, capture: true },
    )
    new MutationObserver((_, observer) => {
      const title = document.querySelector('.search-hit__title')?.textContent ?? ''
      if (title.toLowerCase().includes(shown)) {
        w.__shown = performance.now()
        observer.disconnect()
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  }, shown)
  await box.fill(words)
  await page.waitForFunction(() => (window as unknown as Record<string, number>).__shown > 0, null, {
    timeout: 60_000,
  })
  const r = await page.evaluate(() => {
    const w = window as unknown as Record<string, number>
    return Math.round(w.__shown - w.__input)
  })
  const entries = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/search/') || e.name.includes('browserSearch')).length,
  )
  console.log(words, r, 'ms (in page, input → first title)', 'resources so far', entries)
}
await timed('presupuesto', 'presupuesto')
await page.waitForLoadState('networkidle')
await timed('cetes', 'cetes')
await timed('presupuesto', 'presupuesto')
await timed('beca de comida unam', 'alimentaci')
await browser.close()
server.close()
