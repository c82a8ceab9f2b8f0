import { useHydrated } from '@tanstack/react-router'

/**
 * Pre-rendered HTML shows a page's default state; the URL's own state applies only once
 * React has hydrated, so the first client render matches the HTML (no error #418).
 */
export function useHydratedValue<T>(value: T, defaultValue: T): T {
  return useHydrated() ? value : defaultValue
}
