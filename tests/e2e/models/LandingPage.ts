import type { Locator, Page } from '@playwright/test'

/** The landing page: the two sign-up forms and the testimonials strip. */
export class LandingPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/')
  }

  /** "hero" is the first form («Únete al club»), "cta" the second («Aparta mi lugar»). */
  form(which: 'hero' | 'cta') {
    const button = which === 'hero' ? 'Únete al club' : 'Aparta mi lugar'
    const form = this.page
      .locator('form.signup')
      .filter({ has: this.page.getByRole('button', { name: button }) })
    return {
      form,
      input: form.getByPlaceholder('Correo electrónico'),
      button: form.getByRole('button', { name: button }),
      status: form.locator('[role="status"]'),
    }
  }

  async signUp(which: 'hero' | 'cta', email: string) {
    const { input, button } = this.form(which)
    await input.fill(email)
    await button.click()
  }

  get testimonials(): Locator {
    return this.page.getByRole('region', { name: 'Testimonios' })
  }
}
