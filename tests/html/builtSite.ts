import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { parseHTML } from 'linkedom'
import { sitePages } from '../../src/domain/sitePages'

/**
 * The built site as a student's browser receives it, read without a browser: every HTML page
 * of dist/client parsed once (linkedom) for the checks in tests/html (docs/testing.md). They
 * run in their own stage, after `npm run build`.
 */
export const CLIENT_DIR = 'dist/client'

/** The public origin the build writes into canonical URLs and the sitemap (VITE_SITE_URL). */
export const SITE_ORIGIN = (process.env.VITE_SITE_URL || 'https://yasecomo.mx').replace(/\/+$/, '')

export interface BuiltPage {
  /** The address it answers: `/becas` for becas/index.html, `/404` for 404.html. */
  path: string
  /** Relative to dist/client. */
  file: string
  html: string
  document: Document
  /** A page of the site's list (src/domain/sitePages.ts), not a not-found or offline page. */
  listed: boolean
}

/** A file of the built site, as text. */
export function builtFile(relative: string): string {
  return readFileSync(path.join(CLIENT_DIR, relative), 'utf8')
}

/** Whether `urlPath` (no query, no hash) is served by a file of the build, as `npm start` maps it. */
export function isBuilt(urlPath: string): boolean {
  const relative = decodeURIComponent(urlPath).replace(/^\/+/, '')
  return [relative, `${relative}.html`, path.join(relative, 'index.html')].some((candidate) => {
    const file = path.join(CLIENT_DIR, candidate)
    return existsSync(file) && statSync(file).isFile()
  })
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

let cache: BuiltPage[] | undefined

/** Every pre-rendered page, parsed once per test file. */
export function builtPages(): BuiltPage[] {
  if (cache) return cache
  if (!existsSync(path.join(CLIENT_DIR, '.build-stamp'))) {
    throw new Error(`${CLIENT_DIR} has no finished build: run \`npm run build\` first (docs/testing.md)`)
  }
  const listed = new Set(sitePages().map((page) => page.path))
  cache = htmlFiles(CLIENT_DIR)
    .sort()
    .map((full) => {
      const file = path.relative(CLIENT_DIR, full)
      const pagePath =
        `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '') || '/'
      const html = readFileSync(full, 'utf8')
      return { path: pagePath, file, html, document: parseHTML(html).document, listed: listed.has(pagePath) }
    })
  return cache
}

/** Runs `check` on every page and returns what it found wrong, each line naming its page. */
export function problemsOn(pages: BuiltPage[], check: (page: BuiltPage) => string[]): string[] {
  return pages.flatMap((page) => check(page).map((problem) => `${page.path}: ${problem}`))
}

/** Hidden when the browser runs no JavaScript (the `scripting: none` rule in base.css) or never shown. */
export const hiddenWithoutJavaScript = (element: Element) =>
  Boolean(element.closest('.needs-js, [hidden], template, dialog:not([open])'))

/** An element's text with its whitespace collapsed, as a reader hears it. */
export const textOf = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim()
