/**
 * Draws share cards with satori (layout, and text as paths in the site's Nunito), resvg
 * (the SVG to pixels: a third of librsvg's time through sharp) and sharp (JPEG), keeping each in a cache named by the hash of what it shows and of
 * the drawing code and fonts: a card whose page did not change is copied, not drawn again.
 */
import { createHash } from 'node:crypto'
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import sharp from 'sharp'
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '../../src/domain/shareCard.ts'
import type { PlannedCard } from './cardContents.ts'
import { CardLayout } from './cardLayout.tsx'

export const DEFAULT_CACHE_DIR = 'node_modules/.cache/share-cards'

const here = path.dirname(fileURLToPath(import.meta.url))
const FONT_WEIGHTS = [700, 800, 900] as const
const fontFile = (weight: number) =>
  path.resolve(`node_modules/@fontsource/nunito/files/nunito-latin-${weight}-normal.woff`)

/** Nunito as satori reads it (WOFF, not the site's WOFF2): same family, static weights. */
async function loadFonts() {
  return Promise.all(
    FONT_WEIGHTS.map(async (weight) => ({
      name: 'Nunito',
      data: await readFile(fontFile(weight)),
      weight,
      style: 'normal' as const,
    })),
  )
}

/** Changes whenever the drawing would: the layout, this file, the fonts, satori's and resvg's versions. */
async function drawingVersion(fonts: { data: Buffer }[]): Promise<string> {
  const hash = createHash('sha256')
  for (const file of ['cardLayout.tsx', 'drawCards.ts']) hash.update(await readFile(path.join(here, file)))
  for (const font of fonts) hash.update(font.data)
  for (const library of ['satori', '@resvg/resvg-js']) {
    const manifest = await readFile(path.resolve(`node_modules/${library}/package.json`), 'utf8')
    hash.update(`${library}@${JSON.parse(manifest).version}`)
  }
  return hash.digest('hex')
}

export interface DrawOptions {
  /** dist/client: each card goes to its `file` under it. */
  outDir: string
  cacheDir?: string
}

export interface DrawReport {
  drawn: number
  reused: number
  milliseconds: number
  /** The largest card, in bytes. */
  largest: number
}

/** At most this many encodings wait at once: satori and resvg run on this thread, sharp on its pool. */
const RASTER_QUEUE = 4

export async function drawShareCards(cards: PlannedCard[], options: DrawOptions): Promise<DrawReport> {
  const started = performance.now()
  const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR
  await mkdir(cacheDir, { recursive: true })
  const fonts = await loadFonts()
  const version = await drawingVersion(fonts)
  const report: DrawReport = { drawn: 0, reused: 0, milliseconds: 0, largest: 0 }
  const pending = new Set<Promise<void>>()

  async function place(card: PlannedCard, cached: string) {
    const target = path.join(options.outDir, card.file)
    await mkdir(path.dirname(target), { recursive: true })
    await copyFile(cached, target)
  }

  for (const card of cards) {
    const key = createHash('sha256').update(version).update(JSON.stringify(card.content)).digest('hex')
    const cached = path.join(cacheDir, `${key}.jpg`)
    const hit = await readFile(cached).catch(() => null)
    if (hit) {
      report.reused++
      report.largest = Math.max(report.largest, hit.length)
      await place(card, cached)
      continue
    }
    const svg = await satori(CardLayout({ content: card.content }), {
      width: SHARE_CARD_WIDTH,
      height: SHARE_CARD_HEIGHT,
      fonts,
    })
    // Text is already paths: no system font is needed, and looking for them is slow.
    const pixels = new Resvg(svg, { font: { loadSystemFonts: false } }).render()
    const job = sharp(pixels.pixels, { raw: { width: pixels.width, height: pixels.height, channels: 4 } })
      // JPEG: a third of a palette PNG's drawing time at the same ≈ 80 KB; no chroma
      // subsampling, so coloured text keeps its edges.
      .jpeg({ quality: 85, chromaSubsampling: '4:4:4' })
      .toBuffer()
      .then(async (jpeg) => {
        await writeFile(cached, jpeg)
        await place(card, cached)
        report.drawn++
        report.largest = Math.max(report.largest, jpeg.length)
      })
      .finally(() => pending.delete(job))
    pending.add(job)
    if (pending.size >= RASTER_QUEUE) await Promise.race(pending)
  }
  await Promise.all(pending)
  report.milliseconds = Math.round(performance.now() - started)
  return report
}
