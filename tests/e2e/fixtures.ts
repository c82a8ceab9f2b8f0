import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import type {} from '../../src/enhance/appLoader'

type Fixtures = {
  /** Console errors and uncaught page errors seen during the test; checked to be empty at the end. */
  consoleErrors: string[]
  /** Call when a test expects console errors (e.g. injected network failures). */
  allowConsoleErrors: (pattern: RegExp) => void
}

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      await use(errors)
    },
    { auto: true },
  ],
  allowConsoleErrors: [
    async ({ consoleErrors }, use) => {
      const allowed: RegExp[] = []
      await use((pattern) => allowed.push(pattern))
      const unexpected = consoleErrors.filter((text) => !allowed.some((pattern) => pattern.test(text)))
      expect(unexpected, 'no console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * Runs axe and fails with a readable list of violations: WCAG 2.1 AA, or with `everyRule`
 * every rule at every impact level (best practices such as heading order too). The route
 * audit (html-first.spec.ts) scans every route once as it loads; a feature's test scans the
 * part it changed, in the state it reached: `include` is that part's CSS selector.
 */
export async function expectNoAxeViolations(
  page: Page,
  { everyRule = false, include }: { everyRule?: boolean; include?: string } = {},
) {
  // Only the violations are reported in full: axe still runs every check on every node, but
  // skips describing the thousands that pass (about a sixth of a full page's scan here).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] })
  const scoped = include ? builder.include(include) : builder
  const results = await (everyRule
    ? scoped
    : scoped.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
  expect(summary, 'axe violations').toEqual([])
}

/**
 * Details for tests that must run with nothing else on the machine (timings under a slowed
 * CPU): the built-in exclusive lock holds every other test back while one runs, so they run
 * one at a time, after the rest, in the same run and against the same server.
 */
export const RUNS_ALONE = { tag: '@throttled', lock: '-exclusive-' }

/**
 * Starts the app now (as a first tap would) and waits until it has hydrated and settled:
 * the page's loader (src/enhance/appLoader.ts) then lets every event through to React.
 * Tests of what happens *before* hydration do not call this.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.readyState !== 'loading')
  await page.evaluate(() => window.yasecomoPage?.app?.start())
  await waitForHydrated(page)
}

/**
 * Waits, without starting anything, until the page's app has hydrated and settled: the
 * loader's phase (src/enhance/appLoader.ts), which the app's own hydrated event sets.
 */
export async function waitForHydrated(page: Page) {
  await page.waitForFunction(() => window.yasecomoPage?.app?.phase === 'ready')
}
