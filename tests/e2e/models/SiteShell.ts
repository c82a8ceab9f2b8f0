import type { Locator, Page } from '@playwright/test'

/** The header, overlay menu, footer and scroll-to-top button every page shares. */
export class SiteShell {
  readonly header: Locator
  readonly desktopNav: Locator
  readonly burger: Locator
  readonly overlay: Locator
  readonly footer: Locator
  readonly scrollTop: Locator

  constructor(readonly page: Page) {
    this.header = page.locator('header.site-header')
    this.desktopNav = page.getByRole('navigation', { name: 'Principal' })
    this.burger = page.getByRole('button', { name: 'Abrir menú' })
    this.overlay = page.getByRole('dialog', { name: 'Menú' })
    this.footer = page.getByRole('contentinfo')
    this.scrollTop = page.getByRole('button', { name: 'Volver arriba' })
  }

  navGroup(label: string) {
    return this.desktopNav.getByRole('button', { name: label })
  }

  async openOverlay() {
    await this.burger.click()
    await this.overlay.waitFor()
  }
}
