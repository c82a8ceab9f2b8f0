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
 * Then «Buscar» (skip it with --search=no): on a 4× slower CPU, a first search on /buscar with
 * an empty cache and a second one on the same page (scripts/searchTiming.ts), medians of --runs.
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
import { median } from './median.ts'
import { measureSearch, medianTiming, type SearchTiming, timingReport } from './searchTiming.ts'

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
const searchToo = argument('search') !== 'no'
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
  const searches: SearchTiming[] = []
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
    if (searchToo) {
      for (let run = 0; run < runs; run++) searches.push(await measureSearch(browser, origin))
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
  const search = searches.length ? medianTiming(searches) : null
  if (search) console.log(`\n${timingReport(search)}`)
  await mkdir(path.dirname(out), { recursive: true })
  await writeFile(
    out,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, results, search }, null, 2)}\n`,
  )
  console.log(`\nWritten to ${out}`)
}

await main()
