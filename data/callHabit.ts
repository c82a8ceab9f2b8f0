/**
 * When a programme usually opens, worked out at build time from its editions (decision
 * 0007), so the browser ships the answer, not the rule.
 *
 * A month counts when two or more editions opened in it within the last five years (from the
 * build's day): one edition is not a habit, and openings from long ago (FUNED's 2017 and 2018)
 * are history, shown in «Ediciones anteriores», not a habit. The years of those openings go
 * with it («Suele abrir en febrero (así fue en 2025 y 2026)»).
 * Months typed beside the editions (`usual`, a source's «cada año en…») are used only when
 * the editions show no habit.
 */
import type { Call } from './calls.schema.ts'
import { todayInMexicoCity } from './spanishDate.ts'

/** Openings older than this many years show no habit (decision 0007). */
export const HABIT_YEARS = 5

/** The first day an opening still counts for a habit: `today` (ISO) minus HABIT_YEARS years. */
export const habitSince = (today: string) => `${Number(today.slice(0, 4)) - HABIT_YEARS}${today.slice(4, 10)}`

export interface UsualMonths {
  /** 1–12, calendar order. */
  months: number[]
  /** The years of the openings that show the habit; absent when a source states it. */
  years?: number[]
}

type Editions = Extract<Call, { kind: 'editions' }>
const ascending = (a: number, b: number) => a - b

/**
 * Months in which two or more editions opened on or after `habitSince(today)`, with the years
 * they did; null when none. `today`: the build's day in Mexico City.
 */
export function derivedUsualMonths(
  editions: readonly { windows: readonly { opens?: string }[] }[],
  today = todayInMexicoCity(new Date()),
): UsualMonths | null {
  const since = habitSince(today)
  const editionsByMonth = new Map<number, Set<number>>()
  const yearsByMonth = new Map<number, Set<number>>()
  editions.forEach((edition, position) => {
    for (const { opens } of edition.windows) {
      if (!opens || opens < since) continue
      const month = Number(opens.slice(5, 7))
      editionsByMonth.set(month, (editionsByMonth.get(month) ?? new Set()).add(position))
      yearsByMonth.set(month, (yearsByMonth.get(month) ?? new Set()).add(Number(opens.slice(0, 4))))
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

/** The months the site shows for a programme with editions: derived, else as a source states them. */
export const habitOf = (call: Editions, today = todayInMexicoCity(new Date())): UsualMonths | null =>
  derivedUsualMonths(call.editions, today) ??
  (call.usual ? { months: [...call.usual.months].sort(ascending) } : null)
