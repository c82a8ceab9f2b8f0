import { normalizeText } from './text'

/** Course filter (spec §5): trimmed, lower-cased, accent-insensitive text in title, level or duration. */
export function filterCourses<T extends { title: string; level: string; duration: string }>(
  courses: readonly T[],
  query: string,
): T[] {
  const needle = normalizeText(query)
  if (needle === '') return [...courses]
  return courses.filter((course) =>
    [course.title, course.level, course.duration].some((field) => normalizeText(field).includes(needle)),
  )
}

/** Star rating out of 5: whole stars rounded, the number with one decimal (spec §9). */
export function ratingDisplay(rating: number): { filled: number; label: string } {
  const bounded = Math.min(5, Math.max(0, rating))
  return { filled: Math.round(bounded), label: bounded.toFixed(1) }
}
