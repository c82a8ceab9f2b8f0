/**
 * A tiny drawing model for the printable templates: one list of shapes in A4 points
 * (595.28 × 841.89, origin top-left, y down), rendered both to a PDF page (pdf-lib) and to
 * an SVG preview — so the preview is exactly the drawing that prints.
 */
import { degrees, type PDFFont, type PDFPage, rgb } from 'pdf-lib'

export const A4 = { width: 595.28, height: 841.89 } as const

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

function hexToRgb(hex: string) {
  const value = Number.parseInt(hex.replace('#', ''), 16)
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255)
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A rectangle with rounded corners as an SVG path (pdf-lib has no rounded rectangles). */
export function roundedRectPath(x: number, y: number, width: number, height: number, r: number): string {
  return `M${x + r} ${y}H${x + width - r}A${r} ${r} 0 0 1 ${x + width} ${y + r}V${y + height - r}A${r} ${r} 0 0 1 ${x + width - r} ${y + height}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + height - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`
}

export function drawOnPdf(page: PDFPage, shapes: Shape[], fonts: { regular: PDFFont; bold: PDFFont }) {
  const H = A4.height
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
    }
  }
}

export function drawToSvg(shapes: Shape[]): string {
  const body = shapes
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
        default:
          return `<text x="${shape.x}" y="${shape.y}" font-family="Helvetica, Arial, 'Liberation Sans', sans-serif" font-size="${shape.size}"${shape.bold ? ' font-weight="bold"' : ''} fill="${shape.color}"${shape.align === 'center' ? ' text-anchor="middle"' : ''}>${escapeXml(shape.text)}</text>`
      }
    })
    .join('\n  ')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${A4.width}" height="${A4.height}" viewBox="0 0 ${A4.width} ${A4.height}">
  ${body}
</svg>
`
}
