import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { inboxRecords, uniqueEmail } from './inbox'
import { LandingPage } from './models/LandingPage'

const SUCCESS = '✅ ¡Correo enviado! (no olvides revisar tu spam)'

type EmailRecord = { lib_version: string; template_id: string; template_params: Record<string, string> }

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    await new LandingPage(page).open()
    await waitForHydration(page)
  })

  test('has every section with its copy', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('De "¿y ahora qué?" a "ya sé cómo"')
    await expect(page.getByRole('heading', { name: '¿Por qué Ya Sé Cómo?' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Es para ti si…' })).toBeVisible()
    await expect(page.getByText('Puedes darte de baja en cualquier momento.')).toBeVisible()
    await expect(page.getByText(/\$87/).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'La app de Ya Sé Cómo viene en camino' })).toBeVisible()
    await expect(page.getByPlaceholder('Correo electrónico')).toHaveCount(2)
  })

  for (const [which, about, context] of [
    ['hero', 'Unete al club', 'unete al club'],
    ['cta', 'Aparta tu lugar', 'aparta mi lugar'],
  ] as const) {
    test(`the ${which} form signs up against the local inbox and stores the lead`, async ({ page }) => {
      const landing = new LandingPage(page)
      const { input, status } = landing.form(which)
      const email = uniqueEmail(which)
      const request = page.waitForRequest('**/api/v1.0/email/send')
      await landing.signUp(which, email)
      const body = (await request).postDataJSON()
      expect(body).toMatchObject({
        lib_version: '4.4.1',
        user_id: 'local-inbox',
        service_id: 'local-inbox',
        template_id: 'signup',
        template_params: { about, name: email, email },
      })
      expect(body.template_params.message).toMatch(/Gracias/)
      await expect(status).toHaveText(SUCCESS)
      await expect(input).toHaveValue('')
      const stored = inboxRecords<EmailRecord>('emails.jsonl').find(
        (record) => record.template_params.email === email,
      )
      expect(stored?.template_params.about).toBe(about)
      await expect
        .poll(() =>
          inboxRecords<{ email: string; context: string }>('leads.jsonl').find(
            (lead) => lead.email === email,
          ),
        )
        .toMatchObject({ email, context })
    })
  }

  test('shows «Enviando…», disables the button and never sends twice', async ({ page }) => {
    const landing = new LandingPage(page)
    let requests = 0
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/v1.0/email/send', async (route) => {
      requests += 1
      await held
      await route.continue()
    })
    const { button, status, input } = landing.form('hero')
    await landing.signUp('hero', uniqueEmail('double'))
    await expect(status).toHaveText('⏳ Enviando…')
    await expect(button).toBeDisabled()
    await input.press('Enter')
    await button.click({ force: true })
    release()
    await expect(status).toHaveText(SUCCESS)
    expect(requests).toBe(1)
  })

  test('the browser rejects an invalid address before anything is sent', async ({ page }) => {
    let requests = 0
    page.on('request', (request) => {
      if (request.url().includes('/api/v1.0/email/send')) requests += 1
    })
    const landing = new LandingPage(page)
    await landing.signUp('hero', 'esto-no-es-un-correo')
    expect(await landing.form('hero').input.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(
      false,
    )
    await expect(landing.form('hero').status).toHaveText('')
    expect(requests).toBe(0)
  })

  test('shows 12 distinct testimonials and hides the loop copy from assistive technology', async ({
    page,
  }) => {
    const landing = new LandingPage(page)
    const lists = landing.testimonials.locator('ul')
    await expect(lists).toHaveCount(2)
    await expect(lists.nth(1)).toHaveAttribute('aria-hidden', 'true')
    const authors = await lists.nth(0).locator('.testimonial__author').allInnerTexts()
    expect(new Set(authors.map((author) => author.trim())).size).toBe(12)
    await expect(landing.testimonials.getByRole('listitem')).toHaveCount(12)
  })

  test('with reduced motion the testimonials do not move and all 12 are reached by scrolling', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const landing = new LandingPage(page)
    const track = landing.testimonials.locator('.marquee__track')
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none')
    await expect(landing.testimonials.locator('ul').nth(1)).toBeHidden()
    const cards = landing.testimonials.locator('ul').nth(0).getByRole('listitem')
    await cards.last().scrollIntoViewIfNeeded()
    await expect(cards.last()).toBeInViewport()
  })

  test('the testimonials pause on hover and with the pause button', async ({ page }) => {
    const landing = new LandingPage(page)
    const track = landing.testimonials.locator('.marquee__track')
    await expect(track).toHaveCSS('animation-play-state', 'running')
    await page.getByRole('button', { name: 'Pausar testimonios' }).click()
    await expect(track).toHaveCSS('animation-play-state', 'paused')
    await page.getByRole('button', { name: 'Reanudar testimonios' }).click()
    await landing.testimonials.focus()
    await expect(track).toHaveCSS('animation-play-state', 'paused')
  })

  // The page as it loads is the route audit's (html-first.spec.ts); here, the form once sent.
  test('the sign-up form has no accessibility violations once it has sent', async ({ page }) => {
    const landing = new LandingPage(page)
    await landing.signUp('hero', uniqueEmail('axe'))
    await expect(landing.form('hero').status).toHaveText(SUCCESS)
    await expectNoAxeViolations(page, { include: 'main form.signup' })
  })
})
