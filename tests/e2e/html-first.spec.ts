import type { Browser, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test, waitForHydrated, waitForHydration } from './fixtures'
import { SiteShell } from './models/SiteShell'
import { ROUTE_SHAPES, STATEFUL_URLS } from './routes'

/** Visible controls that would do nothing without JavaScript (popover buttons work alone). */
const deadControls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, input, select, textarea')]
      // A control of a native form (the header's «Buscar») works without JavaScript.
      .filter(
        (control) =>
          control.checkVisibility() &&
          !control.hasAttribute('popovertarget') &&
          !control.closest('form[data-native]'),
      )
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

/**
 * The boxes of the text on the first screen, with Nunito or (its file blocked) with the
 * metric-matched local fallback that shows until it arrives. JavaScript off: only the CSS acts.
 */
async function firstScreenBoxes(
  browser: Browser,
  path: string,
  width: number,
  withNunito: boolean,
  javaScriptEnabled = false,
) {
  const context = await browser.newContext({ viewport: { width, height: 844 }, javaScriptEnabled })
  const page = await context.newPage()
  if (!withNunito) await page.route('**/*.woff2', (route) => route.abort())
  await page.goto(path)
  const boxes = await page.evaluate(async () => {
    await document.fonts.ready
    const nunito = [...document.fonts].filter((face) => face.family.replaceAll('"', '') === 'Nunito')
    const seen = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, p, li, a, button, label, summary')]
      .filter((element) => element.checkVisibility())
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.top < innerHeight && box.height > 0)
      .map((box) => ({ top: Math.round(box.top), height: Math.round(box.height) }))
    return { nunitoLoaded: nunito.some((face) => face.status === 'loaded'), seen }
  })
  await context.close()
  return boxes
}

test.describe('the swap to Nunito', () => {
  // /herramientas at 390 px was the case that moved: its title took one line in Arial, two in Nunito.
  for (const path of [
    '/',
    '/herramientas',
    '/becas',
    '/guias',
    '/guias/sobrevivir-con-100-pesos',
    '/mis-becas',
  ]) {
    test(`moves nothing on the first screen of ${path}, phone and desktop @phone-only`, async ({
      browser,
    }) => {
      for (const width of [390, 1280]) {
        const fallback = await firstScreenBoxes(browser, path, width, false)
        const nunito = await firstScreenBoxes(browser, path, width, true)
        expect(fallback.nunitoLoaded, 'the fallback really showed').toBe(false)
        expect(nunito.nunitoLoaded, 'Nunito really loaded').toBe(true)
        expect(fallback.seen.length).toBeGreaterThan(5)
        // Rounding may differ by a pixel; a changed line count moves things by a whole line.
        const moved = fallback.seen.filter((box, index) => {
          const other = nunito.seen[index]
          return !other || Math.abs(box.top - other.top) > 2 || Math.abs(box.height - other.height) > 2
        })
        expect(moved, `${path} at ${width} px`).toEqual([])
      }
    })
  }
})

test.describe('the swap to Nunito on /buscar', () => {
  // At 412 px (Lighthouse's phone) «Buscar en Ya Sé Cómo» took one line in Nunito and two in
  // the metric-matched Arial, and the short page's footer was on screen (CLS 0.034). With
  // JavaScript, as students and Lighthouse load it (the results' space is then kept).
  test('moves nothing on its first screen at 390, 412 and 1280 px @phone-only', async ({ browser }) => {
    for (const width of [390, 412, 1280]) {
      const fallback = await firstScreenBoxes(browser, '/buscar', width, false, true)
      const nunito = await firstScreenBoxes(browser, '/buscar', width, true, true)
      expect([fallback.nunitoLoaded, nunito.nunitoLoaded]).toEqual([false, true])
      const moved = fallback.seen.filter((box, index) => {
        const other = nunito.seen[index]
        return !other || Math.abs(box.top - other.top) > 2 || Math.abs(box.height - other.height) > 2
      })
      expect(moved, `/buscar at ${width} px`).toEqual([])
    }
  })
})

test.describe('the first paint', () => {
  // On a slow CPU the parser yields, and Chromium paints, partway through a page. A header
  // painted with two of its four nav groups re-centred the nav when the rest arrived (CLS 0.012
  // on a CI run of /filtro-becas). Without <link rel="expect"> a partial header showed in 22 of
  // 30 loads at ×6 (scripts/first-paint-ab.ts); the first frame now waits for <main>.
  test('shows a whole header even when a slow CPU parses the page in pieces @desktop-only', async ({
    page,
  }) => {
    // Six loads at a sixth of the CPU: 31 s on a busy CI runner, so more than the usual 45 s.
    test.setTimeout(120_000)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        Object.assign(window, {
          __firstFrame: {
            navGroups: document.querySelectorAll('.main-nav .nav-group').length,
            socials: document.querySelectorAll('.header-actions .social-links li').length,
            main: document.querySelector('main') !== null,
          },
        })
      })
    })
    for (const path of ['/filtro-becas?estado=Nuevo+Le%C3%B3n&nivel=licenciatura', '/', '/becas']) {
      for (let load = 0; load < 2; load++) {
        await page.goto(path)
        await page.waitForFunction(() => '__firstFrame' in window)
        expect(
          await page.evaluate(() => (window as unknown as { __firstFrame: object }).__firstFrame),
          path,
        ).toEqual({
          navGroups: 4,
          socials: 2,
          main: true,
        })
      }
    }
  })
})

test.describe('lazy parts of a pre-rendered page', () => {
  // The first page of a build to render each lazy part used to get it streamed: a hidden
  // segment at the end of <body> that React's inline script moves into place on a later frame
  // (up to 300 ms later), so the sign-up form on / and the call alert on /becas/0 and /becas/1
  // could appear after the first paint and push the page down (CLS 0.041 on / in some runs).
  // The build now puts them in place (scripts/resolveStreamedBoundaries).
  for (const path of ['/', '/becas/0', '/becas/1']) {
    test(`are already in place in the HTML of ${path}`, async ({ page, request }) => {
      const html = await (await request.get(path)).text()
      expect(html).not.toMatch(/<template id="B:\d+">|<div hidden id="S:\d+">|\$RC\("/)
      const form = html.match(
        /<!--\$--><p class="noscript-note">[^<]*<\/p><form class="signup needs-js"[^>]*>/g,
      )
      expect(form, 'the form sits inside a completed boundary').toHaveLength(path === '/' ? 2 : 1)

      await page.goto(path)
      await expect(page.locator('main form.signup').first()).toBeVisible()
      await waitForHydration(page)
      await expect(page.locator('main form.signup').first()).toBeVisible()
    })
  }
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

/**
 * Every attribute of the page, element by element (<body> only; scripts, the no-script copies
 * and the shadow roots of custom elements aside). Not compared, because they differ by
 * design: the ids React makes (`useId`: one form on the server, another in a client render),
 * `selected` on an <option> (the server writes the attribute, the client sets the select's
 * value), whether a lazy part has announced itself yet (`data-app-ready`), what the page
 * script's elements draw from the device when they are ready (`data-ready` on «Guardar», the
 * «(leída)» `label` of a read section's <option>) and «Volver arriba», which follows the scroll.
 */
const attributeSnapshot = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((element) => !element.closest('script, noscript, template, [data-scroll-top]'))
      .map((element, position) => {
        const attributes = [...element.attributes]
          .filter(
            (attribute) =>
              !['data-app-ready', 'data-ready'].includes(attribute.name) &&
              !(['selected', 'label'].includes(attribute.name) && element.tagName === 'OPTION'),
          )
          .map((attribute) => `${attribute.name}="${attribute.value.replace(/_[Rr]_[\w-]+_/g, '«id»')}"`)
          .sort()
          .join(' ')
        return `${position} <${element.tagName.toLowerCase()} ${attributes}>`
      }),
  )

/** The snapshot once the page has stopped changing (lazy parts and data still arriving). */
async function settledSnapshot(page: Page) {
  let previous = await attributeSnapshot(page)
  for (let tries = 0; tries < 20; tries++) {
    await page.waitForTimeout(300)
    const next = await attributeSnapshot(page)
    if (next.join('\n') === previous.join('\n')) return next
    previous = next
  }
  return previous
}

test.describe('hydration leaves no attribute of the pre-rendered HTML behind', () => {
  // React does not patch an attribute that differs between the pre-rendered HTML and its
  // first client render (production builds do not even say so): the page keeps the HTML's
  // value until that prop changes again — `aria-current` on the wrong section link, say.
  // So each page, as hydrated, must equal the same URL rendered by the app from scratch
  // (an in-app visit to another page and back): a stale attribute shows as a difference.
  for (const path of [
    ...ROUTE_SHAPES,
    ...STATEFUL_URLS,
    '/cursos/finanzas-personales/modulo-1?seccion=importancia',
  ]) {
    test(`${path} as hydrated equals the app's own render of it @phone-only`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      // The quiz «types» its first question after two seconds of dots: compare what follows.
      await expect(page.locator('.quiz__dots')).toHaveCount(0, { timeout: 10_000 })
      const hydrated = await settledSnapshot(page)
      // Away in the app (a footer link) and back: the route renders anew on the client. Each
      // move waits for its page to be on screen (the URL changes before the route renders).
      const away = path.startsWith('/terminos')
        ? { link: 'Privacidad', heading: 'Política de privacidad' }
        : { link: 'Términos', heading: 'Términos de servicio' }
      const heading = page.getByRole('heading', { level: 1 })
      const before = await heading.textContent()
      await page.getByRole('contentinfo').getByRole('link', { name: away.link, exact: true }).click()
      await expect(heading).toHaveText(away.heading)
      await page.goBack()
      await expect(page).toHaveURL(path)
      await expect(heading).toHaveText(before ?? '')
      await waitForHydrated(page)
      await expect(page.locator('.quiz__dots')).toHaveCount(0, { timeout: 10_000 })
      expect(await settledSnapshot(page)).toEqual(hydrated)
    })
  }
})

test.describe('a module opened on a section URL', () => {
  // What «Continúa donde te quedaste», a reload and a shared link all open.
  test('marks that section current in the side navigation, and nothing else @desktop-only', async ({
    page,
  }) => {
    await page.goto('/cursos/finanzas-personales/modulo-1?seccion=importancia')
    await waitForHydration(page)
    const nav = page.getByRole('navigation', { name: 'Secciones del módulo' })
    await expect(nav.locator('[aria-current]')).toHaveCount(1)
    await expect(nav.locator('a[data-section="importancia"]')).toHaveAttribute('aria-current', 'step')
    await expect(page.getByRole('link', { name: 'Volver al curso' })).not.toHaveAttribute('aria-current')
    await expect(page.locator('main [aria-current="page"]')).toHaveCount(0)
  })
})
