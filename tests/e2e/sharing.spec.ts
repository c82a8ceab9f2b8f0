import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'

/** The public origin the build writes into canonical addresses (VITE_SITE_URL). */
const ORIGIN = (process.env.VITE_SITE_URL || 'https://yasecomo.mx').replace(/\/+$/, '')

const whatsappLink = (page: Page) => page.getByRole('link', { name: /Compartir por WhatsApp/ })

/** The text a «Compartir por WhatsApp» link hands to WhatsApp. */
async function sharedText(page: Page): Promise<string> {
  const href = (await whatsappLink(page).getAttribute('href')) ?? ''
  expect(href.startsWith('https://wa.me/?text=')).toBe(true)
  return new URL(href).searchParams.get('text') ?? ''
}

/** The page's Open Graph card, as its <head> says it. */
const cardOf = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[property="og:image"]')?.getAttribute('content'))

test.describe('«Compartir por WhatsApp»', () => {
  test('a scholarship: its name and canonical address; nothing of WhatsApp loads before the tap', async ({
    page,
    context,
  }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).host))
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    )
    // A plain link: it needs no app, so nothing here waits for one.
    await page.goto('/becas/1')
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
    expect(await sharedText(page)).toBe(`Mira esta beca: ${name}. ${ORIGIN}/becas/1`)
    await expect(whatsappLink(page)).toHaveAttribute('target', '_blank')
    await expect(whatsappLink(page)).toHaveAttribute('rel', 'noopener noreferrer')
    expect(requested.filter((host) => host !== new URL(page.url()).host)).toEqual([])
    // The system share sheet comes first where the phone has one.
    await expect(page.getByRole('button', { name: 'Compartir', exact: true })).toBeVisible()

    const popup = page.waitForEvent('popup')
    await whatsappLink(page).click()
    const opened = await popup
    expect(new URL(opened.url()).searchParams.get('text')).toBe(`Mira esta beca: ${name}. ${ORIGIN}/becas/1`)
  })

  test('a guide: its title and address, at the end of the guide', async ({ page }) => {
    await page.goto('/guias/tu-primera-despensa')
    await waitForHydration(page)
    const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
    expect(await sharedText(page)).toBe(
      `Te comparto esta guía: ${title}. ${ORIGIN}/guias/tu-primera-despensa`,
    )
    await expect(page.getByRole('button', { name: 'Compartir esta guía' })).toBeVisible()
    expect(await cardOf(page)).toBe(`${ORIGIN}/og/guias/tu-primera-despensa.jpg`)
    await expectNoAxeViolations(page, { include: '.article__share' })
  })

  test('a template in green: the green address, and it follows the colour chosen', async ({ page }) => {
    await page.goto('/herramientas/diario-dalia?v=verde')
    await waitForHydration(page)
    expect(await sharedText(page)).toBe(
      `Plantilla gratis para imprimir: Diario Dalia, en verde. ${ORIGIN}/herramientas/diario-dalia?v=verde`,
    )

    await page.getByRole('radio', { name: 'Rosa' }).check({ force: true })
    await expect(page).toHaveURL('/herramientas/diario-dalia?v=rosa')
    await expect
      .poll(() => sharedText(page))
      .toBe(
        `Plantilla gratis para imprimir: Diario Dalia, en rosa. ${ORIGIN}/herramientas/diario-dalia?v=rosa`,
      )
  })

  test('quiz results: the results address with the answers and nothing else', async ({ page }) => {
    const answers =
      'estado=Jalisco&institucion=UNAM&nivel=licenciatura&nivel=maestria&area=salud&promedio=entre-8-y-9'
    await page.goto(`/filtro-becas?${answers}&pagina=2`)
    await waitForHydration(page)
    await expect(page.getByRole('button', { name: 'Copiar enlace' })).toBeVisible()
    expect(await sharedText(page)).toBe(
      `Estas son las becas que hacen match con mi perfil; haz el quiz tú también: ${ORIGIN}/filtro-becas?${answers}`,
    )
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the WhatsApp link is there and complete on a scholarship; the share button steps aside', async ({
    page,
  }) => {
    await page.goto('/becas/0')
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
    await expect(whatsappLink(page)).toBeVisible()
    expect(await sharedText(page)).toBe(`Mira esta beca: ${name}. ${ORIGIN}/becas/0`)
    await expect(page.getByRole('button', { name: 'Compartir', exact: true })).toBeHidden()
  })

  test('a link to a template in green shows the green card and address to a chat app, which runs no script', async ({
    page,
  }) => {
    for (const [query, colour] of [
      ['?v=verde', 'verde'],
      ['', 'amarillo'],
      ['?v=no-existe', 'amarillo'],
    ] as const) {
      await page.goto(`/herramientas/diario-dalia${query}`)
      expect(await cardOf(page), query).toBe(`${ORIGIN}/og/herramientas/diario-dalia/${colour}.jpg`)
    }
    await page.goto('/herramientas/diario-dalia?v=verde')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${ORIGIN}/herramientas/diario-dalia?v=verde`,
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diario Dalia')
  })
})
