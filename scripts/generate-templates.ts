/**
 * Draws every template variant as printable PDFs — carta and A4, and for the application
 * documents a fillable file (PDF form fields) and a printable blank — plus a WebP preview
 * of the drawing, into public/plantillas/. Run `npm run generate:templates` after changing
 * a design; the files are committed and a test checks them against data/templates.json.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PDFDocument, type PDFPage, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'
import { loadTemplates } from '../data/templates.schema.ts'
import { designs, type Palette, palettes } from './templates/designs.ts'
import { cvDocument, motivationLetter } from './templates/documents.ts'
import {
  A4,
  CARTA,
  drawOnPdf,
  drawToSvg,
  type FieldMode,
  type PageSize,
  type Shape,
} from './templates/drawing.ts'

/** Fixed dates keep the files byte-for-byte reproducible. */
const FIXED_DATE = new Date('2025-06-27T12:00:00Z')
export const PREVIEW_WIDTH = 600

export type PaperSize = 'carta' | 'a4'
export const PAPER: Record<PaperSize, PageSize> = { carta: CARTA, a4: A4 }

/** The journals are drawn on A4 and scaled to fit carta; the documents are laid out for each size. */
const sizedDesigns: Record<string, (palette: Palette, size: PageSize) => Shape[]> = {
  'cv-primera-beca': cvDocument,
  'carta-motivacion-beca': motivationLetter,
}
export type TemplateSlug = keyof typeof designs | keyof typeof sizedDesigns

function paletteFor(color: string) {
  const palette = palettes[color]
  if (!palette) throw new Error(`No palette for ${color}`)
  return palette
}

async function newDocument(title: string) {
  const pdf = await PDFDocument.create()
  pdf.setTitle(title)
  pdf.setAuthor('Ya Sé Cómo')
  pdf.setSubject('Plantilla imprimible gratuita para uso personal')
  pdf.setLanguage('es-MX')
  pdf.setCreator('Ya Sé Cómo')
  pdf.setProducer('Ya Sé Cómo (pdf-lib)')
  pdf.setCreationDate(FIXED_DATE)
  pdf.setModificationDate(FIXED_DATE)
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  }
  return { pdf, fonts }
}

/** An A4 drawing placed on a carta page: scaled to the page's height and centred. */
async function drawScaled(page: PDFPage, shapes: Shape[], title: string) {
  const { pdf: source, fonts } = await newDocument(title)
  drawOnPdf(source.addPage([A4.width, A4.height]), shapes, fonts)
  // Saved first: pdf-lib writes embedded fonts only when a document is saved.
  const [embedded] = await page.doc.embedPdf(await source.save({ useObjectStreams: false }))
  if (!embedded) throw new Error(`${title}: the A4 drawing has no page`)
  const scale = Math.min(page.getWidth() / A4.width, page.getHeight() / A4.height)
  page.drawPage(embedded, {
    x: (page.getWidth() - A4.width * scale) / 2,
    y: (page.getHeight() - A4.height * scale) / 2,
    xScale: scale,
    yScale: scale,
  })
}

export async function renderTemplatePdf(
  slug: TemplateSlug,
  color: string,
  title: string,
  { paper = 'a4', mode = 'fillable' }: { paper?: PaperSize; mode?: FieldMode } = {},
): Promise<Uint8Array> {
  const palette = paletteFor(color)
  const size = PAPER[paper]
  const { pdf, fonts } = await newDocument(title)
  const page = pdf.addPage([size.width, size.height])
  const sized = sizedDesigns[slug]
  const journal = designs[slug as keyof typeof designs]
  if (sized) drawOnPdf(page, sized(palette, size), fonts, mode)
  else if (paper === 'a4') drawOnPdf(page, journal(palette), fonts)
  else await drawScaled(page, journal(palette), title)
  return pdf.save({ useObjectStreams: false })
}

/** The preview: the A4 drawing, with fields shown as the blank's writing lines. */
export const renderTemplateSvg = (slug: TemplateSlug, color: string) => {
  const palette = paletteFor(color)
  const sized = sizedDesigns[slug]
  return drawToSvg(sized ? sized(palette, A4) : designs[slug as keyof typeof designs](palette))
}

async function writePublic(publicPath: string, bytes: Uint8Array) {
  await mkdir(path.dirname(path.join('public', publicPath)), { recursive: true })
  await writeFile(path.join('public', publicPath), bytes)
  console.log(`${publicPath}: ${bytes.length} bytes`)
}

async function main() {
  for (const template of loadTemplates()) {
    for (const variant of template.variants) {
      const slug = template.slug as TemplateSlug
      const color = template.variants.length > 1 ? variant.id : 'floral'
      const title = `${template.title} (${variant.label})`
      const files: [string, PaperSize, FieldMode][] = [
        [variant.pdf, 'a4', 'fillable'],
        [variant.pdfCarta, 'carta', 'fillable'],
      ]
      if (variant.blank)
        files.push([variant.blank.a4, 'a4', 'blank'], [variant.blank.carta, 'carta', 'blank'])
      for (const [file, paper, mode] of files)
        await writePublic(file, await renderTemplatePdf(slug, color, title, { paper, mode }))
      await sharp(Buffer.from(renderTemplateSvg(slug, color)))
        .resize({ width: PREVIEW_WIDTH })
        .webp({ quality: 82 })
        .toFile(path.join('public', variant.img))
    }
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main()
