import type { Locator, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { PaymentsScreen } from './models/MiLana'

/**
 * A submit that a field refuses moves focus to the first field that is not right, and that
 * field ends up fully visible below the sticky header (the page's scroll-padding), however the
 * page was scrolled: here half of it was hidden under the header when the student tapped the
 * button.
 */
async function tuckUnderHeader(page: Page, field: Locator) {
  const headerBottom = await page
    .locator('.site-header')
    .evaluate((header) => header.getBoundingClientRect().bottom)
  await field.evaluate((element, headerBottom) => {
    const box = element.getBoundingClientRect()
    window.scrollTo({ top: window.scrollY + box.top - headerBottom + box.height / 2, behavior: 'instant' })
  }, headerBottom)
}

async function expectFullyVisibleBelowHeader(page: Page, field: Locator) {
  await expect(field).toBeFocused()
  await expect
    .poll(async () => {
      const headerBottom = await page
        .locator('.site-header')
        .evaluate((header) => header.getBoundingClientRect().bottom)
      return field.evaluate((element, headerBottom) => {
        const box = element.getBoundingClientRect()
        return box.top >= headerBottom && box.bottom <= window.innerHeight
      }, headerBottom)
    })
    .toBe(true)
}

test.describe('the first field that is not right takes focus, clear of the sticky header', () => {
  test('/contacto: every empty field says why, in place; focus on «Nombre»', async ({ page }) => {
    let requests = 0
    page.on('request', (request) => {
      if (request.url().includes('/api/v1.0/email/send')) requests += 1
    })
    await page.goto('/contacto')
    await waitForHydration(page)
    const name = page.getByLabel(/Nombre/)
    const email = page.getByLabel(/Correo electrónico/)
    const message = page.getByLabel(/Mensaje/)
    await tuckUnderHeader(page, name)
    await page.getByRole('button', { name: 'Enviar mensaje' }).click()
    await expectFullyVisibleBelowHeader(page, name)
    await expect(name).toHaveAccessibleDescription('Escribe tu nombre.')
    await expect(email).toHaveAccessibleDescription('Escribe tu correo electrónico.')
    await expect(message).toHaveAccessibleDescription(/^Escribe tu mensaje\./)
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page, { include: 'main form' })
    expect(requests).toBe(0)
  })

  test('/becas/0 «¿Ya abrió? Avísanos»: focus on the official link', async ({ page }) => {
    await page.goto('/becas/0')
    await waitForHydration(page)
    const box = page.locator('details.call-report')
    await box.getByText('¿Ya abrió? Avísanos').click()
    const link = box.getByLabel('Enlace oficial donde la viste')
    await tuckUnderHeader(page, link)
    await box.getByRole('button', { name: 'Enviar aviso' }).click()
    await expectFullyVisibleBelowHeader(page, link)
  })

  test('/mi-lana/pagos: focus on «¿Qué vas a pagar?»', async ({ page }) => {
    const payments = new PaymentsScreen(page)
    await payments.open()
    const form = payments.addForm()
    const name = form.getByLabel('¿Qué vas a pagar?')
    await tuckUnderHeader(page, name)
    await form.getByRole('button', { name: 'Agregar pago' }).click()
    await expectFullyVisibleBelowHeader(page, name)
  })
})
