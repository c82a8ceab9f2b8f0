import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { PDFDocument, PDFName } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { loadArticles } from '../../data/articles.schema'
import { loadTemplates } from '../../data/templates.schema'
import { renderTemplatePdf } from '../../scripts/generate-templates'
import { fileSizeLabel, priceLabel } from '../../src/domain/price'
import { variantFor } from '../../src/domain/templateVariant'
import { searchTemplates } from '../../src/features/templates/TemplatesStore'

const templates = loadTemplates()
const colours = ['amarillo', 'celeste', 'naranja', 'rosa', 'verde', 'violeta']

describe('templates (real data)', () => {
  it('has the spec’s three journals and the two application documents, all free, in the store’s colours', () => {
    expect(templates.map((template) => template.slug)).toEqual([
      'diario-dalia',
      'diario-cosmos',
      'diario-floral',
      'cv-primera-beca',
      'carta-motivacion-beca',
    ])
    expect(templates.every((template) => template.free)).toBe(true)
    for (const index of [0, 1, 3, 4])
      expect(templates[index]?.variants.map((variant) => variant.id)).toEqual(colours)
    expect(templates.filter((template) => template.fillable).map((template) => template.slug)).toEqual([
      'cv-primera-beca',
      'carta-motivacion-beca',
    ])
  })

  it('gives a product without variants one default variant from its own image and PDFs', () => {
    const floral = templates[2]
    expect(floral?.variants).toEqual([
      {
        id: 'unico',
        label: 'Único',
        img: floral?.image,
        pdf: floral?.file,
        pdfCarta: floral?.fileCarta,
        blank: undefined,
      },
    ])
  })

  it('a fillable template needs a printable blank in every variant', () => {
    const [cv] = templates.filter((template) => template.fillable)
    const raw = JSON.parse(readFileSync('data/templates.json', 'utf8')) as Record<string, unknown>[]
    const rawCv = raw.find((template) => template.slug === cv?.slug) as { variantes: object[] }
    const withoutBlank = {
      ...rawCv,
      variantes: rawCv.variantes.map(({ ...variant }) => ({
        ...variant,
        pdfEnBlanco: undefined,
        pdfCartaEnBlanco: undefined,
      })),
    }
    expect(() => loadTemplates([withoutBlank])).toThrow(/fillable template needs variants/)
  })

  it('links each application document to a guide that exists', () => {
    const guideIds = new Set(loadArticles().map((article) => article.id))
    const guides = templates.filter((template) => template.guide).map((template) => template.guide)
    expect(guides).toEqual(['como-hacer-tu-primer-cv', 'como-escribir-tu-carta-de-motivacion'])
    for (const guide of guides) expect(guideIds.has(guide as string)).toBe(true)
  })

  it('picks the variant named by ?v=, else the first', () => {
    const dalia = templates[0] as (typeof templates)[number]
    expect(variantFor(dalia, 'rosa').id).toBe('rosa')
    expect(variantFor(dalia, 'fucsia').id).toBe('amarillo')
    expect(variantFor(dalia, undefined).id).toBe('amarillo')
  })
})

/** Points, rounded: carta is 612 × 792, A4 595 × 842. */
const PAGE_SIZES = { carta: [612, 792], a4: [595, 842] } as const

/** Every file a variant offers, with its paper and whether it has form fields. */
const downloads = (
  template: (typeof templates)[number],
  variant: (typeof templates)[number]['variants'][number],
) => [
  { file: variant.pdf, paper: 'a4' as const, fields: template.fillable },
  { file: variant.pdfCarta, paper: 'carta' as const, fields: template.fillable },
  ...(variant.blank
    ? [
        { file: variant.blank.a4, paper: 'a4' as const, fields: false },
        { file: variant.blank.carta, paper: 'carta' as const, fields: false },
      ]
    : []),
]

describe('generated PDFs', () => {
  for (const template of templates) {
    for (const variant of template.variants) {
      for (const { file, paper, fields } of downloads(template, variant)) {
        it(`${file} is a real ${paper} PDF with the store’s page count${fields ? ' and form fields' : ''}`, async () => {
          const bytes = readFileSync(path.join('public', file))
          expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
          const pdf = await PDFDocument.load(bytes)
          expect(pdf.getPageCount()).toBe(template.pages)
          const { width, height } = pdf.getPage(0).getSize()
          expect([Math.round(width), Math.round(height)]).toEqual(PAGE_SIZES[paper])
          expect(pdf.getForm().getFields().length > 0).toBe(fields)
          expect(existsPreview(variant.img)).toBe(true)
        })
      }
    }
    it(`${template.slug}: the size the store shows is its largest file`, () => {
      const sizes = template.variants
        .flatMap((variant) => downloads(template, variant))
        .map(({ file }) => statSync(path.join('public', file)).size / (1024 * 1024))
      expect(Math.max(...sizes).toFixed(3)).toBe(template.sizeMB.toFixed(3))
    })
  }

  it('regenerating a design gives the committed file, byte for byte', async () => {
    const committed = readFileSync('public/plantillas/diario-cosmos-verde.pdf')
    const fresh = await renderTemplatePdf('diario-cosmos', 'verde', 'Diario Cosmos (Verde)')
    expect(Buffer.from(fresh).equals(committed)).toBe(true)
    const committedCv = readFileSync('public/plantillas/cv-primera-beca-rosa-carta.pdf')
    const freshCv = await renderTemplatePdf(
      'cv-primera-beca',
      'rosa',
      'CV para tu primera beca o empleo (Rosa)',
      {
        paper: 'carta',
      },
    )
    expect(Buffer.from(freshCv).equals(committedCv)).toBe(true)
  })
})

/** Field names: Spanish words in lower case joined by «_» (no English, no accents to mistype). */
const SPANISH_FIELDS = {
  'cv-primera-beca': [
    'nombre_completo',
    'titulo_breve',
    'telefono',
    'correo',
    'ciudad_estado',
    'portafolio',
    'perfil',
    'educacion',
    'experiencia',
    'logros',
    'habilidades',
    'idiomas',
  ],
  'carta-motivacion-beca': [
    'nombre_completo',
    'datos_contacto',
    'lugar_fecha',
    'destinatario',
    'asunto',
    'parrafo_presentacion',
    'parrafo_motivos',
    'parrafo_logros',
    'parrafo_compromiso',
    'despedida',
    'nombre_firma',
  ],
} as const

describe('fillable documents', () => {
  for (const [slug, names] of Object.entries(SPANISH_FIELDS)) {
    for (const paper of ['carta', 'a4'] as const) {
      it(`${slug} (${paper}): its Spanish-named fields take accented text and flatten into the page`, async () => {
        const template = templates.find((candidate) => candidate.slug === slug)
        const variant = template?.variants[0]
        const file = paper === 'carta' ? variant?.pdfCarta : variant?.pdf
        const pdf = await PDFDocument.load(readFileSync(path.join('public', file ?? '')))
        const form = pdf.getForm()
        expect(form.getFields().map((field) => field.getName())).toEqual(names)
        for (const name of names)
          form.getTextField(name).setText('Ana Pérez Núñez, Ingeniería en Tecnologías')
        form.getTextField(names[0]).setText('María José Gutiérrez Ñúñez')
        form.flatten()
        expect(form.getFields()).toHaveLength(0)
        const flattened = await PDFDocument.load(await pdf.save())
        expect(flattened.getForm().getFields()).toHaveLength(0)
        const [width, height] = PAGE_SIZES[paper]
        expect(Math.round(flattened.getPage(0).getWidth())).toBe(width)
        expect(Math.round(flattened.getPage(0).getHeight())).toBe(height)
      })
    }
  }

  it('a multiline paragraph keeps its line breaks and every field says what goes in it', async () => {
    const pdf = await PDFDocument.load(
      readFileSync('public/plantillas/carta-motivacion-beca-verde-carta.pdf'),
    )
    const form = pdf.getForm()
    const paragraph = form.getTextField('parrafo_motivos')
    expect(paragraph.isMultiline()).toBe(true)
    paragraph.setText('Primera línea.\nSegunda línea.')
    expect(paragraph.getText()).toBe('Primera línea.\nSegunda línea.')
    for (const field of form.getFields()) expect(field.acroField.dict.get(PDFName.of('TU'))).toBeDefined()
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
