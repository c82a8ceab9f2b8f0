import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { QuizPage } from './models/QuizPage'

const profile = {
  state: 'Nuevo León',
  institution: 'SECIHTI',
  level: 'Maestría',
  area: 'Ingeniería, Ciencia y Tecnología',
  gpa: 'Más de 9',
  type: 'Por rendimiento académico',
}

test.describe('scholarship quiz', () => {
  test('is hidden on /becas until «Comenzar Quiz»', async ({ page }) => {
    await page.goto('/becas')
    await waitForHydration(page)
    const quiz = new QuizPage(page)
    await expect(page.getByText('Impulsado por IA').first()).toBeVisible()
    await expect(quiz.card()).toHaveCount(0)
    await page.getByRole('button', { name: 'Comenzar Quiz' }).click()
    await expect(quiz.counter()).toHaveText('Paso 1 de 7')
    await expect(page.getByRole('button', { name: 'Comenzar Quiz' })).toHaveCount(0)
    await expect(quiz.select()).toBeVisible({ timeout: 10_000 })
    await expect(page.locator('.quiz__footer').getByText('Impulsado por IA')).toBeVisible()
  })

  test('runs each step with the spec’s timings', async ({ page }) => {
    const quiz = new QuizPage(page)
    await quiz.openPaused('/quiz-becas')
    await waitForHydration(page)
    await expect(quiz.counter()).toHaveText('Paso 1 de 7')
    await expect(quiz.progress()).toHaveAttribute('value', '1')
    await expect(quiz.progress()).toHaveAttribute('max', '7')
    await expect(quiz.dots()).toBeVisible()
    await page.clock.runFor(1999)
    await expect(quiz.dots()).toBeVisible()
    await page.clock.runFor(1)
    await expect(quiz.dots()).toBeHidden()
    await page.clock.runFor(30 * 6)
    await expect(quiz.question()).toHaveText('¡Hola!')
    const length = (await quiz.fullQuestion()).length
    await page.clock.runFor(30 * (length - 6) - 1)
    await expect(quiz.question()).not.toHaveText(await quiz.fullQuestion())
    await page.clock.runFor(1)
    await expect(quiz.question()).toHaveText(await quiz.fullQuestion())
    await page.clock.runFor(499)
    await expect(quiz.select()).toHaveCount(0)
    await page.clock.runFor(1)
    await expect(quiz.select()).toBeFocused()
    await expect(quiz.select().locator('option').first()).toHaveText('Selecciona...')
    await expect(quiz.select().locator('option').first()).toBeDisabled()
  })

  test('adapts the wording, goes back with «Atrás» and staggers the option buttons', async ({ page }) => {
    const quiz = new QuizPage(page)
    await quiz.openPaused('/quiz-becas')
    await waitForHydration(page)
    await quiz.waitForInputs()
    await expect(quiz.back()).toHaveCount(0)
    await quiz.choose('Yucatán')
    await expect(quiz.counter()).toHaveText('Paso 2 de 7')
    await expect(quiz.back()).toBeDisabled()
    await quiz.waitForInputs()
    await expect(quiz.question()).toContainText('Yucatán')
    await expect(quiz.back()).toBeEnabled()
    await quiz.back().click()
    await expect(quiz.counter()).toHaveText('Paso 1 de 7')
    await quiz.waitForInputs()
    // The answer it returns to is still chosen; «Siguiente» keeps it.
    await expect(quiz.select()).toHaveValue('Yucatán')
    await quiz.card().getByRole('button', { name: 'Siguiente' }).click()
    await quiz.waitForInputs()
    await quiz.choose('UNAM')
    await quiz.waitForInputs()
    await expect(quiz.question()).toContainText('UNAM')
    const next = quiz.card().getByRole('button', { name: 'Siguiente' })
    await expect(next).toBeDisabled()
    await quiz.card().getByRole('checkbox', { name: 'Licenciatura' }).check()
    await expect(next).toBeEnabled()
    await next.click()
    // Interest area: the inputs appear after the question, the buttons one by one.
    const buttons = quiz.card().locator('.quiz__option')
    await quiz.expectFirstOptionOnTime(buttons)
    await page.clock.runFor(100)
    await expect(buttons).toHaveCount(2)
    await page.clock.runFor(500)
    await expect(buttons).toHaveCount(7)
    await quiz.press('Salud y Medicina')
    await quiz.waitForInputs()
    await expect(quiz.question()).toContainText('salud')
    await quiz.press('Menos de 7')
    await quiz.waitForInputs()
    await expect(quiz.question()).toContainText('no piden promedio alto')
  })

  test('«No» shows the loading message and 4 s later the results, reproducible from the URL', async ({
    page,
  }) => {
    // The whole quiz, the results, a reload from the URL and a detail page: four page loads,
    // each hydrating after its first paint; on a busy 2-core runner that passes 30 s.
    test.slow()
    const quiz = new QuizPage(page)
    await quiz.openPaused('/quiz-becas')
    await waitForHydration(page)
    await quiz.answerProfile(profile)
    await expect(quiz.counter()).toHaveText('Paso 7 de 7')
    await quiz.press('No')
    await expect(page.getByText('⏳ Cargando resultados…')).toBeVisible()
    await page.clock.runFor(3999)
    await expect(page).toHaveURL(/\/quiz-becas(\?|$)/)
    await page.clock.runFor(1)
    await expect(page).toHaveURL(/\/filtro-becas\?/)
    const url = new URL(page.url())
    expect(url.searchParams.get('estado')).toBe('Nuevo León')
    expect(url.searchParams.get('institucion')).toBe('SECIHTI')
    expect(url.searchParams.getAll('nivel')).toEqual(['maestria'])
    expect(url.searchParams.get('area')).toBe('ingenieria')
    expect(url.searchParams.get('promedio')).toBe('mas-de-9')
    expect(url.searchParams.get('tipo')).toBe('rendimiento-academico')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para tu perfil')
    const titles = page.locator('.match-card .card__title')
    await expect(titles.first()).toBeVisible()
    const before = await titles.allInnerTexts()
    await expect(page.locator('.match-card__reasons').first()).toContainText('SECIHTI')
    await page.reload()
    await waitForHydration(page)
    await expect(titles.first()).toBeVisible()
    expect(await titles.allInnerTexts()).toEqual(before)
    await page
      .locator('.match-card')
      .first()
      .getByRole('link', { name: /Ver detalles/ })
      .click()
    await expect(page).toHaveURL(/\/becas\/\d+$/)
    await page.goBack()
    // The results' three actions stand as one row of equal buttons.
    const back = page.getByRole('link', { name: 'Volver al quiz' })
    const heights = await Promise.all(
      [
        back,
        page.getByRole('button', { name: 'Copiar enlace' }),
        page.getByRole('link', { name: /Compartir por WhatsApp/ }),
      ].map(async (action) => (await action.boundingBox())?.height),
    )
    expect(new Set(heights).size, `heights ${heights.join(', ')}`).toBe(1)
    await back.click()
    await expect(page).toHaveURL('/becas')
  })

  test('«Sí»: invalid e-mail, then a sent e-mail with the summary, then the results', async ({ page }) => {
    const quiz = new QuizPage(page)
    await quiz.openPaused('/quiz-becas')
    await waitForHydration(page)
    await quiz.answerProfile(profile)
    await quiz.press('Sí')
    await quiz.waitForInputs()
    await expect(quiz.counter()).toHaveCount(0)
    await expect(quiz.progress()).toHaveCount(0)
    const email = quiz.card().getByRole('textbox', { name: 'Tu correo electrónico' })
    await expect(email).toBeFocused()
    await email.fill('ana@correo')
    await quiz.card().getByRole('button', { name: 'Enviar' }).click()
    await expect(quiz.status()).toHaveText('❌ Ingresa un correo válido.')
    await email.fill('ana@correo.mx')
    await expect(quiz.status()).toHaveText('')
    const request = page.waitForRequest('**/api/v1.0/email/send')
    await quiz.card().getByRole('button', { name: 'Enviar' }).click()
    const body = (await request).postDataJSON()
    expect(body).toMatchObject({
      lib_version: '4.4.1',
      template_id: 'quiz-results',
      template_params: {
        about: 'Recomendaciones para',
        name: 'ana@correo.mx',
        email: 'ana@correo.mx',
        from_name: 'Equipo Ya Sé Cómo',
      },
    })
    const message: string = body.template_params.message
    for (const line of [
      '• Estado: Nuevo León',
      '• Institución: SECIHTI',
      '• Nivel de estudios: Maestría',
      '• Área de interés: Ingeniería, Ciencia y Tecnología',
      '• Promedio: Más de 9',
      '• Tipo de beca: Por rendimiento académico',
    ]) {
      expect(message).toContain(line)
    }
    expect(message).not.toContain('Sí')
    // Both lists of the results page: SECIHTI's own programme, then what else fits.
    expect(message).toContain('Becas que hacen match contigo:')
    expect(message).toContain('Becas que sí te pueden servir')
    expect(message).toMatch(/https:\/\/yasecomo\.mx\/becas\/\d+/)
    await expect(quiz.status()).toHaveText('✅ ¡Email enviado! (no olvides revisar tu spam)')
    await expect(quiz.card().getByRole('button', { name: 'Enviar' })).toBeDisabled()
    await page.clock.runFor(4000)
    await expect(quiz.status()).toHaveText('⏳ Cargando resultados…')
    await page.clock.runFor(2999)
    await expect(page).toHaveURL(/\/quiz-becas(\?|$)/)
    await page.clock.runFor(1)
    await expect(page).toHaveURL(/\/filtro-becas\?/)
  })

  test('works with the keyboard alone', async ({ page }) => {
    const quiz = new QuizPage(page)
    await quiz.openPaused('/quiz-becas')
    await waitForHydration(page)
    await quiz.waitForInputs()
    await expect(quiz.select()).toBeFocused()
    // Arrows only move the selection (WCAG 3.2.2); Enter answers.
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(quiz.counter()).toHaveText('Paso 1 de 7')
    await expect(quiz.select()).toHaveValue('Baja California')
    await page.keyboard.press('Enter')
    await expect(quiz.counter()).toHaveText('Paso 2 de 7')
    await quiz.waitForInputs()
    await expect(quiz.select()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(quiz.counter()).toHaveText('Paso 2 de 7')
    // «Siguiente» answers too.
    await page.keyboard.press('Tab')
    await expect(quiz.card().getByRole('button', { name: 'Siguiente' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(quiz.chips()).toContainText(['Baja California', 'Mi escuela no está en la lista'])
    await quiz.waitForInputs()
    await expect(quiz.card().getByRole('checkbox').first()).toBeFocused()
    await page.keyboard.press('Space')
    for (let i = 0; i < 13; i++) await page.keyboard.press('Tab')
    await expect(quiz.card().getByRole('button', { name: 'Siguiente' })).toBeFocused()
    await page.keyboard.press('Enter')
    await quiz.waitForInputs()
    await expect(quiz.card().locator('.quiz__option').first()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(quiz.counter()).toHaveText('Paso 5 de 7')
  })

  test('«Atrás», a reload and the back button keep the answers; the URL says where the student is', async ({
    page,
  }) => {
    test.slow()
    const quiz = new QuizPage(page)
    await quiz.openPaused('/quiz-becas')
    await waitForHydration(page)
    await quiz.waitForInputs()
    await quiz.choose('Jalisco')
    await expect(page).toHaveURL(/\/quiz-becas\?estado=Jalisco&paso=2$/)
    await quiz.waitForInputs()
    await quiz.choose('Universidad de Guadalajara')
    await quiz.waitForInputs()
    await quiz.chooseLevels('Licenciatura')
    await quiz.waitForInputs()
    await quiz.press('Artes y Diseño')
    await expect(quiz.counter()).toHaveText('Paso 5 de 7')
    await expect(page).toHaveURL(/paso=5/)
    await quiz.waitForInputs()
    // «Atrás»: step 4 again, its answer shown chosen.
    await quiz.back().click()
    await expect(quiz.counter()).toHaveText('Paso 4 de 7')
    await expect(page).toHaveURL(/paso=4/)
    await quiz.waitForInputs()
    await expect(quiz.card().getByRole('button', { name: 'Artes y Diseño' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await quiz.press('Salud y Medicina')
    await expect(quiz.counter()).toHaveText('Paso 5 de 7')
    // A reload resumes at the same step with the same answers.
    await page.reload()
    await waitForHydration(page)
    await expect(quiz.counter()).toHaveText('Paso 5 de 7')
    await expect(quiz.chips()).toHaveText([
      'Jalisco',
      'Universidad de Guadalajara',
      'Licenciatura',
      'Salud y Medicina',
    ])
    await quiz.waitForInputs()
    await expect(quiz.question()).toContainText('salud')
    // The phone's back button goes one step back, not out of the quiz.
    await page.goBack()
    await expect(page).toHaveURL(/paso=4/)
    await expect(quiz.counter()).toHaveText('Paso 4 de 7')
    await page.goBack()
    await expect(quiz.counter()).toHaveText('Paso 3 de 7')
    await quiz.waitForInputs()
    await expect(quiz.card().getByRole('checkbox', { name: 'Licenciatura' })).toBeChecked()
  })

  test('a dropdown answers on a pick, never on typing', async ({ page }) => {
    const quiz = new QuizPage(page)
    await quiz.openPaused('/quiz-becas')
    await waitForHydration(page)
    await quiz.waitForInputs()
    // Typing the first letters moves the selection and nothing else.
    await page.keyboard.type('Oax')
    await expect(quiz.select()).toHaveValue('Oaxaca')
    await expect(quiz.counter()).toHaveText('Paso 1 de 7')
    // A pick (pointer, or a phone's picker) answers at once, as the spec says.
    await quiz.choose('Chiapas')
    await expect(quiz.counter()).toHaveText('Paso 2 de 7')
  })

  test('step 2 offers «Mi escuela no está en la lista» and «Todavía no sé», schools and funders in groups', async ({
    page,
  }) => {
    test.slow()
    const quiz = new QuizPage(page)
    await quiz.openPaused('/quiz-becas')
    await waitForHydration(page)
    await quiz.waitForInputs()
    await quiz.choose('Oaxaca')
    await quiz.waitForInputs()
    const options = quiz.select().locator('option')
    await expect(options.nth(1)).toHaveText('Mi escuela no está en la lista')
    await expect(options.nth(2)).toHaveText('Todavía no sé')
    const groups = quiz.select().locator('optgroup')
    await expect(groups).toHaveCount(2)
    await expect(groups.nth(0)).toHaveAttribute('label', 'Escuelas y universidades')
    await expect(groups.nth(0).locator('option', { hasText: 'UNAM' })).toHaveCount(1)
    await expect(groups.nth(1).locator('option', { hasText: 'SEP' })).toHaveCount(1)
    // Every institution of the spec is kept: 88, plus the two answers.
    await expect(options).toHaveCount(1 + 2 + 88)
    await quiz.choose('Todavía no sé')
    await quiz.page.clock.runFor(2000)
    expect(await quiz.fullQuestion()).toBe(
      'Sin problema. ¿Qué nivel de estudios vas a cursar? Puedes elegir más de uno.',
    )
    await quiz.waitForInputs()
    await quiz.chooseLevels('Media superior (prepa)')
    await quiz.waitForInputs()
    await quiz.press('General / Interdisciplinaria')
    await quiz.waitForInputs()
    await quiz.press('Menos de 7')
    await quiz.waitForInputs()
    await quiz.press('Por situación económica')
    await quiz.waitForInputs()
    await quiz.press('No')
    await page.clock.runFor(4000)
    await expect(page).toHaveURL(/institucion=Todav%C3%ADa\+no\+s%C3%A9/)
    // §5's exact list is empty, honestly; the suggestions say who grants each one.
    await expect(page.getByRole('heading', { name: '0 becas hacen match contigo' })).toBeVisible()
    const suggestions = page.getByRole('region', { name: 'Becas que sí te pueden servir' })
    const first = suggestions.locator('.match-card').first()
    await expect(first.getByRole('list', { name: 'Por qué no está en el match exacto' })).toContainText(
      '; no depende de la escuela que elijas',
    )
  })

  test('the quiz takes focus only from inside itself or from nowhere', async ({ page }) => {
    const quiz = new QuizPage(page)
    await quiz.openPaused('/quiz-becas')
    await waitForHydration(page)
    // The student is in the header while the first step is still typing.
    const link = page.locator('header a').first()
    await link.focus()
    await quiz.waitForInputs()
    await expect(quiz.select()).toBeVisible()
    await expect(link).toBeFocused()
    // Back in the quiz, the next step's input takes focus when it appears.
    await quiz.select().focus()
    await quiz.choose('Jalisco')
    await quiz.waitForInputs()
    await expect(quiz.select()).toBeFocused()
  })

  test('the results page says so when nothing matches and offers the programmes that fit', async ({
    page,
  }) => {
    await page.goto('/filtro-becas?institucion=UDLAP&area=salud&nivel=posdoctorado&tipo=extranjero')
    await waitForHydration(page)
    await expect(
      page.getByText(
        'Aún no hay becas que hagan match contigo… ¡pero no te rindas! ✨ Puedes ajustar tus respuestas o explorar otras opciones.',
      ),
    ).toBeVisible()
    await page.goto('/filtro-becas?institucion=UDLAP&area=ingenieria&nivel=maestria')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: 'Becas que sí te pueden servir' })).toBeVisible()
    await page.goto('/filtro-becas?area=desconocida&nivel=xyz&promedio=10&tipo=otro')
    await waitForHydration(page)
    await expect(page.getByText('Todavía no tenemos tus respuestas.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Explora todas las becas' })).toBeVisible()
  })

  test('the results page does not jump when the answers in the URL arrive', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { __shifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push(entry.value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const response = await page.goto(
      '/filtro-becas?estado=Nuevo+Le%C3%B3n&nivel=licenciatura&area=ingenieria',
    )
    // Before React runs, the page only says it is working on the results.
    expect(await response?.text()).toContain('Calculando tus resultados…')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: /hace(n)? match contigo/ })).toBeVisible()
    await page.evaluate(() => document.fonts.ready)
    const total = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    )
    expect(total).toBeLessThan(0.01)
  })

  // The page as it loads is the route audit's (html-first.spec.ts); each step changes the card.
  test('every step has no accessibility violations', async ({ page }) => {
    // A whole-page scan per step: 90–100 s on the CI-like runner of 2026-11-28, 98 s in CI itself.
    test.setTimeout(180_000)
    // Options pop in over 0.2 s; on a busy machine axe could read a half-faded option's
    // contrast. The colours checked are the settled ones either way.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await page.goto('/quiz-becas')
    await waitForHydration(page)
    const quiz = new QuizPage(page)
    await quiz.waitForInputs()
    await expectNoAxeViolations(page, { include: 'section.quiz' })
    await quiz.choose('Jalisco')
    await quiz.waitForInputs()
    await expectNoAxeViolations(page, { include: 'section.quiz' })
    await quiz.choose('Universidad de Guadalajara')
    await quiz.waitForInputs()
    await expectNoAxeViolations(page, { include: 'section.quiz' })
    await quiz.chooseLevels('Licenciatura')
    for (const answer of ['Artes y Diseño', 'Entre 8 y 9', 'Por situación económica']) {
      await quiz.waitForInputs()
      await expectNoAxeViolations(page, { include: 'section.quiz' })
      await quiz.press(answer)
    }
    await quiz.waitForInputs()
    await expectNoAxeViolations(page, { include: 'section.quiz' })
    await quiz.press('Sí')
    await quiz.waitForInputs()
    await expectNoAxeViolations(page, { include: 'section.quiz' })
    await page.goto('/filtro-becas?area=artes&nivel=licenciatura')
    await waitForHydration(page)
    await expectNoAxeViolations(page)
  })
})
