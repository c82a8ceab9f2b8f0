/**
 * The relevance set (tests/search/relevance.json) run against the built index: student
 * queries as they type them, each with the page(s) a student means by it — one of them
 * must come first (top-1), or at least in the first three (top-3) — and nonsense, which
 * must find nothing. Used by tests/search/relevance.test.ts and `npm run bench:search`.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import * as v from 'valibot'
import { loadSearchSynonyms } from '../data/search-synonyms.schema.ts'
import { createSiteSearch, type SiteSearch } from '../src/features/search/siteSearch.ts'

const QUERY_TYPES = ['question', 'name', 'nickname', 'slang', 'typo', 'topic', 'tool', 'nonsense'] as const
/** How students phrase things, rather than a page's own words (issue 41): a third of the set at least. */
const STUDENT_PHRASED: ReadonlySet<string> = new Set(['question', 'slang', 'typo', 'tool'])

const RelevanceSetSchema = v.pipe(
  v.array(
    v.pipe(
      v.object({
        q: v.pipe(v.string(), v.minLength(2)),
        type: v.picklist(QUERY_TYPES),
        /** The pages a student means, any of which may come first; empty for nonsense. */
        expect: v.array(v.pipe(v.string(), v.startsWith('/'))),
      }),
      v.check(
        (entry) => (entry.type === 'nonsense') === (entry.expect.length === 0),
        'nonsense expects no page; every other query expects at least one',
      ),
    ),
  ),
  v.minLength(180, 'at least 180 queries (issue 41)'),
  v.check(
    (set) => set.filter((entry) => STUDENT_PHRASED.has(entry.type)).length * 3 >= set.length,
    'a third of the queries at least as students phrase them: questions, slang, typos, the site’s tool names',
  ),
)

export type RelevanceQuery = v.InferOutput<typeof RelevanceSetSchema>[number]

export async function loadRelevanceSet(file = 'tests/search/relevance.json'): Promise<RelevanceQuery[]> {
  return v.parse(RelevanceSetSchema, JSON.parse(await readFile(file, 'utf8')))
}

/** The site's search over the files of a build (dist/client), as the browser runs it. */
export function builtSiteSearch(clientDir = 'dist/client'): SiteSearch {
  return createSiteSearch({
    read: (url) => readFile(path.join(clientDir, url), 'utf8'),
    synonyms: loadSearchSynonyms(),
  }).search
}

export interface QueryOutcome {
  query: RelevanceQuery
  /** 1-based position of the first expected page, or null when it is not among the results. */
  rank: number | null
  total: number
  firstUrls: string[]
}

export interface RelevanceScore {
  outcomes: QueryOutcome[]
  /** Share of meaningful queries whose first result is an expected page. */
  top1: number
  top3: number
  /** Mean reciprocal rank of the first expected page (0 when missing). */
  mrr: number
  /** Nonsense queries that found something. */
  nonsenseFound: QueryOutcome[]
}

export async function scoreRelevance(search: SiteSearch, queries: RelevanceQuery[]): Promise<RelevanceScore> {
  const outcomes: QueryOutcome[] = []
  for (const query of queries) {
    const answer = await search({ q: query.q, kind: undefined })
    const urls = answer.hits.map((hit) => hit.url)
    const position = urls.findIndex((url) => query.expect.includes(url))
    const total = Object.values(answer.counts).reduce((sum, count) => sum + (count ?? 0), 0)
    outcomes.push({ query, rank: position === -1 ? null : position + 1, total, firstUrls: urls.slice(0, 3) })
  }
  const meaningful = outcomes.filter((outcome) => outcome.query.type !== 'nonsense')
  const share = (test: (outcome: QueryOutcome) => boolean) =>
    meaningful.filter(test).length / Math.max(1, meaningful.length)
  return {
    outcomes,
    top1: share((outcome) => outcome.rank === 1),
    top3: share((outcome) => outcome.rank !== null && outcome.rank <= 3),
    mrr:
      meaningful.reduce((sum, outcome) => sum + (outcome.rank ? 1 / outcome.rank : 0), 0) / meaningful.length,
    nonsenseFound: outcomes.filter((outcome) => outcome.query.type === 'nonsense' && outcome.total > 0),
  }
}

/** The score as `npm run bench:search` prints it, with every query that missed first place. */
export function relevanceReport(score: RelevanceScore): string {
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`
  const meaningful = score.outcomes.filter((outcome) => outcome.query.type !== 'nonsense')
  const lines = [
    `Relevance set: ${score.outcomes.length} queries (${meaningful.length} with an expected page, ${
      score.outcomes.length - meaningful.length
    } nonsense)`,
    `  top-1 ${percent(score.top1)}   top-3 ${percent(score.top3)}   MRR ${score.mrr.toFixed(3)}   nonsense with results: ${
      score.nonsenseFound.length
    }`,
  ]
  for (const outcome of score.outcomes) {
    const missed = outcome.query.type === 'nonsense' ? outcome.total > 0 : outcome.rank !== 1
    if (!missed) continue
    lines.push(
      `  ✗ «${outcome.query.q}» (${outcome.query.type}): ${
        outcome.query.type === 'nonsense' ? `${outcome.total} results` : `expected at ${outcome.rank ?? '—'}`
      }; first: ${outcome.firstUrls.join(', ') || 'nothing'}`,
    )
  }
  return lines.join('\n')
}
