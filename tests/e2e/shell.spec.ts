import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { SiteShell } from './models/SiteShell'

test.describe('app shell', () => {
  test('the start page is pre-rendered: text, title and description without JavaScript', async ({
    request,
  }) => {
    const response = await request.get('/')
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain('<html lang="es-MX"')
    expect(html).toMatch(/<title>[^<]*\| Ya Sé Cómo<\/title>/)
    expect(html).toContain('<meta name="description" content="Becas reales en México')
    expect(html).toContain('De &quot;¿y ahora qué?&quot; a &quot;ya sé cómo&quot;')
    expect(html).toContain('<link rel="canonical" href="https://yasecomo.mx/"')
  })

  test('the app’s code starts loading only after the page has loaded and painted, then hydrates', async ({
    page,
  }) => {
    await page.goto('/guias/sobrevivir-con-100-pesos')
    await waitForHydration(page)
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime)
      return {
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        loadEvent: navigation?.loadEventStart ?? Number.NaN,
        firstScript: Math.min(...scripts),
        scripts: scripts.length,
      }
    })
    expect(timing.scripts).toBeGreaterThan(3)
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.firstPaint)
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loadEvent)
  })

  test('unknown paths answer 404 with «¡Ups!»', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/404 \(Not Found\)/)
    const response = await page.goto('/esta-pagina-no-existe')
    expect(response?.status()).toBe(404)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: '¡Ups!' })).toBeVisible()
    await expect(page.getByText('La página que buscas no existe o se ha movido.')).toBeVisible()
    await page.getByRole('link', { name: 'Volver al inicio' }).click()
    await expect(page).toHaveURL('/')
    await expectNoAxeViolations(page)
  })

  test('desktop nav groups work with the keyboard @desktop-only', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const shell = new SiteShell(page)
    const aprende = shell.navGroup('Aprende')
    await aprende.focus()
    await page.keyboard.press('Enter')
    await expect(aprende).toHaveAttribute('aria-expanded', 'true')
    const menu = page.locator(`[id="${await aprende.getAttribute('aria-controls')}"]`)
    await expect(menu.getByRole('link')).toHaveText(['Cursos', 'Guías', 'Herramientas'])
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'Cursos' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(aprende).toHaveAttribute('aria-expanded', 'false')
    await expect(aprende).toBeFocused()
    await page.keyboard.press('Space')
    await expect(aprende).toHaveAttribute('aria-expanded', 'true')
    await page.mouse.click(5, 400)
    await expect(aprende).toHaveAttribute('aria-expanded', 'false')
  })

  test('the phone overlay lists every sublink, keeps focus inside and closes @phone-only', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    const shell = new SiteShell(page)
    await expect(shell.desktopNav).toBeHidden()
    await shell.openOverlay()
    const names = await shell.overlay
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('aria-label') ?? link.textContent?.trim()),
      )
    expect(names).toEqual([
      'Ya Sé Cómo',
      'Cursos',
      'Guías',
      'Herramientas',
      'Becas',
      'Comunidades',
      'Viviendas',
      'Quiénes somos',
      'Preguntas Frecuentes',
      'Contacto',
      'Términos',
      'Privacidad',
      'TikTok @yasecomo (se abre en una pestaña nueva)',
      'Instagram @yasecomo (se abre en una pestaña nueva)',
    ])
    await expect(page.locator('body')).toHaveClass(/is-scroll-locked/)
    for (let i = 0; i < 20; i++) await page.keyboard.press('Tab')
    expect(await shell.overlay.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(shell.overlay).toBeHidden()
    await expect(shell.burger).toBeFocused()
    await shell.openOverlay()
    await shell.overlay.getByRole('button', { name: 'Cerrar menú' }).click()
    await expect(shell.overlay).toBeHidden()
    await expect(page.locator('body')).not.toHaveClass(/is-scroll-locked/)
  })

  test('social links open in a new tab without an opener', async ({ page }) => {
    await page.goto('/')
    for (const link of await page.getByRole('link', { name: /TikTok|Instagram/ }).all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  test('the footer has the four groups, legal links under Ayuda and the tagline', async ({ page }) => {
    await page.goto('/')
    const shell = new SiteShell(page)
    await expect(shell.footer.getByRole('heading', { level: 2 })).toHaveText([
      'Aprende',
      'Explora',
      'Sobre YaSé',
      'Ayuda',
    ])
    const ayuda = shell.footer.getByRole('navigation', { name: 'Ayuda' })
    await expect(ayuda.getByRole('link')).toHaveText(['Contacto', 'Términos', 'Privacidad'])
    await expect(shell.footer.getByText('De "¿y ahora qué?" a "ya sé cómo"')).toBeVisible()
  })

  test('the scroll-to-top button appears past 600 px and scrolls back to the top', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    // Make the page tall enough to scroll, whatever its content.
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px'
    })
    const shell = new SiteShell(page)
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect(shell.scrollTop).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 700))
    await expect(shell.scrollTop).toBeVisible()
    await shell.scrollTop.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(shell.scrollTop).toBeHidden()
  })

  test('no accessibility violations on the start page', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await expectNoAxeViolations(page)
  })
})

test.describe('app shell without the service worker', () => {
  // page.route() does not see requests a service worker makes; once ours controls the tab
  // (fast on an idle machine, late on a busy one) the blocked chunk would still load.
  test.use({ serviceWorkers: 'block' })

  test('a failed lazy chunk reloads once, then shows the error page with «Reintentar»', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(
      /dynamically imported module|Failed to load resource|net::ERR_FAILED|Importing a module script failed/,
    )
    await page.goto('/')
    await waitForHydration(page)
    // A new deploy removed the chunk this tab expects: every request for it fails.
    await page.route(/\/assets\/becas\.index-[^/]+\.js$/, (route) => route.abort('failed'))
    let loads = 0
    page.on('load', () => {
      loads += 1
    })
    await new SiteShell(page).footer.getByRole('link', { name: 'Becas' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeVisible({
      timeout: 15_000,
    })
    expect(loads).toBe(1)
    await page.waitForTimeout(500)
    expect(loads).toBe(1)
    await page.unroute(/\/assets\/becas\.index-[^/]+\.js$/)
    await page.getByRole('button', { name: 'Reintentar' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Encuentra becas para estudiar' })).toBeVisible()
  })
})
