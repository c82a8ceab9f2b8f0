import type { Locator, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { inboxRecords, uniqueEmail } from './inbox'

/**
 * «¿Ya abrió? Avísanos» (issue 36): a student reports a programme's new call. Beca Universal
 * Benito Juárez (/becas/0) has its official page on becabenitojuarez.gob.mx. Noon in Mexico
 * City, so the report's day is the same in any time zone.
 */
const BENITO_JUAREZ = { index: 0, name: 'Beca Universal de Educación Media Superior Benito Juárez' }
const TODAY = '2026-12-01'
const NOW = new Date(`${TODAY}T12:00:00-06:00`)
const EMAILJS = '**/api/v1.0/email/send'
const THANKS =
  '✅ Gracias. Lo revisamos con la fuente oficial y, si se confirma, lo publicamos con la fecha en que lo verificamos.'

type Params = Record<string, string>

/** The box on a page, opened, and its fields by their labels. */
async function openBox(page: Page) {
  const box = page.locator('details.call-report')
  await box.getByText('¿Ya abrió? Avísanos').click()
  return {
    box,
    programme: box.getByLabel(/^Beca/),
    link: box.getByLabel('Enlace oficial donde la viste'),
    opens: box.getByLabel('Abre', { exact: true }),
    closes: box.getByLabel('Cierra', { exact: true }),
    note: box.getByLabel('Nota'),
    email: box.getByLabel('Tu correo'),
    send: box.getByRole('button', { name: 'Enviar aviso' }),
    status: box.getByRole('status'),
  }
}
type Box = Awaited<ReturnType<typeof openBox>>

const report = (email: string) => ({
  link: 'https://www.becabenitojuarez.gob.mx/convocatoria-2027',
  opens: '2027-02-15',
  closes: '2027-02-26',
  // Emoji and markup stay text, here and in the e-mail.
  note: 'La vi en un cartel de mi prepa 🎓 <b>dice</b> que el registro es en línea.',
  email,
})

async function fill(box: Box, values: ReturnType<typeof report>) {
  await box.link.fill(values.link)
  await box.opens.fill(values.opens)
  await box.closes.fill(values.closes)
  await box.note.fill(values.note)
  await box.email.fill(values.email)
}

async function expectKept(box: Box, values: ReturnType<typeof report>) {
  for (const field of ['link', 'opens', 'closes', 'note', 'email'] as const)
    await expect(box[field] as Locator).toHaveValue(values[field])
}

/** The reports the local inbox received with the `call-report` template, from `email`. */
const inboxReports = (email: string) =>
  inboxRecords<{ template_id: string; template_params: Params }>('emails.jsonl').filter(
    (record) => record.template_id === 'call-report' && record.template_params.email === email,
  )

test.describe('«¿Ya abrió? Avísanos»', () => {
  // page.route() does not see requests our service worker makes once it controls the tab.
  test.use({ serviceWorkers: 'block' })

  test('a report reaches the inbox with every field; a second one the same day is refused politely @phone-only', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOW)
    await page.goto(`/becas/${BENITO_JUAREZ.index}`)
    const box = await openBox(page)
    const values = report(uniqueEmail('aviso'))
    await fill(box, values)
    const request = page.waitForRequest(EMAILJS)
    await box.send.click()
    const expected = {
      about: 'Aviso de convocatoria',
      scholarship: BENITO_JUAREZ.name,
      scholarshipIndex: '0',
      link: values.link,
      linkHost: 'becabenitojuarez.gob.mx',
      linkCheck: 'dominio oficial',
      opens: values.opens,
      closes: values.closes,
      note: values.note,
      email: values.email,
      page: '/becas/0',
      day: TODAY,
    }
    const sent = (await request).postDataJSON() as { template_id: string; template_params: Params }
    expect(sent.template_id).toBe('call-report')
    expect(sent.template_params).toMatchObject(expected)
    const done = box.box.getByRole('status')
    await expect(done).toContainText(THANKS)
    await expect(done).toContainText('Nada cambia en esta ficha hasta que lo confirmemos.')
    await expect(done).toContainText('15 de febrero de 2027')
    await expect(done).toContainText(values.note)
    await expect(done.locator('b')).toHaveCount(0)
    await expect(done).toBeFocused()
    await expect(box.link).toHaveCount(0)
    await expect
      .poll(() => inboxReports(values.email).map((record) => record.template_params))
      .toEqual([expect.objectContaining({ ...expected, message: expect.stringContaining(values.link) })])

    // The same day, the same programme, after a reload: refused, with the fields kept and nothing sent.
    let sends = 0
    page.on('request', (sentRequest) => {
      if (sentRequest.url().includes('/api/v1.0/email/send')) sends++
    })
    await page.reload()
    const again = await openBox(page)
    const second = { ...report(values.email), note: 'Otra vez: ya abrió.' }
    await fill(again, second)
    await again.send.click()
    await expect(again.status).toHaveText(
      'Ya nos avisaste de esta beca hoy, y con un aviso basta: ya está en nuestra lista. ¿Viste algo distinto? Escríbenos desde Contacto.',
    )
    await expect(again.status.getByRole('link', { name: 'Escríbenos desde Contacto' })).toHaveAttribute(
      'href',
      '/contacto',
    )
    await expectKept(again, second)
    expect(sends).toBe(0)
    expect(inboxReports(values.email)).toHaveLength(1)
    await expectNoAxeViolations(page)
  })

  test('a failure keeps every field, and sending again works @phone-only', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/\[email:callReport\]|\[aviso\]|Failed to load resource/)
    await page.clock.setFixedTime(NOW)
    let fail = true
    await page.route(EMAILJS, (route) =>
      fail
        ? route.fulfill({ status: 500, body: 'Server Error', contentType: 'text/plain' })
        : route.continue(),
    )
    await page.goto(`/becas/${BENITO_JUAREZ.index}`)
    const box = await openBox(page)
    const values = report(uniqueEmail('aviso-falla'))
    await fill(box, values)
    await box.send.click()
    await expect(box.status).toHaveText(
      '❌ No pudimos enviar tu aviso. Revisa tu conexión e intenta de nuevo: lo que escribiste sigue aquí.',
    )
    await expectKept(box, values)
    await expect(box.send).toBeEnabled()
    fail = false
    await box.send.click()
    await expect(box.box.getByRole('status')).toContainText(THANKS)
    await expect.poll(() => inboxReports(values.email)).toHaveLength(1)
  })

  test('obviously bad input gets a message by each field and sends nothing @phone-only', async ({ page }) => {
    await page.clock.setFixedTime(NOW)
    await page.goto(`/becas/${BENITO_JUAREZ.index}`)
    await waitForHydration(page)
    let sends = 0
    page.on('request', (request) => {
      if (request.url().includes('/api/v1.0/email/send')) sends++
    })
    const box = await openBox(page)
    await box.link.fill('becabenitojuarez.gob.mx/convocatoria')
    await box.opens.fill('2027-03-10')
    await box.closes.fill('2027-02-26')
    await box.email.fill('ana@correo')
    await box.send.click()
    await expect(box.link).toBeFocused()
    await expect(box.link).toHaveAttribute('aria-invalid', 'true')
    await expect(box.link).toHaveAccessibleDescription(/Eso no parece un enlace/)
    await expect(box.closes).toHaveAccessibleDescription(
      'El cierre no puede ser antes de la apertura: revisa las dos fechas.',
    )
    await expect(box.email).toHaveAccessibleDescription(/Ingresa un correo válido/)
    await box.opens.fill('2019-02-15')
    await box.closes.fill('2029-02-26')
    await expect(box.opens).toHaveAccessibleDescription('Esa fecha es anterior a 2020: revisa el año.')
    await expect(box.closes).toHaveAccessibleDescription('Esa fecha está a más de 2 años: revisa el año.')
    await expectNoAxeViolations(page)
    expect(sends).toBe(0)
  })

  test('on the calendar the student chooses the programme; a link on another host is marked @phone-only', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOW)
    await page.goto('/becas/calendario')
    const box = await openBox(page)
    const email = uniqueEmail('aviso-calendario')
    await box.programme.selectOption({ label: BENITO_JUAREZ.name })
    await box.link.fill('https://www.facebook.com/mi.prepa/posts/123')
    await box.email.fill(email)
    await box.send.click()
    await expect(box.box.getByRole('status')).toContainText('Nada cambia en el calendario')
    await expect
      .poll(() => inboxReports(email).map((record) => record.template_params))
      .toEqual([
        expect.objectContaining({
          scholarshipIndex: '0',
          scholarship: BENITO_JUAREZ.name,
          linkHost: 'facebook.com',
          linkCheck: 'OTRO DOMINIO: no es un sitio oficial del programa',
          opens: '',
          closes: '',
          page: '/becas/calendario',
          day: TODAY,
        }),
      ])
    // Another programme the same day is fine; the same one is not.
    await box.box.getByRole('button', { name: 'Avisar de otra beca' }).click()
    await box.programme.selectOption({ label: BENITO_JUAREZ.name })
    await box.link.fill('https://www.becabenitojuarez.gob.mx/')
    await box.send.click()
    await expect(box.status).toContainText('Ya nos avisaste de esta beca hoy')
    await expectNoAxeViolations(page)
  })

  test('what is typed before the form’s code arrives is kept and sent @phone-only', async ({ page }) => {
    // Over prepaid data the form's own chunk can take seconds; typing and the tap must wait for it.
    await page.route('**/assets/CallReportForm-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000))
      await route.continue()
    })
    await page.clock.setFixedTime(NOW)
    await page.goto(`/becas/${BENITO_JUAREZ.index}`)
    const box = await openBox(page)
    const values = report(uniqueEmail('aviso-temprano'))
    await fill(box, values)
    const request = page.waitForRequest(EMAILJS)
    await box.send.click()
    expect(((await request).postDataJSON() as { template_params: Params }).template_params).toMatchObject({
      link: values.link,
      opens: values.opens,
      closes: values.closes,
      note: values.note,
      email: values.email,
    })
    await expect(box.box.getByRole('status')).toContainText(THANKS)
  })
})

test('without JavaScript the box says the form needs it and links to «Contacto» @phone-only', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  })
  const page = await context.newPage()
  for (const path of [`/becas/${BENITO_JUAREZ.index}`, '/becas/calendario']) {
    await page.goto(path)
    const box = page.locator('details.call-report')
    await box.getByText('¿Ya abrió? Avísanos').click()
    await expect(box.getByText('Este formulario necesita JavaScript.')).toBeVisible()
    await expect(box.getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/contacto')
    await expect(box.getByRole('button', { name: 'Enviar aviso' })).toBeHidden()
    await expect(box.getByLabel('Enlace oficial donde la viste')).toBeHidden()
  }
  await context.close()
})
