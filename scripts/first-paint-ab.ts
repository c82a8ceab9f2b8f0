/**
 * npx tsx scripts/first-paint-ab.ts [--loads=14] [--cpu=1,4,6] [--routes=/,/guias]
 *
 * A/B of the root document's `<link rel="expect" href="#contenido" blocking="render">`
 * (decision 0001): the production build is served like `npm start`, and each load is made
 * twice, interleaved, with the link as built and with it stripped from the HTML. Prints, per
 * route and CPU slowdown, the median first-contentful-paint and largest-contentful-paint of each,
 * and in how many loads the first animation frame saw a partial header (fewer than four nav
 * groups or two social links).
 */
import { mkdtemp } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { createSiteServer } from '../server/app.ts'
import { chromiumArgs, chromiumExecutable } from '../tests/e2e/chromium.ts'

const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const loads = Number(option('loads', '14'))
const cpuRates = option('cpu', '1,4,6').split(',').map(Number)
const routes = option('routes', '/,/filtro-becas?estado=Nuevo+Le%C3%B3n&nivel=licenciatura,/guias').split(',')

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

async function main() {
  const server = createSiteServer({ inboxDir: await mkdtemp(path.join(tmpdir(), 'yasecomo-ab-')) })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs })
  try {
    for (const route of routes) {
      for (const cpu of cpuRates) {
        const fcp = { built: [] as number[], stripped: [] as number[] }
        const lcp = { built: [] as number[], stripped: [] as number[] }
        const partial = { built: 0, stripped: 0 }
        for (let load = 0; load < loads; load++) {
          for (const variant of ['built', 'stripped'] as const) {
            const context = await browser.newContext({
              viewport: { width: 390, height: 844 },
              serviceWorkers: 'block',
            })
            const page = await context.newPage()
            const cdp = await context.newCDPSession(page)
            await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
            await page.route(`${origin}${route}`, async (request) => {
              const response = await request.fetch()
              const html = await response.text()
              const body = variant === 'built' ? html : html.replace(/<link rel="expect"[^>]*>/, '')
              await request.fulfill({ response, body })
            })
            await page.addInitScript(() => {
              new PerformanceObserver((list) => {
                const entries = list.getEntries()
                Object.assign(window, { __lcp: entries[entries.length - 1]?.startTime })
              }).observe({ type: 'largest-contentful-paint', buffered: true })
              requestAnimationFrame(() => {
                const whole =
                  document.querySelectorAll('.main-nav .nav-group').length === 4 &&
                  document.querySelectorAll('.header-actions .social-links li').length === 2
                Object.assign(window, { __wholeHeader: whole })
              })
            })
            await page.goto(`${origin}${route}`, { waitUntil: 'load' })
            await page.waitForFunction(
              () => performance.getEntriesByName('first-contentful-paint').length > 0,
            )
            await page.waitForTimeout(300)
            const sample = await page.evaluate(() => ({
              fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
              lcp: (window as unknown as { __lcp?: number }).__lcp ?? NaN,
              whole: (window as unknown as { __wholeHeader?: boolean }).__wholeHeader,
            }))
            fcp[variant].push(sample.fcp)
            lcp[variant].push(sample.lcp)
            if (!sample.whole) partial[variant]++
            await context.close()
          }
        }
        console.log(
          `${route}  CPU ×${cpu}  median with / without the link: FCP ${Math.round(median(fcp.built))} / ${Math.round(median(fcp.stripped))} ms,` +
            ` LCP ${Math.round(median(lcp.built))} / ${Math.round(median(lcp.stripped))} ms;` +
            `  partial header at the first frame: ${partial.built} / ${partial.stripped} of ${loads}`,
        )
      }
    }
  } finally {
    await browser.close()
    server.close()
  }
}

await main()
