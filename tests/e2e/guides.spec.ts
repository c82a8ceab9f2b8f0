import { readFileSync } from 'node:fs'
import { expect, test, waitForHydration } from './fixtures'

/** Every guide in data/articles.json: the list shows them all. */
const articleCount = (JSON.parse(readFileSync('data/articles.json', 'utf8')) as unknown[]).length

test.describe('learning centre', () => {
  test('filters live by title and says so when nothing matches', async ({ page }) => {
    await page.goto('/guias')
    await waitForHydration(page)
    const cards = page.locator('.article-card')
    await expect(cards).toHaveCount(articleCount)
    const search = page.getByRole('searchbox', { name: 'Buscar guías por título' })
    await search.fill('VIVIR')
    await expect(page).toHaveURL('/guias?q=VIVIR')
    await expect(cards).toHaveCount(4)
    await search.fill('CACAO')
    await expect(cards.locator('.card__title')).toHaveText([
      'Historia del dinero: del cacao a las transferencias desde tu celular',
    ])
    await search.fill('astronautas')
    await expect(page.getByText('No se encontraron artículos con “astronautas”')).toBeVisible()
    await search.press('Enter')
    await expect(page).toHaveURL('/guias?q=astronautas')
    await page.reload()
    await waitForHydration(page)
    await expect(search).toHaveValue('astronautas')
    await expect(page.getByText('No se encontraron artículos con “astronautas”')).toBeVisible()
  })

  test('links the five categories', async ({ page }) => {
    await page.goto('/guias')
    const links = page.locator('.category-link')
    await expect(links).toHaveCount(5)
    expect(
      await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href'))),
    ).toEqual([
      '/category/finanzas-personales',
      '/category/lana-supervivencia',
      '/category/gestion-del-hogar',
      '/category/relaciones-interpersonales',
      '/category/tiempo-libre-e-bienestar',
    ])
    await links.nth(2).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestión del Hogar')
    await expect(page.locator('.article-card').first()).toBeVisible()
  })

  test('an article reads with a back link and «Últimos Artículos»', async ({ page }) => {
    await page.goto('/guias')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Cómo sobrevivir una semana con 100 pesos' }).click()
    await expect(page).toHaveURL('/guias/sobrevivir-con-100-pesos')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Cómo sobrevivir una semana con 100 pesos',
    )
    await expect(page.locator('.article__body h2').first()).toBeVisible()
    await expect(page.locator('.article__body li').first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Últimos Artículos' })).toBeVisible()
    await expect(page.locator('.latest .article-card')).toHaveCount(articleCount - 1)
    await page.getByRole('link', { name: 'Volver a las guías' }).click()
    await expect(page).toHaveURL('/guias')
  })

  for (const [path, heading] of [
    ['/guias/no-existe', 'Artículo no encontrado.'],
    ['/category/no-existe', 'Categoría no encontrada.'],
  ] as const) {
    test(`${path} answers 404 with «${heading}» and hydrates cleanly`, async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/404 \(Not Found\)/)
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await waitForHydration(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await page.getByRole('link', { name: /guías/ }).first().click()
      await expect(page).toHaveURL('/guias')
    })
  }

  test('an unknown guide reached inside the app shows its message', async ({ page }) => {
    await page.goto('/guias')
    await waitForHydration(page)
    await page.evaluate(() => {
      window.history.pushState({}, '', '/guias/tampoco-existe')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artículo no encontrado.')
  })
})

test('the documents guide, with official addresses written out, fits a phone’s width @phone-only', async ({
  page,
}) => {
  await page.goto('/guias/documentos-para-una-beca')
  await expect(page.getByText('https://www.gob.mx/curp/').first()).toBeVisible()
  const width = page.viewportSize()?.width ?? 0
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
})
