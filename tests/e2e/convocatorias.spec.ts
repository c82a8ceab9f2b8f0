import { readFileSync } from 'node:fs'
import type { Locator } from '@playwright/test'
import ICAL from 'ical.js'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { inboxRecords, uniqueEmail } from './inbox'

/**
 * Call statuses under a fixed clock. Beca Universal de Educación Media Superior Benito
 * Juárez (/becas/0): edition 2025-2026 with two windows, 1–15 October 2025 and 16–27
 * February 2026; edition 2024-2025 opened on 5 February 2025, so it usually opens in
 * February (data/calls.json). Noon in Mexico City, so no time zone can move the day.
 */
const BENITO_JUAREZ = { index: 0, name: 'Beca Universal de Educación Media Superior Benito Juárez' }
const at = (day: string) => new Date(`${day}T12:00:00-06:00`)

const DAYS = [
  { day: '2026-01-05', label: 'Próxima', detail: 'abre el 16 de febrero' },
  { day: '2026-02-18', label: 'Abierta', detail: 'cierra el 27 de febrero' },
  { day: '2026-02-26', label: 'Cierra pronto', detail: 'queda 1 día' },
  { day: '2026-03-05', label: 'Cerrada', detail: 'suele abrir en febrero' },
] as const

/**
 * The status a student sees: the badge and detail the <call-status> element renders in its
 * shadow root (Playwright's CSS pierces it), once the neutral pre-rendered text is replaced.
 */
async function expectStatus(scope: Locator, label: string, detail: string) {
  const status = scope.locator('call-status').first()
  await expect(status.locator('[part~="badge"]')).toHaveText(label)
  await expect(status.locator('[part="detail"]')).toHaveText(detail)
  await expect(status.locator('.call-status__badge')).toBeHidden()
}

test.describe('call status on any date', () => {
  for (const { day, label, detail } of DAYS) {
    test(`on ${day} the list and the detail say «${label}» · «${detail}» @phone-only`, async ({ page }) => {
      await page.clock.setFixedTime(at(day))
      await page.goto('/becas')
      const card = page.locator('.scholarship-card', { hasText: BENITO_JUAREZ.name })
      // Before any tap: the status is already right (the element needs no React).
      await expectStatus(card, label, detail)
      await page.goto(`/becas/${BENITO_JUAREZ.index}`)
      const panel = page.getByRole('region', { name: 'Convocatoria' })
      await expectStatus(panel, label, detail)
      await expect(panel).toContainText('del 16 de febrero de 2026 al 27 de febrero de 2026')
      await expect(panel).toContainText(/Ciclo:?\s*2025-2026/)
      await expect(panel).toContainText('Suele abrir en febrero (así fue en 2025 y 2026)')
      await expect(panel).toContainText('Verificado el 25 de noviembre de 2026 en')
      await expect(panel.getByRole('link', { name: /infobae\.com/ })).toHaveAttribute('href', /^https:\/\//)
      // Hydrating changes nothing a student sees, and logs no mismatch (checked by the fixture).
      await waitForHydration(page)
      await expectStatus(panel, label, detail)
      // The alert is offered only while the call is not open.
      const alert = panel.getByRole('heading', { name: 'Avísame cuando abra' })
      if (label === 'Abierta' || label === 'Cierra pronto') await expect(alert).toBeHidden()
      else await expect(alert).toBeVisible()
    })
  }

  test('without JavaScript the page shows the cycle and dates, never a status that may be wrong @phone-only', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`/becas/${BENITO_JUAREZ.index}`)
    const panel = page.getByRole('region', { name: 'Convocatoria' })
    await expect(panel.locator('call-status')).toHaveText(
      'Convocatoria 2025-20262 periodos, hasta el 27 de febrero de 2026',
    )
    await expect(panel.getByRole('button', { name: 'Agregar a mi calendario' })).toBeHidden()
    await context.close()
  })

  test('the badge keeps its box: today’s status replaces the neutral text without moving anything', async ({
    browser,
  }) => {
    /** The boxes of the first cards' status and of what follows it, once fonts are in. */
    const boxes = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      await page.clock.setFixedTime(at('2026-02-26'))
      await page.goto('/becas')
      // The first card is Benito Juárez (index 0), closing the next day.
      if (javaScriptEnabled)
        await expectStatus(page.locator('.scholarship-card').first(), 'Cierra pronto', 'queda 1 día')
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      // Per card: the status box's height and the gap to what follows it (the page above the
      // list differs without JavaScript, so absolute positions are not compared).
      const rects = await page.locator('.scholarship-card').evaluateAll((cards) =>
        cards.slice(0, 6).map((card) => {
          const status = card.querySelector('call-status')?.getBoundingClientRect()
          const facts = card.querySelector('.scholarship-card__facts')?.getBoundingClientRect()
          return status && facts
            ? `${Math.round(status.height)} ${Math.round(facts.top - status.top)}`
            : 'missing'
        }),
      )
      await context.close()
      return rects
    }
    const neutral = await boxes(false)
    expect(neutral).toHaveLength(6)
    expect(neutral).not.toContain('missing')
    expect(await boxes(true)).toEqual(neutral)
  })
})

test.describe('/becas: «Solo convocatorias abiertas» and «Cierre más próximo»', () => {
  test('filter and sort go in the URL, reset the page, combine with the category and survive a reload', async ({
    page,
  }) => {
    await page.clock.setFixedTime(at('2026-02-18'))
    await page.goto('/becas?pagina=2')
    await waitForHydration(page)
    await page.getByLabel('Solo convocatorias abiertas').check()
    await expect(page).toHaveURL(/convocatoria=abiertas/)
    await expect(page).not.toHaveURL(/pagina=/)
    await page.getByLabel('Ordenar por').selectOption({ label: 'Cierre más próximo' })
    await expect(page).toHaveURL(/orden=cierre/)
    const cards = page.locator('.scholarship-card')
    await expect(cards.first()).toBeVisible()
    const labels = await cards
      .locator('call-status')
      .evaluateAll((elements) =>
        elements.map((element) => element.shadowRoot?.querySelector('[part~="badge"]')?.textContent),
      )
    expect(labels.length).toBeGreaterThan(0)
    expect(labels.every((label) => ['Abierta', 'Cierra pronto', 'Todo el año'].includes(label ?? ''))).toBe(
      true,
    )
    const firstCard = await cards.first().getByRole('heading').textContent()

    await page.reload()
    await waitForHydration(page)
    await expect(page.getByLabel('Solo convocatorias abiertas')).toBeChecked()
    await expect(page.getByLabel('Ordenar por')).toHaveValue('cierre')
    await expect(cards.first().getByRole('heading')).toHaveText(firstCard ?? '')

    await page.getByRole('button', { name: 'General / Interdisciplinaria', exact: true }).click()
    await expect(page).toHaveURL(/categoria=general/)
    await expect(page).toHaveURL(/convocatoria=abiertas/)
    await expect(page.locator('.scholarship-card', { hasText: BENITO_JUAREZ.name })).toBeVisible()
  })

  test('a shared link opens the same filtered, sorted list; with nothing open it says so @phone-only', async ({
    page,
  }) => {
    await page.clock.setFixedTime(at('2026-02-26'))
    await page.goto('/becas?convocatoria=abiertas&orden=cierre')
    await expect(page.getByLabel('Solo convocatorias abiertas')).toBeChecked()
    const first = page.locator('.scholarship-card').first()
    // 26 February: Benito Juárez closes tomorrow, nothing else open closes sooner.
    await expectStatus(first, 'Cierra pronto', 'queda 1 día')

    // 20 December: nothing of Benito Juárez is open, and February is within 90 days.
    await page.clock.setFixedTime(at('2026-12-20'))
    await page.goto('/becas?convocatoria=abiertas&q=benito')
    await waitForHydration(page)
    await expect(
      page.getByText('Hoy no hay convocatorias abiertas que conozcamos con esos filtros.'),
    ).toBeVisible()
    await expect(page.locator('.explorer__count')).toHaveText(
      '0 becas abiertas hoy · 1 abre en los próximos 90 días',
    )
    const soon = page.getByRole('region', { name: 'Abren pronto' })
    await expect(soon.locator('.opening-soon__text')).toHaveText([
      `${BENITO_JUAREZ.name} suele abrir en febrero, según 2025 y 2026`,
    ])
    await expect(
      page
        .getByRole('region', { name: '¿No está la tuya?' })
        .getByRole('link', { name: 'Calendario de becas' }),
    ).toHaveAttribute('href', '/becas/calendario')
  })
})

test.describe('/becas: «Abiertas» always answers, and the orders say what they do', () => {
  test('on 28 Nov 2026: what is open, then «Abren pronto» with Benito Juárez in February, then the ways on', async ({
    page,
  }) => {
    await page.clock.setFixedTime(at('2026-11-28'))
    await page.goto('/becas?convocatoria=abiertas')
    await waitForHydration(page)
    await expect(page.getByLabel('Solo convocatorias abiertas')).toBeChecked()
    const count = page.locator('.explorer__count')
    await expect(count).toHaveText(/^\d+ becas? abiertas? hoy · \d+ abren? en los próximos 90 días$/)
    const [open = 0, soonCount = 0] = ((await count.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? []
    // The count counts what the page shows.
    await expect(page.locator('.scholarship-card')).toHaveCount(Math.min(open, 12))
    const soon = page.getByRole('region', { name: 'Abren pronto' })
    await expect(soon.getByRole('listitem')).toHaveCount(soonCount)
    await expect(soon.getByRole('listitem').filter({ hasText: BENITO_JUAREZ.name })).toContainText(
      'suele abrir en febrero, según 2025 y 2026',
    )
    // Nothing open is listed again as «soon»; every «soon» says why.
    for (const item of await soon.getByRole('listitem').all())
      await expect(item.locator('.opening-soon__when')).toHaveText(
        /^(abre el \d+ de \p{L}+( de \d{4})?|suele abrir en \p{L}+(, según .+)?)$/u,
      )
    await expect(page.getByRole('region', { name: '¿No está la tuya?' })).toContainText('Avísame cuando abra')
    await expectNoAxeViolations(page, { everyRule: true })
  })

  test('on 20 Feb 2026 Benito Juárez is open, not «soon»', async ({ page }) => {
    await page.clock.setFixedTime(at('2026-02-20'))
    await page.goto('/becas?convocatoria=abiertas&q=benito')
    await waitForHydration(page)
    await expect(page.locator('.scholarship-card', { hasText: BENITO_JUAREZ.name })).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Abren pronto' }).getByText(BENITO_JUAREZ.name, { exact: true }),
    ).toHaveCount(0)
  })

  test('«Cierre más próximo» on 28 Nov 2026: open calls first, then all year, dated openings, habits; and says so', async ({
    page,
  }) => {
    await page.clock.setFixedTime(at('2026-11-28'))
    await page.goto('/becas?orden=cierre')
    await waitForHydration(page)
    await expect(page.getByText('Primero las abiertas, la que cierra antes arriba;')).toBeVisible()
    const statuses = page.locator('.scholarship-card call-status')
    await expect(statuses).toHaveCount(12)
    // A dated call's status is drawn in the element's shadow root once the page's script has run
    // (until then the HTML's neutral «Convocatoria 2026»); a date-free one («Todo el año», «Suele
    // abrir en…», «Fecha por confirmar») is right in the HTML and keeps it.
    const badges = () =>
      statuses.evaluateAll((elements) =>
        elements.map(
          (element) =>
            element.shadowRoot?.querySelector('[part~="badge"]')?.textContent ??
            element.querySelector('.call-status__badge')?.textContent ??
            '',
        ),
      )
    await expect
      .poll(async () => (await badges()).filter((label) => label === '' || label.startsWith('Convocatoria')))
      .toEqual([])
    const group = (label: string) =>
      ['Abierta', 'Cierra pronto'].includes(label)
        ? 0
        : label === 'Todo el año'
          ? 1
          : label === 'Próxima'
            ? 2
            : 3
    const groups = (await badges()).map(group)
    expect(groups).toEqual([...groups].sort((a, b) => a - b))
    // No call of the catalogue has a window open on 28 November 2026 (the latest recorded one
    // closed on 9 September 2026), so the programme open all year comes first.
    expect(groups[0]).toBe(1)
    await expect(page.locator('.scholarship-card h3').first()).toHaveText('Jóvenes Construyendo el Futuro')
  })
})

test.describe('/becas and the calendar by state', () => {
  /** Programmes a student of Jalisco may not apply to, from the data (another state, abroad, one school). */
  const notForJalisco = (
    JSON.parse(readFileSync('data/scholarships.json', 'utf8')) as Record<string, string | undefined>[]
  ).flatMap((record, index) =>
    (record.Estado && !['Jalisco', 'Cada estado'].includes(record.Estado)) ||
    record['Solo para estudiantes de']
      ? [index]
      : [],
  )

  test('?estado=Jalisco lists no programme of another state or school, on every page', async ({ page }) => {
    expect(notForJalisco.length).toBeGreaterThan(30)
    await page.goto('/becas?estado=Jalisco')
    await waitForHydration(page)
    await expect(page.getByRole('combobox', { name: /^Estado/ })).toHaveValue('Jalisco')
    const count = page.locator('.explorer__count')
    await expect(count).toHaveText(/^\d+ becas encontradas para Jalisco · página 1 de \d+$/)
    const pages = Number(((await count.textContent()) ?? '').match(/de (\d+)$/)?.[1])
    const shown: number[] = []
    for (let current = 1; current <= pages; current++) {
      if (current > 1) {
        await page.getByRole('button', { name: 'Página siguiente' }).click()
        await expect(count).toContainText(`página ${current} de ${pages}`)
      }
      const hrefs = await page
        .locator('.scholarship-card h3 a')
        .evaluateAll((links) => links.map((link) => Number(link.getAttribute('href')?.split('/').pop())))
      shown.push(...hrefs)
    }
    expect(shown.filter((index) => notForJalisco.includes(index))).toEqual([])
    const total = Number(((await count.textContent()) ?? '').match(/^\d+/)?.[0])
    expect(shown).toHaveLength(total)
    await expect(
      page.getByText('Con un estado ves sus becas y las que se piden desde cualquier estado'),
    ).toBeVisible()
  })

  test('a chosen state is remembered on the device, shown, and forgotten on request', async ({ page }) => {
    await page.goto('/becas')
    await waitForHydration(page)
    await page.getByRole('combobox', { name: /^Estado/ }).selectOption('Jalisco')
    await expect(page).toHaveURL(/estado=Jalisco/)
    const line = page.locator('.home-state__line')
    await expect(line).toContainText('Guardamos Jalisco en este dispositivo')

    // The next visit, with nothing in the URL, shows Jalisco again (the history entry is replaced).
    await page.goto('/becas')
    await page.mouse.wheel(0, 200)
    await expect(page).toHaveURL(/estado=Jalisco/)
    await expect(page.getByRole('combobox', { name: /^Estado/ })).toHaveValue('Jalisco')
    // The calendar too.
    await page.goto('/becas/calendario')
    await page.mouse.wheel(0, 200)
    await expect(page).toHaveURL(/estado=Jalisco/)

    await page.goto('/becas')
    await page.mouse.wheel(0, 200)
    await expect(line).toBeVisible()
    await page.getByRole('button', { name: 'Olvidar mi estado' }).click()
    await expect(page).not.toHaveURL(/estado=/)
    await expect(line).toHaveCount(0)
    await page.goto('/becas')
    await waitForHydration(page)
    await page.mouse.wheel(0, 200)
    await expect(page.getByRole('combobox', { name: /^Estado/ })).toHaveValue('')
    await expect(page).not.toHaveURL(/estado=/)
  })

  test('the calendar by state leaves out other states’ programmes', async ({ page, browser }) => {
    await page.goto('/becas/calendario?estado=Jalisco')
    await waitForHydration(page)
    await expect(page.getByRole('combobox', { name: /^Estado/ })).toHaveValue('Jalisco')
    const hrefs = await page
      .locator('calendar-window a[href^="/becas/"]')
      .evaluateAll((links) => links.map((link) => Number(link.getAttribute('href')?.split('/').pop())))
    expect(hrefs.length).toBeGreaterThan(0)
    expect(hrefs.filter((index) => notForJalisco.includes(index))).toEqual([])
    // Without the state, some of them are there (Chihuahua, Querétaro, CDMX…): on a device that
    // remembers no state (this one now remembers Jalisco, and may apply it once its app runs).
    const elsewhere = await browser.newPage()
    await elsewhere.goto(new URL('/becas/calendario', page.url()).href)
    const links = elsewhere.locator('calendar-window a[href^="/becas/"]')
    await expect(links.first()).toBeAttached()
    const all = await links.evaluateAll((found) =>
      found.map((link) => Number(link.getAttribute('href')?.split('/').pop())),
    )
    expect(all.some((index) => notForJalisco.includes(index))).toBe(true)
    await elsewhere.close()
  })

  test('a state that is not one of the 32 falls back to every state', async ({ page }) => {
    await page.goto('/becas?estado=Atlantida')
    await waitForHydration(page)
    await expect(page.getByRole('combobox', { name: /^Estado/ })).toHaveValue('')
    await expect(page.locator('.explorer__count')).toHaveText(/^\d+ becas encontradas · página 1 de \d+$/)
  })
})

test.describe('/becas/calendario', () => {
  test('shows this month and the next 11, each linking to its programmes; empty months say so', async ({
    page,
  }) => {
    // Three months after today: the pre-rendered 24 months include the visitor's 12.
    const now = new Date()
    const later = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 15, 18))
    await page.clock.setFixedTime(later)
    await page.goto('/becas/calendario')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendario de becas')
    const months = page.locator('calendar-window > section')
    const visible = months.filter({ visible: true })
    await expect(visible).toHaveCount(12)
    const expectedFirst = new Intl.DateTimeFormat('es-MX', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(later)
    await expect(visible.first().getByRole('heading', { level: 2 })).toHaveText(expectedFirst, {
      ignoreCase: true,
    })
    for (const month of await visible.all()) {
      const links = await month.getByRole('link').count()
      if (links === 0) await expect(month).toContainText('Este mes no tenemos convocatorias registradas')
    }
    const firstLink = visible.getByRole('link').first()
    const name = await firstLink.textContent()
    await firstLink.click()
    await expect(page).toHaveURL(/\/becas\/\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '')
    await page.goBack()
    await expectNoAxeViolations(page, { everyRule: true })
  })

  test('is in the nav under Explora and in the sitemap @phone-only', async ({ page, request }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    await page
      .getByRole('dialog', { name: 'Menú' })
      .getByRole('link', { name: 'Calendario de becas' })
      .click()
    await expect(page).toHaveURL(/\/becas\/calendario$/)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('/becas/calendario</loc>')
  })
})

test.describe('detail page: calendar file and «Avísame cuando abra»', () => {
  // page.route() does not see requests our service worker makes once it controls the tab.
  test.use({ serviceWorkers: 'block' })
  test('«Agregar a mi calendario» downloads a valid .ics with the closing date and the official URL @phone-only', async ({
    page,
  }) => {
    await page.clock.setFixedTime(at('2026-02-18'))
    await page.goto(`/becas/${BENITO_JUAREZ.index}`)
    const official = await page.getByRole('link', { name: /Ir al sitio oficial/ }).getAttribute('href')
    const download = page.waitForEvent('download')
    // The first tap starts the app and is replayed: nobody taps twice.
    await page.getByRole('button', { name: 'Agregar a mi calendario' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('beca-0-convocatoria.ics')
    const calendar = new ICAL.Component(ICAL.parse(readFileSync(await file.path(), 'utf8')))
    const [vevent] = calendar.getAllSubcomponents('vevent')
    const event = new ICAL.Event(vevent)
    expect(event.summary).toBe(`Cierra: ${BENITO_JUAREZ.name}`)
    expect(event.startDate.toString()).toBe('2026-02-27')
    expect(vevent?.getFirstPropertyValue('url')).toBe(official)
    const trigger = vevent?.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger') as ICAL.Duration
    expect(trigger.toSeconds()).toBe(-3 * 86_400)
  })

  test('a finished call with no known months offers no calendar file; one with usual months does @phone-only', async ({
    page,
  }) => {
    // Beca Rita Cetina (/becas/1): September 2025, March 2026, November 2024 — no habit yet.
    await page.clock.setFixedTime(at('2026-03-25'))
    await page.goto('/becas/1')
    await expectStatus(page.getByRole('region', { name: 'Convocatoria' }), 'Cerrada', 'cerró el 19 de marzo')
    await expect(page.getByRole('button', { name: 'Agregar a mi calendario' })).toBeHidden()
    await page.clock.setFixedTime(at('2026-03-05'))
    await page.goto(`/becas/${BENITO_JUAREZ.index}`)
    await expectStatus(
      page.getByRole('region', { name: 'Convocatoria' }),
      'Cerrada',
      'suele abrir en febrero',
    )
    await expect(page.getByRole('button', { name: 'Agregar a mi calendario' })).toBeVisible()
  })

  test('«Avísame cuando abra» reaches the local inbox and stores the lead', async ({ page }) => {
    await page.clock.setFixedTime(at('2026-03-05'))
    await page.goto(`/becas/${BENITO_JUAREZ.index}`)
    const panel = page.getByRole('region', { name: 'Convocatoria' })
    const email = uniqueEmail('alerta')
    const input = panel.getByLabel('Correo electrónico')
    await input.fill(email)
    const request = page.waitForRequest('**/api/v1.0/email/send')
    await panel.getByRole('button', { name: 'Avísame' }).click()
    expect((await request).postDataJSON().template_params).toMatchObject({
      about: 'Alerta de convocatoria',
      email,
      scholarship: BENITO_JUAREZ.name,
      scholarshipIndex: '0',
    })
    await expect(panel.getByRole('status').last()).toHaveText(
      '✅ ¡Correo enviado! (no olvides revisar tu spam)',
    )
    await expect(input).toHaveValue('')
    expect(
      inboxRecords<{ template_params: Record<string, string> }>('emails.jsonl').some(
        (record) =>
          record.template_params.email === email && record.template_params.about === 'Alerta de convocatoria',
      ),
    ).toBe(true)
    await expect
      .poll(() =>
        inboxRecords<{ email: string; context: string }>('leads.jsonl').find((lead) => lead.email === email),
      )
      .toMatchObject({ context: `alerta: ${BENITO_JUAREZ.name}` })
  })

  test('on a slow connection the form’s code arrives late, and the address and the tap typed before it still go @phone-only', async ({
    page,
  }) => {
    // Over prepaid data the form's own chunk can take seconds; the tap must wait for it. The
    // chunk is held until the address is typed and the button tapped, then let through.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/assets/CallAlertForm-*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.clock.setFixedTime(at('2026-03-05'))
    await page.goto(`/becas/${BENITO_JUAREZ.index}`)
    const panel = page.getByRole('region', { name: 'Convocatoria' })
    const email = uniqueEmail('alerta-lenta')
    await panel.getByLabel('Correo electrónico').fill(email)
    const request = page.waitForRequest('**/api/v1.0/email/send')
    await panel.getByRole('button', { name: 'Avísame' }).click()
    release()
    expect((await request).postDataJSON().template_params).toMatchObject({ email, scholarshipIndex: '0' })
    await expect(panel.getByRole('status').last()).toHaveText(
      '✅ ¡Correo enviado! (no olvides revisar tu spam)',
    )
  })

  test('on a 429 the alert says so, keeps the address, and a retry works @phone-only', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/\[email:signup\]|\[signup\]|Failed to load resource/)
    await page.clock.setFixedTime(at('2026-03-05'))
    let fail = true
    await page.route('**/api/v1.0/email/send', (route) =>
      fail
        ? route.fulfill({ status: 429, body: 'Too Many Requests', contentType: 'text/plain' })
        : route.continue(),
    )
    await page.goto(`/becas/${BENITO_JUAREZ.index}`)
    const panel = page.getByRole('region', { name: 'Convocatoria' })
    const email = uniqueEmail('alerta-429')
    const input = panel.getByLabel('Correo electrónico')
    await input.fill(email)
    await panel.getByRole('button', { name: 'Avísame' }).click()
    await expect(panel.getByRole('status').last()).toHaveText(
      '❌ Error al enviar. Por favor intenta de nuevo.',
    )
    await expect(input).toHaveValue(email)
    fail = false
    await panel.getByRole('button', { name: 'Avísame' }).click()
    await expect(panel.getByRole('status').last()).toHaveText(
      '✅ ¡Correo enviado! (no olvides revisar tu spam)',
    )
  })
})
