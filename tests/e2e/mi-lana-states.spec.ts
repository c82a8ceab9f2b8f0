import type { Page } from '@playwright/test'
import { SEEN_ATTRIBUTE } from '../../src/enhance/pageContract'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { BudgetScreen, ChallengesScreen, PaymentsScreen } from './models/MiLana'

/**
 * «Mi lana» in the states a new student meets first (issue 42; decision 0006's table): no
 * plan yet, a CSV brought in without a plan, rent paid on the 1st, a spending dated in the
 * past, and the first screen of each «Mi lana» page before its app runs. Each of these five
 * was seen failing on the build before the fix. Clock: Friday 20 November 2026, noon in
 * Mexico City (the second quincena).
 */
const at = (day: string) => new Date(`${day}T12:00:00-06:00`)
const TODAY = '2026-11-20'

/** Neither a negative amount nor «de más» where there is no plan to exceed. */
async function expectNoWrongMoney(budget: BudgetScreen) {
  const text = (await budget.headline().textContent()) ?? ''
  expect(text).not.toMatch(/[-−]\$/)
  expect(text).not.toContain('de más')
  expect(text).not.toContain('presupuestaste')
}

test.describe('«Mi lana» in every state a new student meets', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(at(TODAY))
  })

  test('no plan yet: spendings in both quincenas never show a negative budget or «gastaste de más»', async ({
    page,
  }) => {
    const budget = new BudgetScreen(page)
    await budget.open()
    await budget.addSpending('500', { date: '2026-11-05' })
    await budget.addSpending('80', { category: 'Transporte' })
    await expect(budget.spendings()).toHaveCount(2)
    for (const period of ['2.ª quincena (16–30)', '1.ª quincena (1–15)', 'Todo el mes']) {
      await budget.period(period).check()
      await expect(budget.headline()).toContainText('Todavía no tienes un plan para noviembre.')
      await expectNoWrongMoney(budget)
    }
    await budget.period('2.ª quincena (16–30)').check()
    await expect(budget.headline()).toContainText('Por ahora llevas gastado $80.00 esta quincena.')
    await budget.period('Todo el mes').check()
    await expect(budget.headline()).toContainText('Por ahora llevas gastado $580.00 este mes.')
  })

  test('a CSV brought in without a plan is counted, never measured against a negative budget', async ({
    page,
  }) => {
    const budget = new BudgetScreen(page)
    await budget.open()
    const csv = [
      'fecha,categoría,monto,nota',
      '2026-11-02,Renta y servicios,3000.00,Renta',
      '2026-11-06,Comida,450.50,Súper',
      '2026-11-17,Transporte,120.00,',
      '2026-11-19,Comida,89.90,Tacos',
      '',
    ].join('\r\n')
    await budget
      .csvInput()
      .setInputFiles({ name: 'gastos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await expect(budget.data().locator('.lana-import')).toContainText('Listo: entraron 4 gastos.')
    for (const period of ['2.ª quincena (16–30)', 'Todo el mes']) {
      await budget.period(period).check()
      await expect(budget.headline()).toContainText('Todavía no tienes un plan para noviembre.')
      await expectNoWrongMoney(budget)
    }
    // With a plan the same spendings are measured against it.
    await budget.setPlan({ income: '4,500', budgets: { Comida: '1,000' } })
    await budget.period('2.ª quincena (16–30)').check()
    await expectNoWrongMoney(budget)
    await expect(budget.headline()).toContainText('te quedan para llegar a fin de quincena')
  })

  test('rent paid on the 1st counts whole in the first quincena, and the quincena says what the month’s bills take', async ({
    page,
  }) => {
    const budget = new BudgetScreen(page)
    await budget.open()
    await budget.setPlan({ income: '4,500', budgets: { 'Renta y servicios': '3,000', Comida: '1,000' } })
    await budget.addSpending('3,000', { category: 'Renta y servicios', date: '2026-11-01', note: 'Renta' })
    await budget.period('1.ª quincena (1–15)').check()
    const renta = budget.bar('Renta y servicios')
    await expect(renta).not.toHaveClass(/lana-bar--over/)
    await expect(renta.locator('.lana-bar__amounts')).toHaveText('$3,000.00 de $3,000.00 del mes')
    await expect(budget.summary()).not.toContainText('Te pasaste')
    await expect(budget.headline()).toContainText(
      'De tu plan del mes, $3,000.00 son pagos del mes (Renta y servicios): ya pagaste $3,000.00.',
    )
    // Per quincena stays per quincena: Comida has half of its $1,000 in each.
    await expect(budget.bar('Comida').locator('.lana-bar__amounts')).toHaveText('$0.00 de $500.00')
    await budget.period('2.ª quincena (16–30)').check()
    await expect(budget.bar('Renta y servicios').locator('.lana-bar__left')).toHaveText(
      'Pagado en la 1.ª quincena',
    )
    await expect(budget.summary()).not.toContainText('Te pasaste')
  })

  test('after saving a spending dated in the past, the date goes back to today and the note says so', async ({
    page,
  }) => {
    const budget = new BudgetScreen(page)
    await budget.open()
    await budget.addSpending('120', { date: '2026-10-30' })
    await expect(budget.toast()).toHaveText(
      'Gasto guardado: $120.00 en Comida, del 30 de octubre. La fecha volvió a hoy.',
    )
    await expect(budget.date()).toHaveValue(TODAY)
    await budget.addSpending('45')
    await expect(budget.toast()).toHaveText('Gasto guardado: $45.00 en Comida.')
    const stored = await budget.stored<{ spendings: { date: string }[] }>('yasecomo:mi-lana:presupuesto')
    expect(stored?.spendings.map((spending) => spending.date)).toEqual(['2026-10-30', TODAY])
  })
})

/** What a screen looks like before its app runs: no word about loading, the board's outline. */
async function expectOutline(page: Page, headings: string[]) {
  const outline = page.locator(`[${SEEN_ATTRIBUTE}]`)
  await expect(outline).toHaveCount(1)
  await expect(outline).not.toContainText('Cargando')
  for (const heading of headings) await expect(outline).toContainText(heading)
}

/** The loader has had the load event, the first paint and a few tasks to start the app, were it eager. */
async function afterFirstPaint(page: Page) {
  await page.waitForLoadState('load')
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // Turns of the event loop after the paint entry, as the loader waits for it.
        const turns = () => {
          let left = 50
          const channel = new MessageChannel()
          channel.port1.onmessage = () => (--left > 0 ? channel.port2.postMessage(null) : resolve())
          channel.port2.postMessage(null)
        }
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return
          observer.disconnect()
          turns()
        }).observe({ type: 'paint', buffered: true })
      }),
  )
}

const phaseOf = (page: Page) => page.evaluate(() => window.yasecomoPage?.app?.phase)

for (const viewport of [
  { width: 390, height: 844 },
  { width: 412, height: 823 },
]) {
  test.describe(`«Mi lana» before its app runs at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport })
    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(at(TODAY))
    })

    test('/mi-lana: the first screen is «Anotar un gasto», the board below is its outline', async ({
      page,
    }) => {
      await page.goto('/mi-lana')
      await afterFirstPaint(page)
      expect(await phaseOf(page)).toBe('waiting')
      await expectOutline(page, ['Cuánto te queda', 'Tus gastos'])
      await expect(page.locator(`[${SEEN_ATTRIBUTE}]`)).not.toBeInViewport()
    })

    test('/mi-lana/reto: «Empezar un reto» works from the HTML; the app starts at the first touch', async ({
      page,
    }) => {
      const reto = new ChallengesScreen(page)
      await page.goto('/mi-lana/reto')
      await afterFirstPaint(page)
      expect(await phaseOf(page)).toBe('waiting')
      await expectOutline(page, ['Tus retos'])
      await expect(page.locator(`[${SEEN_ATTRIBUTE}]`)).not.toBeInViewport()
      await expectNoAxeViolations(page)
      // Chosen and sent before any app code ran: kept, and saved once, when the app is there.
      await reto.start(/Reto de los 100 pesos/)
      await expect(reto.card('Reto de los 100 pesos')).toBeVisible()
      await expect(reto.cards()).toHaveCount(1)
      await expect(reto.toast()).toHaveText('Listo: empezaste «Reto de los 100 pesos».')
    })

    test('/mi-lana/pagos: «Agregar un pago» works from the HTML; the app starts at the first touch', async ({
      page,
    }) => {
      const pagos = new PaymentsScreen(page)
      await page.goto('/mi-lana/pagos')
      await afterFirstPaint(page)
      expect(await phaseOf(page)).toBe('waiting')
      await expectOutline(page, ['Antes de la próxima quincena', 'Pagos del mes'])
      await expect(page.locator(`[${SEEN_ATTRIBUTE}]`)).not.toBeInViewport()
      await expectNoAxeViolations(page)
      await pagos.add({ name: 'Renta', amount: '2,800', day: 1 })
      await expect(pagos.payment('Renta')).toContainText('$2,800.00')
      await expect(pagos.month().locator('.lana-payment')).toHaveCount(1)
    })
  })
}
