import { readFileSync } from 'node:fs'
import { hides } from '../../src/features/shell/scrollToTop.page'
import { expect, expectNoAxeViolations, test, waitForHydrated, waitForHydration } from './fixtures'
import { SiteShell } from './models/SiteShell'

/** Every guide in data/articles.json: a search narrows the list below this. */
const articleCount = (JSON.parse(readFileSync('data/articles.json', 'utf8')) as unknown[]).length

test.describe('app shell', () => {
  test('a page nobody taps never loads the app; the first tap on a control does, and counts', async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      const match = /\/assets\/([^/]+\.js)$/.exec(new URL(request.url()).pathname)
      if (match?.[1]) scripts.push(match[1])
    })
    // Ten seconds of the page's time, at once: no timer or idle callback starts the app.
    await page.clock.install()
    await page.goto('/guias')
    await page.waitForLoadState('load')
    await page.clock.runFor(10_000)
    // Only the small enhancement module and the service worker's helper.
    expect(scripts.filter((name) => !/^(enhance|workbox-window)/.test(name))).toEqual([])
    expect(await page.evaluate(() => window.yasecomoPage?.app?.phase)).toBe('waiting')
    await page.getByRole('searchbox', { name: 'Buscar guías por título' }).fill('dinero')
    await expect(page).toHaveURL(/\?q=dinero$/)
    await expect(page.locator('.article-card')).not.toHaveCount(articleCount)
    expect(scripts.some((name) => name.startsWith('index-'))).toBe(true)
  })

  test('a page whose URL carries state starts the app after load and first paint, and applies it', async ({
    page,
  }) => {
    await page.goto('/guias?q=dinero')
    await waitForHydrated(page)
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime)
      return {
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        loadEvent: navigation?.loadEventStart ?? Number.NaN,
        firstScript: Math.min(...scripts),
      }
    })
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.firstPaint)
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loadEvent)
    await expect(page.getByRole('searchbox', { name: 'Buscar guías por título' })).toHaveValue('dinero')
    await expect(page.locator('.article-card')).not.toHaveCount(articleCount)
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

  test('desktop nav groups are popovers that work with the keyboard, before the app loads @desktop-only', async ({
    page,
  }) => {
    await page.goto('/')
    const shell = new SiteShell(page)
    const aprende = shell.navGroup('Aprende')
    const menu = page.locator(`[id="${await aprende.getAttribute('aria-controls')}"]`)
    await expect(menu).toBeHidden()
    await aprende.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link')).toHaveText(['Cursos', 'Guías', 'Herramientas', 'Mi lana'])
    // The open list sits right under its button.
    const [button, list] = await Promise.all([aprende.boundingBox(), menu.boundingBox()])
    expect(Math.abs((list?.x ?? 0) - (button?.x ?? 0))).toBeLessThan(40)
    expect((list?.y ?? 0) - ((button?.y ?? 0) + (button?.height ?? 0))).toBeLessThan(20)
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'Cursos' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(aprende).toBeFocused()
    await page.keyboard.press('Space')
    await expect(menu).toBeVisible()
    await page.mouse.click(5, 400)
    await expect(menu).toBeHidden()
    expect(await page.evaluate(() => window.yasecomoPage?.app?.phase)).toBe('waiting')
  })

  test('the phone overlay lists every sublink, keeps focus inside and closes @phone-only', async ({
    page,
  }) => {
    await page.goto('/')
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
      'Mi lana',
      'Becas',
      'Calendario de becas',
      'Mis becas',
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
    await expect(shell.overlay.getByRole('button', { name: 'Cerrar menú' })).toBeFocused()
    await shell.overlay.getByRole('button', { name: 'Cerrar menú' }).click()
    await expect(shell.overlay).toBeHidden()
    await expect(page.locator('body')).not.toHaveClass(/is-scroll-locked/)
    // All of it is HTML and a few lines of script: the app itself never had to load.
    expect(await page.evaluate(() => window.yasecomoPage?.app?.phase)).toBe('waiting')
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
})

test.describe('«Volver arriba» never covers what a student taps', () => {
  test('over a small control it steps aside: «Página siguiente» under it stays tappable', async ({
    page,
  }) => {
    await page.goto('/becas/pagina/2')
    await waitForHydration(page)
    const next = page.getByRole('button', { name: 'Página siguiente' })
    await expect(next).toBeVisible()
    // Past the threshold first, so «Volver arriba» has a box; then bring the pager's last button
    // to its height.
    await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }))
    const fab = page.locator('.scroll-top')
    await expect(fab).not.toHaveAttribute('hidden')
    await fab.evaluate((fabButton) => {
      const button = document.querySelector('[aria-label="Página siguiente"]') as HTMLElement
      const [mine, its] = [fabButton.getBoundingClientRect(), button.getBoundingClientRect()]
      const centre = (box: DOMRect) => box.top + box.height / 2
      window.scrollBy({ top: centre(its) - centre(mine), behavior: 'instant' })
    })
    await expect(fab).not.toHaveAttribute('hidden')
    // The two do meet there (without this the test would prove nothing).
    const [fabBox, nextBox] = await Promise.all(
      [fab, next].map((locator) =>
        locator.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect),
      ),
    )
    expect(hides(fabBox as DOMRect, nextBox as DOMRect)).toBe(true)
    await expect(fab).toHaveClass(/scroll-top--aside/)
    await expect(fab).toBeHidden()
    // A tap at the button's centre reaches the button.
    expect(
      await next.evaluate((button) => {
        const box = button.getBoundingClientRect()
        return button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
      }),
    ).toBe(true)
    // Scrolled on, it is back.
    await page.evaluate(() => window.scrollBy({ top: -300, behavior: 'instant' }))
    await expect(fab).toBeVisible()
  })

  for (const [path, width, tag] of [
    ['/becas/pagina/2', 1280, ' @desktop-only'],
    ['/becas/pagina/2', 390, ''],
    ['/guias', 390, ''],
    ['/cursos/finanzas-personales', 390, ''],
    ['/becas/1', 390, ''],
  ] as const) {
    test(`on ${path} at ${width} px, scrolled down step by step${tag}`, async ({ page }) => {
      test.slow()
      await page.setViewportSize({ width, height: 800 })
      await page.goto(path)
      const shell = new SiteShell(page)
      const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)
      let [shown, steps] = [0, 0]
      for (let y = 700; y <= end; y += 50) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
        // The page script looks once a frame: two frames later it has.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        )
        steps++
        if (!(await shell.scrollTop.isVisible())) continue
        shown++
        // By its class, not its role: it may step aside between the two reads.
        const { cover, under } = await page.locator('.scroll-top').evaluate((button) => {
          const box = button.getBoundingClientRect()
          const meets = (other: DOMRect) =>
            other.right > box.left &&
            other.left < box.right &&
            other.bottom > box.top &&
            other.top < box.bottom
          // Every control whose box meets the button's, found on its own (not through the
          // page script's hit test), drawn and not the button.
          const controls = [
            ...document.querySelectorAll(
              'a[href], button, input, select, textarea, summary, label, [tabindex]',
            ),
          ].filter(
            (control) =>
              control !== button && control.checkVisibility() && meets(control.getBoundingClientRect()),
          )
          return {
            cover: box.toJSON() as DOMRect,
            under: controls.map((control) => ({
              name: (control.textContent ?? '').trim().slice(0, 40),
              box: control.getBoundingClientRect().toJSON() as DOMRect,
            })),
          }
        })
        const covered = under.filter((control) => hides(cover, control.box)).map((control) => control.name)
        expect(covered, `at ${y} px it covers`).toEqual([])
      }
      // It was there to use on most of the way down: a card that is one link, or a button as
      // wide as the phone, is not hidden by it (it shows most of itself beside it).
      expect(shown / steps).toBeGreaterThan(0.8)
    })
  }
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
    // A new deploy removed the chunk this tab expects: every request for it fails. Blocked
    // from the start: the router may preload it (links in view) as soon as the app runs.
    await page.route(/\/assets\/becas\.index-[^/]+\.js$/, (route) => route.abort('failed'))
    await page.goto('/')
    await waitForHydration(page)
    let loads = 0
    page.on('load', () => {
      loads += 1
    })
    await new SiteShell(page).footer.getByRole('link', { name: 'Becas', exact: true }).click()
    // One reload, which brings the new deploy's pre-rendered page: readable at once.
    await expect(page.getByRole('heading', { level: 1, name: 'Encuentra becas para estudiar' })).toBeVisible({
      timeout: 15_000,
    })
    // The heading shows as soon as the HTML is parsed, before the page's `load` event.
    await page.waitForLoadState('load')
    expect(loads).toBe(1)
    // Its app still misses the chunk: the first tap that needs it ends on the error page, no loop.
    await page.getByRole('button', { name: 'Comenzar Quiz' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeVisible({
      timeout: 15_000,
    })
    await page.waitForTimeout(500)
    expect(loads).toBe(1)
    await page.unroute(/\/assets\/becas\.index-[^/]+\.js$/)
    await page.getByRole('button', { name: 'Reintentar' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Encuentra becas para estudiar' })).toBeVisible()
  })
})
