import type { Locator, Page } from '@playwright/test'

/** /buscar («Buscar en Ya Sé Cómo») as a student uses it. */
export class SearchPage {
  readonly box: Locator
  readonly status: Locator
  readonly kinds: Locator
  readonly notice: Locator
  /** The results, best first. */
  readonly hits: Locator

  constructor(readonly page: Page) {
    this.box = page.getByRole('searchbox', { name: 'Buscar en todo el sitio' })
    this.status = page.locator('.search-page__status')
    this.kinds = page.getByRole('list', { name: 'Filtrar por tipo' })
    this.notice = page.locator('.search-page__notice')
    this.hits = page.getByRole('list', { name: 'Resultados' }).getByRole('listitem')
  }

  async open(query = '', kind?: string) {
    const params = new URLSearchParams()
    if (query) params.set('q', query)
    if (kind) params.set('tipo', kind)
    const search = params.toString()
    await this.page.goto(`/buscar${search ? `?${search}` : ''}`)
  }

  /** Resolves once the live region says how many results there are. */
  async results() {
    await this.status.filter({ hasText: /resultados?$/ }).waitFor({ timeout: 20_000 })
    return (await this.status.textContent()) ?? ''
  }

  /** The titles of the results, in order. */
  titles() {
    return this.page.locator('.search-hit__title').allTextContents()
  }

  /** Where each result leads, in order. */
  links() {
    return this.page
      .locator('.search-hit__title')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  }

  /** What each result says it is («Beca», «Guía», «Sección del curso»…), in order. */
  labels() {
    return this.page.locator('.search-hit__kind').allTextContents()
  }

  kind(label: RegExp) {
    return this.kinds.getByRole('button', { name: label })
  }
}
