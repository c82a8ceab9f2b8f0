import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { SearchPage } from './models/SearchPage'
import { SiteShell } from './models/SiteShell'

test.describe('«Buscar»: the best answer first, across the whole site', () => {
  test('one ranked list: the page meant comes first, a clear winner says so, each result says what it is', async ({
    page,
  }) => {
    const search = new SearchPage(page)
    await search.open('beca de comida unam')
    await search.results()
    const first = search.hits.first()
    await expect(first.locator('.search-hit__title')).toHaveText(
      'Beca de Alimentación UNAM (Apoyo Nutricional)',
    )
    await expect(first.locator('.search-hit__title')).toHaveAttribute('href', '/becas/45')
    await expect(first.locator('.search-hit__best')).toHaveText('Mejor resultado')
    await expect(search.hits.locator('.search-hit__best')).toHaveCount(1)
    // Results of every kind in one list, each labelled.
    await search.open('presupuesto')
    await search.results()
    const labels = await search.labels()
    expect(labels.length).toBeGreaterThan(3)
    expect(labels).toEqual(expect.arrayContaining(['Guía', 'Sección del curso']))
    expect(await search.hits.count()).toBe(labels.length)
  })

  test('«cetes» opens on the lesson that teaches CETES, and a word it only begins («Cetina») is not found', async ({
    page,
  }) => {
    const search = new SearchPage(page)
    await search.open('cetes')
    await search.results()
    expect((await search.titles())[0]).toBe(
      'Invertir con cabeza: interés compuesto, inflación, riesgo y CETES',
    )
    expect(await search.titles()).not.toContain('Beca Rita Cetina')
    await expect(search.hits.first().locator('mark').first()).toHaveText(/^cetes$/i)
  })

  test('a typo finds the word meant and says what it searched', async ({ page }) => {
    const search = new SearchPage(page)
    await search.open('presupusto')
    await search.results()
    await expect(search.notice).toHaveText('Mostramos resultados para “presupuesto”.')
    expect((await search.titles()).slice(0, 3).some((title) => /presupuesto/i.test(title))).toBe(true)
    // «Mi lana» may come first: students call it «presupuesto», a name its text need not say.
    await expect(
      search.hits
        .filter({ has: page.locator('mark') })
        .first()
        .locator('mark')
        .first(),
    ).toHaveText(/^presupuestos?$/i)
  })

  test('how students say it: «apoyo para el camion» finds the transport programmes', async ({ page }) => {
    const search = new SearchPage(page)
    await search.open('apoyo para el camion')
    await search.results()
    const firstThree = (await search.links()).slice(0, 3)
    for (const href of firstThree)
      expect(['/becas/4', '/becas/105', '/becas/107', '/becas/108', '/becas/126']).toContain(href)
    await expect(
      search.hits
        .first()
        .locator('mark', { hasText: /^transporte$/i })
        .first(),
    ).toBeVisible()
    await expect(search.notice).toHaveCount(0)
  })

  test('the site’s own tools and pages come first by the names students give them (issue 41)', async ({
    page,
  }) => {
    const search = new SearchPage(page)
    const width = page.viewportSize()?.width
    for (const [query, title, href, label] of [
      ['mi lana', 'Mi lana', '/mi-lana', 'Herramienta'],
      ['calendario', 'Calendario de becas', '/becas/calendario', 'Herramienta'],
      ['cv', 'CV para tu primera beca o empleo', '/herramientas/cv-primera-beca', 'Plantilla'],
      ['vivienda cdmx', 'Vivienda para estudiantes', '/viviendas', 'Página'],
    ] as const) {
      await search.open(query)
      await search.results()
      const first = search.hits.first()
      await expect(first.locator('.search-hit__title')).toHaveText(title)
      await expect(first.locator('.search-hit__title')).toHaveAttribute('href', href)
      await expect(first.locator('.search-hit__kind')).toHaveText(label)
      await expect(first.locator('.search-hit__best')).toHaveText('Mejor resultado')
      if (query === 'mi lana' || query === 'cv')
        await page.screenshot({ path: `test-results/search-${query.replace(' ', '-')}-${width}.png` })
    }
    // «cv» is not «cvv»: the card's security code, a longer word, never comes first.
    await search.open('cv')
    await search.results()
    expect((await search.titles())[0]).not.toMatch(/tarjeta|banco/i)
  })

  test('an answer of the FAQ is a result of its own and opens the page at it, its section open', async ({
    page,
  }) => {
    const search = new SearchPage(page)
    await search.open('usan cookies')
    await search.results()
    const first = search.hits.first()
    await expect(first.locator('.search-hit__title')).toHaveText('¿Usan cookies o rastreadores?')
    await expect(first.locator('.search-hit__kind')).toHaveText('Pregunta frecuente')
    await first.locator('.search-hit__title').click()
    await expect(page).toHaveURL('/preguntas-frecuentes#usan-cookies-o-rastreadores')
    const answer = page.locator('#usan-cookies-o-rastreadores')
    await expect(answer.locator('dt')).toHaveText('¿Usan cookies o rastreadores?')
    await expect(answer.locator('dd')).toBeVisible()
    // On screen, its question below the sticky header — on a fresh load, before any app runs.
    const question = answer.locator('dt')
    await expect(question).toBeInViewport()
    const header = await page.locator('.site-header').boundingBox()
    const asked = await question.boundingBox()
    expect(asked?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0))
    // The same answer opened from the page's own address, the browser's back, then forward.
    await page.goto('/preguntas-frecuentes#que-es-yase')
    await expect(page.locator('#que-es-yase dt')).toBeInViewport()
    await page.goBack()
    await expect(question).toBeInViewport()
  })

  test('a lone letter or symbols say what to type, never a blank page; a second letter searches', async ({
    page,
  }) => {
    const search = new SearchPage(page)
    await search.open('ñ')
    await waitForHydration(page)
    await expect(search.status).toHaveText(
      'Escribe al menos una palabra de dos letras o más: por ejemplo «beca», «CURP» o «mi lana».',
    )
    await expect(search.hits).toHaveCount(0)
    await page.screenshot({ path: `test-results/search-enye-${page.viewportSize()?.width}.png` })
    await expectNoAxeViolations(page, { everyRule: true, include: 'main' })
    await search.box.fill('¿?')
    await expect(search.status).toHaveText(/^Escribe al menos una palabra/)
    await search.box.fill('ñu')
    await expect(page).toHaveURL('/buscar?q=%C3%B1u')
    await expect(search.status).toHaveText(/^\d+ resultados?$|^0 resultados$/, { timeout: 20_000 })
  })

  test('nonsense finds nothing and says so with the ways on; an unknown word beside a known one is dropped, and said', async ({
    page,
  }) => {
    const search = new SearchPage(page)
    await search.open('xyzzy')
    await expect(search.status).toHaveText('0 resultados', { timeout: 20_000 })
    await expect(page.getByText('No encontramos nada para “xyzzy”.')).toBeVisible()
    await expect(search.kinds).toHaveCount(0)
    for (const [name, href] of [
      ['El catálogo de becas', '/becas'],
      ['Las guías', '/guias'],
      ['El quiz para encontrar tu beca', '/quiz-becas'],
    ] as const) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    await search.open('beca zzkjhq')
    await search.results()
    await expect(search.notice).toHaveText('Sin resultados para “zzkjhq”; mostramos “beca”.')
    expect(await search.hits.count()).toBeGreaterThan(0)
  })

  test('excerpts begin at a word and never run two blocks of a page together (issue 31)', async ({
    page,
  }) => {
    const search = new SearchPage(page)
    // Before: «/ Interdisciplinaria Beca de Alimentación…», «…Datos de la becaInstitución Instituto…».
    for (const words of ['beca unam', 'institucion publica']) {
      await search.open(words, 'becas')
      await search.results()
      const excerpts = await page.locator('.search-hit__excerpt').allTextContents()
      expect(excerpts.length).toBeGreaterThan(3)
      for (const excerpt of excerpts) {
        expect(excerpt).toMatch(/^(… )?[¿¡«“(]?[\p{L}\p{N}$]/u)
        expect(excerpt).not.toMatch(/becaInstitución|Datos de la beca|\(se abre en una pestaña nueva\)/)
      }
    }
  })

  test('results follow the typing, and the words stay in the URL', async ({ page }) => {
    const search = new SearchPage(page)
    await search.open()
    await waitForHydration(page)
    await search.box.pressSequentially('presupuesto', { delay: 40 })
    await expect(page).toHaveURL('/buscar?q=presupuesto')
    // «presupuesto» is a name of «Mi lana» (data/search-aliases.json): it comes first.
    await expect(search.hits.first().locator('.search-hit__title')).toHaveText('Mi lana', {
      timeout: 20_000,
    })
  })

  test('the kind filter narrows the list, counts every kind, and stays in the URL on reload', async ({
    page,
  }) => {
    const search = new SearchPage(page)
    await search.open('presupuesto')
    const total = await search.results()
    await waitForHydration(page)
    const guides = search.kind(/^Guías \(\d+\)$/)
    const count = Number((await guides.textContent())?.match(/\((\d+)\)/)?.[1])
    await guides.click()
    await expect(page).toHaveURL('/buscar?q=presupuesto&tipo=guias')
    await expect(guides).toHaveAttribute('aria-pressed', 'true')
    await expect(search.status).toHaveText(count === 1 ? '1 resultado' : `${count} resultados`)
    // Every result is of the kind chosen (the guides' catalogue says «Catálogo», and is one).
    expect(
      await page
        .locator('.search-hit__kind')
        .evaluateAll((labels) => [...new Set(labels.map((label) => label.className))]),
    ).toEqual(['search-hit__kind search-hit__kind--guias'])

    await page.reload()
    await expect(search.box).toHaveValue('presupuesto')
    await search.results()
    await expect(search.kind(/^Guías/)).toHaveAttribute('aria-pressed', 'true')
    expect(
      await page
        .locator('.search-hit__kind')
        .evaluateAll((labels) => [...new Set(labels.map((label) => label.className))]),
    ).toEqual(['search-hit__kind search-hit__kind--guias'])
    await search.kind(/^Todo/).click()
    await expect(page).toHaveURL('/buscar?q=presupuesto')
    await expect(search.status).toHaveText(total)
    expect(new Set(await search.labels()).size).toBeGreaterThan(1)
  })

  test("the header's «Buscar» lands on /buscar?q= and the results come from the keyboard alone @desktop-only", async ({
    page,
  }) => {
    await page.goto('/guias')
    const header = page.getByRole('banner').getByRole('search')
    await header.getByRole('searchbox', { name: 'Buscar en Ya Sé Cómo' }).fill('curp')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/buscar?q=curp')
    const search = new SearchPage(page)
    await search.results()
    // Tab from the box reaches the kinds, then the first result, which Enter opens.
    await search.box.focus()
    await page.keyboard.press('Tab')
    await expect(search.kind(/^Todo/)).toBeFocused()
    const first = page.locator('.search-hit__title').first()
    const href = await first.getAttribute('href')
    await first.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(href ?? '')
  })

  test('the phone menu has «Buscar» too @phone-only', async ({ page }) => {
    await page.goto('/becas')
    await new SiteShell(page).openOverlay()
    const menu = page.getByRole('dialog', { name: 'Menú' })
    await menu.getByRole('searchbox', { name: 'Buscar en Ya Sé Cómo' }).fill('beca')
    await menu.getByRole('button', { name: 'Buscar' }).click()
    await expect(page).toHaveURL('/buscar?q=beca')
    await new SearchPage(page).results()
  })

  test('pages load nothing of search until the student searches', async ({ page }) => {
    const fetched: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/search/') || /\/assets\/browserSearch-/.test(pathname)) fetched.push(pathname)
    })
    await page.goto('/becas')
    await waitForHydration(page)
    // The site's box: in the header at desktop width, in the menu on a phone.
    const shell = new SiteShell(page)
    if ((page.viewportSize()?.width ?? 0) < 768) await shell.openOverlay()
    const box = page.getByRole('searchbox', { name: 'Buscar en Ya Sé Cómo' }).locator('visible=true')
    await box.focus()
    await box.pressSequentially('presupuesto', { delay: 30 })
    expect(fetched).toEqual([])
    await box.press('Enter')
    await expect(page).toHaveURL('/buscar?q=presupuesto')
    const search = new SearchPage(page)
    await search.results()
    // The engine, the index and its words, and the texts of the results shown: nothing else.
    expect(fetched).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/browserSearch-[\w-]+\.js$/),
        '/search/version.json',
        expect.stringMatching(/^\/search\/v\/[\w-]+\/index\.json$/),
        expect.stringMatching(/^\/search\/v\/[\w-]+\/words\.json$/),
      ]),
    )
    // The texts of the results shown come in packs: fewer requests than results.
    const texts = fetched.filter((url) => /\/texts\/\d+\.json$/.test(url))
    expect(texts.length).toBeGreaterThan(0)
    expect(texts.length).toBeLessThan(await search.hits.count())
  })

  test('searching breaks no Content-Security-Policy rule, and the page allows no WebAssembly or eval', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { __cspViolations: seen })
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      )
    })
    const search = new SearchPage(page)
    const response = await page.goto('/buscar?q=presupuesto')
    await search.results()
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations)).toEqual([])
    expect(response?.headers()['content-security-policy']).not.toMatch(/wasm|unsafe-eval/)
  })

  test('a search works offline once /buscar has been visited', async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/net::ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/)
    const search = new SearchPage(page)
    await search.open('roomies')
    await search.results()
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.ready
      return Boolean(registration.active && (await caches.has('buscar-indice')))
    })
    // The worker keeps what the page fetched from now on: search again so it is all kept.
    await page.reload()
    await search.results()
    await context.setOffline(true)
    await page.reload()
    await search.results()
    await expect(search.hits.first().locator('.search-hit__title')).toBeVisible()
    await expect(search.hits.first().locator('.search-hit__excerpt mark').first()).toBeVisible()
    await context.setOffline(false)
  })

  test('axe finds nothing on the search page: a clear winner, a typo said, and nothing found', async ({
    page,
  }) => {
    // Three searches, each scanned with every rule: a busy CI machine needs more than the default.
    test.setTimeout(120_000)
    const search = new SearchPage(page)
    await search.open('beca de comida unam')
    await search.results()
    await expect(search.hits.locator('.search-hit__best')).toHaveCount(1)
    // The shell around <main> is the route audit's (html-first.spec.ts); here, the results.
    await expectNoAxeViolations(page, { everyRule: true, include: 'main' })
    await search.open('presupusto')
    await search.results()
    await expect(search.notice).toBeVisible()
    await expectNoAxeViolations(page, { everyRule: true, include: 'main' })
    await search.open('xyzzy')
    await expect(search.status).toHaveText('0 resultados', { timeout: 20_000 })
    await expectNoAxeViolations(page, { everyRule: true, include: 'main' })
  })
})

test.describe('«Buscar» without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the site’s «Buscar» form lands on /buscar?q=, which says search needs JavaScript and links to each catalogue', async ({
    page,
  }) => {
    await page.goto('/guias')
    const shell = new SiteShell(page)
    const phone = (page.viewportSize()?.width ?? 0) < 768
    if (phone) await shell.openOverlay()
    const form = phone ? shell.overlay : shell.header
    await form.getByRole('searchbox', { name: 'Buscar en Ya Sé Cómo' }).fill('presupuesto')
    await form.getByRole('button', { name: 'Buscar' }).click()
    await expect(page).toHaveURL('/buscar?q=presupuesto')
    const note = page.locator('.noscript-note')
    await expect(note).toContainText('La búsqueda necesita JavaScript')
    for (const href of ['/becas', '/guias', '/cursos', '/herramientas', '/comunidades']) {
      await expect(note.locator(`a[href="${href}"]`)).toHaveCount(1)
    }
    // A kind in the address changes nothing without JavaScript: the same note, no error.
    await page.goto('/buscar?q=presupuesto&tipo=guias')
    await expect(page.locator('.noscript-note')).toContainText('La búsqueda necesita JavaScript')
  })
})
