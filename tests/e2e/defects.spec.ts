import type { Locator, Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { inboxRecords, uniqueEmail } from './inbox'
import { BudgetScreen, ChallengesScreen, PaymentsScreen } from './models/MiLana'
import { QuizPage } from './models/QuizPage'
import { SiteShell } from './models/SiteShell'

/**
 * Issue 31: what a student saw on a phone (390 × 844) on 26 November 2026, one test per
 * defect, each at the width where it was seen (@phone-only where the page differs at 1280:
 * the phone menu, the tables' hint, a page too short for «Volver arriba» on a desktop).
 * Noon in Mexico City, so no time zone moves the day.
 */
const at = (day: string) => new Date(`${day}T12:00:00-06:00`)
const SEEN_ON = '2026-11-26'

/** Relative luminance and contrast ratio of two `rgb(…)` colours (WCAG 2.1). */
function contrast(a: string, b: string) {
  const luminance = (color: string) => {
    const [r = 0, g = 0, bl = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number)
    const channel = (value: number) => {
      const c = value / 255
      return c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl)
  }
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (high + 0.05) / (low + 0.05)
}

/** Whether `inner`'s box lies inside `outer`'s, with `slack` px to spare for rounding. */
async function inside(inner: Locator, outer: Locator, slack = 1) {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()])
  if (!a || !b) return false
  return (
    a.x >= b.x - slack &&
    a.y >= b.y - slack &&
    a.x + a.width <= b.x + b.width + slack &&
    a.y + a.height <= b.y + b.height + slack
  )
}

/** Resolves once the page has stopped scrolling (a smooth scroll passes through every position). */
async function scrollSettled(page: Page) {
  let last = -1
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.scrollY)
        const still = now === last
        last = now
        return still
      },
      { intervals: [250] },
    )
    .toBe(true)
}

/** The viewport's visible top and bottom, below the sticky header. */
async function inView(page: Page, target: Locator) {
  const box = await target.boundingBox()
  const header = await page.locator('header.site-header').boundingBox()
  const height = page.viewportSize()?.height ?? 0
  return Boolean(box && header && box.y >= header.y + header.height - 1 && box.y + box.height <= height)
}

test.describe('issue 31: what a student sees on a phone', () => {
  test('1 · «Solo convocatorias abiertas» keeps the programmes open all year', async ({ page }) => {
    await page.clock.setFixedTime(at(SEEN_ON))
    await page.goto('/becas?convocatoria=abiertas')
    await expect(page.getByLabel('Solo convocatorias abiertas')).toBeChecked()
    const card = page.locator('.scholarship-card', { hasText: 'Jóvenes Construyendo el Futuro' })
    await expect(card).toBeVisible()
    await expect(card).toContainText('Todo el año')
    await expect(page.getByText('Hoy no hay convocatorias abiertas')).toHaveCount(0)
  })

  test('2 · an address without a dot is refused by the field, by «Avísame cuando abra» and by the contact form', async ({
    page,
  }) => {
    let sent = 0
    page.on('request', (request) => {
      if (request.url().includes('/api/v1.0/email/send')) sent += 1
    })
    await page.clock.setFixedTime(at(SEEN_ON))
    await page.goto('/becas/1')
    const panel = page.getByRole('region', { name: 'Convocatoria' })
    const alertField = panel.getByLabel('Correo electrónico')
    await alertField.fill('ana@gmail')
    await panel.getByRole('button', { name: 'Avísame' }).click()
    await expect(alertField).toHaveAccessibleDescription('❌ Ingresa un correo válido.')
    await expect(alertField).toHaveAttribute('aria-invalid', 'true')
    await expect(alertField).toHaveValue('ana@gmail')
    await expect(panel.getByText('¡Correo enviado!')).toHaveCount(0)
    // Editing the address clears the message, as in the quiz.
    await alertField.fill('ana@gmail.com')
    await expect(alertField).not.toHaveAccessibleDescription('❌ Ingresa un correo válido.')

    const name = `Ana ${uniqueEmail('sin-punto')}`
    await page.goto('/contacto')
    await waitForHydration(page)
    await page.getByLabel(/Nombre/).fill(name)
    const contactField = page.getByLabel(/Correo electrónico/)
    await contactField.fill('ana@gmail')
    await page.getByLabel(/Mensaje/).fill('¿Tienen becas para Sonora?')
    await page.getByRole('button', { name: 'Enviar mensaje' }).click()
    await expect(contactField).toHaveAccessibleDescription('❌ Ingresa un correo válido.')
    await expect(contactField).toBeFocused()
    await expect(page.getByRole('heading', { name: 'Contacto' })).toBeVisible()
    expect(sent).toBe(0)
    expect(
      inboxRecords<{ template_params: Record<string, string> }>('emails.jsonl').some(
        (record) => record.template_params.name === name,
      ),
    ).toBe(false)
  })

  test('3 · «Mi lana» without a plan shows what went out, not «Te pasaste»', async ({ page }) => {
    await page.clock.setFixedTime(at(SEEN_ON))
    const lana = new BudgetScreen(page)
    await lana.open()
    await lana.addSpending('42.50', { category: 'Comida' })
    await expect(lana.spending('$42.50')).toBeVisible()
    await lana.addSpending('43', { category: 'Comida' })
    await expect(lana.headline()).toContainText('Todavía no tienes un plan para noviembre')
    const comida = lana.bar('Comida')
    await expect(comida).toContainText('$85.50')
    await expect(comida).not.toHaveClass(/lana-bar--over/)
    await expect(lana.summary()).not.toContainText('Te pasaste')
    await expect(lana.summary()).not.toContainText('de $0.00')
  })

  test('4 · «Agregar a mi calendario» with no payments: its message goes once a payment is added', async ({
    page,
  }) => {
    await page.clock.setFixedTime(at(SEEN_ON))
    const payments = new PaymentsScreen(page)
    await payments.open()
    await payments.calendarButton().click()
    const empty = page.getByText('Todavía no tienes pagos por recordar')
    await expect(empty).toBeVisible()
    await payments.add({ name: 'Renta del cuarto', amount: '1500', day: 30 })
    await expect(payments.payment('Renta del cuarto')).toBeVisible()
    await expect(empty).toHaveCount(0)
  })

  test('5 · every «52 semanas» tile holds its week and amount', async ({ page }) => {
    await page.clock.setFixedTime(at(SEEN_ON))
    const challenges = new ChallengesScreen(page)
    await challenges.open()
    await challenges.start(/^52 semanas · /)
    const tiles = challenges.card('52 semanas').locator('.lana-deposit')
    await expect(tiles).toHaveCount(52)
    const overflowing = await tiles.evaluateAll((labels) =>
      labels
        .filter((label) => {
          const box = label.getBoundingClientRect()
          return [...label.querySelectorAll('input, span')].some((child) => {
            const inner = child.getBoundingClientRect()
            return inner.width > 0 && (inner.left < box.left || inner.right > box.right + 0.5)
          })
        })
        .map((label) => label.textContent),
    )
    expect(overflowing).toEqual([])
  })

  test('6 · a module quiz: questions unboxed, answers full width, the right answer shown after a wrong one', async ({
    page,
  }) => {
    await page.goto('/cursos/finanzas-personales/modulo-1?seccion=quiz')
    await waitForHydration(page)
    const questions = page.locator('.exam__question')
    await expect(questions).toHaveCount(5)
    // The question's text never has a border running through it.
    for (const question of await questions.all()) {
      const crossed = await question.evaluate((fieldset) => {
        const legend = fieldset.querySelector('legend')
        if (!legend) return false
        const top = Number.parseFloat(getComputedStyle(fieldset).borderTopWidth)
        return top > 0 && legend.getBoundingClientRect().top < fieldset.getBoundingClientRect().top + top
      })
      expect(crossed).toBe(false)
    }
    // On a 390 px phone the answers take the width of the text column (358 px), not 210 px.
    const option = page.locator('.exam__option').first()
    expect((await option.boundingBox())?.width).toBeGreaterThanOrEqual(340)

    // Question 1's right answer is b); answer a) everywhere.
    for (const question of await questions.all()) await question.locator('.exam__option').first().click()
    await page.getByRole('button', { name: 'Enviar respuestas' }).click()
    const first = questions.first()
    await expect(first.locator('.exam__option').nth(0)).toContainText('Incorrecta')
    await expect(first.locator('.exam__option').nth(1)).toContainText('Esta es la correcta')
    await expect(first.locator('.exam__option--answer')).toHaveCount(1)
  })

  test('8 · the final exam’s table fits the phone, and a wider table says it scrolls sideways @phone-only', async ({
    page,
  }) => {
    await page.goto('/cursos/finanzas-personales/modulo-7')
    const scroller = page.locator('.table-scroll').first()
    await expect(scroller).toBeVisible()
    await expect(scroller.getByRole('columnheader', { name: 'Preguntas' })).toBeVisible()
    expect(await inside(scroller.getByRole('columnheader', { name: 'Preguntas' }), scroller)).toBe(true)
    expect(await scroller.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)

    await page.goto('/cursos/finanzas-personales/modulo-6?seccion=ejemplo')
    const wide = page.locator('.table-scroll').first()
    await expect(wide).toBeVisible()
    expect(await wide.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    await expect(page.getByText('Desliza la tabla para ver todas sus columnas').first()).toBeVisible()
  })

  test('9 · the phone menu keeps its bar in place and insets «Buscar» like everything else', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 600 })
    await page.goto('/')
    const shell = new SiteShell(page)
    await shell.openOverlay()
    const search = shell.overlay.getByRole('searchbox', { name: 'Buscar en Ya Sé Cómo' })
    const box = await search.boundingBox()
    expect(box?.x).toBeGreaterThanOrEqual(16)
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390 - 16)
    await shell.overlay.evaluate((menu) => menu.scrollTo(0, menu.scrollHeight))
    const close = shell.overlay.getByRole('button', { name: 'Cerrar menú' })
    const closeBox = await close.boundingBox()
    expect(closeBox?.y).toBeGreaterThanOrEqual(0)
    expect((closeBox?.y ?? 0) + (closeBox?.height ?? 0)).toBeLessThanOrEqual(600)
    await close.click()
    await expect(shell.overlay).toBeHidden()
  })

  test('10 · «Volver arriba» stands out over the footer @phone-only', async ({ page }) => {
    await page.goto('/preguntas-frecuentes')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const shell = new SiteShell(page)
    await expect(shell.scrollTop).toBeVisible()
    const [button, footer] = await Promise.all([
      shell.scrollTop.evaluate((element) => {
        const style = getComputedStyle(element)
        return { background: style.backgroundColor, ring: style.borderTopColor, width: style.borderTopWidth }
      }),
      shell.footer.evaluate((element) => getComputedStyle(element).backgroundColor),
    ])
    expect(button.background).not.toBe(footer)
    // Its edge meets WCAG's 3:1 for a control against the footer it floats over.
    const edge = Number.parseFloat(button.width) >= 2 ? button.ring : button.background
    expect(contrast(edge, footer)).toBeGreaterThanOrEqual(3)
  })

  test('11 · the FAQ links the pages it names instead of printing their paths', async ({ page }) => {
    await page.goto('/preguntas-frecuentes')
    for (const summary of await page.locator('summary.faq__toggle').all()) await summary.click()
    const main = page.getByRole('main')
    await expect(main).not.toContainText(/(^|[\s(])\/[a-z]/)
    const answers = main.locator('.faq__items dd')
    await expect(answers.getByRole('link', { name: 'Mi lana' })).toHaveAttribute('href', '/mi-lana')
    await expect(answers.getByRole('link', { name: 'formulario de la página de contacto' })).toHaveAttribute(
      'href',
      '/contacto',
    )
  })

  test('12 · changing page in the catalogue brings the list’s heading into view, not the hero', async ({
    page,
  }) => {
    await page.goto('/becas')
    await waitForHydration(page)
    const pager = page.getByRole('navigation', { name: 'Páginas de becas' })
    await pager.getByRole('button', { name: 'Página 2' }).click()
    await expect(page).toHaveURL(/pagina=2/)
    await expect(page.locator('.explorer__count')).toContainText('página 2')
    const heading = page.getByRole('heading', { name: 'Explora todas las becas' })
    await scrollSettled(page)
    expect(await inView(page, heading)).toBe(true)
    expect(await inView(page, page.getByRole('heading', { level: 1 }))).toBe(false)
    await expect(heading).toBeFocused()
  })

  test('13a · the landing counts the quiz’s steps as the quiz does', async ({ page }) => {
    const quiz = new QuizPage(page)
    await quiz.openPaused('/quiz-becas')
    await expect(quiz.counter()).toHaveText('Paso 1 de 7')
    await page.goto('/')
    await expect(page.getByRole('main')).toContainText('quiz de siete pasos')
    await expect(page.getByRole('main')).not.toContainText('ocho pasos')
  })

  test('13b · «Sobre YaSé» is written as the brand is, also where labels are in capitals @phone-only', async ({
    page,
  }) => {
    await page.goto('/quienes-somos')
    const footerGroup = new SiteShell(page).footer.getByRole('heading', { name: 'Sobre YaSé' })
    // innerText is what is drawn, after text-transform.
    expect(await footerGroup.evaluate((element) => (element as HTMLElement).innerText)).toContain('YaSé')
    const eyebrow = page.getByRole('main').locator('.eyebrow').first()
    expect(await eyebrow.evaluate((element) => (element as HTMLElement).innerText)).toContain('YaSé')
    const shell = new SiteShell(page)
    await shell.openOverlay()
    const menuGroup = shell.overlay.getByRole('heading', { name: 'Sobre YaSé' })
    expect(await menuGroup.evaluate((element) => (element as HTMLElement).innerText)).toContain('YaSé')
  })

  test('13d · «Tu avance» has no empty bands', async ({ page }) => {
    await page.goto('/cursos/finanzas-personales')
    const panel = page.locator('.course-progress-panel')
    await expect(panel.locator('course-progress [part="track"]')).toBeVisible()
    // The tallest vertical stretch of the card with nothing drawn in it (text, the bar, buttons).
    const emptiest = await panel.evaluate((card) => {
      const boxes: { top: number; bottom: number }[] = []
      const visit = (root: Element | ShadowRoot) => {
        for (const node of root.querySelectorAll('*')) {
          if (node.shadowRoot) visit(node.shadowRoot)
          const style = getComputedStyle(node)
          if (style.visibility === 'hidden' || style.display === 'none') continue
          const drawn =
            [...node.childNodes].some((child) => child.nodeType === 3 && child.textContent?.trim()) ||
            node.getAttribute('part') === 'track'
          if (!drawn) continue
          const box = node.getBoundingClientRect()
          if (box.height > 0) boxes.push({ top: box.top, bottom: box.bottom })
        }
      }
      visit(card)
      const outer = card.getBoundingClientRect()
      const padding = Number.parseFloat(getComputedStyle(card).paddingTop)
      boxes.sort((a, b) => a.top - b.top)
      let reached = outer.top + padding
      let gap = 0
      for (const box of boxes) {
        gap = Math.max(gap, box.top - reached)
        reached = Math.max(reached, box.bottom)
      }
      return Math.max(gap, outer.bottom - padding - reached)
    })
    expect(emptiest).toBeLessThanOrEqual(24)
  })

  test('13e · on the call calendar «Guardar» sits beside each entry, never inside its sentence', async ({
    page,
  }) => {
    await page.clock.setFixedTime(at(SEEN_ON))
    await page.goto('/becas/calendario')
    const entries = page.locator('.calendar-entry')
    await expect(entries.first()).toBeVisible()
    const misplaced = await entries.evaluateAll((items) =>
      items
        .filter((item) => (item as HTMLElement).offsetParent !== null)
        .filter((item) => {
          const toggle = item.querySelector('save-toggle')
          if (!toggle) return true
          const box = item.getBoundingClientRect()
          const button = toggle.getBoundingClientRect()
          // Every line of the entry's own text, as drawn.
          const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT)
          const lines: DOMRect[] = []
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (toggle.contains(node) || !node.textContent?.trim()) continue
            const range = document.createRange()
            range.selectNodeContents(node)
            lines.push(...range.getClientRects())
          }
          // The button ends the row, and no text shares its band to its right or under it.
          const sharesBand = lines.some(
            (line) =>
              line.bottom > button.top + 1 && line.top < button.bottom - 1 && line.right > button.left + 1,
          )
          return Math.abs(button.right - box.right) > 1 || sharesBand
        })
        .map((item) => item.textContent),
    )
    expect(misplaced).toEqual([])
  })

  test('14 · under reduced motion the quiz’s question appears whole when its typing would end', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const quiz = new QuizPage(page)
    await quiz.openPaused('/quiz-becas')
    await waitForHydration(page)
    await page.clock.runFor(2000)
    await expect.poll(() => quiz.fullQuestion()).not.toBe('')
    const full = await quiz.fullQuestion()
    const typing = 30 * full.length
    // While the question would be typing (30 ms a letter) none of it shows and nothing moves.
    for (let elapsed = 0; elapsed < typing - 1; elapsed += 300) {
      await expect(quiz.question()).toHaveCount(0)
      const moving = await page
        .locator('.quiz__bubble *')
        .evaluateAll((nodes) => nodes.some((node) => getComputedStyle(node).animationName !== 'none'))
      expect(moving).toBe(false)
      await page.clock.runFor(Math.min(300, typing - 1 - elapsed))
    }
    await expect(quiz.question()).toHaveCount(0)
    await page.clock.runFor(1)
    await expect(quiz.question()).toHaveText(full)
    await page.clock.runFor(500)
    await expect(quiz.select()).toBeFocused()
  })
})
