/**
 * Web vitals (spec §7.4): loaded after the page is idle. In development they are logged;
 * in production they are posted to VITE_VITALS_URL with sendBeacon, when it is set.
 */
export function reportWebVitals() {
  const url = import.meta.env.VITE_VITALS_URL
  if (!import.meta.env.DEV && !url) return
  const start = () =>
    import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const report = (metric: { name: string; value: number; rating: string; id: string }) => {
        const body = JSON.stringify({
          name: metric.name,
          value: Math.round(metric.value * 1000) / 1000,
          rating: metric.rating,
          id: metric.id,
          path: window.location.pathname,
        })
        if (import.meta.env.DEV || !url) console.info('[web-vitals]', body)
        else navigator.sendBeacon(url, body)
      }
      for (const listen of [onCLS, onFCP, onINP, onLCP, onTTFB]) listen(report)
    })
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void start(), { timeout: 5000 })
  else setTimeout(() => void start(), 3000)
}
