import { readFileSync } from 'node:fs'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'

type Question = { id: string; correct: string; options: { key: string }[] }
const moduleFile = (course: string, id: string) =>
  JSON.parse(readFileSync(`data/modules/${course}/${id}.json`, 'utf8')) as {
    sections: { id: string; title: string; questions?: Question[] }[]
  }

test.describe('courses', () => {
  test('the catalogue filters by title, level or duration', async ({ page }) => {
    await page.goto('/cursos')
    await waitForHydration(page)
    const filter = page.getByPlaceholder('Filtrar por título, nivel o duración…')
    const cards = page.locator('.course-card')
    await expect(cards).toHaveCount(2)
    await expect(cards.first().getByRole('img', { name: 'Calificación: 5.0 de 5' })).toBeVisible()
    await expect(cards.first().locator('.level')).toHaveText('Principiante')
    await filter.fill(' Cripto ')
    await expect(cards).toHaveCount(1)
    await expect(page).toHaveURL(/\/cursos\?q=/)
    await filter.fill('10 hs')
    await expect(cards.locator('.card__title')).toHaveText(['Cripto y blockchain'])
    await filter.fill('avanzado')
    await expect(page.getByText('No se encontraron cursos.')).toBeVisible()
  })

  test('a course shows two modules until «Ver Todos», its details and outcomes', async ({ page }) => {
    await page.goto('/cursos')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Finanzas personales' }).click()
    await expect(page).toHaveURL('/cursos/finanzas-personales')
    const modules = page.locator('.module-list li').filter({ visible: true })
    await expect(modules).toHaveCount(2)
    await expect(modules.first().getByRole('link')).toHaveText(
      'Módulo 1: Tu relación con el dinero: qué son las finanzas personales',
    )
    await page.getByRole('button', { name: 'Ver Todos' }).click()
    await expect(modules).toHaveCount(7)
    await expect(modules.last().getByRole('link')).toHaveText('Módulo 7: Evaluación final')
    await page.getByRole('button', { name: 'Ocultar' }).click()
    await expect(modules).toHaveCount(2)
    const details = page.getByRole('region', { name: 'Detalles' })
    await expect(details.getByText('Online, asincrónica')).toBeVisible()
    await expect(details.locator('.level')).toHaveText('Principiante')
    await expect(page.getByRole('heading', { name: 'Aprenderás' })).toBeVisible()
    await page.getByRole('link', { name: 'Volver', exact: true }).click()
    await expect(page).toHaveURL('/cursos')
  })

  test('the reader walks every section into the next module and stops at the end', async ({ page }) => {
    test.setTimeout(90_000)
    const last = moduleFile('finanzas-personales', 'modulo-6')
    const exam = moduleFile('finanzas-personales', 'modulo-7')
    await page.goto('/cursos/finanzas-personales/modulo-6')
    await waitForHydration(page)
    const previous = page.getByRole('button', { name: 'Anterior' })
    const next = page.getByRole('button', { name: 'Siguiente' })
    const heading = page.locator('#seccion-titulo')
    await expect(previous).toBeDisabled()
    for (const [index, section] of last.sections.entries()) {
      await expect(heading).toHaveText(section.title)
      if (index > 0)
        await expect(page).toHaveURL(`/cursos/finanzas-personales/modulo-6?seccion=${section.id}`)
      await next.click()
    }
    await expect(page).toHaveURL('/cursos/finanzas-personales/modulo-7')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Módulo 7: Evaluación final')
    await expect(heading).toHaveText(exam.sections[0]?.title ?? '')
    await expect(previous).toBeDisabled()
    for (let i = 1; i < exam.sections.length; i++) await next.click()
    await expect(heading).toHaveText(exam.sections.at(-1)?.title ?? '')
    await expect(next).toBeDisabled()
    await previous.click()
    await expect(heading).toHaveText(exam.sections.at(-2)?.title ?? '')
  })

  test('a section opens from the URL and from the section navigation (a <select> on a phone) @desktop', async ({
    page,
  }) => {
    await page.goto('/cursos/cripto-blockchain/modulo-2?seccion=mitos')
    await waitForHydration(page)
    const sections = moduleFile('cripto-blockchain', 'modulo-2').sections
    await expect(page.locator('#seccion-titulo')).toHaveText(
      sections.find((s) => s.id === 'mitos')?.title ?? '',
    )
    const viewport = page.viewportSize()?.width ?? 1280
    if (viewport < 900) await page.getByLabel('Sección').selectOption('glosario')
    else
      await page
        .getByRole('navigation', { name: 'Secciones del módulo' })
        .getByRole('link', { name: 'Glosario' })
        .click()
    await expect(page).toHaveURL('/cursos/cripto-blockchain/modulo-2?seccion=glosario')
    await expect(page.locator('#seccion-titulo')).toHaveText(
      sections.find((s) => s.id === 'glosario')?.title ?? '',
    )
    await page.goBack()
    await expect(page.locator('#seccion-titulo')).toHaveText(
      sections.find((s) => s.id === 'mitos')?.title ?? '',
    )
  })

  test('a mini-quiz is scored, marked, scrolled to 120 px and can be retried', async ({ page }) => {
    const quiz = moduleFile('finanzas-personales', 'modulo-1').sections.find(
      (section) => section.id === 'quiz',
    )
    const questions = quiz?.questions ?? []
    await page.goto('/cursos/finanzas-personales/modulo-1?seccion=quiz')
    await waitForHydration(page)
    const submit = page.getByRole('button', { name: 'Enviar respuestas' })
    // Sent too early, it names what is missing and sends nothing (WCAG 3.3.2).
    await submit.click()
    await expect(page.locator('.exam').getByRole('status')).toHaveText(
      'Te falta responder las preguntas 1, 2, 3, 4 y 5.',
    )
    await expect(page.getByText(/Obtuviste/)).toHaveCount(0)
    for (const [index, question] of questions.entries()) {
      // Three right answers, two wrong ones.
      const key =
        index < 3 ? question.correct : question.options.find((option) => option.key !== question.correct)?.key
      await page.locator(`input[name="${question.id}"][value="${key}"]`).check()
    }
    await submit.click()
    await expect(page.getByText('Obtuviste 3 de 5 correctas (60%)')).toBeVisible()
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(120)
    await expect(page.locator('.exam__option--correct')).toHaveCount(3)
    await expect(page.locator('.exam__option--incorrect')).toHaveCount(2)
    await expect(page.locator('.exam__option--incorrect').first()).toContainText('Incorrecta')
    await expect(page.locator('input[type="radio"]').first()).toBeDisabled()
    // A retry asks first; then the answers go and the quiz starts again at its first question.
    await page.getByRole('button', { name: 'Volver a intentar' }).click()
    await page.getByRole('button', { name: 'Sí, borrar y volver a intentar' }).click()
    await expect(page.getByText(/Obtuviste/)).toHaveCount(0)
    await expect(page.locator('input[type="radio"]:checked')).toHaveCount(0)
    await expect(page.locator('.exam input[type="radio"]').first()).toBeFocused()
    await expect(page.locator('.exam input[type="radio"]').first()).toBeInViewport()
  })

  test('outside links open in a new tab, the site’s own in the same one, and wide tables scroll sideways on a phone @desktop', async ({
    page,
  }) => {
    await page.goto('/cursos/finanzas-personales/modulo-2?seccion=ejemplo')
    await waitForHydration(page)
    // Its three tables: two of 3 columns that fit a phone, one of 4 that scrolls there.
    const table = page.locator('.table-scroll--wide').first()
    await expect(table).toBeVisible()
    if ((page.viewportSize()?.width ?? 1280) < 480) {
      expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    }
    await page.goto('/cursos/finanzas-personales/modulo-2?seccion=recurso')
    await waitForHydration(page)
    const link = page.locator('.section-content a[href^="https://"]').first()
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    const own = page.locator('.section-content').getByRole('link', { name: 'Mi lana', exact: true })
    await expect(own).toHaveAttribute('href', '/mi-lana')
    await expect(own).not.toHaveAttribute('target')
  })

  for (const [path, heading] of [
    ['/cursos/no-existe', 'Curso no encontrado'],
    ['/cursos/finanzas-personales/modulo-99', 'Módulo no encontrado'],
    ['/cursos/no-existe/modulo-1', 'Módulo no encontrado'],
  ] as const) {
    test(`${path} answers 404 with «${heading}»`, async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/404 \(Not Found\)/)
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await waitForHydration(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.getByText('no existe o ya no está disponible.')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Volver' })).toBeVisible()
      await page.getByRole('link', { name: 'Ir al inicio' }).click()
      await expect(page).toHaveURL('/')
    })
  }

  // Every page is scanned as it loads (html-first.spec.ts); these are states reached in it.
  // One test each: a scan of the 20-question exam alone takes 6 s on a quiet machine, and the
  // two together outlasted the 45 s limit on a busy CI runner (2026-11-28).
  for (const [state, path] of [
    ['a reading section', '/cursos/cripto-blockchain/modulo-1?seccion=lectura'],
    ['the final exam', '/cursos/cripto-blockchain/modulo-9?seccion=examen-final'],
  ] as const) {
    test(`${state} has no accessibility violations`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      await expectNoAxeViolations(page)
    })
  }
})
