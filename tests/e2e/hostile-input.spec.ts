import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { inboxRecords, uniqueEmail } from './inbox'
import { LandingPage } from './models/LandingPage'
import { QuizPage } from './models/QuizPage'

type EmailRecord = { template_id: string; template_params: Record<string, string> }

const html = '<img src=x onerror="window.__pwned=1"><b>negritas</b>'
const script = '<script>window.__pwned=1</script>'
const emoji = '😀🎓🇲🇽'
const rightToLeft = 'مرحبا بالعالم שלום'
const huge = 'ñ'.repeat(10_000)

/** Every request the page sends to the e-mail service, counted as it happens. */
function countEmailRequests(page: Page) {
  const counter = { sent: 0 }
  page.on('request', (request) => {
    if (request.url().includes('/api/v1.0/email/send')) counter.sent += 1
  })
  return counter
}

/** Nothing the user typed ran as code or became markup on the page. */
async function expectRenderedAsText(page: Page) {
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
  await expect(page.locator('main img[src="x"], main b, main script')).toHaveCount(0)
}

// What the forms do with hostile text does not depend on the viewport: run once, at phone width.
test.describe('hostile input @phone-only', () => {
  test.beforeEach(({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`)
    })
  })

  test('sign-up: markup, emoji and right-to-left text are refused by the browser and kept', async ({
    page,
  }) => {
    const requests = countEmailRequests(page)
    const landing = new LandingPage(page)
    await landing.open()
    await waitForHydration(page)
    const { input, status } = landing.form('hero')
    for (const hostile of [script, html, `${emoji}@correo.mx`, `${rightToLeft}@correo.mx`]) {
      await landing.signUp('hero', hostile)
      expect(await input.evaluate((element: HTMLInputElement) => element.validity.valid)).toBe(false)
      await expect(input).toHaveValue(hostile)
      await expect(status).toHaveText('')
    }
    expect(requests.sent).toBe(0)
    await expectRenderedAsText(page)
  })

  test('sign-up: 10 000 characters stop at 254; surrounding spaces are trimmed before storing', async ({
    page,
  }) => {
    const landing = new LandingPage(page)
    await landing.open()
    await waitForHydration(page)
    const { input, status } = landing.form('cta')
    await input.fill(huge)
    expect((await input.inputValue()).length).toBe(254)

    const email = uniqueEmail('espacios')
    await landing.signUp('cta', `   ${email}   `)
    await expect(status).toHaveText('✅ ¡Correo enviado! (no olvides revisar tu spam)')
    await expect
      .poll(() => inboxRecords<{ email: string }>('leads.jsonl').find((lead) => lead.email === email))
      .toMatchObject({ email, context: 'aparta mi lugar' })
  })

  test('quiz e-mail: markup is refused with the spec’s message; odd but valid text is sent as text', async ({
    page,
  }) => {
    const requests = countEmailRequests(page)
    const quiz = new QuizPage(page)
    await quiz.openPaused('/quiz-becas')
    await waitForHydration(page)
    await quiz.answerProfile({
      state: 'Oaxaca',
      institution: 'SEP',
      level: 'Licenciatura',
      area: 'Ciencias Sociales y Humanidades',
      gpa: 'Entre 7 y 8',
      type: 'Por situación económica',
    })
    await quiz.press('Sí')
    await quiz.waitForInputs()
    const input = quiz.card().getByRole('textbox', { name: 'Tu correo electrónico' })
    const send = quiz.card().getByRole('button', { name: 'Enviar' })

    for (const hostile of [html, script, emoji, rightToLeft]) {
      await input.fill(hostile)
      await send.click()
      await expect(quiz.status()).toHaveText('❌ Ingresa un correo válido.')
      await expect(input).toHaveValue(hostile)
      await expect(input).toHaveAttribute('aria-invalid', 'true')
    }
    expect(requests.sent).toBe(0)

    await input.fill(huge)
    expect((await input.inputValue()).length).toBe(254)

    // Matches the spec's simple pattern (text@text.text), so it is sent — and stays plain text.
    const odd = `<b>${Date.now().toString(36)}</b>@correo.mx`
    await input.fill(`  ${odd}  `)
    await send.click()
    await expect(quiz.status()).toHaveText('✅ ¡Email enviado! (no olvides revisar tu spam)')
    expect(requests.sent).toBe(1)
    await expect
      .poll(
        () =>
          inboxRecords<EmailRecord>('emails.jsonl').find((record) => record.template_params.email === odd)
            ?.template_params.name,
      )
      .toBe(odd)
    await expectRenderedAsText(page)
  })

  test('contact: hostile text is cut to each limit, sent trimmed and shown back only as text', async ({
    page,
  }) => {
    await page.goto('/contacto')
    await waitForHydration(page)
    const name = page.getByLabel(/Nombre/)
    const message = page.getByLabel(/Mensaje/)

    await name.fill(huge)
    expect((await name.inputValue()).length).toBe(120)
    await message.fill(`${script}\n${huge}`)
    expect((await message.inputValue()).length).toBe(2000)
    await expect(page.getByText('2000 / 2000 caracteres')).toBeVisible()

    const hostileName = `  ${html} ${emoji} ${rightToLeft}  `
    const hostileMessage = `\n  ${script}\n${html}\n${emoji} ${rightToLeft}\n  `
    const email = uniqueEmail('contacto-hostil')
    await name.fill(hostileName)
    await page.getByLabel(/Correo electrónico/).fill(`  ${email}  `)
    await message.fill(hostileMessage)
    await expect(page.getByText(`${hostileMessage.length} / 2000 caracteres`)).toBeVisible()
    await page.getByRole('button', { name: 'Enviar mensaje' }).click()

    await expect(page.getByText('✅ ¡Mensaje enviado! Te contestaremos pronto.')).toBeVisible()
    const shown = page.locator('.contact__sent-value')
    await expect(shown.nth(0)).toHaveText(hostileName.trim())
    await expect(shown.nth(1)).toHaveText(email)
    expect(await shown.nth(2).textContent()).toBe(hostileMessage.trim())
    await expectRenderedAsText(page)
    await expect
      .poll(
        () =>
          inboxRecords<EmailRecord>('emails.jsonl').find((record) => record.template_params.email === email)
            ?.template_params,
      )
      .toMatchObject({ name: hostileName.trim(), message: hostileMessage.trim() })
  })
})
