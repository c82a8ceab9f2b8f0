import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { inboxRecords, uniqueEmail } from './inbox'

type Question = { id: string; correct: string; module?: string; options: { key: string }[] }
type Section = { id: string; title: string; navLabel: string; questions?: Question[] }
const moduleFile = (course: string, id: string) =>
  JSON.parse(readFileSync(`data/modules/${course}/${id}.json`, 'utf8')) as { sections: Section[] }

const FP = 'finanzas-personales'
const EMAILJS = '**/api/v1.0/email/send'
const FOLIO = /^YSC-FP-\d{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/
const module2 = moduleFile(FP, 'modulo-2').sections
const exam = moduleFile(FP, 'modulo-7').sections.find((section) => section.id === 'examen-final')
const examQuestions = exam?.questions ?? []
const totalSections = Array.from(
  { length: 7 },
  (_, i) => moduleFile(FP, `modulo-${i + 1}`).sections.length,
).reduce((a, b) => a + b)

/** What a progress element draws in its shadow root (Playwright's CSS pierces open shadow roots). */
const drawn = (page: Page, selector: string, part = 'text') => page.locator(`${selector} [part="${part}"]`)

/** Answers the final exam with the first `right` questions correct and the rest wrong. */
async function answerExam(page: Page, right: number) {
  for (const [index, question] of examQuestions.entries()) {
    const key =
      index < right
        ? question.correct
        : question.options.find((option) => option.key !== question.correct)?.key
    await page.locator(`input[name="${question.id}"][value="${key}"]`).check()
  }
  await page.getByRole('button', { name: 'Enviar respuestas' }).click()
}

test.describe('course progress', () => {
  test('sections opened survive a reload; «N de M», the bar and the continue link agree', async ({
    page,
  }) => {
    // Three sections of module 2, each opened by loading its page (no tap: React may never run).
    for (const section of ['mitos', 'objetivos', 'ejemplo']) {
      await page.goto(`/cursos/${FP}/modulo-2${section === 'objetivos' ? '' : `?seccion=${section}`}`)
      await expect(drawn(page, '.reader__progress')).toHaveText(/de 10 secciones leídas/)
    }
    await page.goto(`/cursos/${FP}`)
    await page.reload()
    const moduleRows = page.locator('.module-list li')
    await expect(drawn(page, '.module-list li:nth-child(2) course-progress')).toHaveText(
      '3 de 10 secciones leídas',
    )
    await expect(drawn(page, '.module-list li:nth-child(1) course-progress')).toHaveText(
      '0 de 9 secciones leídas',
    )
    await expect(moduleRows).toHaveCount(7)
    const percent = Math.round((3 / totalSections) * 100)
    await expect(drawn(page, 'course-progress[data-view="bar"]')).toHaveText(
      `${percent} % del curso · 3 de ${totalSections} secciones leídas`,
    )
    const resume = page.getByRole('link', { name: 'Continúa donde te quedaste' })
    await expect(resume).toHaveAttribute('href', `/cursos/${FP}/modulo-2?seccion=ejemplo`)
    await expect(drawn(page, 'course-resume', 'where')).toHaveText('Módulo 2 · Ejemplo')

    await page.goto('/cursos')
    await expect(drawn(page, '.course-card course-progress')).toHaveText([`Llevas ${percent} %`])
    await expect(drawn(page, 'course-resume', 'where')).toHaveText('Finanzas personales · Módulo 2 · Ejemplo')
    await page.screenshot({ path: `test-results/cursos-progress-${page.viewportSize()?.width}.png` })
    await page.getByRole('link', { name: 'Continúa donde te quedaste' }).click()
    await expect(page).toHaveURL(`/cursos/${FP}/modulo-2?seccion=ejemplo`)
    await expect(page.locator('#seccion-titulo')).toHaveText(
      module2.find((s) => s.id === 'ejemplo')?.title ?? '',
    )
  })

  test('the reader marks sections already read, also after moving with «Siguiente» @desktop-only', async ({
    page,
  }) => {
    await page.goto(`/cursos/${FP}/modulo-2?seccion=lectura`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Siguiente' }).click()
    await expect(page).toHaveURL(/seccion=lectura-2/)
    const nav = page.getByRole('navigation', { name: 'Secciones del módulo' })
    const label = (id: string) => module2.find((s) => s.id === id)?.navLabel ?? ''
    await expect(nav.getByRole('link', { name: `${label('lectura')} (leída)` })).toBeVisible()
    await expect(nav.getByRole('link', { name: `${label('lectura-2')} (leída)` })).toBeVisible()
    await expect(nav.getByRole('link', { name: label('mitos'), exact: true })).toBeVisible()
    // The pre-rendered first section was never shown: it is not marked.
    await expect(nav.getByRole('link', { name: label('objetivos'), exact: true })).toBeVisible()
    await expect(drawn(page, '.reader__progress')).toHaveText('2 de 10 secciones leídas')
  })

  test('on a phone the section list marks sections already read @phone-only', async ({ page }) => {
    const label = (id: string) => module2.find((s) => s.id === id)?.navLabel ?? ''
    await page.goto(`/cursos/${FP}/modulo-2?seccion=lectura`)
    await expect(drawn(page, '.reader__progress')).toHaveText('1 de 10 secciones leídas')
    const option = (id: string) => page.locator(`.reader__select option[value="${id}"]`)
    await expect(option('lectura')).toHaveAttribute('label', `✓ ${label('lectura')} (leída)`)
    await expect(option('objetivos')).not.toHaveAttribute('label', /.*/)
    // Another section read and a reload: both marks come back from the device.
    await page.goto(`/cursos/${FP}/modulo-2?seccion=mitos`)
    await page.reload()
    await expect(option('mitos')).toHaveAttribute('label', `✓ ${label('mitos')} (leída)`)
    await expect(option('lectura')).toHaveAttribute('label', `✓ ${label('lectura')} (leída)`)
  })

  test('before the elements run (JavaScript off) the page shows a neutral state', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`/cursos/${FP}`)
    await expect(page.locator('.module-list li').first().locator('course-progress')).toHaveText('9 secciones')
    await expect(page.locator('course-progress[data-view="bar"]')).toHaveText(
      'Tu avance se guarda en este dispositivo, sin cuenta.',
    )
    await expect(page.getByRole('link', { name: 'Empieza por el módulo 1' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Reiniciar mi avance' })).toBeHidden()
    await context.close()
  })

  test('drawing the progress moves nothing: the same boxes before the elements run and with progress', async ({
    browser,
  }) => {
    const boxes = async (drawnProgress: boolean) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      // "Before the elements run": their chunk never arrives.
      if (!drawnProgress) await page.route(/courseProgressChunk|courseElements/, (route) => route.abort())
      if (drawnProgress) {
        await page.goto(`/cursos/${FP}/modulo-7?seccion=objetivos`)
        await expect(drawn(page, '.reader__progress')).toHaveText('1 de 5 secciones leídas')
      }
      for (const path of [`/cursos/${FP}`, '/cursos']) await page.goto(path)
      if (drawnProgress) await expect(drawn(page, 'course-resume', 'where')).toBeVisible()
      const home = await page.locator('course-resume').boundingBox()
      const card = await page.locator('.course-card').first().boundingBox()
      await page.goto(`/cursos/${FP}`)
      if (drawnProgress)
        await expect(drawn(page, 'course-progress[data-view="bar"]')).toContainText('del curso')
      const measure = async (selector: string) => (await page.locator(selector).first().boundingBox())?.height
      const result = {
        home: home?.height,
        card: card?.height,
        bar: await measure('course-progress[data-view="bar"]'),
        resume: await measure('.course-progress-panel course-resume'),
        row: await measure('.module-list li'),
        modules: await page.locator('.module-list').boundingBox(),
      }
      await context.close()
      return result
    }
    expect(await boxes(true)).toEqual(await boxes(false))
  })

  test('after an in-app navigation the elements still draw, and another tab’s reading shows up', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cursos' }).click()
    await expect(page).toHaveURL('/cursos')
    expect(await page.evaluate(() => 'sameDocument' in window), 'a client-side navigation').toBe(true)
    await expect(page.locator('course-resume')).toHaveText(/sin cuenta/)
    await expect.poll(() => page.evaluate(() => Boolean(customElements.get('course-resume')))).toBe(true)
    const other = await context.newPage()
    await other.goto(`/cursos/${FP}/modulo-3?seccion=mitos`)
    await expect(drawn(other, '.reader__progress')).toHaveText('1 de 10 secciones leídas')
    await expect(drawn(page, 'course-resume', 'where')).toHaveText(/Finanzas personales · Módulo 3 · /)
    await expect(drawn(page, '.course-card course-progress')).toHaveText([/^Llevas \d+ %$/])
  })

  test('a damaged stored value is replaced with a plain notice', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('yasecomo:avance-cursos', '{"version":1,"courses":')
        sessionStorage.setItem('seeded', '1')
      }
    })
    await page.goto(`/cursos/${FP}`)
    await expect(drawn(page, 'progress-status', 'notice')).toContainText('estaba dañado')
    await page.locator('progress-status [part="dismiss"]').click()
    await expect(drawn(page, 'progress-status', 'notice')).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('yasecomo:avance-cursos:dañada'))).toBe(
      '{"version":1,"courses":',
    )
  })

  test('«Reiniciar mi avance» asks first, from the keyboard too', async ({ page }) => {
    await page.goto(`/cursos/${FP}/modulo-1?seccion=lectura`)
    await expect(drawn(page, '.reader__progress')).toHaveText('1 de 9 secciones leídas')
    await page.goto(`/cursos/${FP}`)
    await waitForHydration(page)
    const reset = page.getByRole('button', { name: 'Reiniciar mi avance' })
    await reset.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: '¿Reiniciar tu avance?' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(drawn(page, '.module-list li:nth-child(1) course-progress')).toHaveText(
      '1 de 9 secciones leídas',
    )
    await reset.click()
    await dialog.getByRole('button', { name: 'Sí, reiniciar' }).click()
    await expect(page.getByText('Listo: tu avance en este curso se reinició.')).toBeVisible()
    await expect(drawn(page, '.module-list li:nth-child(1) course-progress')).toHaveText(
      '0 de 9 secciones leídas',
    )
    await expect(drawn(page, 'course-progress[data-view="bar"]')).toHaveText(
      'Aún no abres ninguna sección de este curso.',
    )
    await expect(reset).toBeHidden()
  })
})

test.describe('final exam and certificate', () => {
  test('11 of 20 does not pass: modules to review, retry; 12 of 20 passes and the request reaches the inbox', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.goto(`/cursos/${FP}/modulo-7?seccion=examen-final`)
    await waitForHydration(page)
    await answerExam(page, 11)
    await expect(page.getByText('Obtuviste 11 de 20 correctas (55%)')).toBeVisible()
    await expect(page.getByText(/Aún no apruebas: necesitas al menos 12 de 20/)).toBeVisible()
    const review = page.getByRole('region', { name: 'Módulos para repasar' })
    // Questions 12–20 were wrong: modules 4, 5 and 6 (the exam's own table).
    await expect(review.getByRole('link')).toHaveText([/^Módulo 4:/, /^Módulo 5:/, /^Módulo 6:/])
    await expect(page.getByRole('heading', { name: 'Solicitar certificado' })).toHaveCount(0)

    await page.getByRole('button', { name: 'Volver a intentar' }).first().click()
    await page.getByRole('button', { name: 'Sí, borrar y volver a intentar' }).click()
    await answerExam(page, 12)
    await expect(page.getByText('Obtuviste 12 de 20 correctas (60%)')).toBeVisible()
    await expect(page.getByText('¡Aprobaste!')).toBeVisible()
    await expect(review.getByRole('link')).toHaveText([/^Módulo 5:/, /^Módulo 6:/])
    await expect(page.getByRole('button', { name: 'Volver a intentar' }).first()).toBeVisible()
    const certificate = page.getByRole('region', { name: 'Solicitar certificado' })
    await expect(certificate).toContainText('$200 MXN')
    await expect(certificate).toContainText('3 a 5 días hábiles')
    await expectNoAxeViolations(page)
    await page.screenshot({
      path: `test-results/exam-passed-${page.viewportSize()?.width}.png`,
      fullPage: false,
    })

    // Required fields, said in Spanish.
    await certificate.getByRole('button', { name: 'Solicitar certificado' }).click()
    await expect(certificate.getByText('Escribe tu nombre completo como quieres que aparezca')).toBeVisible()
    await expect(certificate.getByText('Escribe tu correo electrónico.')).toBeVisible()
    await expect(certificate.getByLabel(/Nombre completo/)).toBeFocused()
    const email = uniqueEmail('certificado')
    await certificate.getByLabel(/Nombre completo/).fill('Ana Sofía López Pérez')
    await certificate.getByLabel(/Correo electrónico/).fill(email)
    await certificate.getByRole('button', { name: 'Solicitar certificado' }).click()
    await expect(page.getByText('¡Solicitud enviada!')).toBeVisible()
    const folio = (await page.locator('.certificate__folio strong').textContent()) ?? ''
    expect(folio).toMatch(FOLIO)

    await expect
      .poll(() =>
        inboxRecords<{ template_id: string; template_params: Record<string, string> }>('emails.jsonl').find(
          (record) => record.template_params.email === email,
        ),
      )
      .toMatchObject({
        template_id: 'certificate',
        template_params: {
          name: 'Ana Sofía López Pérez',
          course: 'Finanzas personales',
          score: 'Obtuviste 12 de 20 correctas (60%)',
          folio,
          date: expect.stringMatching(/^\d{1,2} de [a-z]+ de \d{4}$/),
        },
      })

    // The course remembers the best exam result.
    await page.goto(`/cursos/${FP}`)
    await expect(drawn(page, 'course-progress[data-view="bar"]', 'exam')).toHaveText(
      'Examen final, mejor resultado: 12 de 20 (60 %) · ¡Aprobaste!',
    )
    await page
      .locator('.course-progress-panel')
      .screenshot({ path: `test-results/course-progress-${page.viewportSize()?.width}.png` })
  })

  test('a 429 from the e-mail service keeps the form as typed; retry sends with the same folio @phone-only', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/\[email:certificate\]|\[certificado\]|Failed to load resource|429/)
    await page.goto(`/cursos/${FP}/modulo-7?seccion=examen-final`)
    await waitForHydration(page)
    await answerExam(page, 20)
    const certificate = page.getByRole('region', { name: 'Solicitar certificado' })
    const email = uniqueEmail('certificado-429')
    await certificate.getByLabel(/Nombre completo/).fill('José Ángel Ruiz')
    await certificate.getByLabel(/Correo electrónico/).fill(email)
    const refusedFolios: string[] = []
    await page.route(EMAILJS, (route) => {
      refusedFolios.push(route.request().postDataJSON().template_params.folio)
      return route.fulfill({ status: 429, body: 'Too Many Requests', contentType: 'text/plain' })
    })
    await certificate.getByRole('button', { name: 'Solicitar certificado' }).click()
    await expect(certificate.getByText(/No pudimos enviar tu solicitud/)).toBeVisible()
    await expect(certificate.getByLabel(/Nombre completo/)).toHaveValue('José Ángel Ruiz')
    await expect(certificate.getByLabel(/Correo electrónico/)).toHaveValue(email)
    expect(
      inboxRecords<{ template_params: Record<string, string> }>('emails.jsonl').some(
        (r) => r.template_params.email === email,
      ),
    ).toBe(false)
    await page.unroute(EMAILJS)
    await certificate.getByRole('button', { name: 'Solicitar certificado' }).click()
    await expect(page.getByText('¡Solicitud enviada!')).toBeVisible()
    await expect
      .poll(
        () =>
          inboxRecords<{ template_params: Record<string, string> }>('emails.jsonl').filter(
            (record) => record.template_params.email === email,
          ).length,
      )
      .toBe(1)
    const sent = inboxRecords<{ template_params: Record<string, string> }>('emails.jsonl').find(
      (record) => record.template_params.email === email,
    )
    expect(refusedFolios).toHaveLength(1)
    expect(sent?.template_params.folio).toBe(refusedFolios[0])
    await expect(page.locator('.certificate__folio strong')).toHaveText(refusedFolios[0] ?? '')
  })

  test('course pages with progress have no accessibility violations', async ({ page }) => {
    await page.goto(`/cursos/${FP}/modulo-3?seccion=mitos`)
    await waitForHydration(page)
    await expectNoAxeViolations(page)
    for (const path of [`/cursos/${FP}`, '/cursos']) {
      await page.goto(path)
      await expect(page.getByRole('link', { name: 'Continúa donde te quedaste' })).toBeVisible()
      await expectNoAxeViolations(page)
    }
  })
})
