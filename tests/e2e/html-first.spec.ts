import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { SiteShell } from './models/SiteShell'
import { ROUTE_SHAPES, STATEFUL_URLS } from './routes'

/** Visible controls that would do nothing without JavaScript (popover buttons work alone). */
const deadControls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, input, select, textarea')]
      .filter((control) => control.checkVisibility() && !control.hasAttribute('popovertarget'))
      .map((control) => control.outerHTML.slice(0, 80)),
  )

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // The page is the same HTML at every width; only the menus differ (burger or nav groups).
  // Every route at phone width, a few at desktop width to walk the nav groups.
  const DESKTOP_SAMPLE = new Set([
    '/',
    '/guias/sobrevivir-con-100-pesos',
    '/becas',
    '/cursos/finanzas-personales',
  ])
  for (const path of ROUTE_SHAPES) {
    const only = DESKTOP_SAMPLE.has(path) ? '' : ' @phone-only'
    test(`${path} reads completely, its links and menus work, and no control is dead${only}`, async ({
      page,
    }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contacto' })).toBeVisible()
      expect(await deadControls(page)).toEqual([])
      const shell = new SiteShell(page)
      const viewport = page.viewportSize()?.width ?? 0
      if (viewport < 768) {
        await shell.burger.click()
        await expect(shell.overlay).toBeVisible()
        await shell.overlay.getByRole('button', { name: 'Cerrar menú' }).click()
        await expect(shell.overlay).toBeHidden()
        await shell.burger.click()
        await shell.overlay.getByRole('link', { name: 'Preguntas Frecuentes' }).click()
      } else {
        await shell.navGroup('Sobre YaSé').click()
        await page.getByRole('link', { name: 'Preguntas Frecuentes' }).first().click()
      }
      await expect(page).toHaveURL('/preguntas-frecuentes')
      const section = page.locator('details.faq__section').first()
      await section.locator('summary').click()
      await expect(section.locator('.faq__items')).toBeVisible()
      await section.locator('summary').click()
      await expect(section.locator('.faq__items')).toBeHidden()
    })
  }

  test('where a feature needs JavaScript, one short line says so', async ({ page }) => {
    await page.goto('/becas')
    await expect(page.getByText('El quiz necesita JavaScript')).toBeVisible()
    await expect(
      page.getByText('Para buscar, filtrar por área y ver más páginas necesitas activar JavaScript'),
    ).toBeVisible()
    await expect(page.locator('.scholarship-card, .card').first()).toBeVisible()
    await page.goto('/contacto')
    await expect(page.getByText('El formulario necesita JavaScript')).toBeVisible()
    await expect(page.getByRole('link', { name: /@/ }).first()).toBeVisible()
  })
})

test.describe('hydration and accessibility, page by page', () => {
  const mismatches = (errors: string[]) => errors.filter((text) => /#418|#421|[Hh]ydrat/.test(text))

  for (const path of ROUTE_SHAPES) {
    test(`${path} hydrates without a mismatch and has no axe violation of any rule`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(path)
      await waitForHydration(page)
      expect(mismatches(consoleErrors)).toEqual([])
      await expectNoAxeViolations(page, { everyRule: true })
    })
  }

  // Query-string state is applied by the same code at every width: once, at phone width.
  for (const path of STATEFUL_URLS) {
    test(`${path} applies its URL state without a mismatch @phone-only`, async ({ page, consoleErrors }) => {
      await page.goto(path)
      await waitForHydration(page)
      expect(mismatches(consoleErrors)).toEqual([])
    })
  }
})
