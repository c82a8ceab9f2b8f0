import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { SiteShell } from './models/SiteShell'

// Recording a trace costs the page's own CPU: it would measure Playwright, not the site.
test.use({ trace: 'off' })

// Timing under a slowed CPU means something only on an otherwise quiet machine: `npm run
// test:e2e` runs the @throttled tests after the others, one at a time.
test.describe('a tap right after the first paint is never lost (CPU ×4) @throttled', () => {
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

  /** Taps, then waits ≤ 3 s for the effect and notes how long it took in the report. */
  async function tapAndExpect(tap: () => Promise<void>, effect: () => Promise<void>) {
    await tap()
    const tappedAt = Date.now()
    await effect()
    test.info().annotations.push({ type: 'tap → effect (ms)', description: String(Date.now() - tappedAt) })
  }

  test('the burger opens the menu @phone-only', async ({ page }) => {
    await openAtFirstPaint(page, '/guias/sobrevivir-con-100-pesos')
    const shell = new SiteShell(page)
    await tapAndExpect(
      () => shell.burger.click(),
      () => expect(shell.overlay).toBeVisible({ timeout: 3000 }),
    )
  })

  test('«Comenzar Quiz» starts the quiz', async ({ page }) => {
    await openAtFirstPaint(page, '/becas')
    await tapAndExpect(
      () => page.getByRole('button', { name: 'Comenzar Quiz' }).click(),
      () => expect(page.locator('section.quiz .quiz__counter')).toHaveText('Paso 1 de 7', { timeout: 3000 }),
    )
  })

  test('a FAQ toggle opens its answers', async ({ page }) => {
    await openAtFirstPaint(page, '/preguntas-frecuentes')
    const section = page.locator('details.faq__section').first()
    await tapAndExpect(
      () => section.locator('summary').click(),
      () => expect(section.locator('.faq__items')).toBeVisible({ timeout: 3000 }),
    )
  })

  test('a category pill filters the list', async ({ page }) => {
    await openAtFirstPaint(page, '/becas')
    const pill = page.getByRole('button', { name: 'Salud y Medicina' })
    await tapAndExpect(
      () => pill.click(),
      () => expect(pill).toHaveAttribute('aria-pressed', 'true', { timeout: 3000 }),
    )
    await expect(page).toHaveURL(/categoria=salud/)
  })

  test('a colour button changes the template’s colour', async ({ page }) => {
    await openAtFirstPaint(page, '/herramientas/diario-dalia')
    await tapAndExpect(
      () => page.locator('.swatch--rosa').click(),
      () => expect(page.locator('.swatches legend')).toHaveText('Color: Rosa', { timeout: 3000 }),
    )
    await expect(page).toHaveURL(/\?v=rosa$/)
  })
})
