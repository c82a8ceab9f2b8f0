import { readFileSync } from 'node:fs'
import type { Locator, Page, Route } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { BudgetScreen } from './models/MiLana'
import { QuizPage } from './models/QuizPage'

/*
 * Motion (decision 0010): framer-motion draws what the machines decide, loaded after the
 * part is ready and the student has acted; CSS moves what lives without the app (the phone
 * menu, the FAQ, the testimonials). With reduced motion nothing moves at all.
 */

/** Chunks of framer-motion and the site's motion modules (named after their source files). */
const MOTION_CHUNK = /\/assets\/(motionKit|carouselMotion|animation|animations|drag)-[\w-]+\.js$/

const ACTIVE_SLIDE = '.template-detail__layout .carousel__slide[data-active="true"]'

/** The final exam of «Finanzas personales» (module 7), as the data has it. */
const moduleExam = () =>
  (
    JSON.parse(readFileSync('data/modules/finanzas-personales/modulo-7.json', 'utf8')) as {
      sections: { id: string; questions?: { id: string; correct: string }[] }[]
    }
  ).sections.find((section) => section.id === 'examen-final')?.questions ?? []

/** Every URL of a motion chunk the page requests, from now on. */
function motionRequests(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => {
    if (MOTION_CHUNK.test(request.url())) urls.push(request.url())
  })
  return urls
}

const left = async (locator: Locator) => (await locator.boundingBox())?.x ?? Number.NaN

type Measure = 'x' | 'height' | 'opacity' | 'scale' | 'dash'

/**
 * Records `measure` of the first element matching `selector`, every frame for `ms`, while
 * `act` runs: how something moved, not only where it ended.
 */
async function sampleWhile(
  page: Page,
  selector: string,
  measure: Measure,
  act: () => Promise<unknown>,
  ms = 900,
) {
  await page.evaluate(
    ([selector, measure, ms]) => {
      const state = { samples: [] as number[], done: false }
      ;(window as unknown as { __sampling: typeof state }).__sampling = state
      // The window opens when the element is first there: on a busy machine `act` itself (typing,
      // a tap, a render) can take longer than the whole window, and an element that appears at
      // the end of it would be sampled for nothing. An element already there opens it at once.
      const giveUp = performance.now() + 15_000
      let end: number | undefined
      const read = (element: Element) => {
        if (measure === 'opacity') return Number(getComputedStyle(element).opacity)
        if (measure === 'scale') return new DOMMatrix(getComputedStyle(element).transform).a
        if (measure === 'dash') return Number.parseFloat(getComputedStyle(element).strokeDasharray)
        const box = element.getBoundingClientRect()
        return measure === 'x' ? box.x : box.height
      }
      const sample = () => {
        const now = performance.now()
        const element = document.querySelector(selector)
        if (element) {
          end ??= now + ms
          state.samples.push(read(element))
        }
        if (now < (end ?? giveUp)) requestAnimationFrame(sample)
        else state.done = true
      }
      requestAnimationFrame(sample)
    },
    [selector, measure, ms] as const,
  )
  await act()
  await page.waitForFunction(
    () => (window as unknown as { __sampling: { done: boolean } }).__sampling.done,
    null,
    {
      timeout: 20_000,
    },
  )
  return page.evaluate(() => (window as unknown as { __sampling: { samples: number[] } }).__sampling.samples)
}

/**
 * Under Playwright's paused clock: runs `act`, then reads `measure` of every element matching
 * `selector` each `every` ms of the fake clock, `ms` long. A row per reading, a value per element
 * (in document order); what a student sees at each instant of the page's own clock.
 */
async function sampleOnClock(
  page: Page,
  selector: string,
  measure: 'opacity' | 'scale',
  act: () => Promise<unknown>,
  ms: number,
  every = 20,
) {
  await act()
  const rows: number[][] = []
  for (let time = 0; time <= ms; time += every) {
    rows.push(
      await page.locator(selector).evaluateAll(
        (elements, measure) =>
          elements.map((element) => {
            const style = getComputedStyle(element)
            return measure === 'opacity' ? Number(style.opacity) : new DOMMatrix(style.transform).a
          }),
        measure,
      ),
    )
    await page.clock.runFor(every)
  }
  return rows
}

/** One element's values in time (undefined while it is not there yet). */
const column = (rows: number[][], at: number) => rows.map((row) => row[at])

/**
 * An entrance on the clock: transparent when it appears, in between on the way (seen at least
 * once), never fading back, and fully opaque `fade` ms (plus one frame of 16 ms) after it appeared.
 */
function expectFadesIn(values: (number | undefined)[], fade: number, every = 20) {
  const appears = values.findIndex((value) => value !== undefined)
  expect(appears).toBeGreaterThanOrEqual(0)
  const seen = values.slice(appears) as number[]
  expect(seen[0]).toBe(0)
  expect(seen.some((value) => value > 0.05 && value < 0.95)).toBe(true)
  for (let at = 1; at < seen.length; at++) expect(seen[at]).toBeGreaterThanOrEqual(seen[at - 1] ?? 0)
  const opaqueBy = Math.ceil((fade + 16) / every)
  expect(seen.length).toBeGreaterThan(opaqueBy)
  expect(seen.slice(opaqueBy).every((value) => value === 1)).toBe(true)
  return appears
}

/** Animations that move something (not a button's colour easing on hover). */
const movingAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .map((animation) =>
        'animationName' in animation
          ? (animation as CSSAnimation).animationName
          : (animation as CSSTransition).transitionProperty,
      )
      .filter((name) => !['background-color', 'color', 'border-color', 'box-shadow'].includes(name)),
  )

test.describe('the template carousel under the thumb @phone-only', () => {
  const path = '/herramientas/diario-dalia'
  const carousel = (page: Page) => page.locator('.template-detail__layout .carousel')

  /** Hydrates the page, acts once (the first tap) and waits for the strip to become draggable. */
  async function openWithMotion(page: Page) {
    const requested = motionRequests(page)
    await page.goto(path)
    await page.waitForLoadState('load')
    // Nothing of motion loads with the page: only the app's part asks for it, once ready.
    expect(requested).toEqual([])
    await waitForHydration(page)
    await page.getByRole('heading', { level: 1 }).click()
    // The next image waits a width to the right of the shown one.
    await expect(carousel(page).locator('.carousel__slide').nth(1)).toHaveAttribute(
      'style',
      /translateX\(100%\)/,
    )
    const viewport = carousel(page).locator('.carousel__viewport')
    const box = await viewport.boundingBox()
    if (!box) throw new Error('no carousel')
    return {
      track: viewport.locator('.carousel__track'),
      y: box.y + box.height / 2,
      x: box.x + box.width / 2,
    }
  }

  test('a 30 px drag follows the thumb and springs back; 50 px moves on, the next image arriving from the right', async ({
    page,
  }) => {
    const { track, x, y } = await openWithMotion(page)
    const start = await left(track)

    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x - 30, y, { steps: 6 })
    await expect.poll(() => left(track)).toBeCloseTo(start - 30, 0)
    await page.mouse.up()
    await expect.poll(() => left(track)).toBeCloseTo(start, 0)
    await expect(page).toHaveURL(path)
    await expect(carousel(page).locator('.carousel__dot').first()).toHaveAttribute('aria-current', 'true')

    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x - 50, y, { steps: 8 })
    await expect.poll(() => left(track)).toBeCloseTo(start - 50, 0)
    const shown = await sampleWhile(page, ACTIVE_SLIDE, 'x', () => page.mouse.up())
    await expect(page).toHaveURL(`${path}?v=celeste`)
    // The second image came in from the right and settled where the first one was.
    expect(Math.max(...shown)).toBeGreaterThan(start + 100)
    await expect.poll(() => left(carousel(page).locator('.carousel__slide').nth(1))).toBeCloseTo(start, 0)
  })

  test('a real touch swipe: 30 px stays, 50 px moves on', async ({ page }) => {
    const { x, y } = await openWithMotion(page)
    const cdp = await page.context().newCDPSession(page)
    const swipe = async (distance: number) => {
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: at, y }] })
      await touch('touchStart', x)
      for (let step = 1; step <= 5; step++) await touch('touchMove', x - (distance * step) / 5)
      await touch('touchEnd', x - distance)
    }
    await swipe(30)
    await expect(carousel(page).locator('.carousel__dot').first()).toHaveAttribute('aria-current', 'true')
    await expect(page).toHaveURL(path)
    await swipe(50)
    await expect(page).toHaveURL(`${path}?v=celeste`)
    await expect(carousel(page).locator('.carousel__dot').nth(1)).toHaveAttribute('aria-current', 'true')
  })

  test.describe('before its motion arrives', () => {
    // page.route() does not see what our service worker fetches once it controls the tab.
    test.use({ serviceWorkers: 'block' })
    test('the first touch right after load drags the strip before release, and it springs back', async ({
      page,
    }) => {
      // Motion's code is held back until the gesture is over: the first drag cannot wait for it.
      const heldMotion: Route[] = []
      await page.route(MOTION_CHUNK, (route) => {
        heldMotion.push(route)
      })
      await page.goto(path)
      await waitForHydration(page)
      const viewport = carousel(page).locator('.carousel__viewport')
      const track = viewport.locator('.carousel__track')
      const box = await viewport.boundingBox()
      if (!box) throw new Error('no carousel')
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
      const start = await left(track)
      const cdp = await page.context().newCDPSession(page)
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: at, y }] })
      await touch('touchStart', x)
      for (let step = 1; step <= 6; step++) await touch('touchMove', x - 5 * step)
      // Still down: the strip is where the thumb is, whether or not motion has arrived yet.
      await expect.poll(() => left(track)).toBeCloseTo(start - 30, 0)
      await touch('touchEnd', x - 30)
      await expect.poll(() => left(carousel(page).locator('.carousel__track'))).toBeCloseTo(start, 0)
      await expect(page).toHaveURL(path)
      await expect(carousel(page).locator('.carousel__dot').first()).toHaveAttribute('aria-current', 'true')
      // Then motion arrives and takes over the strip, the shown image in place.
      for (const route of heldMotion) await route.continue()
      await page.unroute(MOTION_CHUNK)
      await expect(carousel(page).locator('.carousel__slide').nth(1)).toHaveAttribute(
        'style',
        /translateX\(100%\)/,
      )
      await expect.poll(() => left(carousel(page).locator('.carousel__track'))).toBeCloseTo(start, 0)
    })
  })

  test('past the first image the strip gives a fifth of the pull and nothing moves on', async ({ page }) => {
    const { track, x, y } = await openWithMotion(page)
    const start = await left(track)
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x + 50, y, { steps: 8 })
    await expect.poll(() => left(track)).toBeCloseTo(start + 10, 0)
    await page.mouse.up()
    await expect.poll(() => left(track)).toBeCloseTo(start, 0)
    await expect(page).toHaveURL(path)
  })
})

test.describe('the quiz draws what its machine times', () => {
  /**
   * Hydrates the quiz and waits for its motion. A student's first act loads it (this page's
   * app starts by itself); Playwright's evaluate in waitForHydration already counts as one.
   */
  async function hydrateWithMotion(page: Page) {
    const motionHere = Promise.all([
      page.waitForResponse(/\/assets\/motionKit-/),
      page.waitForResponse(/\/assets\/animations-/),
    ])
    await waitForHydration(page)
    await page.getByRole('heading', { level: 1 }).click()
    await motionHere
  }

  test('under the fake clock each option starts its entrance the moment the machine reveals it, 100 ms apart', async ({
    page,
  }) => {
    // Playwright's clock fakes performance.now() but not the document timeline that the
    // browser's own animations run on, so here only where each entrance starts is checked.
    const quiz = new QuizPage(page)
    await quiz.openPaused('/quiz-becas')
    await hydrateWithMotion(page)
    await quiz.waitForInputs()
    // Step 1 was on screen before motion arrived: it stays as it was.
    await expect(quiz.card().locator('.quiz__bubble')).not.toHaveAttribute('style', /./)
    await quiz.choose('Yucatán')
    // Step 2's bubble starts transparent, a little to the right (where the student is going).
    await expect(quiz.card().locator('.quiz__bubble')).toHaveAttribute(
      'style',
      /opacity: 0; transform: translateX\(24px\)/,
    )
    await quiz.waitForInputs()
    await quiz.back().click()
    // «Atrás»: step 1 comes back from the left.
    await expect(quiz.card().locator('.quiz__bubble')).toHaveAttribute('style', /translateX\(-24px\)/)
    await quiz.waitForInputs()
    await quiz.choose('Yucatán')
    await quiz.waitForInputs()
    await quiz.choose('UNAM')
    await quiz.waitForInputs()
    await quiz.chooseLevels('Licenciatura')

    // Interest area: the spec's timings, as without motion (quiz.spec.ts).
    const options = quiz.card().locator('.quiz__option')
    const entering = (index: number) => options.nth(index).locator('..')
    await quiz.expectFirstOptionOnTime(options)
    await expect(entering(0)).toHaveAttribute(
      'style',
      /opacity: 0; transform: translateY\(10px\) scale\(0\.94\)/,
    )
    // Computed opacity every 20 ms of the page's clock, from the first option's instant on.
    const rows = await sampleOnClock(page, '.quiz__options > div', 'opacity', async () => {}, 900)
    const appeared = Array.from({ length: 7 }, (_, at) => expectFadesIn(column(rows, at), 200))
    // The machine reveals them 100 ms apart, and each fade starts then: at every reading an
    // option is at least as opaque as the next, and the gap shows (issue 40, item 6).
    expect(appeared).toEqual([0, 5, 10, 15, 20, 25, 30])
    for (const row of rows) {
      for (let at = 1; at < row.length; at++) expect(row[at - 1]).toBeGreaterThanOrEqual(row[at] ?? 0)
    }
    expect(rows.some((row) => (row[0] ?? 0) - (row[1] ?? 0) > 0.2)).toBe(true)
    await expect(options).toHaveCount(7)
  })

  test('under the fake clock a new step’s bubble fades in within its 200 ms, and a module’s section and the exam’s verdict do too', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const quiz = new QuizPage(page)
    await quiz.openPaused('/quiz-becas')
    await hydrateWithMotion(page)
    await quiz.waitForInputs()
    const bubble = await sampleOnClock(page, '.quiz__bubble', 'opacity', () => quiz.choose('Yucatán'), 400)
    expect(expectFadesIn(column(bubble, 0), 200)).toBe(0)

    // A course module: the next section rises into place on the clock, then the exam's verdict.
    await page.clock.install({ time: new Date('2026-03-02T10:00:00-06:00') })
    await page.goto('/cursos/finanzas-personales/modulo-7')
    const motionHere = page.waitForResponse(/\/assets\/animations-/)
    await waitForHydration(page)
    await page.getByRole('heading', { level: 1 }).click()
    await motionHere
    await page.clock.pauseAt(new Date('2026-03-02T10:10:00-06:00'))
    const section = await sampleOnClock(
      page,
      '.reader__section > div',
      'opacity',
      () => page.getByRole('button', { name: 'Siguiente' }).click(),
      400,
    )
    await expect(page.locator('#seccion-titulo')).toContainText('Instrucciones y certificado')
    expectFadesIn(column(section, 0), 200)
    await page.getByRole('button', { name: 'Siguiente' }).click()
    await page.clock.runFor(1000)
    for (const question of moduleExam()) {
      await page.locator(`input[name="${question.id}"][value="${question.correct}"]`).check()
    }
    const verdict = await sampleOnClock(
      page,
      '.exam__verdict-beat',
      'opacity',
      () => page.getByRole('button', { name: 'Enviar respuestas' }).click(),
      800,
    )
    await expect(page.getByText('¡Aprobaste!')).toBeVisible()
    // The verdict waits its beat (200 ms after the score), then fades in within 200 ms.
    const beat = column(verdict, 0) as number[]
    expect(beat.slice(0, 10).every((value) => value === 0)).toBe(true)
    expect(beat.slice(10).some((value) => value > 0.05 && value < 0.95)).toBe(true)
    expect(beat.slice(22).every((value) => value === 1)).toBe(true)
  })

  test('in real time a step’s bubble and its options settle fully visible', async ({ page }) => {
    test.setTimeout(60_000)
    const quiz = new QuizPage(page)
    await page.goto('/quiz-becas')
    await hydrateWithMotion(page)
    await quiz.select().waitFor()
    const bubble = await sampleWhile(page, '.quiz__bubble', 'opacity', () => quiz.choose('Yucatán'))
    expect(Math.min(...bubble)).toBeLessThan(0.5)
    await expect(quiz.card().locator('.quiz__bubble')).toHaveCSS('opacity', '1')
    await quiz.select().waitFor()
    await quiz.choose('UNAM')
    await quiz.card().getByRole('checkbox', { name: 'Licenciatura' }).check()
    const option = await sampleWhile(
      page,
      '.quiz__options > div',
      'opacity',
      () => quiz.card().getByRole('button', { name: 'Siguiente' }).click(),
      9000,
    )
    expect(Math.min(...option)).toBeLessThan(0.5)
    for (const entering of await quiz.card().locator('.quiz__options > div').all()) {
      await expect(entering).toHaveCSS('opacity', '1')
      await expect(entering).toHaveCSS('transform', 'none')
    }
  })
})

test.describe('courses', () => {
  test('another section rises into place, and the exam’s verdict pops after its score', async ({ page }) => {
    test.setTimeout(90_000)
    await page.goto('/cursos/finanzas-personales/modulo-7')
    const motionHere = page.waitForResponse(/\/assets\/animations-/)
    await waitForHydration(page)
    await page.getByRole('heading', { level: 1 }).click()
    await motionHere
    const section = '.reader__section > div'
    // «Siguiente» twice: the second section, then the final exam, each fading up into place.
    for (const title of ['Instrucciones y certificado', 'Examen final']) {
      const opacity = await sampleWhile(page, section, 'opacity', () =>
        page.getByRole('button', { name: 'Siguiente' }).click(),
      )
      await expect(page.locator('#seccion-titulo')).toContainText(title)
      expect(Math.min(...opacity)).toBeLessThan(0.5)
      await expect(page.locator(section).first()).toHaveCSS('opacity', '1')
      await expect(page.locator(section).first()).toHaveCSS('transform', 'none')
    }

    const exam = moduleExam()
    for (const question of exam) {
      await page.locator(`input[name="${question.id}"][value="${question.correct}"]`).check()
    }
    const verdict = await sampleWhile(page, '.exam__verdict-beat', 'scale', () =>
      page.getByRole('button', { name: 'Enviar respuestas' }).click(),
    )
    await expect(page.getByText('¡Aprobaste!')).toBeVisible()
    expect(Math.min(...verdict)).toBeLessThan(0.8)
    await expect(page.locator('.exam__verdict-beat')).toHaveCSS('transform', 'none')
    await expect(page.locator('.exam__outcome')).toHaveCSS('opacity', '1')
  })
})

test.describe('«Mi lana»', () => {
  test('the spending ring fills from nothing when it appears', async ({ page }) => {
    const budget = new BudgetScreen(page)
    await budget.open()
    // A CSS transition runs on the compositor's clock, not the page's: sampling it frame by frame
    // misses it whenever a busy machine skips the 0.6 s it lasts. Instead, the moment the slice
    // is inserted, its transition is held and read at its start and at half its length.
    const ring = page.evaluate(
      (selector) =>
        new Promise<{ start: number; middle: number; transitions: string[] }>((resolve) => {
          const length = () => Number.parseFloat(getComputedStyle(slice).strokeDasharray)
          let slice: Element
          const watch = new MutationObserver(() => {
            const found = document.querySelector(selector)
            if (!found) return
            watch.disconnect()
            slice = found
            const start = length() // its first style: @starting-style, and the transition begins
            const transitions = slice.getAnimations() as CSSTransition[]
            for (const transition of transitions) transition.pause()
            for (const transition of transitions) transition.currentTime = 300
            const middle = length()
            for (const transition of transitions) transition.play()
            resolve({ start, middle, transitions: transitions.map((one) => one.transitionProperty) })
          })
          watch.observe(document.body, { childList: true, subtree: true })
        }),
      '.lana-chart__slice',
    )
    await budget.addSpending('120')
    const { start, middle, transitions } = await ring
    expect(transitions).toContain('stroke-dasharray')
    // One category: its slice is the whole ring (100 of 100), drawn from nothing through shares in between.
    expect(start).toBe(0)
    expect(middle).toBeGreaterThan(1)
    expect(middle).toBeLessThan(99)
    await expect
      .poll(() =>
        page
          .locator('.lana-chart__slice')
          .first()
          .evaluate((slice) => Number.parseFloat(getComputedStyle(slice).strokeDasharray)),
      )
      .toBe(100)
  })
})

test.describe('with reduced motion nothing moves', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the carousel changes at once and never loads motion @phone-only', async ({ page }) => {
    const requested = motionRequests(page)
    const path = '/herramientas/diario-dalia'
    await page.goto(path)
    await waitForHydration(page)
    await page.getByRole('heading', { level: 1 }).click()
    const viewport = page.locator('.template-detail__layout .carousel__viewport')
    const box = await viewport.boundingBox()
    if (!box) throw new Error('no carousel')
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
    const track = viewport.locator('.carousel__track')
    const start = await left(track)
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x - 50, y, { steps: 8 })
    expect(await left(track)).toBe(start) // the strip does not follow the thumb
    const shown = await sampleWhile(page, ACTIVE_SLIDE, 'x', () => page.mouse.up())
    await expect(page).toHaveURL(`${path}?v=celeste`)
    expect(new Set(shown.map(Math.round))).toEqual(new Set([Math.round(start)]))
    expect(requested).toEqual([])
    await page.screenshot({ path: `test-results/motion-reduced-carousel-${page.viewportSize()?.width}.png` })
  })

  test('the quiz’s steps and options appear still, at the same times', async ({ page }) => {
    const requested = motionRequests(page)
    const quiz = new QuizPage(page)
    await quiz.openPaused('/quiz-becas')
    await waitForHydration(page)
    await page.getByRole('heading', { level: 1 }).click()
    await quiz.answerProfile({
      state: 'Jalisco',
      institution: 'Universidad de Guadalajara',
      level: 'Licenciatura',
      area: 'Artes y Diseño',
      gpa: 'Entre 8 y 9',
      type: 'Por situación económica',
    })
    const options = quiz.card().locator('.quiz__option')
    await expect(options).toHaveCount(2)
    for (const option of await options.all()) {
      await expect(option.locator('..')).not.toHaveAttribute('style', /./)
      await expect(option.locator('..')).toHaveCSS('opacity', '1')
    }
    expect(await movingAnimations(page)).toEqual([])
    expect(requested).toEqual([])
    await page.screenshot({ path: `test-results/motion-reduced-quiz-${page.viewportSize()?.width}.png` })
  })

  test('the «Mi lana» ring is drawn whole at once', async ({ page }) => {
    const budget = new BudgetScreen(page)
    await budget.open()
    await budget.addSpending('120')
    // From the moment it is there (a busy machine may take a while to draw it), it is whole.
    await page.locator('.lana-chart__slice').first().waitFor()
    const dash = await sampleWhile(page, '.lana-chart__slice', 'dash', async () => {}, 600)
    expect(new Set(dash)).toEqual(new Set([100]))
    expect(await movingAnimations(page)).toEqual([])
  })

  test('the menu, the FAQ and the testimonials run no animation', async ({ page }) => {
    await page.goto('/')
    expect(await movingAnimations(page)).toEqual([])
    if ((page.viewportSize()?.width ?? 0) < 900) {
      await page.getByRole('button', { name: 'Abrir menú' }).click()
      await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible()
      expect(await movingAnimations(page)).toEqual([])
      await page.keyboard.press('Escape')
    }
    await page.goto('/preguntas-frecuentes')
    await page.locator('.faq__toggle').first().click()
    await expect(page.locator('.faq__items').first()).toBeVisible()
    expect(await movingAnimations(page)).toEqual([])
    await page.screenshot({ path: `test-results/motion-reduced-faq-${page.viewportSize()?.width}.png` })
  })
})

test.describe('without reduced motion, CSS moves what lives without the app', () => {
  test('the testimonials loop and an FAQ section unfolds, with no app loaded', async ({ page }) => {
    await page.goto('/')
    expect(await movingAnimations(page)).toContain('marquee')
    await page.goto('/preguntas-frecuentes')
    const section = page.locator('.faq__section').first()
    const closed = (await section.boundingBox())?.height ?? 0
    const heights = await sampleWhile(page, '.faq__section', 'height', () =>
      page.locator('.faq__toggle').first().click(),
    )
    const open = heights.at(-1) ?? 0
    expect(open).toBeGreaterThan(closed + 100)
    // It passed through heights in between: it unfolded, it did not jump.
    expect(heights.some((height) => height > closed + 10 && height < open - 10)).toBe(true)
    expect(await page.evaluate(() => window.yasecomoPage?.app?.phase)).toBe('waiting')
  })

  test('the phone menu fades in and out as a popover, with no app loaded @phone-only', async ({ page }) => {
    await page.goto('/')
    const menu = page.getByRole('dialog', { name: 'Menú' })
    // The browser's own transition events say it faded, however few frames a busy machine draws.
    await page.evaluate(() => {
      const seen: string[] = []
      ;(window as unknown as { __transitions: string[] }).__transitions = seen
      const menu = document.getElementById('menu-movil')
      for (const type of ['transitionrun', 'transitionend'])
        menu?.addEventListener(type, (event) => {
          const transition = event as TransitionEvent
          if (transition.target === menu) seen.push(`${type}:${transition.propertyName}`)
        })
    })
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    await expect(menu).toBeVisible()
    await expect(page.locator('#menu-movil')).toHaveCSS('opacity', '1')
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __transitions: string[] }).__transitions))
      .toEqual(expect.arrayContaining(['transitionrun:opacity', 'transitionend:opacity']))
    await page.getByRole('button', { name: 'Cerrar menú' }).click()
    await expect(menu).toBeHidden()
    expect(await page.evaluate(() => window.yasecomoPage?.app?.phase)).toBe('waiting')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the FAQ still opens, and the carousel shows its first image still', async ({ page }) => {
    await page.goto('/preguntas-frecuentes')
    await page.locator('.faq__toggle').first().click()
    await expect(page.locator('.faq__items').first()).toBeVisible()
    await page.goto('/herramientas/diario-dalia')
    const first = page.locator('.template-detail__layout .carousel__slide').first()
    await expect(first).toBeVisible()
    await expect(first).not.toHaveAttribute('style', /./)
  })
})
