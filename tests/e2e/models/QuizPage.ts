import { expect, type Locator, type Page } from '@playwright/test'

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
  readonly chips = () => this.card().getByRole('list', { name: 'Tus respuestas' }).getByRole('listitem')
  readonly status = () => this.card().locator('[role="status"]')

  /**
   * Opens `path` with the fake clock paused before the page loads, so every quiz timer
   * starts at a known instant and moves only when the test says.
   */
  async openPaused(path: string) {
    await this.page.clock.install({ time: new Date('2026-03-02T10:00:00-06:00') })
    // The installed clock runs until it is paused: a minute ahead leaves room for a busy
    // machine (pausing at a time already passed is an error). No page is loaded yet, so no
    // timer fires on the way.
    await this.page.clock.pauseAt(new Date('2026-03-02T10:01:00-06:00'))
    await this.page.goto(path)
  }

  /** The whole current question, as screen readers get it. */
  async fullQuestion() {
    return (await this.card().locator('p[aria-live]').textContent()) ?? ''
  }

  /**
   * Runs the fake clock through a new step to the moment its first option is due (the dots'
   * 2 s, the question typed at 30 ms a character, then 700 ms), checking that it is not there
   * a millisecond before, is there then, and takes focus.
   */
  async expectFirstOptionOnTime(options: Locator) {
    await this.page.clock.runFor(2000)
    const length = (await this.fullQuestion()).length
    await this.page.clock.runFor(30 * length + 500 + 199)
    await expect(options).toHaveCount(0)
    await this.page.clock.runFor(1)
    await expect(options).toHaveCount(1)
    await expect(options.first()).toBeFocused()
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
