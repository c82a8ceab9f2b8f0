/** The three journal designs, drawn as shapes in A4 points for any colour variant. */
import { A4, type Shape } from './drawing.ts'

export interface Palette {
  main: string
  light: string
  dark: string
}

export const palettes: Record<string, Palette> = {
  amarillo: { main: '#f2b705', light: '#fff4cc', dark: '#7a5a00' },
  celeste: { main: '#4fb3e8', light: '#e3f4fd', dark: '#1d6a94' },
  naranja: { main: '#f08a3c', light: '#ffe8d6', dark: '#944510' },
  rosa: { main: '#ec6fa3', light: '#fde6ef', dark: '#962656' },
  verde: { main: '#5cb85c', light: '#e4f5e4', dark: '#2b6a2d' },
  violeta: { main: '#8b6cd9', light: '#eee8fb', dark: '#4f3a99' },
  floral: { main: '#d9738f', light: '#fbe9ee', dark: '#5e7d55' },
}

export const INK = '#2b2640'
const MARGIN = 42
const WIDTH = A4.width - MARGIN * 2

/** A flower of `count` petals around (cx, cy). */
function flower(
  cx: number,
  cy: number,
  petal: number,
  count: number,
  colors: [string, string, string],
): Shape[] {
  const [outer, inner, center] = colors
  const shapes: Shape[] = []
  for (let i = 0; i < count; i++) {
    const angle = (360 / count) * i
    const rad = (angle * Math.PI) / 180
    shapes.push({
      kind: 'ellipse',
      cx: cx + Math.cos(rad) * petal * 0.9,
      cy: cy + Math.sin(rad) * petal * 0.9,
      rx: petal,
      ry: petal * 0.42,
      rotate: angle,
      fill: outer,
    })
  }
  for (let i = 0; i < count; i++) {
    const angle = (360 / count) * i + 180 / count
    const rad = (angle * Math.PI) / 180
    shapes.push({
      kind: 'ellipse',
      cx: cx + Math.cos(rad) * petal * 0.5,
      cy: cy + Math.sin(rad) * petal * 0.5,
      rx: petal * 0.6,
      ry: petal * 0.28,
      rotate: angle,
      fill: inner,
    })
  }
  shapes.push({ kind: 'circle', cx, cy, r: petal * 0.32, fill: center })
  return shapes
}

/** `a` mixed with `b` (hex colours), `t` of the way from a to b. */
function mix(a: string, b: string, t: number): string {
  const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16))
  const [from, to] = [channels(a), channels(b)]
  return `#${from
    .map((value, i) => Math.round(value + ((to[i] ?? value) - value) * t))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`
}

/** A pointed petal from `inner` to `outer` points away from (cx, cy), along `angle` degrees. */
function petal(cx: number, cy: number, angle: number, inner: number, outer: number, width: number): string {
  const rad = (angle * Math.PI) / 180
  const along = (distance: number, side: number) => {
    const x = cx + Math.cos(rad) * distance - Math.sin(rad) * side
    const y = cy + Math.sin(rad) * distance + Math.cos(rad) * side
    return `${x.toFixed(2)} ${y.toFixed(2)}`
  }
  const middle = inner + (outer - inner) * 0.45
  return `M${along(inner, 0)}C${along(middle, -width)} ${along(outer - (outer - inner) * 0.15, -width * 0.55)} ${along(outer, 0)}C${along(outer - (outer - inner) * 0.15, width * 0.55)} ${along(middle, width)} ${along(inner, 0)}Z`
}

/**
 * A dahlia seen from the front: rings of many pointed petals, each ring shorter, denser in
 * tone and turned half a petal from the one under it, closing into a tight bud — no open
 * disc in the middle (that is a daisy or a sunflower).
 */
function dahlia(cx: number, cy: number, radius: number, palette: Palette): Shape[] {
  const rings = [
    { count: 16, from: 0.3, to: 1, width: 0.24, color: palette.main },
    { count: 14, from: 0.2, to: 0.8, width: 0.21, color: mix(palette.main, palette.dark, 0.16) },
    { count: 12, from: 0.12, to: 0.6, width: 0.18, color: mix(palette.main, palette.dark, 0.32) },
    { count: 10, from: 0.05, to: 0.41, width: 0.14, color: mix(palette.main, palette.dark, 0.5) },
    { count: 7, from: 0, to: 0.23, width: 0.1, color: mix(palette.main, palette.dark, 0.72) },
  ]
  const shapes: Shape[] = []
  rings.forEach((ring, index) => {
    const turn = index % 2 === 0 ? 0 : 180 / ring.count
    for (let i = 0; i < ring.count; i++) {
      const angle = (360 / ring.count) * i + turn - 90
      shapes.push({
        kind: 'path',
        d: petal(cx, cy, angle, radius * ring.from, radius * ring.to, radius * ring.width),
        fill: ring.color,
        stroke: palette.light,
        strokeWidth: 0.7,
      })
    }
  })
  return shapes
}

function leaf(cx: number, cy: number, length: number, angle: number, color: string): Shape {
  return { kind: 'ellipse', cx, cy, rx: length, ry: length * 0.36, rotate: angle, fill: color }
}

/** A five-pointed star path centred on (cx, cy). */
function star(cx: number, cy: number, outer: number, inner = outer * 0.45): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner
    const angle = (Math.PI / 5) * i - Math.PI / 2
    return `${(cx + Math.cos(angle) * radius).toFixed(2)} ${(cy + Math.sin(angle) * radius).toFixed(2)}`
  })
  return `M${points.join('L')}Z`
}

/** A prompt box: a label and ruled writing lines. */
function promptBox(
  y: number,
  label: string,
  lines: number,
  palette: Palette,
): { shapes: Shape[]; bottom: number } {
  const lineGap = 24
  const height = 34 + lines * lineGap
  const shapes: Shape[] = [
    {
      kind: 'rect',
      x: MARGIN,
      y,
      width: WIDTH,
      height,
      radius: 12,
      fill: '#ffffff',
      stroke: palette.main,
      strokeWidth: 1.4,
    },
    {
      kind: 'rect',
      x: MARGIN + 14,
      y: y - 10,
      width: label.length * 6.4 + 24,
      height: 20,
      radius: 10,
      fill: palette.main,
    },
    { kind: 'text', x: MARGIN + 26, y: y + 4, text: label, size: 11, color: '#ffffff', bold: true },
  ]
  for (let i = 1; i <= lines; i++) {
    const lineY = y + 18 + i * lineGap
    shapes.push({
      kind: 'line',
      x1: MARGIN + 18,
      y1: lineY,
      x2: MARGIN + WIDTH - 18,
      y2: lineY,
      stroke: palette.light === '#ffffff' ? '#dddddd' : palette.main,
      strokeWidth: 0.6,
      dash: [2, 3],
    })
  }
  return { shapes, bottom: y + height }
}

function page(
  palette: Palette,
  title: string,
  subtitle: string,
  art: Shape[],
  prompts: [string, number][],
  extra: (top: number) => Shape[],
): Shape[] {
  const shapes: Shape[] = [
    { kind: 'rect', x: 0, y: 0, width: A4.width, height: A4.height, fill: '#ffffff' },
    { kind: 'rect', x: 0, y: 0, width: A4.width, height: 178, fill: palette.light },
    ...art,
    {
      kind: 'text',
      x: A4.width / 2,
      y: 104,
      text: title,
      size: 30,
      color: palette.dark,
      bold: true,
      align: 'center',
    },
    { kind: 'text', x: A4.width / 2, y: 130, text: subtitle, size: 12, color: INK, align: 'center' },
    { kind: 'text', x: MARGIN, y: 214, text: 'Fecha:', size: 12, color: INK, bold: true },
    { kind: 'line', x1: MARGIN + 48, y1: 216, x2: MARGIN + 240, y2: 216, stroke: INK, strokeWidth: 0.8 },
    { kind: 'text', x: MARGIN + 270, y: 214, text: 'Día:', size: 12, color: INK, bold: true },
  ]
  const days = ['L', 'M', 'M', 'J', 'V', 'S', 'D']
  days.forEach((day, i) => {
    const cx = MARGIN + 318 + i * 27
    shapes.push({
      kind: 'circle',
      cx,
      cy: 210,
      r: 10,
      stroke: palette.main,
      strokeWidth: 1.2,
      fill: '#ffffff',
    })
    shapes.push({
      kind: 'text',
      x: cx,
      y: 214,
      text: day,
      size: 10,
      color: palette.dark,
      bold: true,
      align: 'center',
    })
  })
  let top = 252
  for (const [label, lines] of prompts) {
    const box = promptBox(top, label, lines, palette)
    shapes.push(...box.shapes)
    top = box.bottom + 26
  }
  shapes.push(...extra(top))
  shapes.push({
    kind: 'text',
    x: A4.width / 2,
    y: A4.height - 24,
    text: 'Ya Sé Cómo · yasecomo.mx · Plantilla gratuita para uso personal',
    size: 8,
    color: '#6b6680',
    align: 'center',
  })
  return shapes
}

/** «¿Cómo me sentí hoy?» with five faces to circle. */
function moodRow(top: number, palette: Palette, label: string): Shape[] {
  const shapes: Shape[] = [
    { kind: 'text', x: MARGIN, y: top + 8, text: label, size: 12, color: INK, bold: true },
  ]
  const moods = ['M0 2 Q6 -3 12 2', 'M0 1 Q6 -1 12 1', 'M0 0 L12 0', 'M0 -1 Q6 1 12 -1', 'M0 -2 Q6 3 12 -2']
  moods.forEach((mouth, i) => {
    const cx = MARGIN + 200 + i * 62
    const cy = top + 4
    shapes.push({
      kind: 'circle',
      cx,
      cy,
      r: 16,
      fill: palette.light,
      stroke: palette.main,
      strokeWidth: 1.2,
    })
    shapes.push({ kind: 'circle', cx: cx - 5, cy: cy - 4, r: 1.6, fill: INK })
    shapes.push({ kind: 'circle', cx: cx + 5, cy: cy - 4, r: 1.6, fill: INK })
    const smile = mouth.replace(
      /(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g,
      (_, x, y) => `${Number(x) + cx - 6} ${Number(y) + cy + 6}`,
    )
    shapes.push({ kind: 'path', d: smile, stroke: INK, strokeWidth: 1.2 })
  })
  return shapes
}

/** A dahlia's leaf: pointed, from its stalk at (x, y) along `angle` degrees, with a light midrib. */
function dahliaLeaf(x: number, y: number, angle: number, length: number, palette: Palette): Shape[] {
  const rad = (angle * Math.PI) / 180
  return [
    { kind: 'path', d: petal(x, y, angle, 0, length, length * 0.28), fill: palette.dark },
    {
      kind: 'line',
      x1: x,
      y1: y,
      x2: x + Math.cos(rad) * length * 0.85,
      y2: y + Math.sin(rad) * length * 0.85,
      stroke: palette.light,
      strokeWidth: 0.9,
    },
  ]
}

export function dahliaJournal(palette: Palette): Shape[] {
  const art: Shape[] = [
    ...dahliaLeaf(112, 126, 150, 50, palette),
    ...dahliaLeaf(112, 126, 65, 40, palette),
    ...dahlia(80, 90, 44, palette),
    ...dahlia(142, 140, 24, palette),
    ...dahliaLeaf(484, 124, 30, 50, palette),
    ...dahliaLeaf(484, 124, 115, 40, palette),
    ...dahlia(514, 84, 48, palette),
    ...dahlia(452, 142, 22, palette),
  ]
  return page(
    palette,
    'Diario Dalia',
    'Un ratito para ti: escribe, agradece y planea',
    art,
    [
      ['Hoy agradezco…', 4],
      ['Lo que aprendí hoy…', 5],
      ['Mi meta para mañana…', 4],
    ],
    (top) => moodRow(top + 10, palette, '¿Cómo me sentí hoy?'),
  )
}

export function cosmosJournal(palette: Palette): Shape[] {
  const art: Shape[] = [
    { kind: 'circle', cx: 92, cy: 92, r: 38, fill: palette.main },
    { kind: 'ellipse', cx: 92, cy: 92, rx: 62, ry: 12, rotate: -18, fill: palette.dark },
    { kind: 'circle', cx: 92, cy: 86, r: 30, fill: palette.main },
    { kind: 'path', d: 'M500 52 A40 40 0 1 0 540 120 A32 32 0 1 1 500 52Z', fill: palette.dark },
    { kind: 'circle', cx: 462, cy: 140, r: 10, fill: palette.main },
    { kind: 'path', d: star(170, 48, 9), fill: palette.dark },
    { kind: 'path', d: star(420, 60, 7), fill: palette.main },
    { kind: 'path', d: star(380, 150, 10), fill: palette.dark },
    { kind: 'path', d: star(200, 150, 6), fill: palette.main },
    { kind: 'circle', cx: 240, cy: 40, r: 2, fill: palette.dark },
    { kind: 'circle', cx: 350, cy: 34, r: 2.4, fill: palette.dark },
    { kind: 'circle', cx: 560, cy: 160, r: 2, fill: palette.dark },
    { kind: 'circle', cx: 30, cy: 160, r: 2.4, fill: palette.dark },
  ]
  return page(
    palette,
    'Diario Cosmos',
    'Tu día, del amanecer a las estrellas',
    art,
    [
      ['Mi plan del día', 6],
      ['Algo que me hizo brillar hoy', 4],
      ['Lo que dejo ir esta noche', 4],
    ],
    (top) => {
      const shapes: Shape[] = [
        {
          kind: 'text',
          x: MARGIN,
          y: top + 18,
          text: 'Mi energía hoy (colorea):',
          size: 12,
          color: INK,
          bold: true,
        },
      ]
      for (let i = 0; i < 5; i++)
        shapes.push({
          kind: 'path',
          d: star(MARGIN + 230 + i * 50, top + 12, 15),
          stroke: palette.dark,
          strokeWidth: 1.3,
          fill: '#ffffff',
        })
      return shapes
    },
  )
}

export function floralJournal(palette: Palette): Shape[] {
  const corner = (x: number, y: number, flip: number): Shape[] => [
    leaf(x + 34 * flip, y + 14, 26, 20 * flip, palette.dark),
    leaf(x + 10 * flip, y + 40, 22, 70 * flip, palette.dark),
    ...flower(x, y, 18, 5, [palette.main, palette.light, '#f3c14b']),
    ...flower(x + 58 * flip, y + 44, 10, 5, [palette.main, '#ffffff', '#f3c14b']),
  ]
  const art: Shape[] = [
    ...corner(64, 60, 1),
    ...corner(530, 60, -1),
    { kind: 'path', d: 'M150 160 Q297 130 445 160', stroke: palette.dark, strokeWidth: 1.4 },
  ]
  const shapes = page(
    palette,
    'Diario Floral',
    'Cuentas claras y días bonitos',
    art,
    [
      ['Mis gastos de hoy', 6],
      ['Pequeños logros', 4],
      ['Notas', 4],
    ],
    (top) => moodRow(top + 10, palette, '¿Cómo me sentí hoy?'),
  )
  // Small flowers in the bottom corners frame the page.
  shapes.push(...flower(40, A4.height - 54, 10, 5, [palette.main, '#ffffff', '#f3c14b']))
  shapes.push(...flower(A4.width - 40, A4.height - 54, 10, 5, [palette.main, '#ffffff', '#f3c14b']))
  return shapes
}

export const designs = {
  'diario-dalia': dahliaJournal,
  'diario-cosmos': cosmosJournal,
  'diario-floral': floralJournal,
} as const
