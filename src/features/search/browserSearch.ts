/**
 * The search engine as the page loads it on the first search (a chunk of its own, with
 * MiniSearch and the stemmer): the index files over `fetch`, the synonym list validated at
 * build time.
 */
import synonyms from 'virtual:data/search-synonyms'
import { createSiteSearch } from './siteSearch'

async function read(url: string): Promise<string> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.text()
}

export const { search: searchSite, prepare: prepareSearch } = createSiteSearch({ read, synonyms })
