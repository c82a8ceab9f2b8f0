import { expect, type Page } from '@playwright/test'

/** The quiz card and its timed steps, driven with Playwright's fake clock. */
export class QuizPage {
  constructor(readonly page: Page) {}

  readonly card = () => this.page.locator('section.quiz')
  readonly counter = () => this.card().locator('.quiz__counter')
  readonly progress = () => this.card().getByRole('progressbar', { name: 'Progreso del quiz' })
  readonly question = () => this.card().locator('.quiz__question')
  readonly dots = () => this.card().getByRole('img', { name: 'Escribiendo' })
  readonly back = () => this.card().getByRole('button', { name: 'Atrás' })
  readonly select = () => this.card().getByRole('combobox')
  readonly status = () => this.card().locator('[role="status"]')

  /**
   * Opens `path` with the fake clock paused before the page loads, so every quiz timer
   * starts at a known instant and moves only when the test says.
   */
  async openPaused(path: string) {
    await this.page.clock.install({ time: new Date('2026-03-02T10:00:00-06:00') })
    await this.page.clock.pauseAt(new Date('2026-03-02T10:00:01-06:00'))
    await this.page.goto(path)
  }

  /** The whole current question, as screen readers get it. */
  async fullQuestion() {
    return (await this.card().locator('p[aria-live]').textContent()) ?? ''
  }

  /** Lets the fake clock run until the step's inputs (and every option) have appeared. */
  async waitForInputs() {
    await this.page.clock.runFor(9000)
  }

  async choose(option: string) {
    await this.select().selectOption(option)
  }

  async press(option: string) {
    await this.card().getByRole('button', { name: option, exact: true }).click()
  }

  async chooseLevels(...labels: string[]) {
    for (const label of labels) await this.card().getByRole('checkbox', { name: label }).check()
    await this.card().getByRole('button', { name: 'Siguiente' }).click()
  }

  /** Answers steps 1–6 with the given profile; stops with the consent buttons showing. */
  async answerProfile(profile: {
    state: string
    institution: string
    level: string
    area: string
    gpa: string
    type: string
  }) {
    await this.waitForInputs()
    await this.choose(profile.state)
    await this.waitForInputs()
    await this.choose(profile.institution)
    await this.waitForInputs()
    await this.chooseLevels(profile.level)
    await this.waitForInputs()
    await this.press(profile.area)
    await this.waitForInputs()
    await this.press(profile.gpa)
    await this.waitForInputs()
    await this.press(profile.type)
    await this.waitForInputs()
    await expect(this.card().getByRole('button', { name: 'No', exact: true })).toBeVisible()
  }
}
