/**
 * npm run bench — Lighthouse 12 (mobile and desktop presets) against the production build
 * served like `npm start`, several runs per route, medians printed as a table and written
 * to bench/results.json. Options: --routes=/,/guias  --runs=3  --presets=mobile,desktop
 * --out=bench/results.json  --reports=DIR (also keep every full Lighthouse report, for digging
 * into LCP breakdowns and long tasks). Uses the same Chromium lookup as the end-to-end tests.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
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
  '/becas',
  '/becas/2',
  '/filtro-becas?estado=Nuevo+Le%C3%B3n&nivel=licenciatura&area=ingenieria&tipo=rendimiento-academico',
  '/cursos',
  '/cursos/finanzas-personales',
  '/cursos/finanzas-personales/modulo-2',
  '/herramientas',
  '/herramientas/diario-dalia',
  '/comunidades',
  '/contacto',
]

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

async function main() {
  const server = createSiteServer({ inboxDir: await mkdtemp(path.join(tmpdir(), 'yasecomo-bench-')) })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const debugPort = 9300 + Math.floor(Math.random() * 500)
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: [...chromiumArgs, `--remote-debugging-port=${debugPort}`],
  })
  const results: Record<string, Record<string, Sample & { runs: number }>> = {}
  try {
    for (const preset of presets) {
      for (const route of routes) {
        const samples: Sample[] = []
        for (let run = 0; run < runs; run++) {
          const result = await lighthouse(
            `${origin}${route}`,
            {
              port: debugPort,
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
            const name = `${preset}-${route.replace(/[^a-z0-9]+/gi, '_').slice(0, 60)}-${run + 1}.json`
            await writeFile(path.join(reportsDir, name), JSON.stringify(lhr))
          }
          const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
          const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0
          const scripts =
            (
              lhr.audits['network-requests']?.details as {
                items?: { resourceType?: string; transferSize?: number }[]
              }
            )?.items ?? []
          samples.push({
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            seo: score('seo'),
            lcpMs: numeric('largest-contentful-paint'),
            tbtMs: numeric('total-blocking-time'),
            cls: numeric('cumulative-layout-shift'),
            jsKB:
              scripts
                .filter((item) => item.resourceType === 'Script')
                .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
          })
        }
        const keys = Object.keys(samples[0] ?? {}) as (keyof Sample)[]
        results[preset] ??= {}
        ;(results[preset] as Record<string, Sample & { runs: number }>)[route] = {
          ...(Object.fromEntries(
            keys.map((key) => [key, median(samples.map((sample) => sample[key]))]),
          ) as unknown as Sample),
          runs,
        }
        console.log(`${preset} ${route}: done (${runs} runs)`)
      }
    }
  } finally {
    await browser.close()
    server.close()
  }

  for (const preset of presets) {
    console.log(`\n${preset} — medians of ${runs} runs`)
    console.log('route'.padEnd(48), 'perf  a11y  bp  seo   LCP ms  TBT ms   CLS   JS KB')
    for (const [route, m] of Object.entries(results[preset] ?? {})) {
      console.log(
        route.slice(0, 47).padEnd(48),
        String(m.performance).padStart(4),
        String(m.accessibility).padStart(5),
        String(m.bestPractices).padStart(3),
        String(m.seo).padStart(4),
        String(Math.round(m.lcpMs)).padStart(8),
        String(Math.round(m.tbtMs)).padStart(7),
        m.cls.toFixed(3).padStart(6),
        m.jsKB.toFixed(1).padStart(7),
      )
    }
  }
  await mkdir(path.dirname(out), { recursive: true })
  await writeFile(
    out,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, results }, null, 2)}\n`,
  )
  console.log(`\nWritten to ${out}`)
}

await main()
