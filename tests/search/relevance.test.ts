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
  it('puts the page a student means first for at least 90 % of the queries', () => {
    expect(score.top1, relevanceReport(score)).toBeGreaterThanOrEqual(0.9)
  })

  it('puts it in the first three for every query', () => {
    expect(score.top3, relevanceReport(score)).toBe(1)
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

  it('keeps one ranked list across kinds, and the kind filter keeps the counts of every kind', async () => {
    const all = await search({ q: 'presupuesto', kind: undefined })
    expect(new Set(all.hits.map((hit) => hit.kind)).size).toBeGreaterThan(1)
    const guides = await search({ q: 'presupuesto', kind: 'guias' })
    expect(guides.hits.every((hit) => hit.kind === 'guias')).toBe(true)
    expect(guides.counts).toEqual(all.counts)
  })
})
