import { readFileSync } from 'node:fs'
import type { Locator } from '@playwright/test'
import { derivedUsualMonths } from '../../data/callHabit'
import type { Call } from '../../data/calls.schema'
import { spanishList } from '../../src/domain/callEditions'
import { spanishDayMonth } from '../../src/domain/callStatus'
import { expect, test, waitForHydration } from './fixtures'

/**
 * Issue 26: the shapes of editions under fixed clocks. The programmes are picked from
 * data/calls.json by shape (a deadline only, two editions, an old last edition), so the
 * tests follow the research as it grows; JJ/WBGSP (43) is named by the issue.
 */
const calls = JSON.parse(readFileSync('data/calls.json', 'utf8')) as Call[]
const names = (JSON.parse(readFileSync('data/scholarships.json', 'utf8')) as Record<string, string>[]).map(
  (row) => row['Nombre de la Beca'],
)
type Editions = Extract<Call, { kind: 'editions' }>
const withEditions = calls.filter((call): call is Editions => call.kind === 'editions')
const windowsOf = (call: Editions) => call.editions.flatMap((edition) => edition.windows)
const lastCloses = (call: Editions) =>
  windowsOf(call).reduce((last, w) => (w.closes > last ? w.closes : last), '')

/** Noon in Mexico City, so no time zone can move the day. */
const at = (day: string) => new Date(`${day}T12:00:00-06:00`)
const addDays = (iso: string, days: number) =>
  new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)) + days))
    .toISOString()
    .slice(0, 10)

async function expectStatus(scope: Locator, label: string, detail: string | RegExp) {
  const status = scope.locator('call-status').first()
  await expect(status.locator('[part~="badge"]')).toHaveText(label)
  await expect(status.locator('[part="detail"]')).toHaveText(detail)
}

const panelOf = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Convocatoria' })

/** A programme whose last window is a deadline only, with no other window within 10 days of it. */
const deadlineOnly = withEditions.find((call) => {
  const windows = windowsOf(call)
  const last = lastCloses(call)
  const lastWindow = windows.find((window) => window.closes === last)
  return !lastWindow?.opens && windows.every((w) => w === lastWindow || w.closes < addDays(last, -10))
})

test.describe('editions: what a student sees on any day', () => {
  test('a deadline-only call reads «Abierta · cierra el …» before its date and «Cerrada» after @phone-only', async ({
    page,
  }) => {
    expect(deadlineOnly, 'data/calls.json has a programme whose last window is a deadline only').toBeDefined()
    const call = deadlineOnly as Editions
    const closes = lastCloses(call)
    await page.clock.setFixedTime(at(addDays(closes, -10)))
    await page.goto(`/becas/${call.index}`)
    await expectStatus(panelOf(page), 'Abierta', `cierra el ${spanishDayMonth(closes)}`)
    await expect(panelOf(page)).toContainText(`hasta el ${spanishDayMonth(closes)} de ${closes.slice(0, 4)}`)

    await page.clock.setFixedTime(at(addDays(closes, 1)))
    await page.goto(`/becas/${call.index}`)
    await expectStatus(
      panelOf(page),
      'Cerrada',
      new RegExp(`^(cerró el ${spanishDayMonth(closes)}|suele abrir en .+)$`),
    )
  })

  test('JJ/WBGSP (43) is open on a day inside its second 2026 window, on the card and the page', async ({
    page,
  }) => {
    await page.clock.setFixedTime(at('2026-04-15'))
    await page.goto('/becas?q=banco+mundial')
    // The search applies once the app runs (the pre-rendered list is the first page).
    await waitForHydration(page)
    const card = page.locator('.scholarship-card', { hasText: 'Japón–Banco Mundial' })
    await expectStatus(card, 'Abierta', 'cierra el 29 de mayo')
    await page.goto('/becas/43')
    await expectStatus(panelOf(page), 'Abierta', 'cierra el 29 de mayo')
    await expect(panelOf(page)).toContainText('del 30 de marzo de 2026 al 29 de mayo de 2026')
    // Between its windows it is the next one that counts.
    await page.clock.setFixedTime(at('2026-03-10'))
    await page.reload()
    await expectStatus(panelOf(page), 'Próxima', 'abre el 30 de marzo')
  })

  test('a programme whose last call closed two or more years ago says «Última convocatoria que conocemos: …» @phone-only', async ({
    page,
  }) => {
    const today = '2026-11-25'
    const old = withEditions.find((call) => Number(lastCloses(call).slice(0, 4)) <= 2024)
    expect(old, 'data/calls.json has a programme last seen in 2024 or before').toBeDefined()
    const call = old as Editions
    await page.clock.setFixedTime(at(today))
    await page.goto(`/becas/${call.index}`)
    const label = `Última convocatoria que conocemos: ${lastCloses(call).slice(0, 4)}`
    await expectStatus(panelOf(page), label, /^(cerró el .+ de 20\d\d|suele abrir en .+)$/)
    // The badge's text is not cut: the whole label fits its box on a phone.
    const badge = panelOf(page).locator('call-status [part~="badge"]')
    expect(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
  })
})

test.describe('editions: history and the calendar', () => {
  const history = withEditions.find((call) => call.editions.length >= 2)

  test('a detail page lists «Ediciones anteriores», newest first, each with its cycle, dates and source', async ({
    page,
  }) => {
    expect(history, 'data/calls.json has a programme with two or more editions').toBeDefined()
    const call = history as Editions
    await page.goto(`/becas/${call.index}`)
    await waitForHydration(page)
    const past = panelOf(page).getByRole('region', { name: 'Ediciones anteriores' })
    const items = past.getByRole('listitem')
    await expect(items).toHaveCount(call.editions.length - 1)
    for (const [position, edition] of call.editions.slice(1).entries()) {
      const item = items.nth(position)
      await expect(item).toContainText(`Convocatoria ${edition.cycle}:`)
      const host = new URL(edition.source).hostname.replace(/^www\./, '')
      await expect(
        item.getByRole('link', { name: new RegExp(host.replaceAll('.', '\\.')) }).first(),
      ).toHaveAttribute('href', edition.source)
    }
  })

  test('the calendar projects usual openings derived from editions, labelled as usual, with the years seen', async ({
    page,
  }) => {
    const habit = withEditions.find((call) => derivedUsualMonths(call.editions))
    expect(
      habit,
      'data/calls.json has a programme that opened in the same month in two editions',
    ).toBeDefined()
    const call = habit as Editions
    const usual = derivedUsualMonths(call.editions)
    const programme = names[call.index] ?? ''
    // A clock in the month before, so the projected month is inside the visitor's 12.
    const month = usual?.months[0] ?? 1
    const now = new Date()
    const target = new Date(Date.UTC(now.getUTCFullYear() + 1, month - 1, 10))
    await page.clock.setFixedTime(new Date(target.getTime() - 30 * 86_400_000))
    await page.goto('/becas/calendario')
    const key = `${target.getUTCFullYear()}-${String(month).padStart(2, '0')}`
    const section = page.locator(`calendar-window > section[data-month="${key}"]`)
    await expect(section).toBeVisible()
    const entry = section.locator('.calendar-entry--usual', { hasText: programme })
    await expect(entry).toContainText('Suele abrir')
    await expect(entry).toContainText(`(así fue en ${spanishList((usual?.years ?? []).map(String))})`)
    // Never a date: a projected opening has no day.
    await expect(entry).not.toContainText(/\d+ de [a-z]+/)
  })
})
