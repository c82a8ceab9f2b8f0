/**
 * Small flat motifs for the site's illustrations, drawn around (0, 0) in a ~240 px box.
 * Scenes combine a background, soft blobs and one motif.
 */
const ink = '#1f1a3d'
const violet = '#5b3df5'
const coral = '#ff7a59'
const sun = '#ffd166'
const mint = '#13795b'
const white = '#ffffff'

export const motifs = {
  brain: `<circle r="86" fill="${white}"/><path d="M-30-40c-30 0-44 26-34 48-14 14-6 40 16 42 6 18 30 22 44 10 14 12 38 8 44-10 22-2 30-28 16-42 10-22-4-48-34-48-8-14-44-14-52 0z" fill="#f6d5ff" stroke="${ink}" stroke-width="6"/><path d="M0-38v84M-30-6c10 6 20 6 30 0M0 22c10 6 20 6 30 0" stroke="${ink}" stroke-width="5" fill="none"/><path d="M60-70c10-16 34-8 30 10-4 14-30 26-30 26s-26-12-30-26c-4-18 20-26 30-10z" fill="${coral}"/>`,
  compass: `<circle r="90" fill="${white}" stroke="${ink}" stroke-width="8"/><circle r="72" fill="none" stroke="${ink}" stroke-width="3" stroke-dasharray="6 10"/><path d="M0-62l18 62-18 62-18-62z" fill="${coral}"/><path d="M0 0l18 0-18 62-18-62z" fill="${violet}"/><circle r="10" fill="${ink}"/><text y="-70" text-anchor="middle" font-size="22" font-weight="900" font-family="sans-serif" fill="${ink}">N</text>`,
  key: `<g transform="rotate(-30)"><circle cx="-50" r="46" fill="${sun}" stroke="${ink}" stroke-width="8"/><circle cx="-50" r="16" fill="#fff7e0" stroke="${ink}" stroke-width="6"/><rect x="-6" y="-12" width="130" height="24" rx="8" fill="${sun}" stroke="${ink}" stroke-width="8"/><path d="M80 12v26M104 12v18" stroke="${ink}" stroke-width="10" stroke-linecap="round"/></g><path d="M40 70h70v-44l-35-28-35 28z" fill="${violet}"/><rect x="66" y="44" width="18" height="26" fill="${white}"/>`,
  backpack: `<rect x="-70" y="-60" width="140" height="150" rx="40" fill="${violet}"/><path d="M-36-60v-20a36 36 0 0 1 72 0v20" fill="none" stroke="${ink}" stroke-width="10"/><rect x="-46" y="10" width="92" height="58" rx="16" fill="#7e65ff" stroke="${ink}" stroke-width="5"/><path d="M-46 34h92" stroke="${ink}" stroke-width="5"/><circle cx="0" cy="-20" r="10" fill="${sun}"/><rect x="74" y="-20" width="40" height="54" rx="6" fill="${white}" stroke="${ink}" stroke-width="5"/><path d="M84-6h20M84 6h20M84 18h12" stroke="${ink}" stroke-width="4"/>`,
  coins: `<g transform="translate(-40 20)"><ellipse cy="46" rx="56" ry="16" fill="#e0a800"/><rect x="-56" y="6" width="112" height="40" fill="${sun}"/><ellipse cy="6" rx="56" ry="16" fill="#ffe08a"/><rect x="-56" y="-34" width="112" height="40" fill="${sun}"/><ellipse cy="-34" rx="56" ry="16" fill="#ffe9a8"/><text y="-26" text-anchor="middle" font-size="22" font-weight="900" font-family="sans-serif" fill="#8a5a00">$</text></g><g transform="translate(70 -30) rotate(-8)"><rect x="-50" y="-30" width="100" height="60" rx="8" fill="#9be3bf" stroke="${mint}" stroke-width="5"/><circle r="16" fill="none" stroke="${mint}" stroke-width="5"/><text y="7" text-anchor="middle" font-size="18" font-weight="900" font-family="sans-serif" fill="${mint}">100</text></g>`,
  sofa: `<rect x="-110" y="-10" width="220" height="70" rx="20" fill="${coral}"/><rect x="-90" y="-60" width="180" height="70" rx="22" fill="#ff9b80"/><rect x="-126" y="-6" width="36" height="70" rx="16" fill="${coral}" stroke="${ink}" stroke-width="4"/><rect x="90" y="-6" width="36" height="70" rx="16" fill="${coral}" stroke="${ink}" stroke-width="4"/><path d="M-90 64v18M90 64v18" stroke="${ink}" stroke-width="8"/><circle cx="-40" cy="-70" r="22" fill="#c68b5e"/><circle cx="40" cy="-70" r="22" fill="#f3c9a5"/><path d="M-62-48h44M18-48h44" stroke="${violet}" stroke-width="16" stroke-linecap="round"/>`,
  lamp: `<path d="M-40-90h80l30 70h-140z" fill="${sun}" stroke="${ink}" stroke-width="6"/><path d="M0-20v90" stroke="${ink}" stroke-width="8"/><ellipse cy="76" rx="44" ry="12" fill="${ink}"/><g transform="translate(90 40)"><path d="M-22 40h44l-6-40h-32z" fill="${coral}"/><path d="M0 0c-10-30-30-34-40-30 4 14 20 26 40 30zM0 0c6-34 26-44 40-40-4 18-20 34-40 40zM0 0V-46" fill="${mint}" stroke="${mint}" stroke-width="4"/></g><rect x="-130" y="-60" width="60" height="80" rx="6" fill="${white}" stroke="${ink}" stroke-width="5"/><path d="M-120 0l16-22 12 14 10-10 12 18z" fill="${violet}"/>`,
  cart: `<path d="M-120-70h30l24 100h120l24-76h-156" fill="none" stroke="${ink}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/><circle cx="-50" cy="60" r="14" fill="${ink}"/><circle cx="40" cy="60" r="14" fill="${ink}"/><circle cx="-30" cy="-40" r="22" fill="${coral}"/><rect x="0" y="-74" width="30" height="50" rx="6" fill="#cfe3ff" stroke="${ink}" stroke-width="4"/><path d="M40-50c0-20 24-20 24 0v24h-24z" fill="${sun}"/><path d="M-64-24h120" stroke="${mint}" stroke-width="10" stroke-linecap="round"/>`,
  cacao: `<g transform="rotate(20)"><ellipse rx="46" ry="90" fill="#a5582c" stroke="${ink}" stroke-width="6"/><path d="M0-86v172M-24-76c-8 50-8 102 0 152M24-76c8 50 8 102 0 152" stroke="#7a3e1c" stroke-width="5" fill="none"/></g><g transform="translate(90 40)"><circle r="44" fill="${sun}" stroke="#e0a800" stroke-width="6"/><circle r="30" fill="none" stroke="#e0a800" stroke-width="3"/><text y="9" text-anchor="middle" font-size="28" font-weight="900" font-family="sans-serif" fill="#8a5a00">$</text></g><g transform="translate(-100 60)"><rect x="-26" y="-44" width="52" height="88" rx="10" fill="${ink}"/><rect x="-20" y="-34" width="40" height="62" rx="4" fill="#9be3bf"/></g>`,
  calendar: `<rect x="-100" y="-80" width="200" height="170" rx="18" fill="${white}" stroke="${ink}" stroke-width="7"/><rect x="-100" y="-80" width="200" height="44" rx="18" fill="${violet}"/><path d="M-60-96v30M60-96v30" stroke="${ink}" stroke-width="10" stroke-linecap="round"/><g fill="#e3e0ff">${[
    0, 1, 2, 3,
  ]
    .flatMap((row) =>
      [0, 1, 2, 3, 4].map(
        (col) => `<rect x="${-84 + col * 36}" y="${-26 + row * 28}" width="26" height="20" rx="4"/>`,
      ),
    )
    .join(
      '',
    )}</g><rect x="-12" y="-26" width="26" height="20" rx="4" fill="${coral}"/><rect x="60" y="58" width="26" height="20" rx="4" fill="${coral}"/><text x="1" y="-11" text-anchor="middle" font-size="14" font-weight="900" font-family="sans-serif" fill="${white}">15</text>`,
  wallet: `<rect x="-110" y="-60" width="220" height="130" rx="22" fill="${mint}"/><path d="M-110-30h220" stroke="#0e5c45" stroke-width="6"/><rect x="40" y="-4" width="80" height="44" rx="14" fill="#0e5c45"/><circle cx="66" cy="18" r="10" fill="${sun}"/><rect x="-80" y="-96" width="120" height="60" rx="8" fill="#9be3bf" transform="rotate(-8)"/>`,
  home: `<path d="M-110 0l110-90 110 90v90h-220z" fill="${sun}" stroke="${ink}" stroke-width="8" stroke-linejoin="round"/><rect x="-30" y="30" width="60" height="60" rx="6" fill="${violet}"/><rect x="-90" y="20" width="40" height="36" rx="4" fill="${white}" stroke="${ink}" stroke-width="5"/><rect x="50" y="20" width="40" height="36" rx="4" fill="${white}" stroke="${ink}" stroke-width="5"/><rect x="50" y="-80" width="26" height="50" fill="${coral}"/>`,
  people: `<circle cx="-50" cy="-40" r="40" fill="#c68b5e"/><circle cx="50" cy="-40" r="40" fill="#f3c9a5"/><path d="M-120 90c0-60 30-80 70-80s70 20 70 80z" fill="${violet}"/><path d="M-20 90c0-60 30-80 70-80s70 20 70 80z" fill="${coral}"/><path d="M-10-110c10-16 34-8 30 10-4 14-30 26-30 26s-26-12-30-26c-4-18 20-26 30-10z" fill="#ff5c8a" transform="translate(10 0)"/>`,
  leaf: `<circle r="80" fill="${sun}" opacity=".6"/><path d="M-60 70C-60-20 0-80 90-90 80 0 20 60-60 70z" fill="${mint}"/><path d="M-60 70C-20 20 20-20 70-70" stroke="#0e5c45" stroke-width="6" fill="none"/><path d="M-100-60c10-16 34-8 30 10-4 14-30 26-30 26s-26-12-30-26c-4-18 20-26 30-10z" fill="${coral}"/>`,
  chat: `<path d="M-110-70h140a20 20 0 0 1 20 20v70a20 20 0 0 1-20 20h-80l-40 30v-30h-20a20 20 0 0 1-20-20v-70a20 20 0 0 1 20-20z" fill="${violet}"/><path d="M10 0h110a20 20 0 0 1 20 20v60a20 20 0 0 1-20 20h-10v26l-34-26h-66a20 20 0 0 1-20-20v-60a20 20 0 0 1 20-20z" fill="${coral}"/><circle cx="-70" cy="-14" r="8" fill="${white}"/><circle cx="-40" cy="-14" r="8" fill="${white}"/><circle cx="-10" cy="-14" r="8" fill="${white}"/>`,
  book: `<path d="M-130-60q65-30 130 0v130q-65-30-130 0z" fill="${white}" stroke="${ink}" stroke-width="7"/><path d="M130-60q-65-30-130 0v130q65-30 130 0z" fill="${white}" stroke="${ink}" stroke-width="7"/><path d="M-104-30q40-14 80 0M-104 0q40-14 80 0M24-30q40-14 80 0M24 0q40-14 80 0" stroke="${violet}" stroke-width="6" fill="none"/><path d="M80-110l10 22 24 2-18 16 6 24-22-13-22 13 6-24-18-16 24-2z" fill="${sun}"/>`,
  chain: `${[-90, -30, 30, 90]
    .map(
      (x, i) =>
        `<rect x="${x - 26}" y="${-26 + (i % 2) * 20}" width="52" height="52" rx="10" fill="${i % 2 ? violet : coral}" stroke="${ink}" stroke-width="5"/>`,
    )
    .join(
      '',
    )}<path d="M-64 0h8M-4 10h8M56 0h8" stroke="${ink}" stroke-width="8"/><text x="-90" y="8" text-anchor="middle" font-size="20" font-weight="900" font-family="sans-serif" fill="${white}">#</text>`,
  shield: `<path d="M0-100l80 30v50c0 60-40 100-80 120-40-20-80-60-80-120v-50z" fill="${violet}" stroke="${ink}" stroke-width="7"/><path d="M-34 0l24 24 46-46" stroke="${sun}" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  chart: `<path d="M-110 80h220" stroke="${ink}" stroke-width="8" stroke-linecap="round"/><rect x="-96" y="20" width="40" height="60" rx="6" fill="${violet}"/><rect x="-40" y="-20" width="40" height="100" rx="6" fill="${coral}"/><rect x="16" y="-60" width="40" height="140" rx="6" fill="${mint}"/><path d="M-96-10l56-40 56 20 70-70" stroke="${ink}" stroke-width="7" fill="none" stroke-linecap="round"/><circle cx="86" cy="-100" r="10" fill="${sun}"/>`,
  trophy: `<path d="M-60-90h120v50a60 60 0 0 1-120 0z" fill="${sun}" stroke="${ink}" stroke-width="7"/><path d="M-60-70h-30a30 30 0 0 0 30 40M60-70h30a30 30 0 0 1-30 40" fill="none" stroke="${ink}" stroke-width="7"/><rect x="-14" y="16" width="28" height="40" fill="${sun}" stroke="${ink}" stroke-width="6"/><rect x="-50" y="56" width="100" height="26" rx="6" fill="${violet}"/>`,
  documents: `<path d="M-120-70h70l14 16h96a10 10 0 0 1 10 10v124a10 10 0 0 1-10 10h-170a10 10 0 0 1-10-10v-140a10 10 0 0 1 10-10z" fill="${sun}" stroke="${ink}" stroke-width="6" stroke-linejoin="round"/><rect x="-88" y="-96" width="96" height="124" rx="6" fill="${white}" stroke="${ink}" stroke-width="5" transform="rotate(-6)"/><path d="M-76-62h60M-76-44h70M-76-26h48" stroke="${violet}" stroke-width="6" stroke-linecap="round" transform="rotate(-6)"/><rect x="-110" y="-6" width="170" height="92" rx="10" fill="#ffe9a8" stroke="${ink}" stroke-width="6"/><g transform="translate(40 -10)"><rect x="0" y="0" width="110" height="70" rx="10" fill="#cfe3ff" stroke="${ink}" stroke-width="5"/><circle cx="28" cy="30" r="14" fill="#c68b5e"/><path d="M10 60c4-14 32-14 36 0" fill="${violet}"/><path d="M56 22h40M56 38h30M56 52h36" stroke="${ink}" stroke-width="5" stroke-linecap="round"/></g><circle cx="-70" cy="48" r="26" fill="${mint}"/><path d="M-82 48l9 9 17-17" stroke="${white}" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  phone: `<rect x="-60" y="-100" width="120" height="200" rx="22" fill="${ink}"/><rect x="-48" y="-80" width="96" height="150" rx="8" fill="#cfe3ff"/><circle cy="84" r="8" fill="${white}"/><path d="M-30-40h60M-30-14h40M-30 12h56" stroke="${violet}" stroke-width="8" stroke-linecap="round"/><circle cx="70" cy="-70" r="28" fill="${coral}"/><text x="70" y="-61" text-anchor="middle" font-size="26" font-weight="900" font-family="sans-serif" fill="${white}">!</text>`,
} as const

export type MotifName = keyof typeof motifs

export interface SceneOptions {
  width: number
  height: number
  background: string
  accent: string
  motif: MotifName
  /** Scale of the motif (1 = 240 px box). */
  scale?: number
}

/** A flat illustration: soft background, two blobs and a centred motif. */
export function sceneSvg({ width, height, background, accent, motif, scale = 1 }: SceneOptions): string {
  const s = (Math.min(width, height) / 300) * scale
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${background}"/>
  <circle cx="${width * 0.88}" cy="${height * 0.86}" r="${height * 0.36}" fill="${accent}" opacity=".55"/>
  <circle cx="${width * 0.1}" cy="${height * 0.12}" r="${height * 0.26}" fill="${accent}" opacity=".45"/>
  <g transform="translate(${width / 2} ${height / 2}) scale(${s.toFixed(3)})">${motifs[motif]}</g>
</svg>
`
}

/** Soft background/accent pairs to vary scenes. */
export const palettes: [string, string][] = [
  ['#e3e0ff', '#bdb4ff'],
  ['#ffe4d6', '#ffc2a6'],
  ['#d8f3e4', '#9fdcbc'],
  ['#d9e8ff', '#a9c9ff'],
  ['#fff1c2', '#ffd97a'],
  ['#f6d5ff', '#e2a6f7'],
]
