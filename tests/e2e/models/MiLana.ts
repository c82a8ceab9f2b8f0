import type { Locator, Page } from '@playwright/test'
import { SEEN_ATTRIBUTE } from '../../../src/enhance/pageContract'

/** The «Mi lana» keys in localStorage (decision 0006). */
export const LANA_KEYS = {
  budget: 'yasecomo:mi-lana:presupuesto',
  challenges: 'yasecomo:mi-lana:retos',
  payments: 'yasecomo:mi-lana:pagos',
} as const

/** Scrolls to what stands for a screen's board until the app draws it, as a student looks at it. */
export const lookAtBoard = (page: Page) =>
  page.evaluate((seen) => document.querySelector(`[${seen}]`)?.scrollIntoView(), SEEN_ATTRIBUTE)

/** What every «Mi lana» screen shares: the live region and the storage messages. */
class LanaScreen {
  constructor(readonly page: Page) {}

  /** «Gasto guardado…», «Gasto eliminado… Deshacer». */
  readonly toast = () => this.page.locator('.lana-toast')
  readonly alerts = () => this.page.getByRole('alert')
  /**
   * Looks at the board, as a student who opens the screen to see their numbers does (the app
   * starts once its placeholder is on screen: on a phone /mi-lana's first screen is «Anotar
   * un gasto»), and resolves once the device has been read and the board is drawn.
   */
  readonly ready = async () => {
    await lookAtBoard(this.page)
    await this.page.locator('.lana-board').waitFor()
  }

  /** The value kept on the device under `key`, parsed. */
  stored<T = Record<string, unknown>>(key: string) {
    return this.page.evaluate(
      (name) => JSON.parse(localStorage.getItem(name) ?? 'null'),
      key,
    ) as Promise<T | null>
  }
}

/** /mi-lana: «Anotar un gasto», the month's numbers, the spendings, the plan, categories and data. */
export class BudgetScreen extends LanaScreen {
  async open(query = '') {
    await this.page.goto(`/mi-lana${query}`)
    await this.ready()
  }

  readonly quick = () => this.page.getByRole('region', { name: 'Anotar un gasto' })
  readonly amount = () => this.quick().getByLabel('¿Cuánto gastaste?')
  readonly category = () => this.quick().getByLabel('¿En qué?')
  readonly date = () => this.quick().getByLabel('¿Cuándo?')
  readonly note = () => this.quick().getByLabel(/^Nota/)
  readonly save = () => this.quick().getByRole('button', { name: 'Guardar gasto' })

  /** Types a spending in «Anotar un gasto» and sends it (category and date as the form offers them unless given). */
  async addSpending(
    amount: string,
    { category, date, note }: { category?: string; date?: string; note?: string } = {},
  ) {
    await this.amount().fill(amount)
    if (category) await this.category().selectOption({ label: category })
    if (date) await this.date().fill(date)
    if (note) await this.note().fill(note)
    await this.save().click()
  }

  readonly monthTitle = () => this.page.locator('.lana-months__title')
  readonly summary = () => this.page.getByRole('region', { name: 'Cuánto te queda' })
  readonly headline = () => this.summary().locator('.lana-headline')
  period(name: RegExp | string) {
    return this.summary().getByRole('radio', { name })
  }
  bar(category: string) {
    return this.summary()
      .locator('.lana-bar')
      .filter({ has: this.page.locator('.lana-bar__name', { hasText: category }) })
  }

  readonly chart = () => this.page.getByRole('region', { name: '¿En qué se fue tu lana?' })
  readonly spendingsRegion = () => this.page.getByRole('region', { name: /^Gastos de / })
  readonly spendings = () => this.spendingsRegion().locator('.lana-spending')
  spending(text: string | RegExp) {
    return this.spendings().filter({ hasText: text })
  }

  /** «Tu plan de …», as it is (open or closed). */
  readonly planPanel = () =>
    this.page.locator('details.lana-panel').filter({ has: this.page.getByText(/^Tu plan de /) })

  /** «Tu plan de …», opened. */
  async plan() {
    const panel = this.planPanel()
    if (!(await panel.evaluate((details: HTMLDetailsElement) => details.open)))
      await panel.locator('summary').click()
    return panel
  }

  /** Fills «Tu plan de …» and saves it. */
  async setPlan({
    schedule = 'quincenal',
    income,
    budgets = {},
  }: {
    schedule?: 'quincenal' | 'monthly'
    income: string
    budgets?: Record<string, string>
  }) {
    const plan = await this.plan()
    await plan
      .getByRole('radio', { name: schedule === 'quincenal' ? /Cada quincena/ : 'Una vez al mes' })
      .check()
    await plan.getByLabel(/¿Cuánto te llega/).fill(income)
    for (const [category, amount] of Object.entries(budgets))
      await plan.getByLabel(category, { exact: true }).fill(amount)
    await plan.getByRole('button', { name: 'Guardar plan' }).click()
  }

  /** «Tus categorías», opened. */
  async categories() {
    const panel = this.page
      .locator('details.lana-panel')
      .filter({ has: this.page.getByText('Tus categorías') })
    if (!(await panel.evaluate((details: HTMLDetailsElement) => details.open)))
      await panel.locator('summary').click()
    return panel
  }

  readonly data = () => this.page.getByRole('region', { name: 'Tus datos' })
  readonly csvInput = () => this.data().getByLabel('Traer gastos de un archivo CSV')
}

/** /mi-lana/reto: the challenges and «Empezar un reto». */
export class ChallengesScreen extends LanaScreen {
  async open() {
    await this.page.goto('/mi-lana/reto')
    await this.ready()
  }

  readonly startForm = () => this.page.locator('section.lana-start')

  async start(title: string | RegExp, date?: string) {
    await this.startForm().getByRole('radio', { name: title }).check()
    if (date) await this.startForm().getByLabel('¿Desde cuándo?').fill(date)
    await this.startForm().getByRole('button', { name: 'Empezar reto' }).click()
  }

  readonly cards = () => this.page.locator('article.lana-challenge')
  card(title: string) {
    return this.cards().filter({ has: this.page.getByRole('heading', { name: title, exact: true }) })
  }

  /** A fact of a card: «Llevas ahorrado», «Te falta», «Semana», «Próximo depósito». */
  fact(card: Locator, name: string) {
    return card
      .locator('.lana-facts div')
      .filter({ has: this.page.locator('dt').getByText(name, { exact: true }) })
      .locator('dd')
  }
}

/** /mi-lana/pagos: what is due before the next quincena, the month's payments, the calendar file. */
export class PaymentsScreen extends LanaScreen {
  async open() {
    await this.page.goto('/mi-lana/pagos')
    await this.ready()
  }

  readonly addForm = () => this.page.getByRole('region', { name: 'Agregar un pago' })

  async add({ name, amount, day, date }: { name: string; amount: string; day?: number; date?: string }) {
    const form = this.addForm()
    await form.getByLabel('¿Qué vas a pagar?').fill(name)
    await form.getByLabel('¿Cuánto?').fill(amount)
    if (date) {
      await form.getByRole('radio', { name: 'Una sola vez' }).check()
      await form.getByLabel('Fecha').fill(date)
    } else {
      await form.getByRole('radio', { name: 'Cada mes' }).check()
      await form.getByLabel('Día del mes').selectOption(String(day))
    }
    await form.getByRole('button', { name: 'Agregar pago' }).click()
  }

  readonly due = () => this.page.getByRole('region', { name: /^Antes del / })
  readonly month = () => this.page.getByRole('region', { name: /^Pagos de / })
  payment(name: string) {
    return this.month()
      .locator('.lana-payment')
      .filter({ has: this.page.locator('.lana-payment__name', { hasText: name }) })
  }
  readonly calendarButton = () => this.page.getByRole('button', { name: 'Agregar a mi calendario' })
}
