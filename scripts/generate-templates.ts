/**
 * Draws every template variant as a printable A4 PDF (pdf-lib) and a WebP preview of the
 * same drawing, into public/plantillas/. Run `npm run generate:templates` after changing a
 * design; the files are committed and a test checks them against data/templates.json.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'
import { loadTemplates } from '../data/templates.schema.ts'
import { designs, palettes } from './templates/designs.ts'
import { A4, drawOnPdf, drawToSvg } from './templates/drawing.ts'

/** Fixed dates keep the files byte-for-byte reproducible. */
const FIXED_DATE = new Date('2025-06-27T12:00:00Z')
export const PREVIEW_WIDTH = 600

export async function renderTemplatePdf(
  slug: keyof typeof designs,
  color: string,
  title: string,
): Promise<Uint8Array> {
  const palette = palettes[color]
  if (!palette) throw new Error(`No palette for ${color}`)
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
  const page = pdf.addPage([A4.width, A4.height])
  drawOnPdf(page, designs[slug](palette), fonts)
  return pdf.save({ useObjectStreams: false })
}

export const renderTemplateSvg = (slug: keyof typeof designs, color: string) => {
  const palette = palettes[color]
  if (!palette) throw new Error(`No palette for ${color}`)
  return drawToSvg(designs[slug](palette))
}

async function main() {
  for (const template of loadTemplates()) {
    for (const variant of template.variants) {
      const slug = template.slug as keyof typeof designs
      const color = template.variants.length > 1 ? variant.id : 'floral'
      const pdfBytes = await renderTemplatePdf(slug, color, `${template.title} (${variant.label})`)
      await mkdir(path.dirname(path.join('public', variant.pdf)), { recursive: true })
      await writeFile(path.join('public', variant.pdf), pdfBytes)
      await mkdir(path.dirname(path.join('public', variant.img)), { recursive: true })
      await sharp(Buffer.from(renderTemplateSvg(slug, color)))
        .resize({ width: PREVIEW_WIDTH })
        .webp({ quality: 82 })
        .toFile(path.join('public', variant.img))
      console.log(`${variant.pdf}: ${pdfBytes.length} bytes`)
    }
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main()
