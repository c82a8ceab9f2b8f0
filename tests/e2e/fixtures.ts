import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

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

/** Runs axe (WCAG 2.1 AA) on the page and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
  expect(summary, 'axe violations').toEqual([])
}

/** Waits until React has hydrated the pre-rendered page (the router marks it). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      !('$_TSR' in window) ||
      (window as unknown as { $_TSR?: { hydrated?: boolean } }).$_TSR?.hydrated === true,
  )
}
