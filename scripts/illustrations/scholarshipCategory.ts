/** One illustration per scholarship category: the category's colour and a simple motif. */

const backgrounds: Record<string, [string, string]> = {
  ingenieria: ['#cfe3ff', '#9cc3ff'],
  educacion: ['#ffe8a3', '#ffd166'],
  negocios: ['#c9f0dc', '#8fdcb4'],
  sociales: ['#f6d5ff', '#e2a6f7'],
  general: ['#e3e0ff', '#bdb4ff'],
  salud: ['#ffd6d6', '#ffa8a8'],
  artes: ['#ffdcc2', '#ffb788'],
}

const ink = '#1f1a3d'
const violet = '#5b3df5'
const coral = '#ff7a59'

const motifs: Record<string, string> = {
  ingenieria: `
    <g transform="translate(320 180)">
      <circle r="70" fill="none" stroke="${ink}" stroke-width="14" stroke-dasharray="28 16"/>
      <circle r="40" fill="${violet}"/>
      <circle r="14" fill="#fff"/>
    </g>
    <g transform="translate(470 110)" fill="none" stroke="${violet}" stroke-width="6">
      <ellipse rx="52" ry="18"/><ellipse rx="52" ry="18" transform="rotate(60)"/><ellipse rx="52" ry="18" transform="rotate(-60)"/>
      <circle r="8" fill="${coral}" stroke="none"/>
    </g>`,
  educacion: `
    <g transform="translate(320 200)">
      <path d="M-150 -60q75-30 150 0v120q-75-30-150 0z" fill="#fff" stroke="${ink}" stroke-width="8"/>
      <path d="M150 -60q-75-30-150 0v120q75-30 150 0z" fill="#fff" stroke="${ink}" stroke-width="8"/>
      <path d="M-120 -30q45-15 90 0M-120 0q45-15 90 0M30 -30q45-15 90 0M30 0q45-15 90 0" stroke="${violet}" stroke-width="6" fill="none"/>
    </g>
    <g transform="translate(480 90)"><circle r="34" fill="${coral}"/><path d="M0-34q6-18 20-20" stroke="#13795b" stroke-width="6" fill="none"/></g>`,
  negocios: `
    <g transform="translate(200 290)">
      <rect x="0" y="-80" width="50" height="80" rx="8" fill="${violet}"/>
      <rect x="70" y="-140" width="50" height="140" rx="8" fill="${ink}"/>
      <rect x="140" y="-110" width="50" height="110" rx="8" fill="${violet}"/>
      <rect x="210" y="-190" width="50" height="190" rx="8" fill="${ink}"/>
      <path d="M-10 -120l90-60 70 30 120-90" stroke="${coral}" stroke-width="10" fill="none" stroke-linecap="round"/>
    </g>
    <g transform="translate(520 110)"><circle r="44" fill="#ffd166" stroke="#e0a800" stroke-width="6"/><text y="16" text-anchor="middle" font-size="48" font-weight="900" font-family="sans-serif" fill="#8a5a00">$</text></g>`,
  sociales: `
    <g transform="translate(320 200)" fill="${ink}">
      <path d="M-150 -70l150-70 150 70z"/>
      <rect x="-150" y="100" width="300" height="22" rx="4"/>
      <rect x="-120" y="-55" width="26" height="150" rx="6" fill="${violet}"/>
      <rect x="-40" y="-55" width="26" height="150" rx="6" fill="${violet}"/>
      <rect x="40" y="-55" width="26" height="150" rx="6" fill="${violet}"/>
      <rect x="110" y="-55" width="26" height="150" rx="6" fill="${violet}"/>
    </g>
    <g transform="translate(520 80)"><path d="M-40-26h80a12 12 0 0 1 12 12v34a12 12 0 0 1-12 12h-40l-22 18v-18h-18a12 12 0 0 1-12-12v-34a12 12 0 0 1 12-12z" fill="#fff" stroke="${ink}" stroke-width="5"/></g>`,
  general: `
    <g transform="translate(320 190)">
      <path d="M-160 -10l160-70 160 70-160 70z" fill="${ink}"/>
      <path d="M-100 20v60c0 24 45 44 100 44s100-20 100-44V20L0 62z" fill="${violet}"/>
      <path d="M150 0v80" stroke="${coral}" stroke-width="8" stroke-linecap="round"/>
      <circle cx="150" cy="90" r="14" fill="${coral}"/>
    </g>
    <path d="M110 80l10 22 24 2-18 16 6 24-22-13-22 13 6-24-18-16 24-2z" fill="#ffd166"/>`,
  salud: `
    <g transform="translate(300 190)">
      <path d="M0 110C-120 30-150-20-150-60a70 70 0 0 1 150-30 70 70 0 0 1 150 30c0 40-30 90-150 170z" fill="${coral}"/>
      <path d="M-110 -10h60l20-40 30 90 25-50h75" fill="none" stroke="#fff" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>
    </g>
    <g transform="translate(510 90)"><rect x="-40" y="-14" width="80" height="28" rx="6" fill="${violet}"/><rect x="-14" y="-40" width="28" height="80" rx="6" fill="${violet}"/></g>`,
  artes: `
    <g transform="translate(300 200)">
      <path d="M0-120c90 0 150 50 150 110 0 40-40 50-70 40-30-10-50 10-40 40 10 40-20 50-50 50-90 0-140-60-140-120S-90-120 0-120z" fill="#fff" stroke="${ink}" stroke-width="8"/>
      <circle cx="-70" cy="-40" r="20" fill="${coral}"/><circle cx="-10" cy="-75" r="20" fill="${violet}"/>
      <circle cx="60" cy="-60" r="20" fill="#ffd166"/><circle cx="-80" cy="30" r="20" fill="#13795b"/>
    </g>
    <g transform="translate(500 110) rotate(35)"><rect x="-10" y="-80" width="20" height="110" rx="8" fill="${ink}"/><path d="M-14 30h28l-4 40h-20z" fill="${coral}"/></g>`,
}

export function scholarshipCategorySvg(key: string): string {
  const [light, mid] = backgrounds[key] ?? ['#e7e7ec', '#c9c9d3']
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
  <rect width="640" height="360" fill="${light}"/>
  <circle cx="560" cy="320" r="120" fill="${mid}" opacity=".55"/>
  <circle cx="60" cy="40" r="90" fill="${mid}" opacity=".45"/>
  ${motifs[key] ?? ''}
</svg>
`
}
