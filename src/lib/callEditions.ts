/**
 * What a programme's editions say beyond today's status: when it usually opens (derived
 * from the editions themselves) and how each edition's dates read. Pure and small: it
 * ships to the browser.
 *
 * A programme «suele abrir en {mes}» when two or more of its editions opened in that
 * month: one edition is not a habit. Months typed in the data (`usual`) are used only
 * when the editions show no habit, and then only because a source says «cada año en…».
 */
import type { CallFacts, EditionFacts } from '../../data/catalogue.ts'
import { SPANISH_MONTHS } from '../../data/spanishDate.ts'

export type EditionsCall = Extract<CallFacts, { kind: 'editions' }>

export interface UsualMonths {
  /** 1–12, calendar order. */
  months: number[]
  /** The years of the openings that show the habit; absent when a source states it. */
  years?: number[]
}

const yearOf = (iso: string) => Number(iso.slice(0, 4))
const monthOf = (iso: string) => Number(iso.slice(5, 7))
const ascending = (a: number, b: number) => a - b

/** Months in which two or more editions opened, with the years they did; null when none. */
export function derivedUsualMonths(editions: readonly EditionFacts[]): UsualMonths | null {
  const editionsByMonth = new Map<number, Set<number>>()
  const yearsByMonth = new Map<number, Set<number>>()
  editions.forEach((edition, position) => {
    for (const { opens } of edition.windows) {
      if (!opens) continue
      const month = monthOf(opens)
      editionsByMonth.set(month, (editionsByMonth.get(month) ?? new Set()).add(position))
      yearsByMonth.set(month, (yearsByMonth.get(month) ?? new Set()).add(yearOf(opens)))
    }
  })
  const months = [...editionsByMonth]
    .filter(([, seenIn]) => seenIn.size >= 2)
    .map(([month]) => month)
    .sort(ascending)
  if (months.length === 0) return null
  const years = new Set(months.flatMap((month) => [...(yearsByMonth.get(month) ?? [])]))
  return { months, years: [...years].sort(ascending) }
}

/** When the programme usually opens: derived from its editions, else as a source states it. */
export function usualMonthsOf(call: CallFacts): UsualMonths | null {
  switch (call.kind) {
    case 'editions':
      return derivedUsualMonths(call.editions) ?? (call.usual ? { months: call.usual.months } : null)
    case 'usual':
      return { months: [...call.months].sort(ascending) }
    default:
      return null
  }
}

/** «febrero», «febrero y septiembre», «febrero, abril y junio» (calendar order). */
export function spanishList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`
}

/** «febrero y septiembre» (calendar order). */
export const spanishMonthList = (months: readonly number[]) =>
  spanishList([...months].sort(ascending).map((month) => SPANISH_MONTHS[month - 1] ?? ''))

/** «Suele abrir en febrero (así fue en 2025 y 2026)», or without the years when a source states it. */
export function usualLabel({ months, years }: UsualMonths): string {
  const label = `Suele abrir en ${spanishMonthList(months)}`
  return years?.length ? `${label} (así fue en ${spanishList(years.map(String))})` : label
}

/** Every window of every edition, with its edition's cycle. */
export const allWindows = (call: EditionsCall) =>
  call.editions.flatMap(({ cycle, windows }) => windows.map((window) => ({ ...window, cycle })))
