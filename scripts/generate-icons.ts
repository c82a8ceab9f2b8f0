/**
 * Draws the favicon, app icons and the default Open Graph image from the brand mark.
 * Run `npm run generate:icons` after changing the mark; the PNGs are committed in public/.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import sharp from 'sharp'
import { BUBBLE_PATH as bubble, CHECK_PATH as check } from './illustrations/brandMark.ts'

/** The mark on a square background, scaled to `size`; `padding` keeps maskable icons inside the safe zone. */
const iconSvg = (size: number, padding: number, background: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">
  <rect width="40" height="40" fill="${background}"/>
  <g transform="translate(${padding} ${padding}) scale(${(40 - 2 * padding) / 40})">
    <path d="${bubble}" fill="#5b3df5"/>
    <path d="${check}" fill="none" stroke="#ffd166" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
</svg>`

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><path d="${bubble}" fill="#5b3df5"/><path d="${check}" fill="none" stroke="#ffd166" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></svg>\n`

const ogSvg = `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#fffaf3"/>
  <circle cx="1080" cy="90" r="190" fill="#ffe4d6"/>
  <circle cx="1010" cy="560" r="150" fill="#d8f3e4"/>
  <circle cx="120" cy="600" r="110" fill="#d9e8ff"/>
  <g transform="translate(90 90) scale(3.2)">
    <path d="${bubble}" fill="#5b3df5"/>
    <path d="${check}" fill="none" stroke="#ffd166" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  <text x="90" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="78" fill="#1f1a3d">Ya Sé Cómo</text>
  <text x="90" y="410" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="40" fill="#4328d6">De “¿y ahora qué?” a “ya sé cómo”</text>
  <text x="90" y="480" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#4a4566">Becas reales · cursos gratis · guías · plantillas</text>
</svg>`

await mkdir('public/icons', { recursive: true })
await mkdir('public/images', { recursive: true })
await writeFile('public/favicon.svg', favicon)
await sharp(Buffer.from(iconSvg(192, 3, '#fffaf3')))
  .png()
  .toFile('public/icons/icon-192.png')
await sharp(Buffer.from(iconSvg(512, 3, '#fffaf3')))
  .png()
  .toFile('public/icons/icon-512.png')
await sharp(Buffer.from(iconSvg(512, 8, '#fffaf3')))
  .png()
  .toFile('public/icons/icon-maskable-512.png')
await sharp(Buffer.from(iconSvg(180, 4, '#fffaf3')))
  .png()
  .toFile('public/icons/apple-touch-icon.png')
await sharp(Buffer.from(ogSvg)).png({ compressionLevel: 9 }).toFile('public/images/og-default.png')
console.log('icons and Open Graph image written to public/')
