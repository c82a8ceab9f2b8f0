/**
 * URL values of the catalogue's call filter and sort (issue «Convocatorias»). On their
 * own, with no imports: route search schemas are part of the entry every page loads.
 */
export const CALL_FILTERS = ['abiertas'] as const
export const SORT_ORDERS = ['cierre'] as const
