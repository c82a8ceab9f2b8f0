import { readFileSync } from 'node:fs'
import { documentHelpFor } from '../../src/domain/applicationGuides'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'

test.describe('template store', () => {
  test('search filters by title or description and says so when nothing matches', async ({ page }) => {
    await page.goto('/herramientas')
    await waitForHydration(page)
    const cards = page.locator('.template-card')
    await expect(cards).toHaveCount(5)
    await expect(
      cards.getByRole('link', { name: 'CV para tu primera beca o empleo', exact: true }),
    ).toBeVisible()
    await expect(
      cards.getByRole('link', { name: 'Carta de motivación para beca', exact: true }),
    ).toBeVisible()
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
    await expect(page.getByRole('link', { name: 'Descargar PDF tamaño carta' })).toHaveAttribute(
      'href',
      '/plantillas/diario-cosmos-celeste-carta.pdf',
    )
    await expect(page.getByRole('link', { name: 'Descargar PDF tamaño A4' })).toHaveAttribute(
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
    await expect(page.getByRole('heading', { name: 'En México, imprime en tamaño carta' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Explorá más recursos' })).toBeVisible()
    await expect(page.locator('.more-resources .template-card')).toHaveCount(4)
  })

  test('the download is a real PDF with a sensible name', async ({ page, request }) => {
    await page.goto('/herramientas/diario-dalia?v=rosa')
    await waitForHydration(page)
    const link = page.getByRole('link', { name: 'Descargar PDF tamaño carta' })
    await expect(link).toHaveAttribute('download', 'diario-dalia-rosa-carta.pdf')
    const response = await request.get((await link.getAttribute('href')) ?? '')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
    const download = page.waitForEvent('download')
    await link.click()
    expect((await download).suggestedFilename()).toBe('diario-dalia-rosa-carta.pdf')
  })

  test('the CV: fillable in carta and A4, a printable blank, and its guide', async ({ page, request }) => {
    await page.goto('/herramientas/cv-primera-beca?v=verde')
    await waitForHydration(page)
    await expect(page).toHaveTitle('CV para tu primera beca o empleo | Tienda')
    await expect(page.getByText(/Se llena en tu celular/)).toBeVisible()
    const carta = page.getByRole('link', { name: 'Descargar PDF tamaño carta' })
    await expect(carta).toHaveAttribute('href', '/plantillas/cv-primera-beca-verde-carta.pdf')
    await expect(carta).toHaveAttribute('download', 'cv-primera-beca-verde-carta.pdf')
    await expect(page.getByRole('link', { name: 'Descargar PDF tamaño A4' })).toHaveAttribute(
      'href',
      '/plantillas/cv-primera-beca-verde.pdf',
    )
    const blank = page.locator('.template-detail__blank')
    await expect(blank.getByRole('link', { name: 'tamaño carta' })).toHaveAttribute(
      'href',
      '/plantillas/cv-primera-beca-verde-carta-en-blanco.pdf',
    )
    const response = await request.get('/plantillas/cv-primera-beca-verde-carta-en-blanco.pdf')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    await page.getByRole('radio', { name: 'Violeta' }).check({ force: true })
    await expect(carta).toHaveAttribute('href', '/plantillas/cv-primera-beca-violeta-carta.pdf')
    await expectNoAxeViolations(page)
    await page.screenshot({ path: 'test-results/screens/plantilla-cv.png', fullPage: true })
    await page.getByRole('link', { name: /Cómo llenarlo: lee la guía/ }).click()
    await expect(page).toHaveURL('/guias/como-hacer-tu-primer-cv')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Cómo hacer tu primer CV (aunque casi no tengas experiencia)',
    )
  })

  test('the store lists the five templates @desktop', async ({ page }) => {
    await page.goto('/herramientas')
    await waitForHydration(page)
    await expect(page.locator('.template-card')).toHaveCount(5)
    await expectNoAxeViolations(page)
    await page.screenshot({
      path: `test-results/screens/tienda-${page.viewportSize()?.width}.png`,
      fullPage: true,
    })
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

test.describe('from a scholarship to the documents it asks for', () => {
  /** The catalogue as /becas/N numbers it, with each programme's requirement lines. */
  const programmes = (
    JSON.parse(readFileSync('data/scholarships.json', 'utf8')) as { Requisitos: string }[]
  ).map((row, index) => ({ index, requirements: row.Requisitos.split('\n') }))
  const letterProgramme = programmes.find((entry) =>
    documentHelpFor(entry.requirements).some((help) => help.id === 'carta-motivacion'),
  )

  test('a detail page that asks for a motivation letter links to its guide and its template', async ({
    page,
  }) => {
    expect(letterProgramme).toBeDefined()
    await page.goto(`/becas/${letterProgramme?.index}`)
    await waitForHydration(page)
    const requirements = page.locator('section[aria-labelledby="requisitos"]')
    await expect(requirements.getByText('Te piden una carta de motivación:')).toBeVisible()
    await expectNoAxeViolations(page, { include: 'section[aria-labelledby="requisitos"]' })
    await requirements.getByRole('link', { name: 'Plantilla de carta de motivación gratis' }).click()
    await expect(page).toHaveURL('/herramientas/carta-motivacion-beca')
    await page.goBack()
    await requirements.getByRole('link', { name: 'Guía: cómo escribir tu carta de motivación' }).click()
    await expect(page).toHaveURL('/guias/como-escribir-tu-carta-de-motivacion')
    await expect(page.getByRole('link', { name: 'plantilla de carta de motivación' })).toHaveAttribute(
      'href',
      '/herramientas/carta-motivacion-beca',
    )
  })

  test('a programme that asks for neither shows no such links', async ({ page }) => {
    const neither = programmes.find((entry) => documentHelpFor(entry.requirements).length === 0)
    await page.goto(`/becas/${neither?.index}`)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: 'Requisitos' })).toBeVisible()
    await expect(page.locator('.document-help')).toHaveCount(0)
  })
})
