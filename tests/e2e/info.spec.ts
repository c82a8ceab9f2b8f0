import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { inboxRecords, uniqueEmail } from './inbox'

test.describe('communities and housing', () => {
  test('nothing is listed until a state is chosen; then 6 per page with the pager', async ({ page }) => {
    await page.goto('/comunidades')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explora Comunidades')
    const select = page.getByLabel('Estado')
    await expect(select.locator('option').first()).toHaveText('Selecciona un Estado')
    await expect(page.locator('.community-card')).toHaveCount(0)
    await select.selectOption('Ciudad de México')
    await expect(page).toHaveURL('/comunidades?estado=Ciudad+de+M%C3%A9xico')
    await expect(page.locator('.community-card')).toHaveCount(6)
    const pager = page.getByRole('navigation', { name: 'Páginas de comunidades' })
    await expect(pager).toBeVisible()
    await pager.getByRole('button', { name: 'Página 2' }).click()
    await expect(page).toHaveURL(/pagina=2/)
    await page.reload()
    await waitForHydration(page)
    await expect(pager.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page')
    await select.selectOption('Nuevo León')
    await expect(page).toHaveURL('/comunidades?estado=Nuevo+Le%C3%B3n')
    await expect(pager.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page')
  })

  test('a card shows only the links it has, opening in a new tab', async ({ page }) => {
    await page.goto('/comunidades?estado=Ciudad+de+M%C3%A9xico')
    await waitForHydration(page)
    const card = page.locator('.community-card').filter({ hasText: 'UNAM — Facultad de Ingeniería' })
    await expect(card.getByRole('link', { name: /Casa y cuartos/ })).toHaveCount(0)
    const becas = card.getByRole('link', { name: /^Becas/ })
    await expect(becas).toHaveAttribute('target', '_blank')
    await expect(becas).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('every state has groups: Jalisco lists its public university and other public institutions', async ({
    page,
  }) => {
    await page.goto('/comunidades?estado=Jalisco')
    await waitForHydration(page)
    const cards = page.locator('.community-card')
    await expect(cards.first()).toBeVisible()
    expect(await cards.count()).toBeGreaterThanOrEqual(3)
    await expect(cards.filter({ hasText: 'Universidad de Guadalajara' }).first()).toBeVisible()
    await expect(page.getByText(/No se encontraron grupos/)).toHaveCount(0)
    for (const href of await cards
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(href).toMatch(/^https:\/\//)
    await expectNoAxeViolations(page)
    await page.screenshot({ path: 'test-results/screens/comunidades-jalisco.png', fullPage: true })
  })

  test('housing lists university options by state with safety advice', async ({ page }) => {
    await page.goto('/viviendas')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: 'Antes de rentar' })).toBeVisible()
    await expect(page.getByText(/Nunca pagues un depósito/)).toBeVisible()
    await page.getByLabel('Filtrar por estado').selectOption('Nuevo León')
    await expect(page).toHaveURL('/viviendas?estado=Nuevo+Le%C3%B3n')
    const items = page.locator('.housing__list li')
    await expect(items.first()).toBeVisible()
    for (const text of await items.allInnerTexts()) expect(text).toContain('Nuevo León')
    await page.getByRole('link', { name: 'Vivir con roomies sin terminar peleados' }).click()
    await expect(page).toHaveURL('/guias/vivir-con-roomies')
  })
})

test.describe('information pages', () => {
  test('about switches to two columns from 768 px @desktop', async ({ page }) => {
    await page.goto('/quienes-somos')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Quiénes somos?')
    for (const heading of ['Quiénes somos', 'Nuestra misión', 'Nuestra visión']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
    }
    const columns = await page
      .locator('.about__grid')
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length)
    expect(columns).toBe((page.viewportSize()?.width ?? 0) >= 768 ? 2 : 1)
  })

  test('FAQ sections open and close with the keyboard, without waiting for the app', async ({ page }) => {
    await page.goto('/preguntas-frecuentes')
    const sections = page.locator('details.faq__section')
    await expect(sections).toHaveCount(5)
    const first = sections.first()
    const toggle = first.locator('summary')
    const answers = first.locator('.faq__items')
    await expect(answers).toBeHidden()
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(answers).toBeVisible()
    await expect(first).toHaveJSProperty('open', true)
    await page.keyboard.press('Space')
    await expect(answers).toBeHidden()
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(/\S/)
    expect(await page.evaluate(() => window.yasecomoPage?.app?.phase)).toBe('waiting')
  })

  test('privacy and terms show their date, sections and links', async ({ page }) => {
    await page.goto('/politica-de-privacidad')
    await expect(page.getByText('Última actualización: 27 de junio de 2025')).toBeVisible()
    await expect(page.locator('.legal h2')).toHaveCount(9)
    await page.goto('/terminos-de-servicio')
    await waitForHydration(page)
    await expect(page.getByText('Última actualización: 27 de junio de 2025')).toBeVisible()
    await expect(page.locator('.legal h2')).toHaveCount(15)
    await expect(page.locator('.legal h2').first()).toHaveText(/^1\. /)
    await expect(page.locator('.legal h2').last()).toHaveText(/^15\. /)
    await page.getByRole('link', { name: 'Política de privacidad' }).last().click()
    await expect(page).toHaveURL('/politica-de-privacidad')
  })
})

test.describe('contact form', () => {
  test('a sent message lands in the inbox and the form becomes a summary', async ({ page }) => {
    const email = uniqueEmail('contacto')
    await page.goto('/contacto')
    await waitForHydration(page)
    await page.getByLabel(/Nombre/).fill('Ana López')
    await page.getByLabel(/Correo electrónico/).fill(email)
    await page.getByLabel(/Mensaje/).fill('¿Tienen becas para estudiar en Sonora? <b>Gracias</b>')
    const request = page.waitForRequest('**/api/v1.0/email/send')
    await page.getByRole('button', { name: 'Enviar mensaje' }).click()
    expect((await request).postDataJSON()).toMatchObject({
      template_id: 'contact',
      template_params: { name: 'Ana López', email, about: 'Mensaje desde el formulario de contacto' },
    })
    await expect(page.getByText('✅ ¡Mensaje enviado! Te contestaremos pronto.')).toBeVisible()
    await expect(page.locator('.contact__sent-value').last()).toHaveText(
      '¿Tienen becas para estudiar en Sonora? <b>Gracias</b>',
    )
    await expect(page.getByRole('main').locator('form')).toHaveCount(0)
    const stored = inboxRecords<{ template_params: Record<string, string> }>('emails.jsonl').find(
      (record) => record.template_params.email === email,
    )
    expect(stored?.template_params.message).toContain('Sonora')
  })
})
