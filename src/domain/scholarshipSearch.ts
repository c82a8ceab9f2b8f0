import type { CatalogueSummary } from '../../data/catalogue'
import type { Eligibility } from '../../data/scholarships.schema'
import type { CALL_FILTERS, SORT_ORDERS } from './callFilters'
import { type OpeningSoon, openingSoon, sortByCallDates } from './callOrder'
import { isOpen } from './callStatus'
import { pageCount } from './pagination'
import { inScope } from './scholarshipScope'
import { includesText } from './text'

/** A card's summary with who may apply: what the `estado` filter reads. */
export type ScopedSummary = CatalogueSummary & Pick<Eligibility, 'region' | 'studentsOf'>

export const SCHOLARSHIPS_PAGE_SIZE = 12

export interface ScholarshipFilter {
  /** Free text: matched against category, name and institution. */
  q: string
  /** A category key such as "salud", or undefined for «Todos». */
  categoria?: string
  /** A level code such as "tecnico": the programmes that list it (/becas only). */
  nivel?: string
  /**
   * One of the 32 states: that state's programmes and those open to every state, by the
   * scope rule the quiz's suggestions use (scholarshipScope.ts). /becas and the calendar only.
   */
  estado?: string
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
/** A programme is listed under a level when it names it: the «Nivel» filter and the level's own pages. */
export const listsLevel = (scholarship: Pick<CatalogueSummary, 'levels'>, level: string) =>
  scholarship.levels.some((code) => code === level)

/** How many catalogue pages a level fills (one at least): the pages the build writes and its «Páginas» links. */
export const levelPageCount = (list: readonly Pick<CatalogueSummary, 'levels'>[], level: string) =>
  pageCount(list.filter((scholarship) => listsLevel(scholarship, level)).length, SCHOLARSHIPS_PAGE_SIZE)

export function filterScholarships<T extends ScopedSummary>(
  list: readonly T[],
  filter: ScholarshipFilter,
  today: string | null = null,
): T[] {
  const matches = list.filter(
    (scholarship) =>
      (!filter.categoria || scholarship.categoryKey === filter.categoria) &&
      (!filter.nivel || listsLevel(scholarship, filter.nivel)) &&
      (!filter.estado || inScope(scholarship, { state: filter.estado })) &&
      (includesText(scholarship.category, filter.q) ||
        includesText(scholarship.name, filter.q) ||
        includesText(scholarship.institution, filter.q)) &&
      (filter.convocatoria !== 'abiertas' || (today !== null && isOpen(scholarship.call, today))),
  )
  return filter.orden === 'cierre' && today
    ? sortByCallDates(matches, today, (scholarship) => scholarship)
    : matches
}

/**
 * «Abren pronto» under «Abiertas»: the programmes the other filters keep that are not open
 * today but open within OPENING_SOON_DAYS (a dated window, else a recent habit), soonest first.
 */
export function openingSoonScholarships<T extends ScopedSummary>(
  list: readonly T[],
  filter: ScholarshipFilter,
  today: string,
): { scholarship: T; soon: OpeningSoon }[] {
  return filterScholarships(list, { ...filter, convocatoria: undefined, orden: undefined }, today)
    .flatMap((scholarship) => {
      const soon = openingSoon(scholarship.call, today)
      return soon ? [{ scholarship, soon }] : []
    })
    .sort((a, b) => a.soon.daysUntil - b.soon.daysUntil || a.scholarship.index - b.scholarship.index)
}
