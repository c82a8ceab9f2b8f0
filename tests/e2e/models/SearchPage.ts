import type { Locator, Page } from '@playwright/test'

/** /buscar («Buscar en Ya Sé Cómo») as a student uses it. */
export class SearchPage {
  readonly box: Locator
  readonly status: Locator
  readonly kinds: Locator

  constructor(readonly page: Page) {
    this.box = page.getByRole('searchbox', { name: 'Buscar en todo el sitio' })
    this.status = page.locator('.search-page__status')
    this.kinds = page.getByRole('list', { name: 'Filtrar por tipo' })
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

  /** The results under one kind's heading (Becas, Guías, Cursos, Herramientas, Comunidades). */
  group(label: string) {
    return this.page.getByRole('region', { name: label }).getByRole('link')
  }

  /** Every heading of a group of results, in order. */
  groups() {
    return this.page.locator('.search-group h2').allTextContents()
  }

  kind(label: RegExp) {
    return this.kinds.getByRole('button', { name: label })
  }
}
