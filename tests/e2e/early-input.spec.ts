import type { Page } from '@playwright/test'
import { expect, RUNS_ALONE, test } from './fixtures'
import { inboxRecords, uniqueEmail } from './inbox'
import { BudgetScreen } from './models/MiLana'

// Recording a trace costs the page's own CPU: it would slow what these tests are about.
test.use({ trace: 'off' })

/**
 * Everything a student can do from the first paint, on a 4× slower CPU, before the app has
 * run (the page/app contract, docs/decisions/0001-html-first.md): each action is made once
 * and must have its effect, once, with no second try. Not timed (throttled-taps.spec.ts
 * times the taps): these check that nothing is lost. They run alone, after the rest of the
 * run (RUNS_ALONE), so other tests on the machine do not change what they see.
 */
test.describe('what a student does before the app runs is kept (CPU ×4)', RUNS_ALONE, () => {
  async function openAtFirstPaint(page: Page, path: string) {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(path, { waitUntil: 'commit' })
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
    // Nothing of the app has run yet (pages whose HTML is a neutral state, such as
    // /mis-becas, start loading it right after this paint; the others wait for an intent).
    expect(await page.evaluate(() => window.yasecomoPage?.app?.phase)).not.toBe('ready')
    return cdp
  }

  /** Waits (generously: on a slow CPU the app takes seconds to arrive) for the app to settle. */
  const settled = (page: Page) =>
    page.waitForFunction(() => window.yasecomoPage?.app?.phase === 'ready', null, { timeout: 30_000 })

  for (const path of ['/comunidades', '/viviendas']) {
    test(`a state chosen in the <select> of ${path} with no focus or tap before it applies`, async ({
      page,
    }) => {
      await openAtFirstPaint(page, path)
      // What autofill, assistive technology or a script does: a change event, nothing else.
      await page.locator('main select').evaluate((select: HTMLSelectElement) => {
        select.value = 'Jalisco'
        select.dispatchEvent(new Event('change', { bubbles: true }))
      })
      await expect(page).toHaveURL(`${path}?estado=Jalisco`, { timeout: 30_000 })
      await expect(page.locator('main select')).toHaveValue('Jalisco')
    })
  }

  const searches = [
    { path: '/guias', word: 'presupuesto' },
    { path: '/becas', word: 'universidad' },
    { path: '/cursos', word: 'principiante' },
  ]
  for (const { path, word } of searches) {
    test(`typing «${word}» fast in the search box of ${path} keeps every letter, in the box and the URL`, async ({
      page,
    }) => {
      await openAtFirstPaint(page, path)
      const box = page.locator('main input[type="search"]')
      await box.click()
      await box.pressSequentially(word, { delay: 80 })
      await expect(page).toHaveURL(`${path}?q=${word}`, { timeout: 30_000 })
      await settled(page)
      await expect(box).toHaveValue(word)
      await expect(page).toHaveURL(`${path}?q=${word}`)
    })
  }

  test('a swipe on a store carousel moves it, once @phone-only', async ({ page }) => {
    const cdp = await openAtFirstPaint(page, '/herramientas')
    const card = page.locator('main .carousel').first()
    const viewport = card.locator('.carousel__viewport')
    const box = await viewport.boundingBox()
    if (!box) throw new Error('no carousel on /herramientas')
    // On the part of the images the first screen shows (the intro may push their middle below it).
    const screenHeight = page.viewportSize()?.height ?? 0
    const y = Math.min(box.y + box.height / 2, (box.y + screenHeight) / 2)
    // A real touch swipe, right to left, on the first card's images.
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      })
    await touch('touchStart', box.x + box.width * 0.8)
    for (const share of [0.65, 0.5, 0.35, 0.2]) await touch('touchMove', box.x + box.width * share)
    await touch('touchEnd', box.x + box.width * 0.2)
    const dots = card.locator('.carousel__dot')
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 30_000 })
    await settled(page)
    // Moved by one image, not two.
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
    await expect(dots.nth(2)).not.toHaveAttribute('aria-current', 'true')
  })

  test('an arrow key on a carousel moves it, once @desktop-only', async ({ page }) => {
    await openAtFirstPaint(page, '/herramientas/diario-dalia')
    await page.locator('main .carousel__viewport').first().focus()
    await page.keyboard.press('ArrowRight')
    await expect(page).toHaveURL('/herramientas/diario-dalia?v=celeste', { timeout: 30_000 })
    await settled(page)
    await expect(page).toHaveURL('/herramientas/diario-dalia?v=celeste')
  })

  test('a tap on a colour’s <label> that does not focus its radio (Safari) chooses the colour', async ({
    page,
  }) => {
    await openAtFirstPaint(page, '/herramientas/diario-dalia')
    // HTMLElement.click() on the label: no pointer, no focus; the browser ticks the radio.
    await page.locator('label.swatch--rosa').evaluate((label: HTMLElement) => label.click())
    await expect(page.locator('.swatches legend')).toHaveText('Color: Rosa', { timeout: 30_000 })
    await expect(page).toHaveURL('/herramientas/diario-dalia?v=rosa')
  })

  test('a box ticked on /becas («Solo convocatorias abiertas») filters the list', async ({ page }) => {
    await openAtFirstPaint(page, '/becas')
    await page.getByRole('checkbox', { name: 'Solo convocatorias abiertas' }).click()
    await expect(page).toHaveURL('/becas?convocatoria=abiertas', { timeout: 30_000 })
    await settled(page)
    await expect(page.getByRole('checkbox', { name: 'Solo convocatorias abiertas' })).toBeChecked()
  })

  test('a document ticked on /mis-becas as soon as it shows stays ticked after a reload', async ({
    page,
  }) => {
    await page.goto('/becas/0')
    await page.evaluate(() =>
      localStorage.setItem('yasecomo:mis-becas', JSON.stringify({ version: 1, saved: [0], ticks: {} })),
    )
    await openAtFirstPaint(page, '/mis-becas')
    const first = page.locator('main input[type="checkbox"]').first()
    await first.waitFor({ timeout: 30_000 })
    await first.check()
    await expect(first).toBeChecked()
    await page.reload()
    await expect(page.locator('main input[type="checkbox"]').first()).toBeChecked({ timeout: 30_000 })
  })

  test('a spending typed and sent with Enter in «Anotar un gasto» on /mi-lana is saved, once', async ({
    page,
  }) => {
    // Before the app, and before the device's budget has been read: saved once both are there.
    await openAtFirstPaint(page, '/mi-lana')
    const budget = new BudgetScreen(page)
    await budget.amount().click()
    await budget.amount().pressSequentially('85.50', { delay: 40 })
    await page.keyboard.press('Enter')
    await expect(budget.spending('Comida')).toContainText('$85.50', { timeout: 30_000 })
    await settled(page)
    await expect(budget.spendings()).toHaveCount(1)
    await expect(budget.amount()).toHaveValue('')
    await page.reload()
    await budget.ready()
    await expect(budget.spending('Comida')).toContainText('$85.50', { timeout: 30_000 })
    await expect(budget.spendings()).toHaveCount(1)
  })

  test('Enter on a focused «Comenzar Quiz» starts the quiz, once', async ({ page }) => {
    await openAtFirstPaint(page, '/becas')
    await page.getByRole('button', { name: 'Comenzar Quiz' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('section.quiz .quiz__counter')).toHaveText('Paso 1 de 7', { timeout: 30_000 })
    await expect(page.locator('section.quiz')).toHaveCount(1)
  })

  test('Space on a focused category pill presses it', async ({ page }) => {
    await openAtFirstPaint(page, '/becas')
    await page.getByRole('button', { name: 'Salud y Medicina' }).focus()
    await page.keyboard.press('Space')
    await expect(page).toHaveURL('/becas?categoria=salud', { timeout: 30_000 })
    await settled(page)
    await expect(page.getByRole('button', { name: 'Salud y Medicina' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  test('an address typed and sent with Enter in «Avísame cuando abra» arrives once', async ({ page }) => {
    const email = uniqueEmail('enter')
    await openAtFirstPaint(page, '/becas/0')
    const field = page.locator('.call-alert input[type="email"]')
    await field.click()
    await field.pressSequentially(email, { delay: 40 })
    await page.keyboard.press('Enter')
    await expect(page.locator('.call-alert [role="status"]')).toContainText('¡Correo enviado!', {
      timeout: 30_000,
    })
    await settled(page)
    await expect
      .poll(
        () =>
          inboxRecords<{ template_params?: { email?: string } }>('emails.jsonl').filter(
            (record) => record.template_params?.email === email,
          ).length,
      )
      .toBe(1)
  })
})
