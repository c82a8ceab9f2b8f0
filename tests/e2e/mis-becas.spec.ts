import { readFileSync } from 'node:fs'
import type { BrowserContext, Page } from '@playwright/test'
import ICAL from 'ical.js'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { SiteShell } from './models/SiteShell'

/**
 * «Mis becas»: saved programmes and their checklists, kept in localStorage, no account.
 * Benito Juárez media superior (/becas/0): its 2025-2026 edition has windows 1–15 October 2025
 * and 16–27 February 2026; SUBES (/becas/3) has no known dates; Rita Cetina (/becas/1) opens
 * its second 2025-2026 window 2–19 March 2026.
 */
const KEY = 'yasecomo:mis-becas'
const BENITO_JUAREZ = { index: 0, name: 'Beca Universal de Educación Media Superior Benito Juárez' }
const SUBES = { index: 3, name: 'SUBES – Sistema Único de Beneficiarios de Educación Superior' }
const RITA_CETINA = { index: 1, name: 'Beca Rita Cetina' }
const at = (day: string) => new Date(`${day}T12:00:00-06:00`)

const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), KEY) as Promise<{
    version: number
    saved: number[]
    ticks: Record<string, string[]>
  } | null>

/** Puts a list on the device before any page script runs (only on the context's first page load). */
async function seed(context: BrowserContext, value: string) {
  await context.addInitScript(
    ([key, text]) => {
      if (sessionStorage.getItem('seeded')) return
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem(key as string, text as string)
    },
    [KEY, value],
  )
}

const list = (saved: number[], ticks: Record<string, string[]> = {}) =>
  JSON.stringify({ version: 1, saved, ticks })

/** The saved count beside «Mis becas» in the nav (in the phone menu or the Explora group). */
async function navCount(page: Page) {
  const shell = new SiteShell(page)
  if ((page.viewportSize()?.width ?? 0) < 768) await shell.openOverlay()
  else await shell.navGroup('Explora').click()
  const link = page.getByRole('link', { name: /^Mis becas/ }).filter({ visible: true })
  const text = (await link.locator('saved-count [part="count"]').count())
    ? await link.locator('saved-count [part="count"]').textContent()
    : ''
  await page.keyboard.press('Escape')
  return text
}

test.describe('«Guardar» on cards and details', () => {
  test('saving from the catalogue presses the toggle, counts it in the nav, and survives a reload @desktop', async ({
    page,
  }) => {
    await page.goto('/becas')
    const card = page.locator('.scholarship-card', { hasText: BENITO_JUAREZ.name })
    const toggle = card.getByRole('button', { name: `Guardar ${BENITO_JUAREZ.name}` })
    // No React needed: the button works right after the first paint.
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await toggle.click()
    const pressed = card.getByRole('button', { name: `Guardada ${BENITO_JUAREZ.name}` })
    await expect(pressed).toHaveAttribute('aria-pressed', 'true')
    expect((await stored(page))?.saved).toEqual([BENITO_JUAREZ.index])
    expect(await navCount(page)).toBe('1')

    await page.reload()
    await expect(
      page
        .locator('.scholarship-card', { hasText: BENITO_JUAREZ.name })
        .getByRole('button', { name: `Guardada ${BENITO_JUAREZ.name}` }),
    ).toHaveAttribute('aria-pressed', 'true')

    // The detail page shows the same state, and unsaving there empties the list.
    await page.goto(`/becas/${BENITO_JUAREZ.index}`)
    await page.getByRole('button', { name: `Guardada ${BENITO_JUAREZ.name}` }).click()
    await expect(page.getByRole('button', { name: `Guardar ${BENITO_JUAREZ.name}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect((await stored(page))?.saved).toEqual([])
    expect(await navCount(page)).toBe('')
  })

  test('quiz results and the calendar carry «Guardar» too @phone-only', async ({ page }) => {
    await page.goto('/becas/calendario')
    const toggles = page.locator('.calendar-month:visible save-toggle')
    await expect(toggles.first().getByRole('button', { name: /^Guardar / })).toBeVisible()
    await page.goto(
      '/filtro-becas?estado=Nuevo+Le%C3%B3n&nivel=licenciatura&area=ingenieria&tipo=rendimiento-academico',
    )
    await expect(
      page
        .locator('.match-card')
        .first()
        .getByRole('button', { name: /^Guardar / }),
    ).toBeVisible()
  })

  test('when storage is full, the toggle still works for the visit and says so', async ({
    page,
    context,
  }) => {
    await context.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('full', 'QuotaExceededError')
      }
    })
    await page.goto('/becas/3')
    await page.getByRole('button', { name: `Guardar ${SUBES.name}` }).click()
    await expect(page.getByRole('button', { name: `Guardada ${SUBES.name}` })).toBeVisible()
    await expect(page.locator('save-toggle [part="problem"]').first()).toHaveText(
      /almacenamiento de tu dispositivo está lleno/,
    )
  })
})

test.describe('/mis-becas', () => {
  test('empty, it points to the quiz and the catalogue', async ({ page }) => {
    await page.goto('/mis-becas')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis becas')
    await expect(page.getByText('Todavía no guardas ninguna beca')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Haz el quiz de becas' })).toHaveAttribute(
      'href',
      '/quiz-becas',
    )
    await expect(page.getByRole('link', { name: 'Explora el catálogo' })).toHaveAttribute('href', '/becas')
    // Axe on this state, at every rule, is the route audit's (html-first.spec.ts).
  })

  test('lists saved programmes by closing date, with their call and a checklist whose ticks survive a reload', async ({
    page,
    context,
  }) => {
    await page.clock.setFixedTime(at('2026-02-20'))
    await seed(context, list([SUBES.index, RITA_CETINA.index, BENITO_JUAREZ.index]))
    await page.goto('/mis-becas')
    const items = page.locator('.saved-item')
    await expect(items).toHaveCount(3)
    // Open now (closes 27 Feb) first, then upcoming (opens 2 March), then no known dates.
    await expect(items.nth(0).getByRole('heading', { level: 2 })).toHaveText(BENITO_JUAREZ.name)
    await expect(items.nth(0).locator('call-status [part~="badge"]')).toHaveText('Cierra pronto')
    await expect(items.nth(0)).toContainText(
      'Convocatoria 2025-2026: del 1 de octubre de 2025 al 15 de octubre de 2025; del 16 de febrero de 2026 al 27 de febrero de 2026',
    )
    await expect(items.nth(1).getByRole('heading', { level: 2 })).toHaveText(RITA_CETINA.name)
    await expect(items.nth(2).getByRole('heading', { level: 2 })).toHaveText(SUBES.name)

    const benito = items.nth(0)
    const progress = benito.locator('.checklist__progress')
    await expect(progress).toHaveText(/^0 de \d+ listos$/)
    const total = Number((await progress.textContent())?.match(/de (\d+)/)?.[1])
    await benito.getByRole('checkbox', { name: 'CURP', exact: true }).check()
    await benito.getByRole('checkbox', { name: 'Cuenta Llave MX', exact: true }).check()
    await expect(progress).toHaveText(`2 de ${total} listos`)
    await expect(benito.getByRole('link', { name: 'Consulta tu CURP en gob.mx' })).toHaveAttribute(
      'href',
      'https://www.gob.mx/curp/',
    )
    await expect(
      benito.getByRole('link', { name: 'Lee la guía «Documentos que te piden para una beca»' }),
    ).toHaveAttribute('href', '/guias/documentos-para-una-beca')

    await page.reload()
    const again = page.locator('.saved-item').nth(0)
    await expect(again.locator('.checklist__progress')).toHaveText(`2 de ${total} listos`)
    await expect(again.getByRole('checkbox', { name: 'CURP', exact: true })).toBeChecked()
    expect((await stored(page))?.ticks[String(BENITO_JUAREZ.index)]?.sort()).toEqual(['curp', 'llave-mx'])
    await expectNoAxeViolations(page, { everyRule: true })
  })

  // «Cargando tu lista…» gives way to a list or the empty state: on a phone nothing in the
  // first screen moves (the footer used to sit there and jump away: CLS 0.019).
  for (const [name, saved] of [
    ['an empty list', [] as number[]],
    ['a saved list', [SUBES.index, BENITO_JUAREZ.index]],
  ] as const) {
    test(`loading ${name} moves nothing in the first screen @phone-only`, async ({ page, context }) => {
      await seed(context, list([...saved]))
      await page.addInitScript(() => {
        const shifts: string[] = []
        Object.assign(window, { shifts })
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as (PerformanceEntry & {
            value: number
            sources: { node?: Node }[]
          })[])
            shifts.push(
              `${entry.value.toFixed(4)} ${entry.sources.map((source) => source.node?.nodeName).join(',')}`,
            )
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto('/mis-becas')
      await expect(
        page.getByText(saved.length ? '2 becas guardadas' : 'Todavía no guardas ninguna beca'),
      ).toBeVisible()
      await page.evaluate(() => document.fonts.ready.then(() => new Promise(requestAnimationFrame)))
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([])
    })
  }

  test('two tabs of one browser stay in sync', async ({ context }) => {
    await seed(context, list([SUBES.index]))
    const first = await context.newPage()
    const second = await context.newPage()
    await first.goto('/mis-becas')
    await second.goto('/mis-becas')
    await first.locator('.saved-item').getByRole('checkbox', { name: 'CURP', exact: true }).check()
    await expect(
      second.locator('.saved-item').getByRole('checkbox', { name: 'CURP', exact: true }),
    ).toBeChecked()

    // Saving a programme in one tab adds it to the other's list and its nav count.
    await first.goto(`/becas/${BENITO_JUAREZ.index}`)
    await first.getByRole('button', { name: `Guardar ${BENITO_JUAREZ.name}` }).click()
    await expect(second.locator('.saved-item')).toHaveCount(2)
    expect(await navCount(second)).toBe('2')
  })

  test('«Compartir mi lista» gives a link that opens the list read-only elsewhere, with «Guardar todas»', async ({
    page,
    context,
    browser,
  }) => {
    await seed(context, list([BENITO_JUAREZ.index, SUBES.index]))
    await page.goto('/mis-becas')
    const link = page.getByRole('link', { name: /\/mis-becas\?becas=/ })
    const href = (await link.getAttribute('href')) ?? ''
    expect(new URL(href).pathname + new URL(href).search).toBe(
      `/mis-becas?becas=${BENITO_JUAREZ.index},${SUBES.index}`,
    )
    await expect(page.getByRole('button', { name: 'Compartir mi lista' })).toBeVisible()

    // Another phone: a fresh browser context with nothing saved.
    const other = await browser.newContext({ baseURL: new URL(href).origin })
    const phone = await other.newPage()
    await phone.goto(new URL(href).pathname + new URL(href).search)
    await expect(phone.getByRole('heading', { name: 'Lista compartida' })).toBeVisible()
    await expect(phone.locator('.saved-item')).toHaveCount(2)
    await expect(phone.getByRole('checkbox')).toHaveCount(0)
    await phone.getByRole('button', { name: 'Guardar todas' }).click()
    await expect(phone.getByText('Ya están todas en tu lista.')).toBeVisible()
    await phone.getByRole('link', { name: 'Ver mi lista' }).click()
    await expect(phone).toHaveURL(/\/mis-becas$/)
    await expect(phone.locator('.saved-item')).toHaveCount(2)
    await other.close()
  })

  test('a shared link with nothing we know says so', async ({ page }) => {
    await page.goto('/mis-becas?becas=abc,99999')
    await expect(page.getByText('Este enlace no trae becas que reconozcamos')).toBeVisible()
  })

  test('«Descargar calendario» gives one valid .ics with every saved call that has dates @phone-only', async ({
    page,
    context,
  }) => {
    await page.clock.setFixedTime(at('2026-02-18'))
    await seed(context, list([BENITO_JUAREZ.index, RITA_CETINA.index, SUBES.index]))
    await page.goto('/mis-becas')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Descargar calendario' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('mis-becas.ics')
    const calendar = new ICAL.Component(ICAL.parse(readFileSync(await file.path(), 'utf8')))
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
    // SUBES has no known dates: nothing to put in a calendar.
    const byDate = events.map((event) => [event.startDate.toString(), event.summary]).sort()
    expect(byDate).toEqual([
      ['2026-02-27', `Cierra: ${BENITO_JUAREZ.name}`],
      ['2026-03-19', `Cierra: ${RITA_CETINA.name}`],
    ])
  })

  test('with nothing open (28 Nov 2026) the list puts first what opens soonest, and says so', async ({
    page,
    context,
  }) => {
    const ERASMUS = { index: 27, name: 'Becas Erasmus Mundus' }
    const INSP = { index: 79, name: 'Posgrados del Instituto Nacional de Salud Pública' }
    await page.clock.setFixedTime(at('2026-11-28'))
    await seed(context, list([SUBES.index, ERASMUS.index, BENITO_JUAREZ.index, INSP.index]))
    await page.goto('/mis-becas')
    const items = page.locator('.saved-item')
    await expect(items).toHaveCount(4)
    await expect(page.locator('.saved-count-line')).toHaveText(
      '4 becas guardadas, ninguna está abierta hoy: arriba la que abre antes, por su fecha o por el mes en que suele abrir.',
    )
    // INSP usually opens in December, Benito Juárez in February, Erasmus Mundus in October; SUBES has no date.
    const headings = items.getByRole('heading', { level: 2 })
    await expect(headings.nth(0)).toContainText(INSP.name)
    await expect(headings.nth(1)).toHaveText(BENITO_JUAREZ.name)
    await expect(headings.nth(2)).toContainText(ERASMUS.name)
    await expect(headings.nth(3)).toHaveText(SUBES.name)
  })

  test('«Descargar calendario» says which saved programmes had no date to export @phone-only', async ({
    page,
    context,
  }) => {
    await page.clock.setFixedTime(at('2026-02-18'))
    await seed(context, list([BENITO_JUAREZ.index, SUBES.index]))
    await page.goto('/mis-becas')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Descargar calendario' }).click()
    const file = await download
    const calendar = new ICAL.Component(ICAL.parse(readFileSync(await file.path(), 'utf8')))
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1)
    await expect(page.locator('.saved-toolbar__status')).toHaveText(
      `El calendario lleva 1 de tus 2 becas. Esta no tiene todavía una fecha que poner en él: ${SUBES.name}.`,
    )
  })

  test('a corrupted stored list is replaced with a visible notice, not a crash', async ({
    page,
    context,
  }) => {
    await seed(context, '{"version":1,"saved":"todo mal"')
    await page.goto('/mis-becas')
    await expect(page.getByRole('alert')).toContainText('estaba dañada')
    await expect(page.getByText('Todavía no guardas ninguna beca')).toBeVisible()
    expect(await page.evaluate((key) => localStorage.getItem(`${key}:dañada`), KEY)).toBe(
      '{"version":1,"saved":"todo mal"',
    )
    await page.getByRole('button', { name: 'Entendido' }).click()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('without storage it works for the visit and says so plainly', async ({ page, context }) => {
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError')
        },
      })
    })
    await page.goto(`/becas/${SUBES.index}`)
    await page.getByRole('button', { name: `Guardar ${SUBES.name}` }).click()
    await expect(page.getByRole('button', { name: `Guardada ${SUBES.name}` })).toBeVisible()
    await page.goto('/mis-becas')
    await expect(page.getByRole('alert')).toContainText('no nos deja guardar en este dispositivo')
  })

  test('opens again without a connection once visited', async ({ page, context, allowConsoleErrors }) => {
    allowConsoleErrors(/net::ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/)
    await seed(context, list([SUBES.index], { [SUBES.index]: ['curp'] }))
    await page.goto('/mis-becas')
    await expect(page.locator('.saved-item')).toHaveCount(1)
    await waitForHydration(page)
    await page.waitForFunction(async (url) => {
      const registration = await navigator.serviceWorker.ready
      if (!registration.active || !navigator.serviceWorker.controller) return false
      return Boolean(await (await caches.open('lecturas')).match(url))
    }, new URL('/mis-becas', page.url()).href)
    // Load once under the worker's control, so every chunk the list needs is cached too.
    await page.reload()
    await expect(page.locator('.saved-item .checklist__progress')).toHaveText(/^1 de \d+ listos$/)

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis becas')
    await expect(page.locator('.saved-item .checklist__progress')).toHaveText(/^1 de \d+ listos$/)
    await context.setOffline(false)
  })
})

test.describe('/mis-becas printed', () => {
  // Printable width of each paper with the page's 12 mm side margins, in CSS pixels (96 per inch).
  const PAPERS = [
    { name: 'A4', widthMm: 210 },
    { name: 'Carta', widthMm: 215.9 },
  ]
  for (const { name, widthMm } of PAPERS) {
    test(`fits ${name}: only the list, nothing wider than the paper @desktop-only`, async ({
      page,
      context,
    }) => {
      await seed(context, list([BENITO_JUAREZ.index, SUBES.index], { [SUBES.index]: ['curp'] }))
      await page.goto('/mis-becas')
      await expect(page.locator('.saved-item')).toHaveCount(2)
      const width = Math.floor(((widthMm - 24) / 25.4) * 96)
      await page.setViewportSize({ width, height: 1000 })
      await page.emulateMedia({ media: 'print' })
      await expect(page.locator('header.site-header')).toBeHidden()
      await expect(page.getByRole('button', { name: 'Imprimir mi lista' })).toBeHidden()
      await expect(page.getByRole('button', { name: /Quitar de mi lista/ }).first()).toBeHidden()
      await expect(page.locator('.saved-item').first().locator('.checklist__progress')).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      const pdf = await page.pdf({ format: name === 'A4' ? 'A4' : 'Letter' })
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    })
  }
})
