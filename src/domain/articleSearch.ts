import { includesText } from './text'

/** Guides search: a case- and accent-insensitive substring of the title (spec §5). */
export function filterArticles<T extends { title: string }>(articles: readonly T[], query: string): T[] {
  return articles.filter((article) => includesText(article.title, query))
}

/** Newest first, by ISO date. */
export const newestFirst = <T extends { isoDate: string }>(articles: readonly T[]) =>
  [...articles].sort((a, b) => b.isoDate.localeCompare(a.isoDate))
