/**
 * npm run bench — Lighthouse 12 (mobile and desktop presets) against the production build
 * served like `npm start`, several runs per route, medians printed as a table and written
 * to bench/results.json. Options: --routes=/,/guias  --runs=3  --presets=mobile,desktop
 * --out=bench/results.json  --reports=DIR (also keep every full Lighthouse report, for digging
 * into LCP breakdowns and long tasks). Uses the same Chromium lookup as the end-to-end tests.
 * --compare=DIR also serves another build's client folder (say a copy of dist/client made
 * before a change) and measures every route on it right after the same route on this build,
 * so a before/after is taken in the same minutes of a busy machine; its rows end in «(DIR)».
 *
 * This machine's speed varies from day to day, so every run also measures a bare static page
 * (the floor: a heading and a paragraph, no CSS, no script), interleaved with the routes, and
 * prints each route's LCP as a ratio to the floor's.
 *
 * Then «Buscar» (skip it with --search=no): on a 4× slower CPU and an empty cache, a student
 * types «presupuesto» on /buscar; it reports the bytes the first search fetched (Pagefind's
 * code and the index chunks for the words) and the time from the last keystroke to the
 * results on screen, medians of --runs.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import lighthouse, { desktopConfig } from 'lighthouse'
import { createSiteServer } from '../server/app.ts'
import { chromiumArgs, chromiumExecutable } from '../tests/e2e/chromium.ts'

export const BENCH_ROUTES = [
  '/',
  '/guias',
  '/guias/sobrevivir-con-100-pesos',
  '/category/finanzas-personales',
  '/becas',
  '/becas/2',
  '/becas/calendario',
  '/mis-becas',
  '/filtro-becas?estado=Nuevo+Le%C3%B3n&nivel=licenciatura&area=ingenieria&tipo=rendimiento-academico',
  '/cursos',
  '/cursos/finanzas-personales',
  '/cursos/finanzas-personales/modulo-2',
  '/herramientas',
  '/herramientas/diario-dalia',
  '/buscar',
  '/mi-lana',
  '/mi-lana/reto',
  '/mi-lana/pagos',
  '/comunidades',
  '/contacto',
  '/quienes-somos',
  '/preguntas-frecuentes',
  '/terminos-de-servicio',
]

/** The bare page every route is compared with; only the bench serves it. */
export const FLOOR_ROUTE = '/__bench/floor'
const FLOOR_HTML = `<!DOCTYPE html><html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Página base | Ya Sé Cómo</title><meta name="description" content="Página mínima con la que el banco de pruebas compara cada ruta."></head><body><main><h1>Cómo sobrevivir una semana con 100 pesos</h1><p>Faltan siete días para la quincena y en tu cuenta hay $87. Con un plan sencillo, una lista de compras inteligente y cero pena, esa semana sí se saca.</p></main></body></html>`
/** The floor is measured before the first route of each round and before every 4th after it. */
const FLOOR_EVERY = 4

const argument = (name: string) =>
  process.argv
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=')
const routes = argument('routes')?.split(',') ?? BENCH_ROUTES
const runs = Number(argument('runs') ?? 3)
const presets = (argument('presets') ?? 'mobile,desktop').split(',') as ('mobile' | 'desktop')[]
const out = argument('out') ?? 'bench/results.json'
const reportsDir = argument('reports')
const measureSearch = argument('search') !== 'no'
const compareDir = argument('compare')

interface Sample {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  jsKB: number
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** One Lighthouse run of `route`. */
async function measure(
  origin: string,
  port: number,
  route: string,
  preset: 'mobile' | 'desktop',
  run: number,
  label = route,
) {
  const result = await lighthouse(
    `${origin}${route}`,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    },
    preset === 'desktop' ? desktopConfig : undefined,
  )
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse gave no result for ${route}`)
  if (reportsDir) {
    await mkdir(reportsDir, { recursive: true })
    const name = `${preset}-${label.replace(/[^a-z0-9]+/gi, '_').slice(0, 80)}-${run + 1}.json`
    await writeFile(path.join(reportsDir, name), JSON.stringify(lhr))
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0
  const requests =
    (
      lhr.audits['network-requests']?.details as {
        items?: { resourceType?: string; transferSize?: number }[]
      }
    )?.items ?? []
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKB:
      requests
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
  } satisfies Sample
}

interface SearchSample {
  /** Bytes on the wire for /pagefind/*: code (pagefind.js, its worker and WebAssembly) and index. */
  codeKB: number
  indexKB: number
  /** From the last keystroke to the results on screen. */
  resultsMs: number
}

/** One first search on /buscar, in a fresh context (empty cache), CPU ×4. */
async function measureFirstSearch(
  browser: import('@playwright/test').Browser,
  origin: string,
): Promise<SearchSample> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const bytes = { code: 0, index: 0 }
  // Counted on the context (Pagefind's worker fetches too), and every count awaited before
  // the context closes: a size read after it would be lost.
  const counting: Promise<void>[] = []
  context.on('requestfinished', (request) => {
    const url = new URL(request.url())
    if (!url.pathname.startsWith('/pagefind/')) return
    const kind = /\/(index|fragment|filter)\/|\.pf_meta$/.test(url.pathname) ? 'index' : 'code'
    counting.push(
      request.sizes().then((sizes) => {
        bytes[kind] += sizes.responseBodySize + sizes.responseHeadersSize
      }),
    )
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto(`${origin}/buscar`)
  await page.evaluate(() => window.yasecomoApp?.start())
  await page.waitForFunction(() => window.yasecomoApp?.phase === 'ready', null, { timeout: 60_000 })
  const box = page.getByRole('searchbox', { name: 'Buscar en todo el sitio' })
  await box.click()
  await box.pressSequentially('presupuest', { delay: 100 })
  await page.keyboard.press('o')
  const lastKey = Date.now()
  await page
    .locator('.search-page__status')
    .filter({ hasText: /resultados?$/ })
    .waitFor({ timeout: 60_000 })
  const resultsMs = Date.now() - lastKey
  await page.waitForLoadState('networkidle')
  await Promise.all(counting)
  await context.close()
  return { codeKB: bytes.code / 1024, indexKB: bytes.index / 1024, resultsMs }
}

async function main() {
  const inboxDir = await mkdtemp(path.join(tmpdir(), 'yasecomo-bench-'))
  const site = createSiteServer({ inboxDir })
  const server = createServer((request, response) => {
    if (request.url !== FLOOR_ROUTE) {
      site.emit('request', request, response)
      return
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
    response.end(FLOOR_HTML)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const compared = compareDir ? createSiteServer({ inboxDir, root: compareDir }) : null
  if (compared) await new Promise<void>((resolve) => compared.listen(0, '127.0.0.1', resolve))
  const comparedOrigin = compared ? `http://127.0.0.1:${(compared.address() as AddressInfo).port}` : ''
  const debugPort = 9300 + Math.floor(Math.random() * 500)
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: [...chromiumArgs, `--remote-debugging-port=${debugPort}`],
  })
  const results: Record<string, Record<string, Sample & { runs: number }>> = {}
  const searches: SearchSample[] = []
  try {
    for (const preset of presets) {
      const samples = new Map<string, Sample[]>()
      // Rounds over every route, the floor interleaved, so a slow minute touches all alike.
      for (let run = 0; run < runs; run++) {
        for (const [position, route] of routes.entries()) {
          const visits = [
            ...(position % FLOOR_EVERY === 0 ? [{ key: FLOOR_ROUTE, from: origin, route: FLOOR_ROUTE }] : []),
            { key: route, from: origin, route },
            ...(compared ? [{ key: `${route} (${compareDir})`, from: comparedOrigin, route }] : []),
          ]
          for (const visit of visits) {
            const sample = await measure(visit.from, debugPort, visit.route, preset, run, visit.key)
            samples.set(visit.key, [...(samples.get(visit.key) ?? []), sample])
          }
        }
        console.log(`${preset}: round ${run + 1} of ${runs} done`)
      }
      results[preset] = Object.fromEntries(
        [...samples].map(([route, list]) => {
          const keys = Object.keys(list[0] ?? {}) as (keyof Sample)[]
          const medians = Object.fromEntries(keys.map((key) => [key, median(list.map((one) => one[key]))]))
          return [route, { ...(medians as unknown as Sample), runs: list.length }]
        }),
      )
    }
    if (measureSearch) {
      for (let run = 0; run < runs; run++) searches.push(await measureFirstSearch(browser, origin))
    }
  } finally {
    await browser.close()
    server.close()
    compared?.close()
  }

  for (const preset of presets) {
    const table = results[preset] ?? {}
    const floorLcp = table[FLOOR_ROUTE]?.lcpMs ?? Number.NaN
    console.log(`\n${preset} — medians of ${runs} runs; LCP ×floor = the route's LCP over the bare page's`)
    const width = compareDir ? 72 : 48
    console.log('route'.padEnd(width), 'perf  a11y  bp  seo   LCP ms  ×floor  TBT ms   CLS   JS KB')
    for (const [route, m] of Object.entries(table)) {
      console.log(
        (route === FLOOR_ROUTE ? '(floor: bare static page)' : route).slice(0, width - 1).padEnd(width),
        String(m.performance).padStart(4),
        String(m.accessibility).padStart(5),
        String(m.bestPractices).padStart(3),
        String(m.seo).padStart(4),
        String(Math.round(m.lcpMs)).padStart(8),
        (m.lcpMs / floorLcp).toFixed(2).padStart(7),
        String(Math.round(m.tbtMs)).padStart(7),
        m.cls.toFixed(3).padStart(6),
        m.jsKB.toFixed(1).padStart(7),
      )
    }
  }
  const search = searches.length
    ? {
        codeKB: median(searches.map((one) => one.codeKB)),
        indexKB: median(searches.map((one) => one.indexKB)),
        resultsMs: median(searches.map((one) => one.resultsMs)),
        runs: searches.length,
      }
    : null
  if (search) {
    console.log(
      `\n«Buscar», first search of «presupuesto» on /buscar (CPU ×4, empty cache), medians of ${search.runs}:`,
      `\n  fetched ${(search.codeKB + search.indexKB).toFixed(1)} KB: Pagefind's code ${search.codeKB.toFixed(1)} KB + index ${search.indexKB.toFixed(1)} KB`,
      `\n  last keystroke → results on screen: ${Math.round(search.resultsMs)} ms`,
    )
  }
  await mkdir(path.dirname(out), { recursive: true })
  await writeFile(
    out,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, results, search }, null, 2)}\n`,
  )
  console.log(`\nWritten to ${out}`)
}

await main()
