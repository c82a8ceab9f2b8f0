import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { loadTemplates } from '../../data/templates.schema'
import { renderTemplatePdf } from '../../scripts/generate-templates'
import { fileSizeLabel, priceLabel } from '../../src/domain/price'
import { variantFor } from '../../src/domain/templateVariant'
import { searchTemplates } from '../../src/features/templates/TemplatesStore'

const templates = loadTemplates()
const colours = ['amarillo', 'celeste', 'naranja', 'rosa', 'verde', 'violeta']

describe('templates (real data)', () => {
  it('has the three free products with the spec’s variants', () => {
    expect(templates.map((template) => template.slug)).toEqual([
      'diario-dalia',
      'diario-cosmos',
      'diario-floral',
    ])
    expect(templates.every((template) => template.free)).toBe(true)
    expect(templates[0]?.variants.map((variant) => variant.id)).toEqual(colours)
    expect(templates[1]?.variants.map((variant) => variant.id)).toEqual(colours)
  })

  it('gives a product without variants one default variant from its own image and PDF', () => {
    const floral = templates[2]
    expect(floral?.variants).toEqual([{ id: 'unico', label: 'Único', img: floral?.image, pdf: floral?.file }])
  })

  it('picks the variant named by ?v=, else the first', () => {
    const dalia = templates[0] as (typeof templates)[number]
    expect(variantFor(dalia, 'rosa').id).toBe('rosa')
    expect(variantFor(dalia, 'fucsia').id).toBe('amarillo')
    expect(variantFor(dalia, undefined).id).toBe('amarillo')
  })
})

describe('generated PDFs', () => {
  for (const template of templates) {
    for (const variant of template.variants) {
      it(`${variant.pdf} is a real A4 PDF whose pages and size match what the store shows`, async () => {
        const file = path.join('public', variant.pdf)
        const bytes = readFileSync(file)
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
        const pdf = await PDFDocument.load(bytes)
        expect(pdf.getPageCount()).toBe(template.pages)
        const { width, height } = pdf.getPage(0).getSize()
        expect(Math.round(width)).toBe(595)
        expect(Math.round(height)).toBe(842)
        const sizeMB = statSync(file).size / (1024 * 1024)
        expect(sizeMB.toFixed(3)).toBe(template.sizeMB.toFixed(3))
        expect(existsPreview(variant.img)).toBe(true)
      })
    }
  }

  it('regenerating a design gives the committed file, byte for byte', async () => {
    const committed = readFileSync('public/plantillas/diario-cosmos-verde.pdf')
    const fresh = await renderTemplatePdf('diario-cosmos', 'verde', 'Diario Cosmos (Verde)')
    expect(Buffer.from(fresh).equals(committed)).toBe(true)
  })
})

function existsPreview(publicPath: string) {
  try {
    return statSync(path.join('public', publicPath)).size > 1000
  } catch {
    return false
  }
}

describe('store helpers', () => {
  it('searches title or description, ignoring case and accents', () => {
    expect(searchTemplates(templates, 'COSMOS').map((template) => template.slug)).toEqual(['diario-cosmos'])
    expect(searchTemplates(templates, 'gastos').map((template) => template.slug)).toEqual(['diario-floral'])
    expect(searchTemplates(templates, 'energia')).toHaveLength(1)
    expect(searchTemplates(templates, 'calculadora')).toEqual([])
  })

  it('shows «Gratis» or the price in Argentine pesos', () => {
    expect(priceLabel(true)).toBe('Gratis')
    expect(priceLabel(false, 1500).replace(/\s/g, ' ')).toBe('$ 1.500,00')
  })

  it('shows small files in KB', () => {
    expect(fileSizeLabel(0.008)).toBe('8 KB')
    expect(fileSizeLabel(4.2)).toBe('4.2 MB')
  })
})
