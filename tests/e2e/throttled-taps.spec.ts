import type { Locator, Page } from '@playwright/test'
import { expect, RUNS_ALONE, test, waitForHydration } from './fixtures'
import { SiteShell } from './models/SiteShell'

// Recording a trace costs the page's own CPU: it would measure Playwright, not the site.
test.use({ trace: 'off' })

// Timing under a slowed CPU means something only on an otherwise quiet machine: these hold
// the exclusive lock (RUNS_ALONE), so they run after the others, one at a time.
test.describe('a tap right after the first paint is never lost (CPU ×4)', RUNS_ALONE, () => {
  /** Opens `path` on a 4× slower CPU and returns as soon as the first contentful paint is up. */
  async function openAtFirstPaint(page: Page, path: string) {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(path, { waitUntil: 'commit' })
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
  }

  // A phone's browser is already running when the student opens our page. Start this one's
  // engine once, in a context of its own (each test still opens a fresh one, with empty
  // caches), so the numbers measure our page and not Chromium starting up.
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` })
    const page = await context.newPage()
    await page.goto('/guias')
    await waitForHydration(page)
    await context.close()
  })

  /**
   * Taps, waits ≤ 3 s for `effect` (a locator that matches only once the tap has had its
   * effect) and notes how long it took in the report.
   *
   * Waiting uses `locator.waitFor`, not a web-first assertion: under a 4× slower CPU each
   * retry of `expect(…).toHaveText` runs enough of Playwright's own code in the page to
   * delay the page's work (tap → quiz, median of 5 runs: 1.4 s while waiting with `waitFor`,
   * 1.9–2.4 s with `toHaveText`, this machine, 2026-11-25). The exact checks follow the wait.
   */
  async function tapAndExpect(tap: () => Promise<void>, effect: Locator) {
    await tap()
    const tappedAt = Date.now()
    await effect.waitFor({ state: 'visible', timeout: 3000 })
    test.info().annotations.push({ type: 'tap → effect (ms)', description: String(Date.now() - tappedAt) })
  }

  test('the burger opens the menu @phone-only', async ({ page }) => {
    await openAtFirstPaint(page, '/guias/sobrevivir-con-100-pesos')
    const shell = new SiteShell(page)
    await tapAndExpect(() => shell.burger.click(), shell.overlay)
    await expect(shell.overlay).toBeVisible()
  })

  test('«Comenzar Quiz» starts the quiz', async ({ page }) => {
    await openAtFirstPaint(page, '/becas')
    const counter = page.locator('section.quiz .quiz__counter')
    await tapAndExpect(
      () => page.getByRole('button', { name: 'Comenzar Quiz' }).click(),
      counter.filter({ hasText: /^Paso 1 de 7$/ }),
    )
    await expect(counter).toHaveText('Paso 1 de 7')
  })

  test('a FAQ toggle opens its answers', async ({ page }) => {
    await openAtFirstPaint(page, '/preguntas-frecuentes')
    const section = page.locator('details.faq__section').first()
    await tapAndExpect(() => section.locator('summary').click(), section.locator('.faq__items'))
    await expect(section.locator('.faq__items')).toBeVisible()
  })

  test('a category pill filters the list', async ({ page }) => {
    await openAtFirstPaint(page, '/becas')
    const pill = page.getByRole('button', { name: 'Salud y Medicina' })
    await tapAndExpect(
      () => pill.click(),
      page.locator('button[aria-pressed="true"]', { hasText: /^Salud y Medicina$/ }),
    )
    await expect(pill).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(/categoria=salud/)
  })

  test('a colour button changes the template’s colour', async ({ page }) => {
    await openAtFirstPaint(page, '/herramientas/diario-dalia')
    const legend = page.locator('.swatches legend')
    await tapAndExpect(
      () => page.locator('.swatch--rosa').click(),
      legend.filter({ hasText: /^Color: Rosa$/ }),
    )
    await expect(legend).toHaveText('Color: Rosa')
    await expect(page).toHaveURL(/\?v=rosa$/)
  })
})
