import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import type { UsualMonths } from '../../data/callHabit'
import type { CatalogueEntry } from '../../data/catalogue'
import { loadTemplates } from '../../data/templates.schema'
import {
  callFact,
  type PlannedCard,
  shortWindowText,
  templateCards,
} from '../../scripts/shareCards/cardContents'
import { drawShareCards } from '../../scripts/shareCards/drawCards'
import { SHARE_CARD_MAX_BYTES } from '../../src/domain/shareCard'

const art = {
  src: `data:image/svg+xml;base64,${Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"><rect width="800" height="450" fill="#d9e8ff"/><circle cx="400" cy="225" r="120" fill="#5b3df5"/></svg>',
  ).toString('base64')}`,
  width: 800,
  height: 450,
  background: '#d9e8ff',
}
const card = (file: string, title: string): PlannedCard => ({
  file,
  content: {
    kind: 'Guía · Finanzas Personales',
    title,
    subtitle: 'Una guía gratis',
    facts: ['Publicada el 2 de abril de 2025'],
    art,
  },
})

describe('drawShareCards', () => {
  const dirs: string[] = []
  const tempDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'share-cards-'))
    dirs.push(dir)
    return dir
  }
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))

  it('draws 1200 × 630 JPEGs under the size limit, then redraws only what changed', async () => {
    const [outDir, cacheDir] = [await tempDir(), await tempDir()]
    const cards = [
      card('/og/guias/uno.jpg', 'Tu primer presupuesto'),
      card('/og/guias/dos.jpg', 'Tu primera despensa'),
    ]

    const first = await drawShareCards(cards, { outDir, cacheDir })
    expect(first).toMatchObject({ drawn: 2, reused: 0 })
    const drawn = await readFile(path.join(outDir, 'og/guias/uno.jpg'))
    expect(await sharp(drawn).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 })
    expect(drawn.length).toBeLessThanOrEqual(SHARE_CARD_MAX_BYTES)

    const again = await drawShareCards(cards, { outDir: await tempDir(), cacheDir })
    expect(again).toMatchObject({ drawn: 0, reused: 2 })

    const edited = [
      cards[0] as PlannedCard,
      card('/og/guias/dos.jpg', 'Tu primera despensa sin gastar de más'),
    ]
    const changed = await drawShareCards(edited, { outDir, cacheDir })
    expect(changed).toMatchObject({ drawn: 1, reused: 1 })
    expect(await readFile(path.join(outDir, 'og/guias/uno.jpg'))).toEqual(drawn)
  }, 60_000)
})

describe('the facts a scholarship card states', () => {
  const editions = (windows: { opens?: string; closes: string }[], habit: UsualMonths | null = null) =>
    ({
      kind: 'editions',
      index: 0,
      checked: '2026-01-10',
      editions: [{ cycle: '2026', windows, source: 'https://x.mx', evidence: 'e', checked: '2026-01-10' }],
      habit,
    }) as CatalogueEntry['call']

  it('says when it usually opens, with the years that show it', () => {
    expect(
      callFact(
        editions([{ opens: '2026-02-16', closes: '2026-02-27' }], { months: [2], years: [2025, 2026] }),
      ),
    ).toBe('Suele abrir en febrero (así fue en 2025 y 2026)')
  })
  it('otherwise states the newest call with its cycle and year, never whether it is open', () => {
    const one = callFact(editions([{ opens: '2026-02-16', closes: '2026-02-27' }]))
    expect(one).toBe('Convocatoria 2026: del 16 al 27 de febrero de 2026')
    const two = callFact(
      editions([
        { opens: '2025-09-15', closes: '2025-09-30' },
        { opens: '2026-03-02', closes: '2026-03-19' },
      ]),
    )
    expect(two).toBe('Convocatoria 2026: 2 periodos, el último del 2 al 19 de marzo de 2026')
    for (const fact of [one, two]) expect(fact).not.toMatch(/abiert|cierra en|quedan/i)
  })
  it('says plainly what nobody has seen', () => {
    expect(callFact({ kind: 'unknown', index: 0, checked: '2026-01-10' })).toBe(
      'Fecha de la convocatoria por confirmar',
    )
  })
  it('writes a window in few words, across months and years', () => {
    expect(shortWindowText({ closes: '2026-04-10' })).toBe('hasta el 10 de abril de 2026')
    expect(shortWindowText({ opens: '2026-03-20', closes: '2026-04-10' })).toBe(
      'del 20 de marzo al 10 de abril de 2026',
    )
    expect(shortWindowText({ opens: '2025-12-01', closes: '2026-01-15' })).toBe(
      'del 1 de diciembre de 2025 al 15 de enero de 2026',
    )
  })
})

describe('a template’s cards', () => {
  it('name their colour in the title, the only words a 160 px preview shows', async () => {
    const cards = await Promise.all(templateCards())
    const titles = new Map(cards.map((card) => [card.file, card.content.title]))
    for (const template of loadTemplates()) {
      for (const variant of template.variants) {
        const title = titles.get(`/og/herramientas/${template.slug}/${variant.id}.jpg`)
        expect(title, `${template.slug} ${variant.id}`).toBe(
          template.variants.length > 1
            ? `${template.title} (${variant.label.toLowerCase()})`
            : template.title,
        )
      }
    }
    expect(
      cards.every((card) => card.content.facts.some((fact) => fact.startsWith('PDF tamaño carta y A4'))),
    ).toBe(true)
  })
})
