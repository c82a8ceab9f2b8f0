export type PagerItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'before' | 'after' }

/**
 * The pager's visible items: first page, last page, the current page with one
 * neighbour on each side, and an ellipsis wherever pages are skipped.
 */
export function pagerItems(current: number, totalPages: number): PagerItem[] {
  if (totalPages < 1) return []
  const page = clampPage(current, totalPages)
  const shown = new Set([1, page - 1, page, page + 1, totalPages].filter((n) => n >= 1 && n <= totalPages))
  const pages = [...shown].sort((a, b) => a - b)
  const items: PagerItem[] = []
  pages.forEach((n, index) => {
    const previous = pages[index - 1]
    if (previous !== undefined && n - previous > 1) {
      items.push({ type: 'ellipsis', key: n === totalPages ? 'after' : 'before' })
    }
    items.push({ type: 'page', page: n })
  })
  return items
}

export const pageCount = (itemCount: number, pageSize: number) => Math.max(1, Math.ceil(itemCount / pageSize))

export function clampPage(page: number, totalPages: number): number {
  if (!Number.isFinite(page)) return 1
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, totalPages))
}

/** The slice of `items` on a 1-based page; an out-of-range page is clamped. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const current = clampPage(page, pageCount(items.length, pageSize))
  return items.slice((current - 1) * pageSize, current * pageSize)
}
