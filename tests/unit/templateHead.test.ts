import { describe, expect, it } from 'vitest'
import { loadTemplates } from '../../data/templates.schema'
import { Route } from '../../src/routes/herramientas.$slug'

/** What /herramientas/<slug>'s head() says for a colour (the pre-rendered page is the first one). */
function headFor(v: string | undefined) {
  const template = loadTemplates().find((candidate) => candidate.slug === 'diario-dalia')
  const head = Route.options.head as unknown as (context: {
    loaderData: unknown
    match: { search: { v?: string } }
  }) => { meta: Record<string, string>[]; links: Record<string, string>[] }
  const { meta, links } = head({ loaderData: template, match: { search: { v } } })
  return {
    canonical: links.find((link) => link.rel === 'canonical')?.href,
    image: meta.find((entry) => entry.property === 'og:image')?.content,
  }
}

describe('a template’s head', () => {
  it('names the colour of ?v= in its card and its canonical address', () => {
    expect(headFor('verde')).toEqual({
      canonical: 'https://yasecomo.mx/herramientas/diario-dalia?v=verde',
      image: 'https://yasecomo.mx/og/herramientas/diario-dalia/verde.jpg',
    })
  })
  it('is the page itself, with the first colour’s card, without ?v= or with an unknown one', () => {
    for (const v of [undefined, 'dorado']) {
      expect(headFor(v)).toEqual({
        canonical: 'https://yasecomo.mx/herramientas/diario-dalia',
        image: 'https://yasecomo.mx/og/herramientas/diario-dalia/amarillo.jpg',
      })
    }
  })
})
