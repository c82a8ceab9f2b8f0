import { execFileSync } from 'node:child_process'
import type { Locator, Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { BudgetScreen, ChallengesScreen, lookAtBoard } from './models/MiLana'
import { ROUTE_SHAPES } from './routes'

/**
 * WCAG 2.2 AA where axe cannot look (issue 48): focus never hidden under the sticky header
 * (2.4.11) and never left off screen after an action (2.4.3), field edges at 3 : 1 (1.4.11),
 * selected states that survive forced colours (1.4.1), pages that print without their
 * controls, and «Mi lana» at 320 px (1.4.10) and with spaced-out text (1.4.12).
 */

/** Where the focused box is, against the part of the window the sticky header leaves. */
type FocusBox = {
  what: string
  top: number
  bottom: number
  left: number
  right: number
  headerBottom: number
  viewHeight: number
  viewWidth: number
  /** In the header, the skip link or a fixed layer: always drawn on top. */
  onTop: boolean
}

type FocusProbe = {
  focusedBox?: () => FocusBox | null
  focusStops: { key: string; box: FocusBox | null }[]
}

/**
 * Gives the page `focusedBox()` (the focused element, inside shadow roots too, and where it is
 * drawn) and records it at every Tab and Shift+Tab when the key comes up, after the browser has
 * moved focus and scrolled. Runs in the page, once.
 */
function installFocusProbe() {
  const probe = window as unknown as FocusProbe
  if (probe.focusedBox) return
  const fixed = (node: Element | null): boolean =>
    node !== null && (getComputedStyle(node).position === 'fixed' || fixed(node.parentElement))
  probe.focusedBox = () => {
    let element = document.activeElement
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement
    if (!element || element === document.body || element === document.documentElement) return null
    const root = element.getRootNode()
    const host = root instanceof ShadowRoot ? root.host : element
    const box = element.getBoundingClientRect()
    const header = document.querySelector('.site-header')?.getBoundingClientRect()
    const label = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40)
    return {
      what: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} «${label}»`,
      top: box.top,
      bottom: box.bottom,
      left: box.left,
      right: box.right,
      headerBottom: header?.bottom ?? 0,
      viewHeight: window.innerHeight,
      viewWidth: document.documentElement.clientWidth,
      onTop: Boolean(host.closest('.site-header, .skip-link')) || fixed(host),
    }
  }
  probe.focusStops = []
  window.addEventListener('keyup', (event) => {
    if (event.key === 'Tab')
      probe.focusStops.push({ key: event.shiftKey ? 'Shift+Tab' : 'Tab', box: probe.focusedBox?.() ?? null })
  })
}

const focusBox = async (page: Page) => {
  await page.evaluate(installFocusProbe)
  return page.evaluate(() => (window as unknown as FocusProbe).focusedBox?.() ?? null)
}

/** Why a focused box is not fully in sight, or null when it is. */
function hidden(box: FocusBox | null): string | null {
  if (!box || box.onTop) return null
  const room = box.viewHeight - box.headerBottom
  const tall = box.bottom - box.top > room
  if (box.top < box.headerBottom - 1)
    return `${box.what}: top ${box.top} under the header (${box.headerBottom})`
  if (!tall && box.bottom > box.viewHeight + 1) return `${box.what}: bottom ${box.bottom} below the window`
  if (box.left < -1 || box.right > box.viewWidth + 1)
    return `${box.what}: ${box.left}–${box.right} off the sides`
  return null
}

/** The focused box is in sight, below the sticky header. */
async function expectFocusInSight(page: Page) {
  // A smooth scroll may still be under way: wait until the focus is where it will stay.
  await expect.poll(async () => hidden(await focusBox(page)), { timeout: 3_000 }).toBeNull()
}

/** WCAG relative luminance contrast of two rgb()/rgba() colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0)
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

/** Every visible text field and dropdown: its edge colour and what is behind it. */
const fieldEdges = (page: Page) =>
  page.evaluate(() => {
    const opaque = (color: string) => color !== 'transparent' && !/rgba\(.*, 0\)$/.test(color)
    const behind = (element: Element | null): string => {
      for (let node = element; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor
        if (opaque(color)) return color
      }
      return 'rgb(255, 255, 255)'
    }
    const fields = document.querySelectorAll<HTMLElement>(
      'input:not([type="checkbox"], [type="radio"], [type="hidden"], [type="file"]), select, textarea',
    )
    return [...fields]
      .filter((field) => field.getClientRects().length > 0 && getComputedStyle(field).opacity !== '0')
      .map((field) => {
        // A field drawn without an edge of its own sits in a box that has one (the header's search).
        let edged: Element = field
        while (parseFloat(getComputedStyle(edged).borderBottomWidth) === 0 && edged.parentElement)
          edged = edged.parentElement
        return {
          what: field.getAttribute('name') ?? field.id ?? field.className,
          edge: getComputedStyle(edged).borderBottomColor,
          behind: behind(edged.parentElement),
        }
      })
  })

/**
 * Keyboard only, each route once: Tab down from the top, then Shift+Tab up from the end of the
 * page's content (where the header hid what came back into view). Each stop is recorded by the
 * page itself when the key comes up, after the browser has moved focus and scrolled: one round
 * trip per key, a read at the end.
 */
const STOPS = 16

for (const route of ROUTE_SHAPES) {
  test(`keyboard only on ${route}: every focus stop in sight below the header; field edges at 3 : 1 @desktop-only`, async ({
    page,
  }) => {
    // Positions are read at once after each key: scrolling jumps instead of gliding.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(route)
    await waitForHydration(page)
    if (route.startsWith('/mi-lana')) {
      await lookAtBoard(page)
      await page.locator('.lana-board').waitFor()
      await page.evaluate(() => window.scrollTo(0, 0))
    }
    for (const field of await fieldEdges(page)) {
      expect(
        contrast(field.edge, field.behind),
        `${field.what}: ${field.edge} on ${field.behind}`,
      ).toBeGreaterThanOrEqual(3)
    }
    await page.evaluate(installFocusProbe)
    for (let stop = 0; stop < STOPS; stop++) await page.keyboard.press('Tab')
    // The last control of the page's content, brought into view as a student scrolling down would.
    await page.evaluate(() => {
      const controls = document.querySelectorAll<HTMLElement>(
        'main a[href], main button, main input, main select, main summary',
      )
      const last = [...controls].reverse().find((control) => control.getClientRects().length > 0)
      last?.focus()
    })
    for (let stop = 0; stop < STOPS; stop++) await page.keyboard.press('Shift+Tab')
    const stops = await page.evaluate(() => (window as unknown as FocusProbe).focusStops)
    expect(stops).toHaveLength(2 * STOPS)
    const problems = stops.flatMap(({ key, box }) => {
      const problem = hidden(box)
      return problem ? [`${key}: ${problem}`] : []
    })
    expect(problems).toEqual([])
  })
}

test('«Saltar al contenido» lands with the page’s first line below the header @desktop', async ({ page }) => {
  await page.goto('/becas')
  await page.evaluate(() => window.scrollTo(0, 400))
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
  await expectFocusInSight(page)
  // The first line of the page, not only <main>'s top edge.
  const first = page.locator('main h1')
  await expect
    .poll(async () => {
      const [title, header] = await Promise.all([
        first.boundingBox(),
        page.locator('.site-header').boundingBox(),
      ])
      return (title?.y ?? 0) >= (header?.y ?? 0) + (header?.height ?? 0)
    })
    .toBe(true)
})

test('an open header menu closes when focus moves on past it @desktop-only', async ({ page }) => {
  await page.goto('/')
  const explora = page.getByRole('button', { name: 'Explora' })
  await explora.focus()
  await page.keyboard.press('Enter')
  const menu = page.locator('#menu-explora')
  await expect(menu).toBeVisible()
  const links = await menu.getByRole('link').count()
  for (let index = 0; index <= links; index++) await page.keyboard.press('Tab')
  await expect(menu).toBeHidden()
  await expectFocusInSight(page)
})

test.describe('focus after an action is on screen, on what changed', () => {
  test('«¡Mensaje enviado!» takes focus after sending the contact form @desktop', async ({ page }) => {
    await page.goto('/contacto')
    await waitForHydration(page)
    await page.getByLabel('Nombre').fill('Ana Torres')
    await page.getByLabel('Correo electrónico').fill('ana.torres@correo.mx')
    await page.getByLabel('Mensaje').fill('Hola, ¿tienen la beca de transporte de Jalisco?')
    await page.getByLabel('Mensaje').press('Tab')
    await page.keyboard.press('Enter')
    await expect(page.getByText('¡Mensaje enviado!')).toBeFocused()
    await expectFocusInSight(page)
  })

  test('a module quiz: what is missing is named, the score takes focus, a retry asks first @desktop', async ({
    page,
  }) => {
    await page.goto('/cursos/finanzas-personales/modulo-1?seccion=quiz')
    await waitForHydration(page)
    const questions = page.locator('.exam__question')
    await questions.first().waitFor()
    const count = await questions.count()
    // Every question but the second and the last.
    for (let index = 0; index < count; index++) {
      if (index === 1 || index === count - 1) continue
      await questions.nth(index).locator('input[type="radio"]').first().check()
    }
    const submit = page.getByRole('button', { name: 'Enviar respuestas' })
    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(page.locator('.exam').getByRole('status')).toHaveText(
      `Te falta responder las preguntas 2 y ${count}.`,
    )
    await expect(questions.nth(1).locator('input').first()).toBeFocused()
    await expectFocusInSight(page)
    await questions.nth(1).locator('input').first().check()
    await questions
      .nth(count - 1)
      .locator('input')
      .first()
      .check()
    // Answered: the message is gone (an empty status takes no room, so it is hidden).
    await expect(page.locator('.exam').getByRole('status', { includeHidden: true })).toBeEmpty()
    await submit.press('Enter')

    const summary = page.locator('.exam__summary')
    await expect(summary).toBeFocused()
    await expect(summary).toHaveAttribute('role', 'status')
    await expect(summary).toContainText(/^Obtuviste \d de \d correctas/)
    await expectFocusInSight(page)

    // «Volver a intentar» asks; «No» keeps every answer, «Sí» clears them and goes to question 1.
    await page.getByRole('button', { name: 'Volver a intentar' }).click()
    const keep = page.getByRole('button', { name: 'No, conservar mis respuestas' })
    await expect(keep).toBeFocused()
    await keep.press('Enter')
    await expect(page.locator('.exam input:checked')).toHaveCount(count)
    await page.getByRole('button', { name: 'Volver a intentar' }).click()
    await page.getByRole('button', { name: 'Sí, borrar y volver a intentar' }).click()
    await expect(page.locator('.exam input:checked')).toHaveCount(0)
    await expect(questions.first().locator('input').first()).toBeFocused()
    await expectFocusInSight(page)
  })

  test('the final exam’s «Aún no apruebas…» is in the focused status @desktop', async ({ page }) => {
    test.setTimeout(60_000)
    await page.goto('/cursos/finanzas-personales/modulo-7?seccion=examen-final')
    await waitForHydration(page)
    // The first option of every question: not enough to pass.
    await page.locator('.exam__question').first().waitFor()
    for (const question of await page.locator('.exam__question').all())
      await question.locator('input[type="radio"]').first().check()
    await page.getByRole('button', { name: 'Enviar respuestas' }).click()
    const summary = page.locator('.exam__summary')
    await expect(summary).toBeFocused()
    await expect(summary.getByText(/^Aún no apruebas/)).toBeVisible()
    await expectFocusInSight(page)
  })

  test('«Empezar reto» brings focus to the new challenge, in sight', async ({ page }) => {
    const challenges = new ChallengesScreen(page)
    await challenges.open()
    await challenges.start(/^52 semanas · /)
    await expect(challenges.card('52 semanas').getByRole('heading', { name: '52 semanas' })).toBeFocused()
    await expectFocusInSight(page)
  })
})

/** How many colours a picture holds (an edge and a filled part make more than two). */
async function coloursIn(page: Page, picture: Buffer) {
  return page.evaluate(async (png) => {
    const image = new Image()
    image.src = `data:image/png;base64,${png}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.width
    canvas.height = image.height
    const context = canvas.getContext('2d')
    context?.drawImage(image, 0, 0)
    const data = context?.getImageData(0, 0, image.width, image.height).data ?? []
    const seen = new Set<string>()
    for (let index = 0; index < data.length; index += 4)
      seen.add(`${data[index]},${data[index + 1]},${data[index + 2]}`)
    return seen.size
  }, picture.toString('base64'))
}

/** Two screenshots of the same control differ: its chosen state is drawn, not only its colour. */
async function expectDrawnDifferently(before: Buffer, after: Buffer, what: string) {
  expect(before.equals(after), `${what}: chosen and not chosen look the same`).toBe(false)
}

test.describe('forced colours: chosen states still show', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' })
  })

  test('a category pill @desktop', async ({ page }) => {
    await page.goto('/becas')
    await waitForHydration(page)
    const pill = page.getByRole('button', { name: 'Salud y Medicina', exact: true })
    const off = await pill.screenshot()
    await pill.click()
    await expect(pill).toHaveAttribute('aria-pressed', 'true')
    await page.mouse.move(0, 0)
    await pill.blur()
    await expectDrawnDifferently(off, await pill.screenshot(), 'category pill')
  })

  test('the chosen quincena and the current «Mi lana» tab @desktop', async ({ page }) => {
    await page.goto('/mi-lana')
    await waitForHydration(page)
    await lookAtBoard(page)
    const period = page.locator('.lana-period__option')
    await period.first().waitFor()
    const chosen = period.filter({ has: page.locator('input:checked') })
    const other = period.filter({ has: page.locator('input:not(:checked)') }).first()
    const otherOff = await other.screenshot()
    const chosenOn = await chosen.screenshot()
    await other.click()
    await page.mouse.move(0, 0)
    await page.locator('h1').click()
    await expect(period.locator('input:checked')).toHaveCount(1)
    // Each option drawn chosen and not chosen looks different.
    const [first, second] = [period.nth(0), period.nth(1)]
    const now = [await first.screenshot(), await second.screenshot()]
    expect(now.some((picture) => picture.equals(otherOff))).toBe(false)
    expect(now.some((picture) => picture.equals(chosenOn))).toBe(false)

    const tab = page.locator('.lana-tabs a', { hasText: 'Presupuesto' })
    const current = await tab.screenshot()
    await page.goto('/mi-lana/reto')
    await expectDrawnDifferently(current, await tab.screenshot(), '«Mi lana» tab')
  })

  test('the current module section @desktop-only', async ({ page }) => {
    await page.goto('/cursos/finanzas-personales/modulo-2')
    await waitForHydration(page)
    const section = page.locator('.reader__sections a').first()
    await expect(section).toHaveAttribute('aria-current', 'step')
    const current = await section.screenshot()
    await page.locator('.reader__sections a').nth(1).click()
    await expect(section).not.toHaveAttribute('aria-current', 'step')
    await page.mouse.move(0, 0)
    await expectDrawnDifferently(current, await section.screenshot(), 'module section')
  })

  test('a colour swatch shows its name, and the chosen one is drawn apart @desktop', async ({ page }) => {
    await page.goto('/herramientas/diario-dalia')
    await waitForHydration(page)
    const swatch = page.locator('.swatch').nth(1)
    await expect(swatch.locator('.swatch__name')).toBeVisible()
    expect((await swatch.boundingBox())?.width ?? 0).toBeGreaterThan(44)
    const off = await swatch.screenshot()
    await swatch.click()
    await page.mouse.move(0, 0)
    await page.locator('h1').click()
    await expectDrawnDifferently(off, await swatch.screenshot(), 'colour swatch')
  })

  test('the quiz’s progress bar is drawn', async ({ page }) => {
    await page.goto('/quiz-becas')
    const bar = page.locator('.quiz__bar')
    await bar.waitFor()
    // Its edge and its filled part: more than two colours in its picture.
    expect(await coloursIn(page, await bar.screenshot()), 'the progress bar is drawn').toBeGreaterThan(2)
  })

  test('«Mi lana»’s bars and its ring’s legend are drawn, a bar over budget apart from one within @desktop', async ({
    page,
  }) => {
    const budget = new BudgetScreen(page)
    await budget.open()
    await budget.setPlan({ income: '4,500', budgets: { Comida: '1,000', Transporte: '100' } })
    await budget.addSpending('300', { category: 'Comida' })
    await budget.addSpending('250', { category: 'Transporte' })
    const within = budget.bar('Comida').locator('.lana-bar__track')
    const over = budget.bar('Transporte').locator('.lana-bar__track')
    await expect(over).toBeVisible()
    const [withinPicture, overPicture] = [await within.screenshot(), await over.screenshot()]
    expect(await coloursIn(page, withinPicture), 'a bar within its budget is drawn').toBeGreaterThan(2)
    expect(await coloursIn(page, overPicture), 'a bar over its budget is drawn').toBeGreaterThan(2)
    // Same width of track, filled differently: the fill is not the only difference, its colour is too.
    const fills = await page
      .locator('.lana-bar__fill')
      .evaluateAll((rects) => rects.map((rect) => getComputedStyle(rect).fill))
    expect(new Set(fills).size).toBe(2)
    const swatches = budget.chart().locator('.lana-chart__swatch rect')
    await expect(swatches).toHaveCount(2)
    const swatchFills = await swatches.evaluateAll((rects) =>
      rects.map((rect) => getComputedStyle(rect).fill),
    )
    expect(new Set(swatchFills).size, 'each category keeps its own colour').toBe(2)
  })

  test('a course’s progress bar is drawn @desktop', async ({ page }) => {
    await page.goto('/cursos/finanzas-personales/modulo-1')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Siguiente' }).click()
    await page.goto('/cursos/finanzas-personales')
    const bar = page.locator('course-progress[data-view="bar"]').first()
    await expect(bar).toBeVisible()
    const track = await bar.evaluate((element) => {
      const part = element.shadowRoot?.querySelector('[part~="track"]')
      return part ? getComputedStyle(part).borderTopStyle : null
    })
    expect(track).toBe('solid')
  })
})

/** The words of a page printed to PDF (Chromium's own print), read back with pdftotext. */
async function printedText(page: Page): Promise<string> {
  await page.emulateMedia({ media: 'print' })
  const pdf = await page.pdf({ format: 'Letter', printBackground: true })
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8')
}

/** What every button and control-like link says on screen, the header's menus included. */
const controlWords = (page: Page) =>
  page
    .locator('button:visible, a.button:not([href^="http"]):visible, select:visible')
    .evaluateAll((elements) =>
      elements
        .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim())
        .filter((text) => text.length > 2),
    )

/** The words, with their spacing made one: pdftotext breaks lines where the page did. */
const flat = (text: string) => text.replace(/\s+/g, ' ')

test.describe('print', () => {
  const printed: { name: string; path: string; seed?: string; url?: RegExp }[] = [
    { name: 'a scholarship', path: '/becas/0', url: /https?:\/\/\S+/ },
    { name: 'a guide', path: '/guias/sobrevivir-con-100-pesos' },
    {
      name: '«Mis becas»',
      path: '/mis-becas',
      seed: JSON.stringify({ version: 1, saved: [0, 3], ticks: {} }),
    },
  ]
  for (const { name, path, seed, url } of printed) {
    test(`${name} prints without a control, its header or footer @desktop-only`, async ({
      page,
      context,
    }) => {
      if (seed)
        await context.addInitScript((value) => localStorage.setItem('yasecomo:mis-becas', value), seed)
      await page.goto(path)
      await waitForHydration(page)
      if (seed) await page.locator('.saved-item').first().waitFor()
      const words = await controlWords(page)
      expect(words.length, 'the page has controls on screen').toBeGreaterThan(0)
      const text = flat(await printedText(page))
      expect(text).toContain(flat((await page.locator('main h1').textContent()) ?? ''))
      for (const word of words) expect(text, `«${word}» printed`).not.toContain(word)
      expect(text).not.toContain('Saltar al contenido')
      expect(text).not.toContain('Volver arriba')
      if (url) {
        // The official address is printed after «Ir al sitio oficial».
        const official = await page.getByRole('link', { name: /Ir al sitio oficial/ }).getAttribute('href')
        expect(text).toContain(`(${official})`)
      }
      if (seed) {
        // Each saved programme says where to apply.
        for (const head of await page.locator('.saved-item').all()) {
          const address = await head.locator('.print-only').textContent()
          expect(address).toMatch(/^Sitio oficial: https?:\/\//)
          expect(text).toContain(flat(address ?? 'missing').trim())
        }
      }
    })
  }
})

test.describe('«Mi lana» at 320 px and with spaced-out text', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  /** WCAG 1.4.12's spacing: line height 1.5, paragraphs 2 em apart, letters 0.12 em, words 0.16 em
      (a constructed sheet: the site's CSP refuses an inline <style>, as it should). */
  const spaceOut = (page: Page) =>
    page.evaluate(() => {
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(
        `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
        p { margin-bottom: 2em !important; }`,
      )
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    })

  /** Boxes wider than the screen (no sideways scrolling at 320 px, WCAG 1.4.10). */
  const overflowing = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((element) => {
          const box = element.getBoundingClientRect()
          return box.width > 0 && (box.right > document.documentElement.clientWidth + 0.5 || box.left < -0.5)
        })
        .filter((element) => !element.closest('.visually-hidden'))
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
        .slice(0, 5),
    )

  for (const path of ['/mi-lana', '/mi-lana/reto', '/mi-lana/pagos']) {
    test(`${path}: every card fits 320 px, with and without the text-spacing override`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      await lookAtBoard(page)
      await page.locator('.lana-board').waitFor()
      expect(await overflowing(page)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
      await spaceOut(page)
      expect(await overflowing(page)).toEqual([])
      // A date field shows its whole date: its text fits its box (1.4.12).
      for (const date of await page.locator('input[type="date"]:visible').all()) await expectWholeDate(date)
    })
  }
})

/** A date field is wide enough for «dd/mm/aaaa» and its calendar button, spacing included. */
async function expectWholeDate(date: Locator) {
  const fits = await date.evaluate((input: HTMLInputElement) => {
    const probe = document.createElement('span')
    const style = getComputedStyle(input)
    probe.textContent = '28/11/2026'
    probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${style.font};letter-spacing:${style.letterSpacing};word-spacing:${style.wordSpacing}`
    document.body.append(probe)
    const text = probe.getBoundingClientRect().width
    probe.remove()
    const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    // The picker's button takes about 1.5 em beside the text.
    return { text, inner, room: inner - parseFloat(style.fontSize) * 1.5 }
  })
  expect(fits.room, `date field: ${JSON.stringify(fits)}`).toBeGreaterThanOrEqual(fits.text)
}
