/** A community card image: a coloured badge with the institution's short name and a motif. */
import { type MotifName, motifs } from './motifs.ts'

const palettes: [string, string][] = [
  ['#e3e0ff', '#5b3df5'],
  ['#ffe4d6', '#c2410c'],
  ['#d8f3e4', '#13795b'],
  ['#d9e8ff', '#1d4ed8'],
  ['#fff1c2', '#8a5a00'],
  ['#f6d5ff', '#86198f'],
]

const motifByCategory: Record<string, MotifName> = {
  Facultad: 'book',
  Universidad: 'people',
  Campus: 'home',
  'Grupo estudiantil': 'chat',
  'Bolsa de trabajo': 'backpack',
  Biblioteca: 'book',
  'Instituto tecnológico': 'compass',
  'Instituto de la juventud': 'chat',
  'Secretaría de la juventud': 'chat',
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** "UNAM — Facultad de Ingeniería" → ["UNAM", "Facultad de Ingeniería"]. */
export function splitInstitution(name: string): [string, string] {
  const [head = name, tail = ''] = name.split(' — ')
  return [head.replace(/\s*\(.*\)$/, ''), tail]
}

export function badgeSvg(institution: string, category: string, index: number): string {
  const [short, detail] = splitInstitution(institution)
  const [background, ink] = palettes[index % palettes.length] as [string, string]
  const size = short.length > 10 ? 38 : short.length > 6 ? 48 : 58
  const subtitle = detail.length > 34 ? `${detail.slice(0, 32)}…` : detail
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
  <rect width="640" height="360" fill="${background}"/>
  <circle cx="560" cy="300" r="130" fill="${ink}" opacity=".12"/>
  <g transform="translate(520 110) scale(0.55)" opacity=".9">${motifs[motifByCategory[category] ?? 'book']}</g>
  <text x="48" y="170" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="bold" fill="${ink}">${escapeXml(short)}</text>
  <text x="50" y="215" font-family="Helvetica, Arial, sans-serif" font-size="22" fill="#1f1a3d">${escapeXml(subtitle)}</text>
</svg>
`
}
