/**
 * The two application documents — a CV and a motivation letter — laid out for any page size
 * (carta and A4 are each drawn natively, not scaled). Their writing areas are `field`
 * shapes: PDF form fields in the fillable file, writing lines in the printable blank.
 */
import { INK, type Palette } from './designs.ts'
import type { PageSize, Shape } from './drawing.ts'

const MARGIN = 46
/** The CV's coloured header, with the name and contact lines. */
const HEADER = 160
const LINE = 13.5
const FOOTER = 'Ya Sé Cómo · yasecomo.mx · Plantilla gratuita para uso personal'

const footer = (size: PageSize): Shape => ({
  kind: 'text',
  x: size.width / 2,
  y: size.height - 18,
  text: FOOTER,
  size: 7,
  color: '#6b6680',
  align: 'center',
})

/** A field `lines` lines of text tall (plus padding). */
const textHeight = (lines: number) => lines * LINE + 8

function sectionHeading(x: number, y: number, width: number, text: string, palette: Palette): Shape[] {
  return [
    { kind: 'text', x, y: y + 12, text, size: 11.5, color: palette.dark, bold: true },
    { kind: 'line', x1: x, y1: y + 17, x2: x + width, y2: y + 17, stroke: palette.main, strokeWidth: 1.2 },
  ]
}

/** A small label over a one-line field (Teléfono, Correo…). */
function labelledLine(
  x: number,
  y: number,
  width: number,
  label: string,
  name: string,
  palette: Palette,
): Shape[] {
  return [
    { kind: 'text', x, y: y + 8, text: label, size: 7.5, color: palette.dark, bold: true },
    { kind: 'field', name, x, y: y + 11, width, height: 18, fontSize: 10, hint: label },
  ]
}

interface CvSection {
  title: string
  name: string
  lines: number
  hint: string
}

/** «CV para tu primera beca o empleo»: one page, the sections a first CV really has. */
export function cvDocument(palette: Palette, size: PageSize): Shape[] {
  const width = size.width - MARGIN * 2
  const half = (width - 18) / 2
  const shapes: Shape[] = [
    { kind: 'rect', x: 0, y: 0, width: size.width, height: size.height, fill: '#ffffff' },
    { kind: 'rect', x: 0, y: 0, width: size.width, height: HEADER, fill: palette.light },
    { kind: 'rect', x: 0, y: 0, width: 8, height: HEADER, fill: palette.main },
    {
      kind: 'field',
      name: 'nombre_completo',
      x: MARGIN,
      y: 26,
      width,
      height: 30,
      fontSize: 20,
      bold: true,
      hint: 'Tu nombre completo, como en tu identificación',
      label: 'Nombre completo',
    },
    {
      kind: 'field',
      name: 'titulo_breve',
      x: MARGIN,
      y: 68,
      width,
      height: 18,
      fontSize: 11,
      hint: 'Qué estudias y dónde, en una línea',
      label: 'Qué estudias y dónde',
    },
    ...labelledLine(MARGIN, 90, half, 'Teléfono', 'telefono', palette),
    ...labelledLine(MARGIN + half + 18, 90, half, 'Correo electrónico', 'correo', palette),
    ...labelledLine(MARGIN, 122, half, 'Ciudad y estado', 'ciudad_estado', palette),
    ...labelledLine(MARGIN + half + 18, 122, half, 'Portafolio o LinkedIn (opcional)', 'portafolio', palette),
  ]
  const sections: CvSection[] = [
    { title: 'Perfil', name: 'perfil', lines: 3, hint: 'Quién eres y qué buscas, en dos o tres líneas' },
    {
      title: 'Educación',
      name: 'educacion',
      lines: 5,
      hint: 'Escuela, carrera o bachillerato, años y promedio; lo más reciente primero',
    },
    {
      title: 'Experiencia: trabajo, servicio social o voluntariado',
      name: 'experiencia',
      lines: 7,
      hint: 'Dónde, cuándo y qué lograste; cuenta también el negocio familiar',
    },
    {
      title: 'Proyectos, logros y reconocimientos',
      name: 'logros',
      lines: 4,
      hint: 'Concursos, proyectos escolares, cursos y certificados',
    },
  ]
  const columns: [CvSection, CvSection] = [
    { title: 'Habilidades', name: 'habilidades', lines: 4, hint: 'Programas, herramientas y habilidades' },
    { title: 'Idiomas', name: 'idiomas', lines: 4, hint: 'Idioma y nivel, con tu certificado si tienes' },
  ]
  // The taller page gives its extra lines to «Experiencia», where a student writes most.
  const headingsAndGaps = (sections.length + 1) * 30 + 10
  const fixedLines = [...sections, columns[0]].reduce((sum, section) => sum + textHeight(section.lines), 0)
  const room = size.height - (HEADER + 18) - 36 - headingsAndGaps - fixedLines
  const experience = sections[2] as CvSection
  experience.lines += Math.max(0, Math.floor(room / LINE))

  let top = HEADER + 18
  for (const section of sections) {
    shapes.push(...sectionHeading(MARGIN, top, width, section.title, palette))
    shapes.push({
      kind: 'field',
      name: section.name,
      x: MARGIN,
      y: top + 24,
      width,
      height: textHeight(section.lines),
      multiline: true,
      fontSize: 10,
      frame: palette.main,
      hint: section.hint,
    })
    top += 30 + textHeight(section.lines)
  }
  columns.forEach((column, i) => {
    const x = MARGIN + i * (half + 18)
    shapes.push(...sectionHeading(x, top, half, column.title, palette))
    shapes.push({
      kind: 'field',
      name: column.name,
      x,
      y: top + 24,
      width: half,
      height: textHeight(column.lines),
      multiline: true,
      fontSize: 10,
      frame: palette.main,
      hint: column.hint,
    })
  })
  shapes.push(footer(size))
  return shapes
}

/** «Carta de motivación para beca»: a plain letter page; its guide explains each paragraph. */
export function motivationLetter(palette: Palette, size: PageSize): Shape[] {
  const width = size.width - MARGIN * 2 - 10
  const left = MARGIN + 5
  const shapes: Shape[] = [
    { kind: 'rect', x: 0, y: 0, width: size.width, height: size.height, fill: '#ffffff' },
    { kind: 'rect', x: 0, y: 0, width: size.width, height: 8, fill: palette.main },
    {
      kind: 'field',
      name: 'nombre_completo',
      x: left,
      y: 24,
      width,
      height: 24,
      fontSize: 16,
      bold: true,
      hint: 'Tu nombre completo',
      label: 'Tu nombre completo',
    },
    {
      kind: 'field',
      name: 'datos_contacto',
      x: left,
      y: 62,
      width,
      height: 16,
      fontSize: 9.5,
      hint: 'Correo · teléfono · escuela y matrícula',
      label: 'Correo · teléfono · escuela y matrícula',
    },
    { kind: 'line', x1: left, y1: 88, x2: left + width, y2: 88, stroke: palette.main, strokeWidth: 1.2 },
    {
      kind: 'field',
      name: 'lugar_fecha',
      x: left + width / 2,
      y: 108,
      width: width / 2,
      height: 18,
      fontSize: 11,
      hint: 'Lugar y fecha: Ciudad, Estado, a 28 de noviembre de 2026',
      label: 'Lugar y fecha',
    },
    {
      kind: 'field',
      name: 'destinatario',
      x: left,
      y: 140,
      width: width * 0.7,
      height: textHeight(3),
      multiline: true,
      fontSize: 11,
      hint: 'Destinatario: el comité o la persona que firma la convocatoria',
      label: 'Destinatario: comité o persona que firma la convocatoria',
    },
    {
      kind: 'field',
      name: 'asunto',
      x: left,
      y: 200,
      width,
      height: 18,
      fontSize: 11,
      bold: true,
      hint: 'Asunto: Solicitud de la beca… (nombre exacto del programa)',
      label: 'Asunto: nombre exacto del programa',
    },
  ]
  const paragraphs: [string, string][] = [
    ['parrafo_presentacion', 'Párrafo 1: quién eres, qué estudias, dónde y en qué semestre'],
    ['parrafo_motivos', 'Párrafo 2: por qué esta beca y qué cambia en tu vida'],
    ['parrafo_logros', 'Párrafo 3: lo que ya hiciste, con datos (promedio, proyectos, trabajo)'],
    ['parrafo_compromiso', 'Párrafo 4: qué harás con la beca y cómo vas a cumplir'],
  ]
  const signature = size.height - 104
  const despedida = signature - 62
  const first = 238
  const gap = 14
  const each = (despedida - 10 - first - gap * (paragraphs.length - 1)) / paragraphs.length
  paragraphs.forEach(([name, hint], i) => {
    shapes.push({
      kind: 'field',
      name,
      x: left,
      y: first + i * (each + gap),
      width,
      height: each,
      multiline: true,
      fontSize: 11,
      hint,
      label: hint,
    })
  })
  shapes.push(
    {
      kind: 'field',
      name: 'despedida',
      x: left,
      y: despedida,
      width: width / 2,
      height: 18,
      fontSize: 11,
      hint: 'Despedida: Atentamente,',
      label: 'Despedida',
    },
    {
      kind: 'line',
      x1: left + width / 2 - 110,
      y1: signature + 22,
      x2: left + width / 2 + 110,
      y2: signature + 22,
      stroke: INK,
      strokeWidth: 0.8,
    },
    {
      kind: 'field',
      name: 'nombre_firma',
      x: left + width / 2 - 110,
      y: signature + 26,
      width: 220,
      height: 18,
      fontSize: 11,
      hint: 'Tu nombre completo, bajo la firma',
      align: 'center',
    },
    {
      kind: 'text',
      x: left + width / 2,
      y: signature + 56,
      text: 'Nombre y firma',
      size: 7.5,
      color: '#6b6680',
      align: 'center',
    },
    footer(size),
  )
  return shapes
}
