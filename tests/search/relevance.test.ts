import { existsSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  builtSiteSearch,
  loadRelevanceSet,
  type RelevanceScore,
  relevanceReport,
  scoreRelevance,
} from '../../scripts/searchRelevance'

/**
 * The relevance set (relevance.json) against the index the build wrote: run after
 * `npm run build` (`npm test` does), as `npm run test:search`.
 */
const search = builtSiteSearch()
let score: RelevanceScore

beforeAll(async () => {
  if (!existsSync('dist/client/search/version.json')) {
    throw new Error('No built index in dist/client/search: run `npm run build` first')
  }
  score = await scoreRelevance(search, await loadRelevanceSet())
}, 60_000)

describe('«Buscar» on the relevance set', () => {
  it('puts the page a student means first for at least 95 % of the queries', () => {
    expect(score.top1, relevanceReport(score)).toBeGreaterThanOrEqual(0.95)
  })

  it('puts it in the first three for at least 99 % of the queries', () => {
    expect(score.top3, relevanceReport(score)).toBeGreaterThanOrEqual(0.99)
  })

  it('finds nothing for nonsense', () => {
    expect(score.nonsenseFound.map((outcome) => outcome.query.q)).toEqual([])
  })

  it('says what it searched instead of a typo, and which unknown word it dropped', async () => {
    expect((await search({ q: 'presupusto', kind: undefined })).understood).toEqual({
      unknown: [],
      corrected: [{ typed: 'presupusto', used: 'presupuesto' }],
      searched: 'presupuesto',
    })
    const mixed = await search({ q: 'beca zzkjhq', kind: undefined })
    expect(mixed.understood).toMatchObject({ unknown: ['zzkjhq'], searched: 'beca' })
    expect(mixed.hits.length).toBeGreaterThan(0)
  })

  it('opens the site’s own tools and pages by the names students give them (issue 41)', async () => {
    const first = async (q: string) => (await search({ q, kind: undefined })).hits[0]?.url
    expect(await first('mi lana')).toBe('/mi-lana')
    expect(await first('lana')).toBe('/mi-lana')
    expect(await first('quiz')).toBe('/quiz-becas')
    expect(await first('calendario')).toBe('/becas/calendario')
    expect(await first('plantilla')).toBe('/herramientas')
    expect(await first('cv')).toBe('/herramientas/cv-primera-beca')
    expect(await first('vivienda cdmx')).toBe('/viviendas')
    expect(await first('mis becas')).toBe('/mis-becas')
    expect(await first('quienes son ustedes')).toBe('/quienes-somos')
    expect(await first('usan cookies')).toBe('/preguntas-frecuentes#usan-cookies-o-rastreadores')
  })

  it('keeps one ranked list across kinds, and the kind filter keeps the counts of every kind', async () => {
    const all = await search({ q: 'presupuesto', kind: undefined })
    expect(new Set(all.hits.map((hit) => hit.kind)).size).toBeGreaterThan(1)
    const guides = await search({ q: 'presupuesto', kind: 'guias' })
    expect(guides.hits.every((hit) => hit.kind === 'guias')).toBe(true)
    expect(guides.counts).toEqual(all.counts)
  })
})
