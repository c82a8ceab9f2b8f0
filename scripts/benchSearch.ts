/**
 * npm run bench:search — «Buscar»'s relevance over the built site (dist/client): the
 * relevance set's top-1, top-3 and mean reciprocal rank, and every query that missed.
 */
import { builtSiteSearch, loadRelevanceSet, relevanceReport, scoreRelevance } from './searchRelevance.ts'

const score = await scoreRelevance(builtSiteSearch(), await loadRelevanceSet())
console.log(relevanceReport(score))
