import type { CatalogueEntry } from '../../../data/catalogue'
import { sortByCallDates } from '../../domain/callOrder'
import { isOpen } from '../../domain/callStatus'
import type { DetailState } from './useProgrammeDetails'

/** Saved or shared indexes that name a programme of this catalogue. */
export const knownIndexes = (indexes: readonly number[]) =>
  indexes.filter((index) => index < __SCHOLARSHIP_COUNT__)

/**
 * The loaded programmes in the «Cierre más próximo» order (today known): open calls by closing
 * date, then all year, then dated openings, then the next usual opening; then those still
 * loading or failed.
 */
export function ordered(
  indexes: readonly number[],
  details: ReadonlyMap<number, DetailState>,
  today: string | null,
): { index: number; detail: DetailState | undefined; entry: CatalogueEntry | null }[] {
  const rows = indexes.map((index) => {
    const detail = details.get(index)
    return { index, detail, entry: detail?.state === 'ready' ? detail.entry : null }
  })
  const ready = rows.filter((row) => row.entry)
  const waiting = rows.filter((row) => !row.entry)
  const sorted = today ? sortByCallDates(ready, today, (row) => row.entry as CatalogueEntry) : ready
  return [...sorted, ...waiting]
}

/** The order in words, true for the list as it is today: «la que cierra primero arriba…». */
export function orderText(rows: readonly { entry: CatalogueEntry | null }[], today: string | null): string {
  if (!today) return 'en el orden en que las guardaste.'
  const anyOpen = rows.some((row) => row.entry && isOpen(row.entry.call, today))
  return anyOpen
    ? 'primero las abiertas (la que cierra antes arriba), luego la que abre antes.'
    : 'ninguna está abierta hoy: arriba la que abre antes, por su fecha o por el mes en que suele abrir.'
}

/** The share link of a list: /mis-becas?becas=3,17,42 on this site. */
export const shareUrl = (saved: readonly number[]) =>
  `${window.location.origin}/mis-becas?becas=${saved.join(',')}`
