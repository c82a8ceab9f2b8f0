import { readFileSync } from 'node:fs'
import type { BrowserContext, Page } from '@playwright/test'
import ICAL from 'ical.js'
import { PDFDocument } from 'pdf-lib'
import { DEFAULT_CATEGORIES } from '../../src/domain/lana/defaultCategories'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { BudgetScreen, ChallengesScreen, LANA_KEYS, lookAtBoard, PaymentsScreen } from './models/MiLana'

/**
 * «Mi lana»: the budget by quincena, savings challenges and payment reminders, kept in
 * localStorage (decision 0006). The clock is fixed on Friday 20 November 2026, noon in Mexico
 * City: the second quincena of November, 11 days to its end (the 30th) counting today.
 */
const at = (day: string) => new Date(`${day}T12:00:00-06:00`)
const TODAY = '2026-11-20'

/** Puts values on the device before any page script runs (only on the tab's first page load). */
async function seed(context: BrowserContext, values: Record<string, string>) {
  await context.addInitScript((entries) => {
    if (sessionStorage.getItem('seeded')) return
    sessionStorage.setItem('seeded', '1')
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
  }, values)
}

/** A November with a plan ($4,500 a quincena; $1,000 for Comida) and four spendings, one with a custom category. */
const novemberBudget = () =>
  JSON.stringify({
    version: 1,
    lastId: 5,
    categories: [...DEFAULT_CATEGORIES, { id: 'c1', name: 'Mascota' }],
    months: {
      '2026-11': {
        income: { schedule: 'quincenal', amount: 450_000 },
        budgets: { comida: 100_000, salidas: 50_000 },
      },
    },
    spendings: [
      {
        id: 'g2',
        amount: 12_000,
        categoryId: 'comida',
        date: '2026-11-03',
        note: 'Tacos, con los del salón',
      },
      { id: 'g3', amount: 64_000, categoryId: 'salidas', date: '2026-11-08', note: 'Concierto' },
      { id: 'g4', amount: 3_550, categoryId: 'transporte', date: '2026-11-18' },
      { id: 'g5', amount: 25_000, categoryId: 'c1', date: '2026-11-19', note: '=croquetas' },
    ],
  })

const fillOf = (locator: ReturnType<Page['locator']>) =>
  locator.evaluate((element) => getComputedStyle(element).fill)

test.describe('/mi-lana: the month’s budget', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(at(TODAY))
  })

  test('a plan and a few spendings survive a reload; over budget shows in red and in words', async ({
    page,
  }) => {
    const budget = new BudgetScreen(page)
    await budget.open()
    await expect(budget.monthTitle()).toHaveText('Noviembre de 2026')
    await expect(budget.headline()).toContainText('Todavía no tienes un plan para noviembre.')
    await budget.setPlan({ income: '4,500', budgets: { Comida: '1,000', Transporte: '$600' } })
    await expect(budget.toast()).toHaveText('Listo: guardamos tu plan de noviembre.')

    await budget.addSpending('650', { note: 'Súper' })
    await expect(budget.toast()).toHaveText('Gasto guardado: $650.00 en Comida.')
    await budget.addSpending('35.50', { category: 'Transporte' })
    // The form keeps the category last chosen.
    await budget.addSpending('420', { category: 'Comida', date: '2026-11-18' })
    await expect(budget.spendings()).toHaveCount(3)

    const check = async () => {
      // Today falls in the second quincena, and so does the first spending written down (the
      // 18th): the numbers count from there, with the second quincena's own half of the
      // month's money and budgets, not what nobody wrote down in the first (decision 0006).
      await expect(budget.period('2.ª quincena (16–30)')).toBeChecked()
      await expect(budget.headline()).toContainText('$3,394.50 te quedan para llegar a fin de quincena')
      await expect(budget.headline()).toContainText(
        'Son $308.59 al día por 11 días, hasta el 30 de noviembre.',
      )
      await expect(budget.headline()).toContainText(
        'Este mes empezaste a anotar el 18: contamos desde ahí, solo con lo que te toca de la 2.ª quincena.',
      )
      const comida = budget.bar('Comida')
      await expect(comida).toHaveClass(/lana-bar--over/)
      await expect(comida.locator('.lana-bar__left')).toHaveText('!Te pasaste por $570.00')
      expect(await fillOf(comida.locator('.lana-bar__fill'))).toBe('rgb(180, 35, 24)')
      const transporte = budget.bar('Transporte')
      await expect(transporte).not.toHaveClass(/lana-bar--over/)
      await expect(transporte.locator('.lana-bar__left')).toHaveText('Te quedan $264.50')
      expect(await fillOf(transporte.locator('.lana-bar__fill'))).toBe('rgb(19, 121, 91)')
      await expect(budget.spending('Súper')).toContainText('$650.00')
    }
    await check()
    await page.reload()
    await budget.ready()
    await check()
    const stored = await budget.stored<{ version: number; spendings: unknown[] }>(LANA_KEYS.budget)
    expect([stored?.version, stored?.spendings.length]).toEqual([1, 3])

    // The first quincena had half of Comida's $1,000; nothing was written down in it, so
    // what it left is not counted anywhere.
    await budget.period('1.ª quincena (1–15)').check()
    await expect(budget.bar('Comida').locator('.lana-bar__amounts')).toHaveText('$0.00 de $500.00')
    await expect(budget.headline()).toContainText('No anotaste gastos en la 1.ª quincena.')
    await budget.period('Todo el mes').check()
    await expect(budget.headline()).toContainText(
      'Gastaste $1,105.50 de los $4,500.00 que te tocan en la 2.ª quincena.',
    )
  })

  test('a student who starts on the 26th: only this quincena’s money counts, and the closed plan says what it holds', async ({
    page,
  }) => {
    await page.clock.setFixedTime(at('2026-11-26'))
    const budget = new BudgetScreen(page)
    await budget.open()
    await budget.setPlan({ income: '8,000', budgets: { Comida: '3,000', Transporte: '2,000' } })
    await budget.addSpending('1,234.50')
    // Not «$14,765.50 … $2,953.10 al día»: the first quincena, never written down, is not carried over.
    await expect(budget.headline()).toContainText('$6,765.50 te quedan para llegar a fin de quincena')
    await expect(budget.headline()).toContainText(
      'Son $1,353.10 al día por 5 días, hasta el 30 de noviembre.',
    )
    await expect(budget.headline()).toContainText(
      'Este mes empezaste a anotar el 26: contamos desde ahí, solo con lo que te toca de la 2.ª quincena.',
    )
    await expect(budget.bar('Comida').locator('.lana-bar__amounts')).toHaveText('$1,234.50 de $1,500.00')

    // After a reload the plan is folded away; its summary still says what it holds.
    await page.reload()
    await budget.ready()
    const plan = budget.planPanel()
    await expect(plan).not.toHaveAttribute('open')
    await expect(plan.locator('summary')).toHaveText(
      'Tu plan de noviembreTe llegan $8,000.00 por quincena · repartes $5,000.00',
    )
    await expect(plan.locator('summary')).toBeVisible()
    await expect(budget.headline()).toContainText('$6,765.50 te quedan para llegar a fin de quincena')
    // A spending written down for the 10th, after the fact: the month counts from the 10th.
    await budget.addSpending('100', { date: '2026-11-10' })
    await expect(budget.headline()).toContainText('$14,665.50 te quedan para llegar a fin de quincena')
    await expect(budget.headline()).not.toContainText('empezaste a anotar')
  })

  test('a wrong amount is said by its field, keeps what was typed and saves nothing', async ({ page }) => {
    const budget = new BudgetScreen(page)
    await budget.open()
    for (const [typed, message] of [
      ['-50', 'El monto no puede ser negativo.'],
      ['', 'Escribe un monto.'],
      ['10,000,001', 'Ese monto es demasiado grande: el máximo es $10,000,000.00.'],
      ['12,50', 'Escribe los centavos con punto, por ejemplo 1,234.50.'],
    ] as const) {
      await budget.addSpending(typed)
      await expect(budget.amount()).toHaveValue(typed)
      await expect(budget.amount()).toHaveAttribute('aria-invalid', 'true')
      await expect(budget.amount()).toBeFocused()
      const describedBy = (await budget.amount().getAttribute('aria-describedby')) ?? ''
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message)
    }
    await expect(budget.spendings()).toHaveCount(0)
    expect(await budget.stored(LANA_KEYS.budget)).toBeNull()
    // «$1 234» is a fine amount.
    await budget.addSpending('$1 234')
    await expect(budget.toast()).toHaveText('Gasto guardado: $1,234.00 en Comida.')
    await expect(budget.amount()).not.toHaveAttribute('aria-invalid')
  })

  test('keyboard only: a spending goes in, out and back, and focus follows', async ({ page }) => {
    const budget = new BudgetScreen(page)
    await budget.open()
    await budget.amount().focus()
    await page.keyboard.type('85.5')
    await page.keyboard.press('Tab')
    await expect(budget.category()).toBeFocused()
    await page.keyboard.press('ArrowDown') // Comida → Transporte
    await expect(budget.category()).toHaveValue('transporte')
    // Enter sends the form from a text field.
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(budget.toast()).toHaveText('Gasto guardado: $85.50 en Transporte.')
    // Ready for the next one.
    await expect(budget.amount()).toBeFocused()
    await expect(budget.amount()).toHaveValue('')

    const row = budget.spending('Transporte')
    await row.getByRole('button', { name: /^Borrar/ }).focus()
    await page.keyboard.press('Enter')
    await expect(budget.spendings()).toHaveCount(0)
    await expect(budget.toast()).toContainText('Gasto eliminado: $85.50 en Transporte del 20 de noviembre.')
    const undo = budget.toast().getByRole('button', { name: 'Deshacer' })
    await expect(undo).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(budget.spendings()).toHaveCount(1)
    await expect(budget.spending('Transporte').getByRole('button', { name: /^Editar/ })).toBeFocused()

    // Edit it from the keyboard: the form takes focus, «Guardar cambios» gives it back.
    await page.keyboard.press('Enter')
    await expect(budget.spendingsRegion().getByLabel('Monto')).toBeFocused()
    await page.keyboard.press('Control+A')
    await page.keyboard.type('90')
    await page.keyboard.press('Enter')
    await expect(budget.spending('Transporte')).toContainText('$90.00')
    await expect(budget.spending('Transporte').getByRole('button', { name: /^Editar/ })).toBeFocused()
  })

  test('months: before and after in the address, back to this one; a new month shows the last plan', async ({
    page,
    context,
  }) => {
    await seed(context, { [LANA_KEYS.budget]: novemberBudget() })
    const budget = new BudgetScreen(page)
    await budget.open()
    await page.getByRole('link', { name: 'Mes siguiente: diciembre de 2026' }).click()
    await expect(page).toHaveURL('/mi-lana?mes=2026-12')
    await expect(budget.monthTitle()).toHaveText('Diciembre de 2026')
    await expect(budget.spendingsRegion()).toContainText('Todavía no anotas gastos en diciembre.')
    await expect(await budget.plan()).toContainText(
      'Diciembre usa el plan de noviembre de 2026 hasta que lo cambies aquí.',
    )
    await expect(budget.headline()).toContainText('$9,000.00 te quedan de diciembre')
    await page.getByRole('link', { name: 'Volver a este mes' }).click()
    await expect(page).toHaveURL('/mi-lana')
    await expect(budget.spendings()).toHaveCount(4)

    // This month written out is the default, stripped; a month that is not one falls back to this one.
    await budget.open('?mes=2026-11')
    await expect(page).toHaveURL('/mi-lana')
    await budget.open('?mes=2026-13')
    await expect(budget.monthTitle()).toHaveText('Noviembre de 2026')
    await budget.open('?mes=2025-12')
    await expect(budget.monthTitle()).toHaveText('Diciembre de 2025')
    await page.getByRole('link', { name: 'Mes siguiente: enero de 2026' }).click()
    await expect(page).toHaveURL('/mi-lana?mes=2026-01')
  })

  test('removing a category asks first and says where its spendings go; nothing is lost', async ({
    page,
    context,
  }) => {
    await seed(context, { [LANA_KEYS.budget]: novemberBudget() })
    const budget = new BudgetScreen(page)
    await budget.open()
    await budget.period('Todo el mes').check()
    const spent = await budget.headline().locator('.lana-headline__spent').first().textContent()
    const categories = await budget.categories()
    await categories.getByRole('button', { name: 'Quitar «Salidas»' }).click()
    await expect(categories).toContainText('¿Quitar «Salidas»?')
    await expect(categories).toContainText(
      'Su gasto pasa a «Otros», con «Salidas» al inicio de la nota, y su presupuesto se suma al de «Otros». Ningún total cambia.',
    )
    await expect(categories.getByRole('button', { name: 'Cancelar' })).toBeFocused()
    await categories.getByRole('button', { name: 'Sí, quitar' }).click()
    await expect(budget.spending('Salidas · Concierto')).toContainText('Otros')
    await expect(budget.headline().locator('.lana-headline__spent').first()).toHaveText(spent ?? '')
    await expect(budget.bar('Otros').locator('.lana-bar__amounts')).toHaveText('$640.00 de $500.00')
    // A new one, and a name already taken is said by the field.
    await categories.getByLabel('Nueva categoría').fill('comida')
    await categories.getByRole('button', { name: 'Agregar categoría' }).click()
    await expect(categories.getByText('Ya tienes una categoría con ese nombre.')).toBeVisible()
    await categories.getByLabel('Nueva categoría').fill('Gimnasio')
    await categories.getByRole('button', { name: 'Agregar categoría' }).click()
    await expect(budget.category().locator('option', { hasText: 'Gimnasio' })).toHaveCount(1)
  })

  test('CSV round trip: export, clear the device, import, same totals; bad lines are reported by number', async ({
    page,
    context,
  }) => {
    await seed(context, { [LANA_KEYS.budget]: novemberBudget() })
    const budget = new BudgetScreen(page)
    await budget.open()
    await budget.period('Todo el mes').check()
    const totals = async () => [
      await budget.headline().textContent(),
      await budget.summary().locator('.lana-bars').textContent(),
    ]
    const before = await totals()

    const download = page.waitForEvent('download')
    await budget.data().getByRole('button', { name: 'Descargar mis gastos (CSV)' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('mi-lana-gastos.csv')
    const bytes = readFileSync(await file.path())
    // UTF-8 with a BOM, so Excel reads «categoría»; one line per spending, CRLF.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = bytes.toString('utf8').slice(1)
    expect(text.split('\r\n')).toEqual([
      'fecha,categoría,monto,nota,pago del mes',
      '2026-11-03,Comida,120.00,"Tacos, con los del salón",',
      '2026-11-08,Salidas,640.00,Concierto,',
      '2026-11-18,Transporte,35.50,,',
      "2026-11-19,Mascota,250.00,'=croquetas,",
      '',
    ])

    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await budget.ready()
    await expect(budget.spendings()).toHaveCount(0)
    await budget.csvInput().setInputFiles({ name: 'mi-lana-gastos.csv', mimeType: 'text/csv', buffer: bytes })
    await expect(budget.data().locator('.lana-import')).toContainText('Listo: entraron 4 gastos.')
    await expect(budget.data().locator('.lana-import')).toContainText('Categorías nuevas: Mascota.')
    await expect(budget.spendings()).toHaveCount(4)
    await expect(budget.spending('=croquetas')).toContainText('Mascota')
    // The plan is not in the file: set it again, and the totals are the same.
    await budget.setPlan({ income: '4500', budgets: { Comida: '1000', Salidas: '500' } })
    await budget.period('Todo el mes').check()
    expect(await totals()).toEqual(before)

    // The same file again adds nothing; a bad line is named and skipped.
    const again = `${text.replace(/\r\n$/, '')}\r\n2026-11-31,Comida,5,\r\n`
    await budget
      .csvInput()
      .setInputFiles({ name: 'otra.csv', mimeType: 'text/csv', buffer: Buffer.from(again) })
    const report = budget.data().locator('.lana-import')
    await expect(report).toContainText('No entró ningún gasto nuevo. 4 ya estaban y no se duplicaron.')
    await expect(report).toContainText(
      'Línea 6: la fecha «2026-11-31» no es válida; usa año-mes-día (2026-11-24) o día/mes/año.',
    )
    await report.getByRole('button', { name: 'Entendido' }).click()
    await expect(report).toHaveCount(0)
  })

  test('two tabs of one browser stay in sync', async ({ context }) => {
    const first = await context.newPage()
    const second = await context.newPage()
    for (const page of [first, second]) await page.clock.setFixedTime(at(TODAY))
    const one = new BudgetScreen(first)
    const two = new BudgetScreen(second)
    await one.open()
    await two.open()
    await one.addSpending('99', { note: 'Pizza' })
    await expect(two.spending('Pizza')).toContainText('$99.00')
    await two
      .spending('Pizza')
      .getByRole('button', { name: /^Borrar/ })
      .click()
    await expect(one.spendings()).toHaveCount(0)
  })

  test('when storage is full the change stays for the visit, it is said, and nothing is lost', async ({
    page,
    context,
  }) => {
    // A device that fills up (and frees up) on cue: sessionStorage «full».
    await context.addInitScript(() => {
      const setItem = Storage.prototype.setItem
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key.startsWith('yasecomo:mi-lana') && sessionStorage.getItem('full') === '1')
          throw new DOMException('full', 'QuotaExceededError')
        setItem.call(this, key, value)
      }
    })
    const budget = new BudgetScreen(page)
    await budget.open()
    await page.evaluate(() => sessionStorage.setItem('full', '1'))
    await budget.addSpending('100', { note: 'Libro' })
    await expect(budget.alerts()).toHaveText(
      'El almacenamiento de tu dispositivo está lleno: tu último cambio se conserva solo mientras esta página siga abierta. Libera espacio y vuelve a intentarlo.',
    )
    await expect(budget.spending('Libro')).toContainText('$100.00')
    expect(await budget.stored(LANA_KEYS.budget)).toBeNull()

    await page.evaluate(() => sessionStorage.setItem('full', '0'))
    await budget.addSpending('50', { note: 'Camión' })
    await expect(budget.alerts()).toHaveCount(0)
    const stored = await budget.stored<{ spendings: { note: string }[] }>(LANA_KEYS.budget)
    expect(stored?.spendings.map((spending) => spending.note)).toEqual(['Libro', 'Camión'])
  })
})

test.describe('/mi-lana/reto: savings challenges', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(at(TODAY))
  })

  test('«52 semanas»: ticks add up and survive a reload; restart and removal ask first; several at once', async ({
    page,
  }) => {
    const challenges = new ChallengesScreen(page)
    await challenges.open()
    await expect(page.getByText('Todavía no llevas ningún reto.')).toBeVisible()
    await challenges.start(/^52 semanas · \$13,780\.00/)
    const card = challenges.card('52 semanas')
    await expect(card.getByRole('heading', { name: '52 semanas' })).toBeFocused()
    await expect(challenges.fact(card, 'Semana')).toHaveText('1 de 52')
    for (const week of [1, 2, 3]) await card.getByRole('checkbox', { name: `Semana ${week}:` }).check()
    const check = async () => {
      await expect(challenges.fact(card, 'Llevas ahorrado')).toHaveText('$60.00')
      await expect(challenges.fact(card, 'Te falta')).toHaveText('$13,720.00')
      await expect(challenges.fact(card, 'Próximo depósito')).toHaveText(
        '$40.00, semana 4 (desde el 11 de diciembre)',
      )
    }
    await check()
    await page.reload()
    await challenges.ready()
    await check()
    await expect(card.getByRole('checkbox', { name: 'Semana 2:' })).toBeChecked()

    await card.getByRole('button', { name: 'Empezar de nuevo «52 semanas»' }).click()
    await expect(card).toContainText(
      '¿Empezar «52 semanas» de nuevo? Se desmarcan tus 3 depósitos marcados y la semana 1 empieza hoy.',
    )
    await expect(card.getByRole('button', { name: 'Cancelar' })).toBeFocused()
    await page.keyboard.press('Enter')
    await check()
    await card.getByRole('button', { name: 'Empezar de nuevo «52 semanas»' }).click()
    await card.getByRole('button', { name: 'Sí, empezar de nuevo' }).click()
    await expect(challenges.fact(card, 'Llevas ahorrado')).toHaveText('$0.00')

    await challenges.start(/^Reto de los 100 pesos/)
    await expect(challenges.cards()).toHaveCount(2)
    const hundred = challenges.card('Reto de los 100 pesos')
    await hundred.getByRole('checkbox', { name: '$100', exact: true }).check()
    await hundred.getByRole('checkbox', { name: '$7', exact: true }).check()
    await expect(challenges.fact(hundred, 'Llevas ahorrado')).toHaveText('$107.00')
    await expect(challenges.fact(hundred, 'Te falta')).toHaveText('$4,943.00')
    await hundred.getByRole('button', { name: 'Quitar reto «Reto de los 100 pesos»' }).click()
    await hundred.getByRole('button', { name: 'Sí, quitar' }).click()
    await expect(challenges.cards()).toHaveCount(1)
    const stored = await challenges.stored<{ challenges: { kind: string; ticked: number[] }[] }>(
      LANA_KEYS.challenges,
    )
    expect(stored?.challenges).toEqual([expect.objectContaining({ kind: '52-semanas', ticked: [] })])
  })
})

test.describe('/mi-lana/pagos: payment reminders', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(at(TODAY))
  })

  test('what is due before the next quincena, paid or pending, and an .ics with one RRULE per series and a reminder 2 days before', async ({
    page,
  }) => {
    const payments = new PaymentsScreen(page)
    await payments.open()
    await payments.add({ name: 'Colegiatura', amount: '2,500', day: 10 })
    await payments.add({ name: 'Renta', amount: '3000', day: 30 })
    await payments.add({ name: 'Inscripción', amount: '1800', date: '2026-11-28' })
    await expect(payments.due()).toContainText('Antes del 1 de diciembre')
    await expect(payments.due()).toContainText('Te toca pagar $7,300.00 en 3 pagos.')
    await expect(payments.due()).toContainText(
      'Colegiatura $2,500.00 · 10 de noviembre, se pasó hace 10 días',
    )
    await payments
      .payment('Colegiatura')
      .getByRole('checkbox', { name: /^Pagado\W+Colegiatura/ })
      .check()
    await expect(payments.due()).toContainText('Te toca pagar $4,800.00 en 2 pagos.')
    await page.reload()
    await payments.ready()
    await expect(payments.payment('Colegiatura').getByRole('checkbox')).toBeChecked()

    const download = page.waitForEvent('download')
    await payments.calendarButton().click()
    const file = await download
    expect(file.suggestedFilename()).toBe('mi-lana-pagos.ics')
    const calendar = new ICAL.Component(ICAL.parse(readFileSync(await file.path(), 'utf8')))
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => ({
      summary: vevent.getFirstPropertyValue('summary'),
      start: String(vevent.getFirstPropertyValue('dtstart')),
      rule: vevent.getFirstPropertyValue('rrule')?.toString() ?? null,
      alarms: vevent
        .getAllSubcomponents('valarm')
        .map((alarm) => String(alarm.getFirstPropertyValue('trigger'))),
    }))
    expect(events.sort((a, b) => a.start.localeCompare(b.start))).toEqual([
      { summary: 'Pagar: Inscripción', start: '2026-11-28', rule: null, alarms: ['-PT48H'] },
      {
        summary: 'Pagar: Renta',
        start: '2026-11-30',
        rule: 'FREQ=MONTHLY;BYMONTH=1,3,4,5,6,7,8,9,10,11,12;BYMONTHDAY=30',
        alarms: ['-PT48H'],
      },
      {
        summary: 'Pagar: Colegiatura',
        start: '2026-12-10',
        rule: 'FREQ=MONTHLY;BYMONTHDAY=10',
        alarms: ['-PT48H'],
      },
      {
        summary: 'Pagar: Renta',
        start: '2027-02-28',
        rule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1',
        alarms: ['-PT48H'],
      },
    ])
  })

  test('a payment removed comes back with «Deshacer»', async ({ page }) => {
    const payments = new PaymentsScreen(page)
    await payments.open()
    await payments.add({ name: 'Celular', amount: '299', day: 20 })
    await payments.payment('Celular').getByRole('button', { name: 'Quitar «Celular»' }).click()
    await expect(payments.payment('Celular')).toHaveCount(0)
    await expect(payments.toast().getByRole('button', { name: 'Deshacer' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(payments.payment('Celular')).toContainText('$299.00')
    await expect(payments.payment('Celular').getByRole('checkbox')).toBeFocused()
  })
})

test.describe('«Mi lana» on any device', () => {
  const SCREENS = [
    {
      path: '/mi-lana',
      key: LANA_KEYS.budget,
      notice: 'El presupuesto guardado en este dispositivo estaba dañado',
    },
    {
      path: '/mi-lana/reto',
      key: LANA_KEYS.challenges,
      notice: 'Los retos guardados en este dispositivo estaban dañados',
    },
    {
      path: '/mi-lana/pagos',
      key: LANA_KEYS.payments,
      notice: 'Los pagos guardados en este dispositivo estaban dañados',
    },
  ]

  test('on a phone, /mi-lana runs no app code until the student touches the page or looks at the board @phone-only', async ({
    page,
    context,
  }) => {
    await page.clock.setFixedTime(at(TODAY))
    await seed(context, { [LANA_KEYS.budget]: novemberBudget() })
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    const budget = new BudgetScreen(page)
    await page.goto('/mi-lana')
    // The first screen is the frame and «Anotar un gasto», whole as HTML; the board's
    // placeholder is below it, and nothing of the app, the machines or the board is fetched.
    await expect(budget.amount()).toBeInViewport()
    await expect(page.getByText('Cargando tu presupuesto…')).not.toBeInViewport()
    // Time for the loader to have started the app, were it to start after the first paint.
    await page.waitForTimeout(2000)
    expect(await page.evaluate(() => window.yasecomoPage?.app?.phase)).toBe('waiting')
    expect(scripts.filter((path) => !/^\/assets\/(enhance|workbox-window)/.test(path))).toEqual([])

    // A student scrolling down to see the month: the app and the device's budget arrive.
    await page.mouse.wheel(0, 600)
    await budget.ready()
    await expect(budget.spendings()).toHaveCount(4)
    expect(scripts.some((path) => path.includes('lanaStores.page'))).toBe(true)
  })

  test('a damaged value is replaced with a visible notice and a copy kept', async ({ page, context }) => {
    const damaged = '{"version":1,"lastId":"todo mal"'
    await seed(context, Object.fromEntries(SCREENS.map(({ key }) => [key, damaged])))
    for (const { path, key, notice } of SCREENS) {
      await page.goto(path)
      await lookAtBoard(page)
      await expect(page.getByRole('alert')).toContainText(notice)
      expect(await page.evaluate((name) => localStorage.getItem(`${name}:dañada`), key)).toBe(damaged)
      await page.getByRole('button', { name: 'Entendido' }).click()
      await expect(page.getByRole('alert')).toHaveCount(0)
    }
  })

  test('each screen has no axe violation of any rule, with data and its panels open', async ({
    page,
    context,
  }) => {
    // Three screens scanned with every rule: a busy CI machine needs more than the default.
    test.setTimeout(120_000)
    await page.clock.setFixedTime(at(TODAY))
    await seed(context, {
      [LANA_KEYS.budget]: novemberBudget(),
      [LANA_KEYS.challenges]: JSON.stringify({
        version: 1,
        lastId: 2,
        challenges: [
          { id: 'r1', kind: '52-semanas-inverso', start: '2026-09-07', ticked: [1, 2, 5] },
          { id: 'r2', kind: 'reto-100', start: '2026-10-01', ticked: [5, 50, 100] },
        ],
      }),
      [LANA_KEYS.payments]: JSON.stringify({
        version: 1,
        lastId: 1,
        payments: [
          {
            id: 'p1',
            name: 'Renta',
            amount: 300_000,
            schedule: { kind: 'monthly', day: 31, from: '2026-08' },
            paid: [],
          },
        ],
      }),
    })
    const budget = new BudgetScreen(page)
    await budget.open()
    await budget.plan()
    await budget.categories()
    await budget.chart().getByText('Ver los números en una tabla').click()
    // The shell around <main> is the route audit's (html-first.spec.ts); here, what the data fills.
    await expectNoAxeViolations(page, { everyRule: true, include: 'main' })
    await new ChallengesScreen(page).open()
    await expectNoAxeViolations(page, { everyRule: true, include: 'main' })
    await new PaymentsScreen(page).open()
    await expectNoAxeViolations(page, { everyRule: true, include: 'main' })
  })

  test('opens again without a connection once visited', async ({ page, context, allowConsoleErrors }) => {
    allowConsoleErrors(/net::ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/)
    await seed(context, { [LANA_KEYS.budget]: novemberBudget() })
    const budget = new BudgetScreen(page)
    await budget.open()
    await waitForHydration(page)
    await page.waitForFunction(async (url) => {
      const registration = await navigator.serviceWorker.ready
      if (!registration.active || !navigator.serviceWorker.controller) return false
      return Boolean(await (await caches.open('lecturas')).match(url))
    }, new URL('/mi-lana', page.url()).href)
    // Each screen once under the worker's control, so every chunk it needs is cached too.
    for (const path of ['/mi-lana', '/mi-lana/reto', '/mi-lana/pagos']) {
      await page.goto(path)
      await lookAtBoard(page)
      await page.locator('.lana-board').waitFor()
    }

    await context.setOffline(true)
    await budget.open('?mes=2026-10')
    await expect(budget.monthTitle()).toHaveText(/de 2026$/)
    await budget.open()
    await expect(budget.spendings()).toHaveCount(4)
    await page.goto('/mi-lana/reto')
    await expect(page.getByRole('heading', { name: 'Empieza tu primer reto' })).toBeVisible()
    await page.goto('/mi-lana/pagos')
    await expect(page.getByRole('heading', { name: 'Agregar un pago' })).toBeVisible()
    await context.setOffline(false)
  })
})

test.describe('/mi-lana printed', () => {
  // Printable width of each paper with the page's 12 mm margins, in CSS pixels (96 per inch).
  for (const { name, widthMm, format } of [
    { name: 'A4', widthMm: 210, format: 'A4' },
    { name: 'Carta', widthMm: 215.9, format: 'Letter' },
  ]) {
    test(`fits one ${name} sheet: the month, without forms @desktop-only`, async ({ page, context }) => {
      await page.clock.setFixedTime(at(TODAY))
      await seed(context, { [LANA_KEYS.budget]: novemberBudget() })
      const budget = new BudgetScreen(page)
      await budget.open()
      // «Imprimir este mes» shows the whole month before the browser's print dialog.
      await page.evaluate(() => {
        window.print = () => document.body.setAttribute('data-printed', '')
      })
      await budget.data().getByRole('button', { name: 'Imprimir este mes' }).click()
      await expect(page.locator('body')).toHaveAttribute('data-printed', '')
      await expect(budget.period('Todo el mes')).toBeChecked()
      const width = Math.floor(((widthMm - 24) / 25.4) * 96)
      await page.setViewportSize({ width, height: 1000 })
      await page.emulateMedia({ media: 'print' })
      for (const hidden of [
        page.locator('header.site-header'),
        budget.quick(),
        budget.data(),
        page.locator('.lana-tabs'),
      ])
        await expect(hidden).toBeHidden()
      await expect(budget.spending('Concierto').getByRole('button', { name: /^Borrar/ })).toBeHidden()
      await expect(budget.summary()).toBeVisible()
      await expect(budget.spendings()).toHaveCount(4)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      const pdf = await PDFDocument.load(await page.pdf({ format }))
      expect(pdf.getPageCount()).toBe(1)
    })
  }
})
