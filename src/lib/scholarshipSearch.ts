import type { ScholarshipSummary } from '../../data/scholarships.schema'
import { includesText } from './text'

export const SCHOLARSHIPS_PAGE_SIZE = 12

export interface ScholarshipFilter {
  /** Free text: matched against category, name and institution. */
  q: string
  /** A category key such as "salud", or undefined for «Todos». */
  categoria?: string
}

/** Case- and accent-insensitive search plus the category pill (spec §5). */
export function filterScholarships<T extends ScholarshipSummary>(
  list: readonly T[],
  filter: ScholarshipFilter,
): T[] {
  return list.filter(
    (scholarship) =>
      (!filter.categoria || scholarship.categoryKey === filter.categoria) &&
      (includesText(scholarship.category, filter.q) ||
        includesText(scholarship.name, filter.q) ||
        includesText(scholarship.institution, filter.q)),
  )
}
