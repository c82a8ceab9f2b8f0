import type { Page } from '@playwright/test'

/** /becas: the search box, category pills, result cards and the pager. */
export class ScholarshipsPage {
  constructor(readonly page: Page) {}

  readonly search = () => this.page.getByRole('searchbox', { name: /Buscar becas/ })
  readonly cards = () => this.page.locator('.scholarship-card')
  readonly cardTitles = () => this.page.locator('.scholarship-card .card__title')
  readonly pager = () => this.page.getByRole('navigation', { name: 'Páginas de becas' })
  readonly count = () => this.page.locator('.explorer__count')

  pill(name: string) {
    return this.page
      .getByRole('list', { name: 'Filtrar por categoría' })
      .getByRole('button', { name, exact: true })
  }

  /** The pager as text, e.g. "1 … 4 5 6 … 11". */
  async pagerShape() {
    const items = await this.pager().locator('.pager__list > li').allInnerTexts()
    return items
      .slice(1, -1)
      .map((text) => text.trim())
      .join(' ')
  }
}
