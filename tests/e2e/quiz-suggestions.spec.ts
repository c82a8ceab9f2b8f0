/**
 * Issue 29 / decision 0008: the quiz never ends in nothing. After §5's exact list, «Becas
 * que sí te pueden servir» (each explained), and the ways on when the lists are short.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { QuizPage } from './models/QuizPage'

/** Issue 29's new user: Jalisco, UdeG, licenciatura, Ingeniería, 8–9, «Por situación económica». */
const jalisco = {
  state: 'Jalisco',
  institution: 'Universidad de Guadalajara',
  level: 'Licenciatura',
  area: 'Ingeniería, Ciencia y Tecnología',
  gpa: 'Entre 8 y 9',
  type: 'Por situación económica',
}
const JALISCO_URL =
  '/filtro-becas?estado=Jalisco&institucion=Universidad+de+Guadalajara&nivel=licenciatura&area=ingenieria&promedio=entre-8-y-9&tipo=situacion-economica'

const WHO_MAY_APPLY =
  /^✓ (Federal: para estudiantes de todo el país|Internacional: la pides desde cualquier estado|De una fundación: no es de una sola escuela|De un banco: no es de una sola escuela|Interinstitucional: no es de una sola escuela|Es de Jalisco, como tú|Es para estudiantes de Universidad de Guadalajara, la institución que elegiste)$/

const suggestionsRegion = (page: Page) => page.getByRole('region', { name: 'Becas que sí te pueden servir' })
const exactRegion = (page: Page) => page.getByRole('region', { name: /hace(n)? match contigo/ })
const cardTitles = (scope: Locator) => scope.locator('.match-card .card__title').allInnerTexts()

/** What a card's call badge says: today's status for dated calls, else the date-free label. */
async function statusLabel(card: Locator) {
  const today = card.locator('call-status [part~="badge"]')
  return (await today.count()) > 0 ? today.innerText() : card.locator('.call-status__badge').innerText()
}

/** Open calls (programmes open all year too), then upcoming ones, then the rest: the group of a card's status badge. */
const callGroup = (label: string) =>
  ['Abierta', 'Cierra pronto', 'Todo el año'].includes(label) ? 0 : label === 'Próxima' ? 1 : 2

test.describe('quiz results: the programmes that really fit', () => {
  test('the Jalisco / UdeG profile ends with suggestions, each explained, open calls first', async ({
    page,
  }) => {
    test.slow()
    const quiz = new QuizPage(page)
    await quiz.openPaused('/quiz-becas')
    await waitForHydration(page)
    await quiz.answerProfile(jalisco)
    await quiz.press('No')
    await page.clock.runFor(4000)
    await expect(page).toHaveURL(/\/filtro-becas\?/)

    await expect(page.getByRole('heading', { name: '0 becas hacen match contigo' })).toBeVisible()
    await expect(page.getByText('Aún no hay becas que hagan match contigo…')).toBeVisible()
    const suggestions = suggestionsRegion(page)
    await expect(suggestions.getByRole('heading', { level: 2 })).toHaveText('Becas que sí te pueden servir')
    const cards = suggestions.locator('.match-card')
    expect(await cards.count()).toBeGreaterThanOrEqual(5)

    for (const card of await cards.all()) {
      const why = card.getByRole('list', { name: 'Por qué te la sugerimos' }).getByRole('listitem')
      await expect(why.first()).toHaveText('✓ Licenciatura')
      expect(
        (await why.allInnerTexts()).filter((reason) => WHO_MAY_APPLY.test(reason)),
        await card.locator('.card__title').innerText(),
      ).toHaveLength(1)
      const institution = await card.locator('.scholarship-card__institution').innerText()
      const notes = card.getByRole('list', { name: 'Por qué no está en el match exacto' })
      // Who grants it is information, never a ✗ (decision 0040).
      await expect(card).not.toContainText('No la otorga')
      if (!institution.includes('Universidad de Guadalajara')) {
        await expect(notes).toContainText(
          `La otorga ${institution}, no Universidad de Guadalajara: por eso no está en el match exacto, pero la puedes pedir`,
        )
      }
    }
    // The state's own programme and the university's own, each saying why.
    await expect(suggestions.locator('.match-card', { hasText: '✓ Es de Jalisco, como tú' })).toHaveCount(1)
    await expect(
      suggestions.locator('.match-card', {
        hasText: '✓ Es para estudiantes de Universidad de Guadalajara, la institución que elegiste',
      }),
    ).not.toHaveCount(0)

    // On 2 March 2026 (the quiz's clock) some calls are open: they come first, then upcoming, then the rest.
    const badges = await Promise.all((await cards.all()).map(statusLabel))
    expect(callGroup(badges[0] ?? '')).toBe(0)
    const groups = badges.map(callGroup)
    expect(groups).toEqual([...groups].sort((a, b) => a - b))
  })

  test('the issue’s five profiles: every card outside the exact list says what keeps it out, read against its page', async ({
    page,
  }) => {
    test.slow()
    const profiles = [
      JALISCO_URL,
      '/filtro-becas?estado=Ciudad+de+M%C3%A9xico&institucion=UNAM&nivel=posgrado&area=sociales&promedio=mas-de-9&tipo=rendimiento-academico',
      '/filtro-becas?estado=Nuevo+Le%C3%B3n&institucion=Tecnol%C3%B3gico+de+Monterrey&nivel=licenciatura&area=negocios&promedio=entre-8-y-9&tipo=situacion-economica',
      '/filtro-becas?estado=Chiapas&institucion=Mi+escuela+no+est%C3%A1+en+la+lista&nivel=tecnico&area=ingenieria&promedio=menos-de-7&tipo=extranjero',
      '/filtro-becas?estado=Oaxaca&institucion=Todav%C3%ADa+no+s%C3%A9&nivel=medio_superior&area=general&promedio=entre-7-y-8&tipo=situacion-economica',
    ]
    for (const url of profiles) {
      await page.goto(url)
      await waitForHydration(page)
      const cards = suggestionsRegion(page).locator('.match-card')
      await expect(cards.first()).toBeVisible()
      for (const card of await cards.all()) {
        const title = await card.locator('.card__title').innerText()
        const outOfExact =
          (await card.getByRole('list', { name: 'Por qué no está en el match exacto' }).count()) +
          (await card.getByRole('list', { name: 'Lo que no coincide con tus respuestas' }).count())
        expect(outOfExact, `${title} says what keeps it out of the exact list (${url})`).toBeGreaterThan(0)
        await expect(card).not.toContainText('No la otorga')
      }
    }
    // Chiapas, técnico, «Menos de 7»: MEXT asks for 8.0 and is not offered.
    expect(await cardTitles(suggestionsRegion(page))).not.toContain('Becas del Gobierno de Japón (MEXT)')

    // Oaxaca prepa: INPI says who it is for, as its own page does.
    await page.goto(profiles[4] ?? '')
    await waitForHydration(page)
    const inpi = suggestionsRegion(page).locator('.match-card', { hasText: '(INPI)' })
    await expect(inpi.locator('.match-card__only-if')).toHaveText(
      'Solo si perteneces a un pueblo indígena o afromexicano.',
    )
    await inpi.getByRole('link', { name: /Ver detalles/ }).click()
    await expect(page.getByText('Pertenecer a un pueblo indígena o afromexicano')).toBeVisible()

    // Jalisco / UdeG: the incorporated schools' programme says which students it is for.
    await page.goto(JALISCO_URL)
    await waitForHydration(page)
    const incorporated = page.locator('.match-card', { hasText: 'escuelas incorporadas' })
    await expect(incorporated.locator('.match-card__only-if')).toHaveText(
      'Solo si estudias en una escuela particular incorporada a la UdeG.',
    )
    await incorporated.getByRole('link', { name: /Ver detalles/ }).click()
    await expect(
      page.getByText('Estar inscrito en una escuela particular incorporada a la UdeG'),
    ).toBeVisible()
  })

  test('a profile with exact matches shows them first, and the suggestions do not repeat them', async ({
    page,
  }) => {
    await page.goto(
      '/filtro-becas?estado=Ciudad+de+M%C3%A9xico&institucion=UNAM&nivel=licenciatura&area=salud&tipo=rendimiento-academico',
    )
    await waitForHydration(page)
    const exact = exactRegion(page)
    await expect(exact.getByRole('heading', { level: 2 }).first()).toHaveText('1 beca hace match contigo')
    const first = exact.locator('.match-card').first()
    await expect(first.locator('.card__title')).toHaveText('Beca de Excelencia Bécalos UNAM')
    await expect(
      first.getByRole('list', { name: 'Por qué te la recomendamos' }).getByRole('listitem'),
    ).toHaveText(['✓ Salud y Medicina', '✓ Licenciatura', '✓ UNAM', '✓ Por rendimiento académico'])
    await expect(first.getByRole('list', { name: 'Lo que no coincide con tus respuestas' })).toHaveCount(0)

    const suggestions = suggestionsRegion(page)
    await expect(suggestions).toBeVisible()
    const exactFirst = await first.evaluate(
      (card, region) =>
        Boolean(card.compareDocumentPosition(region as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
      await suggestions.elementHandle(),
    )
    expect(exactFirst).toBe(true)
    expect(await cardTitles(suggestions)).not.toContain('Beca de Excelencia Bécalos UNAM')
  })

  test('a short list offers the ways on, and the catalogue opens at that level', async ({ page }) => {
    await page.goto('/filtro-becas?estado=Oaxaca&institucion=SEP&nivel=tecnico&area=artes&tipo=otra')
    await waitForHydration(page)
    const suggestions = suggestionsRegion(page)
    await expect(suggestions.locator('.match-card').first()).toBeVisible()
    const ways = page.getByRole('region', { name: '¿Quieres más opciones?' })
    await expect(ways.getByRole('link', { name: 'Calendario de becas' })).toHaveAttribute(
      'href',
      '/becas/calendario',
    )
    await expect(ways.getByRole('link', { name: 'Documentos que te piden para una beca' })).toHaveAttribute(
      'href',
      '/guias/documentos-para-una-beca',
    )
    await expect(ways.getByRole('heading', { name: 'Avísame cuando abra' })).toBeVisible()
    await ways.getByRole('link', { name: 'Todas las becas de Carrera técnica' }).click()
    // The catalogue opens at the student's level and state (issue 43: the same scope as the quiz).
    await expect(page).toHaveURL(/\/becas\?nivel=tecnico&estado=Oaxaca#explora-titulo$/)
    await waitForHydration(page)
    await expect(page.getByRole('combobox', { name: 'Nivel', exact: true })).toHaveValue('tecnico')
    await expect(page.getByRole('combobox', { name: /^Estado/ })).toHaveValue('Oaxaca')
    const count = page.locator('.explorer__count')
    await expect(count).toHaveText(/^\d+ becas? encontradas? para Oaxaca/)
    const shown = Number((await count.innerText()).split(' ')[0])
    expect(shown).toBeGreaterThan(0)
    await page.getByRole('combobox', { name: 'Nivel', exact: true }).selectOption('')
    await expect(page).toHaveURL(/\/becas\?estado=Oaxaca$/)
    await expect.poll(async () => Number((await count.innerText()).split(' ')[0])).toBeGreaterThan(shown)
  })

  test('with nothing to suggest the page says so and the alert sends the profile', async ({ page }) => {
    // No level in the URL: suggestions need one, and the exact list is empty.
    await page.goto('/filtro-becas?estado=Jalisco&institucion=UDLAP&area=salud')
    await waitForHydration(page)
    const ways = page.getByRole('region', {
      name: 'Por ahora no hay becas que puedas pedir con tus respuestas',
    })
    await expect(ways).toBeVisible()
    await expect(suggestionsRegion(page)).toHaveCount(0)
    await expect(ways.getByRole('link', { name: 'Todas las becas', exact: true })).toHaveAttribute(
      'href',
      '/becas',
    )
    const request = page.waitForRequest('**/api/v1.0/email/send')
    await ways.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana@correo.mx')
    await ways.getByRole('button', { name: 'Avísame' }).click()
    const params = (await request).postDataJSON().template_params
    expect(params).toMatchObject({ about: 'Alerta de convocatoria', email: 'ana@correo.mx' })
    expect(params.message).toBe(
      'Quiero que me avisen cuando abra una beca para mi perfil: Estado: Jalisco · Institución: UDLAP · Área de interés: Salud y Medicina.',
    )
    await expect(ways.getByRole('status')).toContainText('¡Correo enviado!')
  })

  test('the results URL alone reproduces both lists', async ({ page, browser }) => {
    await page.clock.setFixedTime(new Date('2026-03-02T10:00:00-06:00'))
    await page.goto(JALISCO_URL)
    await waitForHydration(page)
    await expect(suggestionsRegion(page).locator('.match-card').first()).toBeVisible()
    const before = {
      exact: await cardTitles(exactRegion(page)),
      suggested: await cardTitles(suggestionsRegion(page)),
    }

    const other = await browser.newPage()
    await other.clock.setFixedTime(new Date('2026-03-02T10:00:00-06:00'))
    await other.goto(page.url())
    await waitForHydration(other)
    await expect(suggestionsRegion(other).locator('.match-card').first()).toBeVisible()
    expect({
      exact: await cardTitles(exactRegion(other)),
      suggested: await cardTitles(suggestionsRegion(other)),
    }).toEqual(before)
    await other.close()
  })

  test('the results have no accessibility violations', async ({ page }) => {
    // Three pages, each scanned with every rule: a busy CI machine needs more than the default.
    test.setTimeout(120_000)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const url of [
      JALISCO_URL,
      '/filtro-becas?estado=Oaxaca&institucion=SEP&nivel=tecnico&area=artes&tipo=otra',
      '/filtro-becas?estado=Jalisco&institucion=UDLAP&area=salud',
    ]) {
      await page.goto(url)
      await waitForHydration(page)
      await expect(page.getByRole('heading', { name: /hace(n)? match contigo/ })).toBeVisible()
      await expectNoAxeViolations(page)
    }
  })
})
