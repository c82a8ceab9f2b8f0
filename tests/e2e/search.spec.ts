import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { SearchPage } from './models/SearchPage'
import { SiteShell } from './models/SiteShell'

test.describe('«Buscar»: one search for the whole site', () => {
  test('«benito juarez» lists the Benito Juárez programmes first', async ({ page }) => {
    const search = new SearchPage(page)
    await search.open('benito juarez')
    await search.results()
    expect((await search.groups())[0]).toBe('Becas')
    // Programmes 0–4 are the Coordinación Nacional de Becas para el Bienestar Benito Juárez's.
    const first = await search
      .group('Becas')
      .evaluateAll((links) => links.slice(0, 3).map((link) => link.getAttribute('href')))
    for (const href of first) expect(href).toMatch(/^\/becas\/[0-4]$/)
  })

  test('«presupuesto» finds guides and course sections, each opening where it speaks of it', async ({
    page,
  }) => {
    const search = new SearchPage(page)
    await search.open('presupuesto')
    await search.results()
    await expect(search.group('Guías').filter({ hasText: 'Tu primer presupuesto por quincena' })).toHaveCount(
      1,
    )
    const section = search.group('Cursos').first()
    await expect(section).toHaveAttribute(
      'href',
      /^\/cursos\/finanzas-personales\/modulo-\d\?seccion=[a-z0-9-]+$/,
    )
    // The matched word is marked in the excerpt.
    await expect(page.locator('.search-hit__excerpt mark').first()).toHaveText(/presupuesto/i)
    const href = await section.getAttribute('href')
    await section.click()
    await expect(page).toHaveURL(href ?? '')
  })

  test('«cripto» finds the crypto course, «dalia» the template, «monterrey» community groups', async ({
    page,
  }) => {
    const search = new SearchPage(page)
    await search.open('cripto')
    await search.results()
    await expect(search.group('Cursos').filter({ hasText: /^Cripto y blockchain$/ })).toHaveAttribute(
      'href',
      '/cursos/cripto-blockchain',
    )
    await search.open('dalia')
    await search.results()
    await expect(search.group('Herramientas').first()).toHaveText('Diario Dalia')
    await search.open('monterrey')
    await search.results()
    await expect(
      search.group('Comunidades').filter({ hasText: 'Tec de Monterrey — Campus Monterrey' }),
    ).toHaveAttribute('href', '/comunidades?estado=Nuevo%20Le%C3%B3n#tec-de-monterrey-campus-monterrey')
  })

  test('accents and capitals do not matter', async ({ page }) => {
    const search = new SearchPage(page)
    const found = async (words: string) => {
      await search.open(words)
      await search.results()
      return page
        .locator('.search-hit__title')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    }
    const plain = await found('benito juarez')
    expect(plain.length).toBeGreaterThan(0)
    expect(await found('BENITO JUÁREZ')).toEqual(plain)
    const nursing = await found('enfermeria')
    expect(nursing.length).toBeGreaterThan(0)
    expect(await found('Enfermería')).toEqual(nursing)
  })

  test('words nobody wrote show the empty state with a way on', async ({ page }) => {
    const search = new SearchPage(page)
    await search.open('zzqxw')
    await expect(search.status).toHaveText('0 resultados', { timeout: 20_000 })
    await expect(page.getByText('No encontramos nada para “zzqxw”.')).toBeVisible()
    for (const [name, href] of [
      ['El catálogo de becas', '/becas'],
      ['Las guías', '/guias'],
      ['El quiz para encontrar tu beca', '/quiz-becas'],
    ] as const) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', href)
    }
  })

  test('results follow the typing, the kind filter counts, and q and tipo stay in the URL, reload and a new tab', async ({
    page,
    context,
  }) => {
    const search = new SearchPage(page)
    await search.open()
    await waitForHydration(page)
    await search.box.pressSequentially('roomies', { delay: 60 })
    await expect(page).toHaveURL('/buscar?q=roomies')
    const total = await search.results()
    expect(total).toMatch(/^\d+ resultados?$/)
    const guides = search.kind(/^Guías \(\d+\)$/)
    const count = Number((await guides.textContent())?.match(/\((\d+)\)/)?.[1])
    await guides.click()
    await expect(page).toHaveURL('/buscar?q=roomies&tipo=guias')
    await expect(guides).toHaveAttribute('aria-pressed', 'true')
    await expect(search.status).toHaveText(count === 1 ? '1 resultado' : `${count} resultados`)
    expect(await search.groups()).toEqual(['Guías'])

    await page.reload()
    await expect(search.box).toHaveValue('roomies')
    await search.results()
    await expect(search.kind(/^Guías/)).toHaveAttribute('aria-pressed', 'true')
    expect(await search.groups()).toEqual(['Guías'])

    const other = await context.newPage()
    await other.goto(page.url())
    const again = new SearchPage(other)
    await again.results()
    await expect(again.box).toHaveValue('roomies')
    expect(await again.groups()).toEqual(['Guías'])
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
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    const menu = page.getByRole('dialog', { name: 'Menú' })
    await menu.getByRole('searchbox', { name: 'Buscar en Ya Sé Cómo' }).fill('beca')
    await menu.getByRole('button', { name: 'Buscar' }).click()
    await expect(page).toHaveURL('/buscar?q=beca')
    await new SearchPage(page).results()
  })

  test('pages load nothing of search until the student searches', async ({ page }) => {
    const fetched: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/pagefind/')) fetched.push(request.url())
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
    await new SearchPage(page).results()
    // Pagefind's code, its entry and only the index chunks for the words typed.
    expect(fetched.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true)
    const chunks = fetched.filter((url) => url.includes('/pagefind/index/'))
    expect(chunks.length).toBeGreaterThan(0)
    expect(chunks.length).toBeLessThan(5)
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
    await expect(page.locator('.search-hit__title').first()).toBeVisible()
    await context.setOffline(false)
  })

  test('axe finds nothing on the search page, with results and empty', async ({ page }) => {
    const search = new SearchPage(page)
    await search.open('beca')
    await search.results()
    // The shell around <main> is the route audit's (html-first.spec.ts); here, the results.
    await expectNoAxeViolations(page, { everyRule: true, include: 'main' })
    await search.open('zzqxw')
    await expect(search.status).toHaveText('0 resultados', { timeout: 20_000 })
    await expectNoAxeViolations(page, { everyRule: true, include: 'main' })
  })
})

test.describe('«Buscar» without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header form lands on /buscar?q=, which says search needs JavaScript and links to each catalogue @desktop-only', async ({
    page,
  }) => {
    await page.goto('/guias')
    const header = page.getByRole('banner').getByRole('search')
    await header.getByRole('searchbox').fill('presupuesto')
    await header.getByRole('button', { name: 'Buscar' }).click()
    await expect(page).toHaveURL('/buscar?q=presupuesto')
    const note = page.locator('.noscript-note')
    await expect(note).toContainText('La búsqueda necesita JavaScript')
    for (const href of ['/becas', '/guias', '/cursos', '/herramientas', '/comunidades']) {
      await expect(note.locator(`a[href="${href}"]`)).toHaveCount(1)
    }
  })
})
