import type { CatalogueEntry } from '../../../data/catalogue'
import { sortByDeadline } from '../../domain/callStatus'
import type { DetailState } from './useProgrammeDetails'

/** Saved or shared indexes that name a programme of this catalogue. */
export const knownIndexes = (indexes: readonly number[]) =>
  indexes.filter((index) => index < __SCHOLARSHIP_COUNT__)

/** The loaded programmes by closing date (today known), then those still loading or failed. */
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
  const sorted = today ? sortByDeadline(ready, today, (row) => row.entry as CatalogueEntry) : ready
  return [...sorted, ...waiting]
}

/** The share link of a list: /mis-becas?becas=3,17,42 on this site. */
export const shareUrl = (saved: readonly number[]) =>
  `${window.location.origin}/mis-becas?becas=${saved.join(',')}`
