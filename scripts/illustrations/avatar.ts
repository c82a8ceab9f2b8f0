/** Friendly illustrated avatars for the testimonials: face, hair and colours vary by name. */

const skins = ['#f3c9a5', '#e0ac82', '#c68b5e', '#a86b45', '#8d5636', '#f6d2b8']
const hairs = ['#2b1d14', '#3b2416', '#5a3a22', '#1c1c1c', '#7a4a2a', '#3a2a4a']
const backgrounds: Record<string, string> = {
  blue: '#b9d4ff',
  'peach-light': '#ffc9ad',
  'green-light': '#b3e6c8',
}

function hash(text: string): number {
  let value = 7
  for (const char of text) value = (value * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return value
}

const hairStyles = [
  // short
  (c: string) => `<path d="M34 52c0-18 12-28 26-28s26 10 26 28c-6-8-14-12-26-12s-20 4-26 12z" fill="${c}"/>`,
  // long, falling past the shoulders
  (c: string) =>
    `<path d="M30 56c0-20 13-32 30-32s30 12 30 32v34c-4 4-10 4-12 0V58c-6-6-12-8-18-8s-12 2-18 8v32c-2 4-8 4-12 0z" fill="${c}"/>`,
  // bun
  (c: string) =>
    `<circle cx="60" cy="20" r="10" fill="${c}"/><path d="M34 52c0-18 12-28 26-28s26 10 26 28c-8-6-16-9-26-9s-18 3-26 9z" fill="${c}"/>`,
  // curly
  (c: string) =>
    `<g fill="${c}">${[36, 46, 56, 66, 76, 84]
      .map((x, i) => `<circle cx="${x}" cy="${34 + (i % 2) * 4}" r="10"/>`)
      .join('')}<circle cx="34" cy="48" r="8"/><circle cx="86" cy="48" r="8"/></g>`,
]

export function avatarSvg(name: string, color: string): string {
  const h = hash(name)
  const skin = skins[h % skins.length]
  const hair = hairs[(h >>> 3) % hairs.length] ?? '#2b1d14'
  const style = hairStyles[(h >>> 6) % hairStyles.length] as (color: string) => string
  const shirt = ['#5b3df5', '#ff7a59', '#13795b', '#1f1a3d', '#ffd166'][(h >>> 9) % 5]
  const bg = backgrounds[color] ?? '#e3e0ff'
  const back = style === hairStyles[1] ? style(hair) : ''
  const front = style === hairStyles[1] ? '' : style(hair)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">
  <circle cx="60" cy="60" r="60" fill="${bg}"/>
  ${back}
  <path d="M22 120c4-22 20-32 38-32s34 10 38 32z" fill="${shirt}"/>
  <rect x="52" y="72" width="16" height="18" rx="6" fill="${skin}"/>
  <ellipse cx="60" cy="56" rx="24" ry="27" fill="${skin}"/>
  ${front}
  <circle cx="51" cy="58" r="3" fill="#1f1a3d"/>
  <circle cx="69" cy="58" r="3" fill="#1f1a3d"/>
  <circle cx="45" cy="67" r="4" fill="#ff7a59" opacity=".25"/>
  <circle cx="75" cy="67" r="4" fill="#ff7a59" opacity=".25"/>
  <path d="M52 68c5 5 11 5 16 0" fill="none" stroke="#1f1a3d" stroke-width="2.5" stroke-linecap="round"/>
</svg>
`
}
