/**
 * npm run bench:search — «Buscar» over the built site (dist/client):
 * 1. relevance: the relevance set's top-1, top-3 and mean reciprocal rank (targets 95 %,
 *    99 %, issue 41), nonsense that found something (target none), and every query that missed;
 * 2. speed (skip with --speed=no): a first search with an empty cache and a second one, on a
 *    4× slower CPU at phone width, medians of --runs (default 3), served like `npm start`.
 * The machine's load moves the times: run it on a quiet machine for numbers to compare.
 */
import { mkdtemp } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { createSiteServer } from '../server/app.ts'
import { chromiumArgs, chromiumExecutable } from '../tests/e2e/chromium.ts'
import { builtSiteSearch, loadRelevanceSet, relevanceReport, scoreRelevance } from './searchRelevance.ts'
import { measureSearch, medianTiming, type SearchTiming, timingReport } from './searchTiming.ts'

const argument = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)

const score = await scoreRelevance(builtSiteSearch(), await loadRelevanceSet())
console.log(relevanceReport(score))

if (argument('speed') !== 'no') {
  const runs = Number(argument('runs') ?? 3)
  const server = createSiteServer({ inboxDir: await mkdtemp(path.join(tmpdir(), 'yasecomo-bench-')) })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs })
  const timings: SearchTiming[] = []
  try {
    for (let run = 0; run < runs; run++) timings.push(await measureSearch(browser, origin))
  } finally {
    await browser.close()
    server.close()
  }
  console.log(`\n${timingReport(medianTiming(timings))}`)
}
