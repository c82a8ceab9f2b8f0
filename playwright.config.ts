import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from './tests/e2e/chromium'

/** A free TCP port, chosen once in the main process and inherited by the workers through the env. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 4173))
    })
  })
}

process.env.E2E_PORT ??= String(await freePort())
process.env.E2E_INBOX_DIR ??= mkdtempSync(path.join(tmpdir(), 'yasecomo-inbox-'))
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`

const launchOptions = { executablePath: chromiumExecutable(), args: chromiumArgs }

/** Every run prints the list, then the 10 slowest tests and the worker time (slowestReporter.ts). */
const slowest = ['./tests/e2e/slowestReporter.ts'] as const

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  // A flaky test is a bug to fix, not to retry.
  retries: 0,
  // Three on the 2-core CI machine: with two, the run used 42 % of the CPU (most tests wait on
  // the page, a clock or the network). The @throttled tests still run alone.
  workers: process.env.CI ? 3 : undefined,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }], slowest] : [['list'], slowest],
  // Pages hydrate after their first paint, and a busy 2-core runner takes 20–40 s for the
  // longer multi-page flows. 60 s: the CI runner of 2026-11-28 ran the suite three times slower
  // than the one these limits were first set on (a test of two axe scans failed at 45 s); the
  // slowest reporter names every test past 60 % of its limit before it fails on time.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    // Recording a trace slows every test for the few that fail; with no retries this records
    // none. A failure keeps its screenshot and error context (the page's accessibility tree);
    // for a trace, run that test again with `--trace on` (docs/testing.md).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  // Flows run at phone width; the desktop project runs only what differs by width, tagged
  // @desktop (also at phone width) or @desktop-only (docs/testing.md). @phone-only, from
  // before, still keeps a test off the desktop project.
  projects: [
    {
      name: 'phone',
      grepInvert: /@desktop-only/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
    {
      name: 'desktop',
      grep: /@desktop/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  // One server for the whole run, the @throttled tests included (they hold the exclusive lock,
  // so they run alone, after the rest). It serves the production build exactly like `npm
  // start`, which builds first if dist/ is stale.
  webServer: {
    command: 'npx tsx server/start.ts',
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: { PORT: process.env.E2E_PORT, HOST: '127.0.0.1', INBOX_DIR: process.env.E2E_INBOX_DIR },
  },
})
