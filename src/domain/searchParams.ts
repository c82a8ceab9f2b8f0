import * as v from 'valibot'

/**
 * Search-param schemas shared by routes. Each falls back to its default on bad input
 * (DESIGN.md: a bad URL falls back, it never throws).
 */

/** Free text from the URL: numbers become text, anything else falls back to "", long text is cut. */
export const textParam = (maxLength = 100) =>
  v.optional(
    v.fallback(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform((value) => String(value).slice(0, maxLength)),
      ),
      '',
    ),
    '',
  )

/** A 1-based page number; 0, negatives, fractions and text fall back to 1. */
export const pageParam = v.optional(
  v.fallback(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
      v.integer(),
      v.minValue(1),
      v.maxValue(10_000),
    ),
    1,
  ),
  1,
)

/** One of a fixed set of keys, or undefined. */
export const choiceParam = <const T extends string>(choices: readonly T[]) =>
  v.optional(v.fallback(v.optional(v.picklist(choices)), undefined))

/**
 * A month written yyyy-mm («2026-11»); anything else falls back to "" (today's month). The
 * pattern is data/spanishDate.ts's isMonthKey, written out: importing that module here would
 * put it in the entry every page loads.
 */
export const monthParam = v.optional(
  v.fallback(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/)), ''),
  '',
)
