/**
 * npx tsx scripts/trace-long-tasks.ts [--routes=/mi-lana,/] [--loads=3] [--cpu=4]
 *   [--roots=dist/client,/tmp/before/client] [--wait=6000] [--network=slow4g] [--verbose]
 *   [--viewport=412x823]
 *
 * What a page's main thread does on a cheap phone, from a Chrome trace rather than a score:
 * each build in --roots (the first is `dist/client`; a second build makes an A/B, served on its
 * own port and loaded interleaved with the first) is loaded --loads times per route in a fresh
 * context (empty cache, no service worker) at 390 × 844 (or --viewport; Lighthouse's phone is
 * 412x823) with the CPU slowed --cpu times, and
 * traced for --wait ms after `load`. Prints per route and build the medians of: first and
 * largest contentful paint, the LCP element, the blocking time after the first paint (the sum
 * of every task's time over 50 ms, as Lighthouse's TBT) and the longest task; the JavaScript
 * fetched; with --verbose, every long task of the last load and the scripts that ran in it.
 * With --cpu=1, also «by CPU»: the same blocking time from each task's CPU time × --scale
 * (default 4), which a busy machine barely changes (a task that waited for a core counts only
 * what it ran; Chrome's own slowdown counts as CPU time, hence unthrottled). --network=slow4g
 * also slows the network as Lighthouse's devtools throttling does (562.5 ms round trip,
 * 1.47 Mbit/s down): what an image's fetch priority changes shows only then.
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
const routes = option('routes', '/mi-lana').split(',')
const loads = Number(option('loads', '3'))
const cpu = Number(option('cpu', '4'))
const roots = option('roots', 'dist/client').split(',')
const waitMs = Number(option('wait', '6000'))
const verbose = process.argv.includes('--verbose')
const scale = Number(option('scale', '4'))
const slowNetwork = option('network', '') === 'slow4g'
const [viewportWidth, viewportHeight] = option('viewport', '390x844').split('x').map(Number)

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  /** The thread's CPU time in the event, µs. */
  tdur?: number
  pid: number
  tid: number
  args?: {
    data?: {
      url?: string
      functionName?: string
      frame?: string
      requestId?: string
      encodedDataLength?: number
    }
    name?: string
  }
}

interface LongTask {
  startMs: number
  durationMs: number
  /** Where its time went: script URL (file name) or event name → ms. */
  parts: Map<string, number>
  /** With --verbose: the functions sampled in it (self time), as `name file`. */
  functions?: Map<string, number>
}

interface CpuProfile {
  nodes: {
    id: number
    callFrame: { functionName: string; url: string; lineNumber: number }
    parent?: number
  }[]
  startTime: number
  samples: number[]
  timeDeltas: number[]
}

/** Self time per function (and its script) of the CPU samples taken during `task`. */
function functionsIn(profile: CpuProfile, navigationStart: number, task: LongTask) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const start = navigationStart + task.startMs * 1000
  const end = start + task.durationMs * 1000
  const found = new Map<string, number>()
  let time = profile.startTime
  for (const [index, id] of profile.samples.entries()) {
    const delta = profile.timeDeltas[index] ?? 0
    time += delta
    if (time < start || time > end) continue
    const frame = nodes.get(id)?.callFrame
    if (!frame) continue
    const file = frame.url.split('/').pop() || '(native)'
    const label = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`
    found.set(label, (found.get(label) ?? 0) + (profile.timeDeltas[index + 1] ?? delta) / 1000)
  }
  return found
}

interface Load {
  fcpMs: number
  lcpMs: number
  lcpElement: string
  blockingMs: number
  /** The blocking time from CPU time × the slowdown. */
  cpuBlockingMs: number
  longest: number
  jsKB: number
  tasks: LongTask[]
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** The renderer's main thread: the thread named CrRendererMain that ran the most tasks. */
function mainThread(events: TraceEvent[]) {
  const names = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  )
  const counts = new Map<string, number>()
  for (const event of events) {
    if (event.name !== 'RunTask') continue
    const key = `${event.pid}:${event.tid}`
    if (names.some((thread) => `${thread.pid}:${thread.tid}` === key))
      counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0]
}

const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'v8.compileModule',
  'v8.evaluateModule',
  'TimerFire',
])

function longTasks(events: TraceEvent[], navigationStart: number): LongTask[] {
  const thread = mainThread(events)
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === thread && event.ph === 'X')
  const tasks = onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 50_000)
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0)
    const parts = new Map<string, number>()
    // The outermost named events inside the task: scripts by file, the rest by kind.
    const inside = onMain
      .filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end)
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
    let coveredUntil = task.ts
    for (const event of inside) {
      if (event.ts < coveredUntil) continue
      const interesting =
        SCRIPT_EVENTS.has(event.name) ||
        [
          'ParseHTML',
          'Layout',
          'UpdateLayoutTree',
          'Paint',
          'ParseAuthorStyleSheet',
          'MajorGC',
          'MinorGC',
        ].includes(event.name)
      if (!interesting) continue
      coveredUntil = event.ts + (event.dur ?? 0)
      const url = event.args?.data?.url
      const label = url ? `${event.name} ${url.split('/').pop() || url}` : event.name
      parts.set(label, (parts.get(label) ?? 0) + (event.dur ?? 0) / 1000)
    }
    return { startMs: (task.ts - navigationStart) / 1000, durationMs: (task.dur ?? 0) / 1000, parts }
  })
}

async function loadOnce(browser: import('@playwright/test').Browser, url: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: viewportWidth ?? 390, height: viewportHeight ?? 844 },
    serviceWorkers: 'block',
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
  if (slowNetwork) {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    })
  }
  await page.addInitScript(() => {
    const found = { lcp: 0, element: '' }
    Object.assign(window, { __lcp: found })
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined
      if (!last) return
      found.lcp = last.startTime
      const element = last.element
      found.element = element
        ? `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} «${(element.textContent ?? '').trim().slice(0, 40)}»`
        : '(gone)'
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  if (verbose) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
  }
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink.user_timing',
    ],
  })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(waitMs)
  const measured = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN
    const { lcp, element } = (window as unknown as { __lcp: { lcp: number; element: string } }).__lcp
    return { fcp, lcp, element, timeOrigin: performance.timeOrigin }
  })
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
  const profile = verbose ? ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile : undefined
  await context.close()
  const events = trace.traceEvents
  const navigation = events.find((event) => event.name === 'navigationStart' && event.args?.data?.frame)
  const navigationStart =
    navigation?.ts ?? Math.min(...events.filter((event) => event.ts > 0).map((e) => e.ts))
  const tasks = longTasks(events, navigationStart)
  const thread = mainThread(events)
  const fcpTs = navigationStart + measured.fcp * 1000
  const cpuBlockingMs = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && `${e.pid}:${e.tid}` === thread && e.ts >= fcpTs)
    .reduce((sum, e) => sum + Math.max(0, ((e.tdur ?? e.dur ?? 0) / 1000) * scale - 50), 0)
  const urls = new Map(
    events
      .filter((e) => e.name === 'ResourceSendRequest')
      .map((e) => [e.args?.data?.requestId, e.args?.data?.url]),
  )
  const jsKB =
    events
      .filter(
        (e) => e.name === 'ResourceFinish' && /\.js(\?|$)/.test(urls.get(e.args?.data?.requestId) ?? ''),
      )
      .reduce((sum, e) => sum + (e.args?.data?.encodedDataLength ?? 0), 0) / 1024
  if (profile) for (const task of tasks) task.functions = functionsIn(profile, navigationStart, task)
  const afterPaint = tasks.filter((task) => task.startMs + task.durationMs > measured.fcp)
  return {
    fcpMs: measured.fcp,
    lcpMs: measured.lcp,
    lcpElement: measured.element,
    blockingMs: afterPaint.reduce((sum, task) => sum + Math.max(0, task.durationMs - 50), 0),
    cpuBlockingMs,
    longest: Math.max(0, ...tasks.map((task) => task.durationMs)),
    jsKB,
    tasks,
  }
}

async function main() {
  const inboxDir = await mkdtemp(path.join(tmpdir(), 'yasecomo-trace-'))
  const origins: string[] = []
  const servers = roots.map((root) => createSiteServer({ inboxDir, root }))
  for (const server of servers) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origins.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  }
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs })
  try {
    for (const route of routes) {
      const results = roots.map(() => [] as Load[])
      for (let load = 0; load < loads; load++) {
        for (const [index, origin] of origins.entries()) {
          results[index]?.push(await loadOnce(browser, `${origin}${route}`))
        }
      }
      for (const [index, root] of roots.entries()) {
        const list = results[index] ?? []
        const fmt = (value: number) => String(Math.round(value)).padStart(5)
        console.log(
          `${route.padEnd(40)} ${root.padEnd(28)} FCP ${fmt(median(list.map((one) => one.fcpMs)))}  LCP ${fmt(median(list.map((one) => one.lcpMs)))}  blocking ${fmt(median(list.map((one) => one.blockingMs)))}${cpu === 1 ? `  by CPU ×${scale} ${fmt(median(list.map((one) => one.cpuBlockingMs)))}` : ''}  longest ${fmt(median(list.map((one) => one.longest)))}  JS ${median(list.map((one) => one.jsKB)).toFixed(1)} KB  LCP element ${list.at(-1)?.lcpElement}`,
        )
        if (!verbose) continue
        for (const task of list.at(-1)?.tasks ?? []) {
          const parts = [...task.parts]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 6)
            .map(([label, ms]) => `${label} ${Math.round(ms)}`)
            .join(' · ')
          console.log(
            `    task at ${Math.round(task.startMs)} ms: ${Math.round(task.durationMs)} ms — ${parts}`,
          )
          const byFile = new Map<string, number>()
          for (const [label, ms] of task.functions ?? []) {
            const file = label.split(' ').pop()?.split(':')[0] ?? ''
            byFile.set(file, (byFile.get(file) ?? 0) + ms)
          }
          const top = (map: Map<string, number>, count: number) =>
            [...map]
              .sort((a, b) => b[1] - a[1])
              .slice(0, count)
              .map(([label, ms]) => `${label} ${Math.round(ms)}`)
              .join(' · ')
          if (task.functions)
            console.log(`        files: ${top(byFile, 6)}\n        functions: ${top(task.functions, 8)}`)
        }
      }
    }
  } finally {
    await browser.close()
    for (const server of servers) server.close()
  }
}

await main()
