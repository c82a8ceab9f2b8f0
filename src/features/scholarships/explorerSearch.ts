import states from 'virtual:data/states'
import { CALL_FILTERS, SORT_ORDERS } from '../../domain/callFilters'
import { scholarshipReference } from '../../domain/scholarshipReference'
import { choiceParam, pageParam, textParam } from '../../domain/searchParams'
import type { ExplorerState } from './ScholarshipExplorer'

/** The catalogue explorer's URL state, shared by /becas and /filtro-becas. */
export const explorerSearchEntries = {
  q: textParam(),
  categoria: choiceParam(scholarshipReference.categories.map((category) => category.key)),
  convocatoria: choiceParam(CALL_FILTERS),
  orden: choiceParam(SORT_ORDERS),
  pagina: pageParam,
}

/**
 * /becas only: the catalogue at one education level (the quiz results link to it). On
 * /filtro-becas `nivel` is the quiz's answer, so the explorer there has no level filter.
 */
export const levelFilterEntries = {
  nivel: choiceParam(scholarshipReference.levels.map((level): string => level.value)),
}

/**
 * /becas and /becas/calendario: one of the 32 states (data/states.json), its programmes and
 * those open to every state. On /filtro-becas `estado` is the quiz's answer.
 */
export const stateFilterEntries = {
  estado: choiceParam(states),
}

/** The explorer's state when the URL says nothing (and in the pre-rendered HTML). */
export const defaultExplorerState = {
  q: '',
  categoria: undefined,
  nivel: undefined,
  estado: undefined,
  convocatoria: undefined,
  orden: undefined,
  pagina: 1,
} satisfies ExplorerState
