/**
 * When a programme usually opens, worked out at build time from its editions (decision
 * 0007), so the browser ships the answer, not the rule.
 *
 * A month counts when two or more editions opened in it: one edition is not a habit. The
 * years of those openings go with it («Suele abrir en febrero (así fue en 2025 y 2026)»).
 * Months typed beside the editions (`usual`, a source's «cada año en…») are used only when
 * the editions show no habit.
 */
import type { Call } from './calls.schema.ts'

export interface UsualMonths {
  /** 1–12, calendar order. */
  months: number[]
  /** The years of the openings that show the habit; absent when a source states it. */
  years?: number[]
}

type Editions = Extract<Call, { kind: 'editions' }>
const ascending = (a: number, b: number) => a - b

/** Months in which two or more editions opened, with the years they did; null when none. */
export function derivedUsualMonths(
  editions: readonly { windows: readonly { opens?: string }[] }[],
): UsualMonths | null {
  const editionsByMonth = new Map<number, Set<number>>()
  const yearsByMonth = new Map<number, Set<number>>()
  editions.forEach((edition, position) => {
    for (const { opens } of edition.windows) {
      if (!opens) continue
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
export const habitOf = (call: Editions): UsualMonths | null =>
  derivedUsualMonths(call.editions) ??
  (call.usual ? { months: [...call.usual.months].sort(ascending) } : null)
