import { createHash } from 'node:crypto'
import { SEARCH_VERSION_URL, SEARCH_VERSIONS_PATH } from '../src/lib/searchDocument.ts'

/**
 * Security headers, defined once: `npm start` sends them, and the build writes them to the
 * static-host `_headers` file and (the Content-Security-Policy) into each page's <head>.
 */

export interface SecurityOptions {
  /** Origins the page may talk to besides itself: EmailJS, the vitals collector. */
  connectOrigins?: string[]
  /** Origins scripts may come from besides the site: the leads web app (JSONP). */
  scriptOrigins?: string[]
  /** SHA-256 hashes (base64) of the page's inline scripts, as pre-rendering wrote them. */
  scriptHashes?: string[]
  /** SHA-256 hashes (base64) of the page's inline <style> blocks (its critical CSS). */
  styleHashes?: string[]
  https?: boolean
}

/** The origins the build was configured to use (VITE_* variables), for the policy. */
export function configuredOrigins(env: Record<string, string | undefined>) {
  const origin = (value: string | undefined) => {
    try {
      return value && /^https?:\/\//.test(value) ? new URL(value).origin : undefined
    } catch {
      return undefined
    }
  }
  return {
    connectOrigins: [origin(env.VITE_EMAILJS_ORIGIN), origin(env.VITE_VITALS_URL)].filter(
      (value): value is string => Boolean(value),
    ),
    scriptOrigins: [origin(env.VITE_LEADS_URL)].filter((value): value is string => Boolean(value)),
  }
}

export function contentSecurityPolicy(options: SecurityOptions = {}): string {
  const hashes = (options.scriptHashes ?? []).map((hash) => `'sha256-${hash}'`)
  const styleHashes = (options.styleHashes ?? []).map((hash) => `'sha256-${hash}'`)
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes, ...(options.scriptOrigins ?? [])],
    'connect-src': ["'self'", ...(options.connectOrigins ?? [])],
    'img-src': ["'self'", 'data:'],
    'style-src': ["'self'", ...styleHashes],
    'font-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ')
}

/** The same policy without frame-ancestors, which a <meta> tag may not carry. */
export const metaContentSecurityPolicy = (options: SecurityOptions = {}) =>
  contentSecurityPolicy(options)
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ')

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')

/** SHA-256 (base64) of every inline <style> block in an HTML document. */
export function inlineStyleHashes(html: string): string[] {
  return [
    ...new Set(
      [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)].map((match) => sha256(match[1] ?? '')),
    ),
  ]
}

/** SHA-256 (base64) of every inline, executable script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? ''
    if (/\ssrc=/.test(attributes)) continue
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1]
    if (type && type !== 'module' && type !== 'text/javascript') continue
    hashes.add(sha256(match[2] ?? ''))
  }
  return [...hashes]
}

export function securityHeaders(options: SecurityOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

/**
 * Cache policy by path: hashed build assets and the search index's versioned files forever,
 * HTML and the index's current version always revalidated.
 */
export function cacheControlFor(urlPath: string): string {
  if (urlPath === SEARCH_VERSION_URL) return 'no-cache'
  if (urlPath.startsWith('/assets/') || urlPath.startsWith(SEARCH_VERSIONS_PATH)) {
    return 'public, max-age=31536000, immutable'
  }
  // The service worker must always be checked for a new deploy.
  if (urlPath === '/sw.js') return 'no-cache'
  if (urlPath.endsWith('.html') || urlPath.endsWith('/')) return 'no-cache'
  return 'public, max-age=3600'
}
