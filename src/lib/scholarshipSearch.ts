import type { CatalogueSummary } from '../../data/catalogue'
import type { CALL_FILTERS, SORT_ORDERS } from './callFilters'
import { isOpen, sortByDeadline } from './callStatus'
import { includesText } from './text'

export const SCHOLARSHIPS_PAGE_SIZE = 12

export interface ScholarshipFilter {
  /** Free text: matched against category, name and institution. */
  q: string
  /** A category key such as "salud", or undefined for «Todos». */
  categoria?: string
  /** A level code such as "tecnico": the programmes that list it (/becas only). */
  nivel?: string
  /** «Solo convocatorias abiertas»: open on today's date («Abierta», «Cierra pronto», «Todo el año»). */
  convocatoria?: (typeof CALL_FILTERS)[number]
  /** «Cierre más próximo»; undefined keeps the catalogue's order. */
  orden?: (typeof SORT_ORDERS)[number]
}

/**
 * Case- and accent-insensitive search plus the category pill (spec §5) and the level, then the call
 * filter and the deadline sort, which need today's date (null before hydration: both
 * wait, the HTML shows the catalogue's order).
 */
export function filterScholarships<T extends CatalogueSummary>(
  list: readonly T[],
  filter: ScholarshipFilter,
  today: string | null = null,
): T[] {
  const matches = list.filter(
    (scholarship) =>
      (!filter.categoria || scholarship.categoryKey === filter.categoria) &&
      (!filter.nivel || scholarship.levels.some((code) => code === filter.nivel)) &&
      (includesText(scholarship.category, filter.q) ||
        includesText(scholarship.name, filter.q) ||
        includesText(scholarship.institution, filter.q)) &&
      (filter.convocatoria !== 'abiertas' || (today !== null && isOpen(scholarship.call, today))),
  )
  return filter.orden === 'cierre' && today
    ? sortByDeadline(matches, today, (scholarship) => scholarship)
    : matches
}
