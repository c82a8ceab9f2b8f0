/**
 * Security headers, defined once: `npm start` sends them and the build writes them to
 * the static-host `_headers` file.
 */
export function securityHeaders(): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

/** Cache policy by path: hashed build assets forever, HTML always revalidated. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  // The service worker must always be checked for a new deploy.
  if (urlPath === '/sw.js') return 'no-cache'
  if (urlPath.endsWith('.html') || urlPath.endsWith('/')) return 'no-cache'
  return 'public, max-age=3600'
}
