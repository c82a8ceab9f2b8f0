import type { BrowserContext, Page } from '@playwright/test'
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

// What every page's HTML holds without JavaScript (a heading, the footer's links, menus that
// are popovers, no dead control, the notes) is checked on all of them by tests/html; here,
// once each, what needs a browser: the menus and an FAQ opened, the CSS that hides what needs
// JavaScript and shows its note.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the phone menu opens and closes, and leads to the FAQ, whose <details> open and close', async ({
    page,
  }) => {
    await page.goto('/guias/sobrevivir-con-100-pesos')
    const shell = new SiteShell(page)
    await shell.burger.click()
    await expect(shell.overlay).toBeVisible()
    await shell.overlay.getByRole('button', { name: 'Cerrar menú' }).click()
    await expect(shell.overlay).toBeHidden()
    await shell.burger.click()
    await shell.overlay.getByRole('link', { name: 'Preguntas Frecuentes' }).click()
    await expect(page).toHaveURL('/preguntas-frecuentes')
    await expectFaqToggles(page)
  })

  test('the desktop nav groups open and lead to the FAQ @desktop-only', async ({ page }) => {
    await page.goto('/becas')
    await new SiteShell(page).navGroup('Sobre YaSé').click()
    await page.getByRole('link', { name: 'Preguntas Frecuentes' }).first().click()
    await expect(page).toHaveURL('/preguntas-frecuentes')
    await expectFaqToggles(page)
  })

  test('where a feature needs JavaScript, its controls step aside and one short line says so', async ({
    page,
  }) => {
    await page.goto('/becas')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('El quiz necesita JavaScript')).toBeVisible()
    await expect(
      page.getByText(
        'Para buscar y filtrar por área necesitas activar JavaScript; sin él, cambia de página o de nivel con los enlaces de abajo.',
      ),
    ).toBeVisible()
    // The pages and levels it names are plain links to pre-rendered pages (issue 43).
    await page.getByRole('link', { name: '2', exact: true }).click()
    await expect(page).toHaveURL(/\/becas\/pagina\/2\/?$/)
    await expect(page.locator('.scholarship-card, .card').first()).toBeVisible()
    // A level reads to its end too: its own pages.
    await page.getByRole('link', { name: 'Licenciatura', exact: true }).click()
    await expect(page).toHaveURL(/\/becas\/nivel\/licenciatura\/?$/)
    await page.getByRole('link', { name: '2', exact: true }).click()
    await expect(page).toHaveURL(/\/becas\/nivel\/licenciatura\/pagina\/2\/?$/)
    await expect(page.getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('.scholarship-card').first()).toBeVisible()
    await page.goto('/becas')
    await expect(page.locator('.scholarship-card, .card').first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Comenzar Quiz' })).toBeHidden()
    expect(await deadControls(page)).toEqual([])
    await page.goto('/contacto')
    await expect(page.getByText('El formulario necesita JavaScript')).toBeVisible()
    await expect(page.getByRole('link', { name: /@/ }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Enviar mensaje' })).toBeHidden()
    expect(await deadControls(page)).toEqual([])
  })
})

/** The FAQ's first section opens and closes without JavaScript (a native <details>). */
async function expectFaqToggles(page: Page) {
  const section = page.locator('details.faq__section').first()
  await section.locator('summary').click()
  await expect(section.locator('.faq__items')).toBeVisible()
  await section.locator('summary').click()
  await expect(section.locator('.faq__items')).toBeHidden()
}

/**
 * The boxes of the text on the first screen of `path`, in a context with Nunito or (its file
 * blocked) with the metric-matched local fallback that shows until it arrives. JavaScript off:
 * only the CSS acts.
 */
async function firstScreenBoxes(context: BrowserContext, path: string) {
  const page = await context.newPage()
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
  await page.close()
  return boxes
}

test.describe('the swap to Nunito', () => {
  // /herramientas at 390 px was the case that moved: its title took one line in Arial, two in Nunito.
  const paths = ['/', '/herramientas', '/becas', '/guias', '/guias/sobrevivir-con-100-pesos', '/mis-becas']
  // Both widths from the phone project: one context with the font and one without for each,
  // every page visited in both (a context per page and width cost 24 new contexts).
  for (const width of [390, 1280]) {
    test(`moves nothing on the first screen of ${paths.join(', ')} at ${width} px`, async ({ browser }) => {
      test.slow()
      const open = async (withNunito: boolean) => {
        const context = await browser.newContext({
          viewport: { width, height: 844 },
          javaScriptEnabled: false,
        })
        if (!withNunito) await context.route('**/*.woff2', (route) => route.abort())
        return context
      }
      const [withoutFont, withFont] = await Promise.all([open(false), open(true)])
      for (const path of paths) {
        const fallback = await firstScreenBoxes(withoutFont, path)
        const nunito = await firstScreenBoxes(withFont, path)
        expect.soft(fallback.nunitoLoaded, `${path}: the fallback really showed`).toBe(false)
        expect.soft(nunito.nunitoLoaded, `${path}: Nunito really loaded`).toBe(true)
        expect.soft(fallback.seen.length, path).toBeGreaterThan(5)
        // Rounding may differ by a pixel; a changed line count moves things by a whole line.
        const moved = fallback.seen.filter((box, index) => {
          const other = nunito.seen[index]
          return !other || Math.abs(box.top - other.top) > 2 || Math.abs(box.height - other.height) > 2
        })
        expect.soft(moved, `${path} at ${width} px`).toEqual([])
      }
      await Promise.all([withoutFont.close(), withFont.close()])
    })
  }
})

test.describe('the swap to Nunito on /buscar', () => {
  // At 412 px (Lighthouse's phone) «Buscar en Ya Sé Cómo» took one line in Nunito and two in
  // the metric-matched Arial, and the short page's footer was on screen (CLS 0.034). With
  // JavaScript, as students and Lighthouse load it (the results' space is then kept).
  test('moves nothing on its first screen at 390, 412 and 1280 px', async ({ browser }) => {
    // Six loads in fresh contexts: a busy CI machine needs more than the default.
    test.setTimeout(120_000)
    for (const width of [390, 412, 1280]) {
      const open = async (withNunito: boolean) => {
        const context = await browser.newContext({ viewport: { width, height: 844 } })
        if (!withNunito) await context.route('**/*.woff2', (route) => route.abort())
        return context
      }
      const [withoutFont, withFont] = await Promise.all([open(false), open(true)])
      const fallback = await firstScreenBoxes(withoutFont, '/buscar')
      const nunito = await firstScreenBoxes(withFont, '/buscar')
      await Promise.all([withoutFont.close(), withFont.close()])
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
  // The build now puts them in place (scripts/resolveStreamedBoundaries); tests/html checks
  // the HTML of every page, this the form on screen before and after the app.
  for (const path of ['/', '/becas/0', '/becas/1']) {
    test(`are on screen from the first paint of ${path}, and stay once the app runs`, async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('main form.signup').first()).toBeVisible()
      await waitForHydration(page)
      await expect(page.locator('main form.signup').first()).toBeVisible()
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
    // framer-motion animates transforms with the Web Animations API and writes the final
    // style when one ends: settled means no finite animation is still running.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    )
    const next = await attributeSnapshot(page)
    if (next.join('\n') === previous.join('\n')) return next
    previous = next
  }
  return previous
}

/** Notes every Content-Security-Policy violation from the first byte of each page. */
async function watchContentSecurityPolicy(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  return () => page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations ?? [])
}

/** Images on screen, the app's included, that could shift the layout when they arrive. */
const unsizedImages = (page: Page) =>
  page.evaluate(() =>
    [...document.images]
      .filter(
        (image) =>
          !(image.getAttribute('width') && image.getAttribute('height')) &&
          getComputedStyle(image).aspectRatio === 'auto',
      )
      .map((image) => image.outerHTML.slice(0, 100)),
  )

/**
 * React does not patch an attribute that differs between the pre-rendered HTML and its first
 * client render (production builds do not even say so): the page keeps the HTML's value until
 * that prop changes again — `aria-current` on the wrong section link, say. So the page as
 * hydrated must equal the same URL rendered by the app from scratch (an in-app visit to
 * another page and back): a stale attribute shows as a difference.
 */
async function expectSameAsTheAppsOwnRender(page: Page, path: string) {
  const hydrated = await settledSnapshot(page)
  // Each move waits for its page to be on screen (the URL changes before the route renders).
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
  await quizQuestionShown(page, path)
  expect(await settledSnapshot(page)).toEqual(hydrated)
}

/**
 * The quiz «types» its first question after two seconds of dots, and its answers appear once
 * the typing ends: compare what follows. Waiting for the dots alone is not enough — the typing
 * changes no attribute, so a busy machine's snapshot «settled» before the answers arrived.
 */
async function quizQuestionShown(page: Page, path: string) {
  if (path !== '/quiz-becas') return
  await expect(page.locator('.quiz__inputs')).toBeVisible({ timeout: 15_000 })
}

const mismatches = (errors: string[]) => errors.filter((text) => /#418|#421|[Hh]ydrat/.test(text))

/**
 * One page load per route shape and per stateful URL does every route-level check (issue 33):
 * the status, no console error (the fixture), hydration without a mismatch and equal to the
 * app's own render of the URL, no Content-Security-Policy violation, every image sized, and
 * axe at every rule. The route shapes run at desktop width too, without the comparison (the
 * same code at every width); feature specs scan only the parts they change.
 */
test.describe('route audit', () => {
  const audited = [
    ...ROUTE_SHAPES.map((path) => ({ path, desktop: true })),
    ...[...STATEFUL_URLS, '/cursos/finanzas-personales/modulo-1?seccion=importancia'].map((path) => ({
      path,
      desktop: false,
    })),
  ]
  for (const { path, desktop } of audited) {
    test(`${path}: status, console, hydration equal to the app's render, CSP, images, axe${desktop ? ' @desktop' : ''}`, async ({
      page,
      consoleErrors,
    }, testInfo) => {
      const cspViolations = await watchContentSecurityPolicy(page)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await waitForHydration(page)
      await expectNoAxeViolations(page, { everyRule: true })
      await quizQuestionShown(page, path)
      if (testInfo.project.name === 'phone') await expectSameAsTheAppsOwnRender(page, path)
      // Lazy chunks, fonts and the vitals reporter load after hydration (the comparison above
      // waits for the page to settle, and more).
      else await page.waitForLoadState('networkidle')
      expect(await unsizedImages(page)).toEqual([])
      expect(await cspViolations()).toEqual([])
      expect(mismatches(consoleErrors)).toEqual([])
    })
  }

  test('the offline page hydrates cleanly, within the policy, and axe finds nothing', async ({ page }) => {
    const cspViolations = await watchContentSecurityPolicy(page)
    await page.goto('/sin-conexion.html')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sin conexión')
    await page.waitForLoadState('networkidle')
    expect(await cspViolations()).toEqual([])
    await expectNoAxeViolations(page, { everyRule: true })
  })
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
