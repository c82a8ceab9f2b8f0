import { describe, expect, it } from 'vitest'
import { loadTemplates } from '../../data/templates.schema'
import { shareCardPath, whatsappShareUrl } from '../../src/domain/shareCard'
import { colourPages } from '../../src/domain/sitePages'
import { templatePagePath } from '../../src/domain/templateVariant'

describe('shareCardPath', () => {
  it('follows the page path, the home page included', () => {
    expect(shareCardPath('/')).toBe('/og/inicio.jpg')
    expect(shareCardPath('/becas/12')).toBe('/og/becas/12.jpg')
    expect(shareCardPath('/cursos/finanzas-personales/modulo-1')).toBe(
      '/og/cursos/finanzas-personales/modulo-1.jpg',
    )
  })
  it('ignores a query and a trailing slash, and gives a template colour its own card', () => {
    expect(shareCardPath('/herramientas/diario-dalia?v=verde')).toBe('/og/herramientas/diario-dalia.jpg')
    expect(shareCardPath('/guias/')).toBe('/og/guias.jpg')
    expect(shareCardPath('/herramientas/diario-dalia', 'verde')).toBe(
      '/og/herramientas/diario-dalia/verde.jpg',
    )
  })
})

describe('whatsappShareUrl', () => {
  it('puts the message and the address, encoded, after wa.me/?text=', () => {
    const link = whatsappShareUrl('Mira esta beca: Beca Rita Cetina.', 'https://yasecomo.mx/becas/1')
    expect(link.startsWith('https://wa.me/?text=')).toBe(true)
    expect(new URL(link).searchParams.get('text')).toBe(
      'Mira esta beca: Beca Rita Cetina. https://yasecomo.mx/becas/1',
    )
  })
  it('keeps a results address with repeated answers whole', () => {
    const results = 'https://yasecomo.mx/filtro-becas?nivel=licenciatura&nivel=maestria&area=salud'
    expect(new URL(whatsappShareUrl('Mis becas:', results)).searchParams.get('text')).toBe(
      `Mis becas: ${results}`,
    )
  })
})

describe('templatePagePath', () => {
  const template = { slug: 'diario-dalia', variants: [{ id: 'amarillo' }, { id: 'verde' }] }
  it('is the page itself for the first colour and adds ?v= for another', () => {
    expect(templatePagePath(template, 'amarillo')).toBe('/herramientas/diario-dalia')
    expect(templatePagePath(template, 'verde')).toBe('/herramientas/diario-dalia?v=verde')
  })
})

describe('colourPages', () => {
  it('pre-renders every colour but the first of every template, each to its own file', () => {
    const pages = colourPages()
    const expected = loadTemplates().flatMap((template) =>
      template.variants.slice(1).map((variant) => ({
        path: `/herramientas/${template.slug}?v=${variant.id}`,
        file: `/_colores/herramientas/${template.slug}/${variant.id}.html`,
      })),
    )
    expect(pages).toEqual(expected)
    expect(new Set(pages.map((page) => page.file)).size).toBe(pages.length)
  })
})
