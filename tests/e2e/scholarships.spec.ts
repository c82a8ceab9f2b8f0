import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { ScholarshipsPage } from './models/ScholarshipsPage'

test.describe('scholarship catalogue', () => {
  test('lists 12 per page with the pager shape on first, middle and last pages', async ({ page }) => {
    await page.goto('/becas')
    await waitForHydration(page)
    const becas = new ScholarshipsPage(page)
    await expect(becas.cards()).toHaveCount(12)
    const total = Number((await becas.count().innerText()).match(/de (\d+)/)?.[1])
    expect(total).toBeGreaterThanOrEqual(10)
    expect(await becas.pagerShape()).toBe(`1 2 … ${total}`)
    await expect(becas.pager().getByRole('button', { name: 'Página anterior' })).toBeDisabled()

    await becas
      .pager()
      .getByRole('button', { name: `Página ${total}` })
      .click()
    await expect(page).toHaveURL(`/becas?pagina=${total}`)
    expect(await becas.pagerShape()).toBe(`1 … ${total - 1} ${total}`)
    await expect(becas.pager().getByRole('button', { name: 'Página siguiente' })).toBeDisabled()

    await page.goto('/becas?pagina=5')
    await waitForHydration(page)
    await expect(becas.pager().getByRole('button', { name: 'Página 5' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(await becas.pagerShape()).toBe(`1 … 4 5 6 … ${total}`)
  })

  test('search is accent-insensitive and resets to page 1', async ({ page }) => {
    await page.goto('/becas?pagina=3')
    await waitForHydration(page)
    const becas = new ScholarshipsPage(page)
    await becas.search().fill('ingenieria')
    await expect(page).toHaveURL(/\/becas\?q=ingenieria$/)
    await expect(becas.cards().first()).toBeVisible()
    await expect(
      page
        .locator('.scholarship-card .badge')
        .filter({ hasText: 'Ingeniería, Ciencia y Tecnología' })
        .first(),
    ).toBeVisible()
  })

  test('filter, pill and page live in the URL and survive a reload', async ({ page }) => {
    await page.goto('/becas')
    await waitForHydration(page)
    const becas = new ScholarshipsPage(page)
    await becas.pill('Salud y Medicina').click()
    await expect(page).toHaveURL('/becas?categoria=salud')
    await expect(becas.pill('Salud y Medicina')).toHaveAttribute('aria-pressed', 'true')
    const saludTitles = await becas.cardTitles().allInnerTexts()
    await page.reload()
    await waitForHydration(page)
    await expect(becas.pill('Salud y Medicina')).toHaveAttribute('aria-pressed', 'true')
    expect(await becas.cardTitles().allInnerTexts()).toEqual(saludTitles)
    for (const badge of await page.locator('.scholarship-card .badge').allInnerTexts())
      expect(badge).toBe('Salud y Medicina')

    await page.goto('/becas?q=beca&categoria=general&pagina=2')
    await waitForHydration(page)
    await expect(becas.search()).toHaveValue('beca')
    await expect(becas.pill('General / Interdisciplinaria')).toHaveAttribute('aria-pressed', 'true')
    await expect(becas.pager().getByRole('button', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await becas.pill('Todos').click()
    await expect(page).toHaveURL('/becas?q=beca')
  })

  test('an empty result says so and clears the filters', async ({ page }) => {
    await page.goto('/becas?q=zzzz-no-existe')
    await waitForHydration(page)
    await expect(page.getByText('No encontramos becas con esos filtros.')).toBeVisible()
    await page.getByRole('button', { name: 'Limpiar filtros' }).click()
    await expect(page).toHaveURL('/becas')
    await expect(new ScholarshipsPage(page).cards()).toHaveCount(12)
  })

  test('a card opens the detail with everything a student needs', async ({ page, context }) => {
    await page.goto('/becas?q=rita')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Beca Rita Cetina' }).click()
    await expect(page).toHaveURL(/\/becas\/\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beca Rita Cetina')
    for (const label of ['Institución', 'Nivel educativo', 'Tipo', 'Período de solicitud']) {
      await expect(page.getByRole('rowheader', { name: label })).toBeVisible()
    }
    for (const heading of ['Descripción', 'Beneficios', 'Requisitos', 'Antes de aplicar']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    }
    await expect(page.getByRole('listitem').filter({ hasText: '«gestor»' })).toBeVisible()
    const official = page.getByRole('link', { name: /Ir al sitio oficial/ })
    await expect(official).toHaveAttribute('target', '_blank')
    await expect(official).toHaveAttribute('href', /^https:\/\//)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
    })
    await page.getByRole('button', { name: 'Compartir' }).click()
    await expect(page.getByText('¡Enlace copiado!')).toBeVisible()
    await page.getByRole('link', { name: 'Volver a todas las becas' }).click()
    await expect(page).toHaveURL('/becas')
  })

  for (const bad of ['abc', '-1', '100000', '1.5', '007']) {
    test(`/becas/${bad} redirects to /becas, replacing history`, async ({ page }) => {
      await page.goto('/')
      await waitForHydration(page)
      await page.goto(`/becas/${bad}`)
      await expect(page).toHaveURL('/becas')
      await waitForHydration(page)
      await page.goBack()
      await expect(page).toHaveURL('/')
    })
  }

  test('a bad index reached inside the app also redirects with history replaced', async ({ page }) => {
    await page.goto('/becas')
    await waitForHydration(page)
    await page.evaluate(() => {
      window.history.pushState({}, '', '/becas/abc')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page).toHaveURL('/becas')
  })

  // /becas and a detail page are the route audit's (html-first.spec.ts); this detail has a
  // call with several editions and windows.
  test('the detail of a programme with several calls has no accessibility violations', async ({ page }) => {
    await page.goto('/becas/0')
    await waitForHydration(page)
    await expectNoAxeViolations(page)
  })
})
