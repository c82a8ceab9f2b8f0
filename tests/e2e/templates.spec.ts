import { expect, test, waitForHydration } from './fixtures'

test.describe('template store', () => {
  test('search filters by title or description and says so when nothing matches', async ({ page }) => {
    await page.goto('/herramientas')
    await waitForHydration(page)
    const cards = page.locator('.template-card')
    await expect(cards).toHaveCount(3)
    await expect(cards.first().getByText('Gratis')).toBeVisible()
    const search = page.getByPlaceholder('Buscar plantillas…')
    await search.fill('ESTRELLAS')
    await expect(cards).toHaveCount(1)
    await expect(page).toHaveURL('/herramientas?q=ESTRELLAS')
    await search.fill('calculadora de impuestos')
    await expect(page.getByText('No encontramos resultados.')).toBeVisible()
  })

  test('a card’s title links to the variant its carousel shows', async ({ page }) => {
    await page.goto('/herramientas')
    await waitForHydration(page)
    const dalia = page.locator('.template-card').first()
    await dalia.getByRole('button', { name: 'Imagen siguiente' }).click()
    await dalia.getByRole('button', { name: 'Imagen siguiente' }).click()
    await expect(dalia.getByRole('img', { name: 'Diario Dalia en color naranja' })).toBeVisible()
    await dalia.getByRole('link', { name: 'Diario Dalia', exact: true }).click()
    await expect(page).toHaveURL('/herramientas/diario-dalia?v=naranja')
    await expect(page.getByRole('radio', { name: 'Naranja' })).toBeChecked()
  })

  test('changing the colour updates ?v= in place and survives a reload', async ({ page }) => {
    await page.goto('/herramientas/diario-cosmos')
    await waitForHydration(page)
    await expect(page).toHaveTitle('Diario Cosmos | Tienda')
    await expect(page.getByRole('radio', { name: 'Amarillo' })).toBeChecked()
    const historyLength = await page.evaluate(() => history.length)
    await page.getByRole('radio', { name: 'Violeta' }).check({ force: true })
    await expect(page).toHaveURL('/herramientas/diario-cosmos?v=violeta')
    await expect(page.getByRole('img', { name: 'Diario Cosmos en color violeta' })).toBeVisible()
    await page.getByRole('radio', { name: 'Celeste' }).check({ force: true })
    await expect(page).toHaveURL('/herramientas/diario-cosmos?v=celeste')
    expect(await page.evaluate(() => history.length)).toBe(historyLength)
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByRole('radio', { name: 'Celeste' })).toBeChecked()
    await expect(page.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute(
      'href',
      '/plantillas/diario-cosmos-celeste.pdf',
    )
  })

  test('an unknown ?v= falls back to the first colour; one-variant products have no selector', async ({
    page,
  }) => {
    await page.goto('/herramientas/diario-dalia?v=dorado')
    await waitForHydration(page)
    await expect(page.getByRole('radio', { name: 'Amarillo' })).toBeChecked()
    await page.goto('/herramientas/diario-floral')
    await waitForHydration(page)
    await expect(page.getByRole('radio')).toHaveCount(0)
    await expect(page.getByText('Recomendamos imprimir en formato A4')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Explorá más recursos' })).toBeVisible()
    await expect(page.locator('.more-resources .template-card')).toHaveCount(2)
  })

  test('the download is a real PDF with a sensible name', async ({ page, request }) => {
    await page.goto('/herramientas/diario-dalia?v=rosa')
    await waitForHydration(page)
    const link = page.getByRole('link', { name: 'Descargar PDF' })
    await expect(link).toHaveAttribute('download', 'diario-dalia-rosa.pdf')
    const response = await request.get((await link.getAttribute('href')) ?? '')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
    const download = page.waitForEvent('download')
    await link.click()
    expect((await download).suggestedFilename()).toBe('diario-dalia-rosa.pdf')
  })

  test('an unknown slug redirects to the store, replacing history', async ({ page }) => {
    await page.goto('/')
    await page.goto('/herramientas/no-existe')
    await expect(page).toHaveURL('/herramientas')
    await page.goBack()
    await expect(page).toHaveURL('/')
  })

  test('the carousel moves with a swipe and with the arrow keys @phone-only', async ({ page }) => {
    await page.goto('/herramientas/diario-dalia')
    await waitForHydration(page)
    const viewport = page.locator('.template-detail__layout .carousel__viewport')
    const box = await viewport.boundingBox()
    if (!box) throw new Error('no carousel')
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + box.width * 0.8, y)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 })
    await page.mouse.up()
    await expect(page).toHaveURL('/herramientas/diario-dalia?v=celeste')
    await page.mouse.move(box.x + box.width * 0.5, y)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.5 + 30, y, { steps: 3 })
    await page.mouse.up()
    await expect(page).toHaveURL('/herramientas/diario-dalia?v=celeste')
    await viewport.focus()
    await page.keyboard.press('ArrowRight')
    await expect(page).toHaveURL('/herramientas/diario-dalia?v=naranja')
    await page.keyboard.press('ArrowLeft')
    await expect(page).toHaveURL('/herramientas/diario-dalia?v=celeste')
  })
})
