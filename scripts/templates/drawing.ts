/**
 * A tiny drawing model for the printable templates: one list of shapes in points on a page
 * of a given size (origin top-left, y down), rendered both to a PDF page (pdf-lib) and to
 * an SVG preview — so the preview is exactly the drawing that prints. A `field` is a PDF
 * form field in the fillable file and ruled writing lines in the printable blank (and in
 * the preview, which shows the blank).
 */
import { degrees, type PDFFont, PDFHexString, PDFName, type PDFPage, rgb, TextAlignment } from 'pdf-lib'

export interface PageSize {
  width: number
  height: number
}

export const A4: PageSize = { width: 595.28, height: 841.89 }
/** US letter, «tamaño carta»: the paper Mexican stationery shops and school printers use. */
export const CARTA: PageSize = { width: 612, height: 792 }

/** Writing lines for a hand-filled field, this far apart (a comfortable handwriting height). */
export const HANDWRITING_GAP = 20

export type Shape =
  | {
      kind: 'rect'
      x: number
      y: number
      width: number
      height: number
      fill?: string
      stroke?: string
      strokeWidth?: number
      radius?: number
    }
  | {
      kind: 'circle'
      cx: number
      cy: number
      r: number
      fill?: string
      stroke?: string
      strokeWidth?: number
    }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number; rotate?: number; fill?: string }
  | {
      kind: 'line'
      x1: number
      y1: number
      x2: number
      y2: number
      stroke: string
      strokeWidth: number
      dash?: number[]
    }
  | { kind: 'path'; d: string; fill?: string; stroke?: string; strokeWidth?: number }
  | {
      kind: 'text'
      x: number
      y: number
      text: string
      size: number
      color: string
      bold?: boolean
      align?: 'left' | 'center'
    }
  | {
      kind: 'field'
      /** The form field's name: Spanish, lower case, words joined by «_». */
      name: string
      x: number
      y: number
      width: number
      height: number
      multiline?: boolean
      fontSize: number
      bold?: boolean
      /** A thin frame around the field (the CV's boxes); a letter's fields have none. */
      frame?: string
      /** What goes here: the tooltip a PDF viewer shows for the fillable field. */
      hint: string
      /** A small grey label over the lines of the printable blank (the fillable file has none). */
      label?: string
      align?: 'left' | 'center'
    }

/** A fillable PDF (form fields) or the printable blank (writing lines). */
export type FieldMode = 'fillable' | 'blank'

function hexToRgb(hex: string) {
  const value = Number.parseInt(hex.replace('#', ''), 16)
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255)
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A rectangle with rounded corners as an SVG path (pdf-lib has no rounded rectangles). */
export function roundedRectPath(x: number, y: number, width: number, height: number, r: number): string {
  return `M${x + r} ${y}H${x + width - r}A${r} ${r} 0 0 1 ${x + width} ${y + r}V${y + height - r}A${r} ${r} 0 0 1 ${x + width - r} ${y + height}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + height - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`
}

const HINT_GREY = '#8a8699'

/** What a field looks like on paper: its frame, its grey hint and lines to write on. */
export function blankField(shape: Extract<Shape, { kind: 'field' }>): Shape[] {
  const shapes: Shape[] = []
  if (shape.frame)
    shapes.push({
      kind: 'rect',
      x: shape.x,
      y: shape.y,
      width: shape.width,
      height: shape.height,
      radius: 6,
      stroke: shape.frame,
      strokeWidth: 0.8,
    })
  if (shape.label)
    shapes.push({ kind: 'text', x: shape.x, y: shape.y - 3, text: shape.label, size: 7, color: HINT_GREY })
  const lines = Math.max(1, Math.floor(shape.height / HANDWRITING_GAP))
  const inset = shape.frame ? 8 : 0
  // In a frame the last line keeps clear of the frame's bottom edge.
  const step = (shape.height - (shape.frame ? 6 : 0)) / lines
  for (let i = 1; i <= lines; i++) {
    const y = shape.y + step * i
    shapes.push({
      kind: 'line',
      x1: shape.x + inset,
      y1: y,
      x2: shape.x + shape.width - inset,
      y2: y,
      stroke: '#b9b5c6',
      strokeWidth: 0.6,
    })
  }
  return shapes
}

/** Draws `shapes`, made for this page's size, on `page`: fields as `mode` says. */
export function drawOnPdf(
  page: PDFPage,
  shapes: Shape[],
  fonts: { regular: PDFFont; bold: PDFFont },
  mode: FieldMode = 'blank',
) {
  const H = page.getHeight()
  for (const shape of shapes) {
    switch (shape.kind) {
      case 'rect':
        if (shape.radius) {
          page.drawSvgPath(roundedRectPath(shape.x, shape.y, shape.width, shape.height, shape.radius), {
            x: 0,
            y: H,
            color: shape.fill ? hexToRgb(shape.fill) : undefined,
            borderColor: shape.stroke ? hexToRgb(shape.stroke) : undefined,
            borderWidth: shape.strokeWidth ?? 0,
          })
        } else {
          page.drawRectangle({
            x: shape.x,
            y: H - shape.y - shape.height,
            width: shape.width,
            height: shape.height,
            color: shape.fill ? hexToRgb(shape.fill) : undefined,
            borderColor: shape.stroke ? hexToRgb(shape.stroke) : undefined,
            borderWidth: shape.strokeWidth ?? 0,
          })
        }
        break
      case 'circle':
        page.drawCircle({
          x: shape.cx,
          y: H - shape.cy,
          size: shape.r,
          color: shape.fill ? hexToRgb(shape.fill) : undefined,
          borderColor: shape.stroke ? hexToRgb(shape.stroke) : undefined,
          borderWidth: shape.strokeWidth ?? 0,
        })
        break
      case 'ellipse':
        page.drawEllipse({
          x: shape.cx,
          y: H - shape.cy,
          xScale: shape.rx,
          yScale: shape.ry,
          rotate: degrees(-(shape.rotate ?? 0)),
          color: shape.fill ? hexToRgb(shape.fill) : undefined,
        })
        break
      case 'line':
        page.drawLine({
          start: { x: shape.x1, y: H - shape.y1 },
          end: { x: shape.x2, y: H - shape.y2 },
          thickness: shape.strokeWidth,
          color: hexToRgb(shape.stroke),
          dashArray: shape.dash,
        })
        break
      case 'path':
        page.drawSvgPath(shape.d, {
          x: 0,
          y: H,
          color: shape.fill ? hexToRgb(shape.fill) : undefined,
          borderColor: shape.stroke ? hexToRgb(shape.stroke) : undefined,
          borderWidth: shape.strokeWidth ?? 0,
        })
        break
      case 'text': {
        const font = shape.bold ? fonts.bold : fonts.regular
        const width = font.widthOfTextAtSize(shape.text, shape.size)
        page.drawText(shape.text, {
          x: shape.align === 'center' ? shape.x - width / 2 : shape.x,
          y: H - shape.y,
          size: shape.size,
          font,
          color: hexToRgb(shape.color),
        })
        break
      }
      case 'field':
        if (mode === 'blank') drawOnPdf(page, blankField(shape), fonts, mode)
        else addFormField(page, shape, fonts)
        break
    }
  }
}

function addFormField(
  page: PDFPage,
  shape: Extract<Shape, { kind: 'field' }>,
  fonts: { regular: PDFFont; bold: PDFFont },
) {
  const field = page.doc.getForm().createTextField(shape.name)
  if (shape.multiline) field.enableMultiline()
  // The tooltip («TU»): what a phone's PDF viewer shows for the field.
  field.acroField.dict.set(PDFName.of('TU'), PDFHexString.fromText(shape.hint))
  if (shape.align === 'center') field.setAlignment(TextAlignment.Center)
  field.addToPage(page, {
    x: shape.x,
    y: page.getHeight() - shape.y - shape.height,
    width: shape.width,
    height: shape.height,
    font: shape.bold ? fonts.bold : fonts.regular,
    textColor: rgb(0.17, 0.15, 0.25),
    borderColor: shape.frame ? hexToRgb(shape.frame) : undefined,
    borderWidth: shape.frame ? 0.8 : 0,
  })
  field.setFontSize(shape.fontSize)
}

/** The SVG preview: the printable blank, so a field shows as its writing lines. */
export function drawToSvg(shapes: Shape[], size: PageSize = A4): string {
  const body = shapes
    .flatMap((shape) => (shape.kind === 'field' ? blankField(shape) : [shape]))
    .map((shape) => {
      switch (shape.kind) {
        case 'rect':
          return `<rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}" rx="${shape.radius ?? 0}" fill="${shape.fill ?? 'none'}" stroke="${shape.stroke ?? 'none'}" stroke-width="${shape.strokeWidth ?? 0}"/>`
        case 'circle':
          return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="${shape.fill ?? 'none'}" stroke="${shape.stroke ?? 'none'}" stroke-width="${shape.strokeWidth ?? 0}"/>`
        case 'ellipse':
          return `<ellipse cx="${shape.cx}" cy="${shape.cy}" rx="${shape.rx}" ry="${shape.ry}" transform="rotate(${shape.rotate ?? 0} ${shape.cx} ${shape.cy})" fill="${shape.fill ?? 'none'}"/>`
        case 'line':
          return `<line x1="${shape.x1}" y1="${shape.y1}" x2="${shape.x2}" y2="${shape.y2}" stroke="${shape.stroke}" stroke-width="${shape.strokeWidth}"${shape.dash ? ` stroke-dasharray="${shape.dash.join(' ')}"` : ''}/>`
        case 'path':
          return `<path d="${shape.d}" fill="${shape.fill ?? 'none'}" stroke="${shape.stroke ?? 'none'}" stroke-width="${shape.strokeWidth ?? 0}"/>`
        case 'field':
          return ''
        default:
          return `<text x="${shape.x}" y="${shape.y}" font-family="Helvetica, Arial, 'Liberation Sans', sans-serif" font-size="${shape.size}"${shape.bold ? ' font-weight="bold"' : ''} fill="${shape.color}"${shape.align === 'center' ? ' text-anchor="middle"' : ''}>${escapeXml(shape.text)}</text>`
      }
    })
    .join('\n  ')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}">
  ${body}
</svg>
`
}
