import { startTransition, useEffect, useState } from 'react'

/**
 * Pre-rendered HTML shows a page's default state; the URL's own state applies only once
 * React has hydrated, so the first client render matches the HTML (no error #418). The
 * switch renders in a transition: React may split a long list's re-render into small tasks
 * instead of blocking the main thread right after hydration.
 */
export function useHydratedValue<T>(value: T, defaultValue: T): T {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => {
    startTransition(() => setHydrated(true))
  }, [])
  return hydrated ? value : defaultValue
}
