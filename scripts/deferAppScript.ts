/**
 * Pre-rendered pages are complete without JavaScript, so the app's code (React, the router,
 * the page's chunks: about 130 KB gzip) must not compete with the HTML, the stylesheet and
 * the images for a cheap phone's bandwidth and CPU, and most pages never need it at all.
 * This rewrites a page so that nothing of the app is fetched until the page's loader
 * (src/enhance/appLoader.ts) decides to start it:
 *
 * - the `modulepreload` links leave the <head> (the loader adds them when it starts);
 * - the entry `<script type="module" async src>` stays in place (the router and React look
 *   it up by its `src`) but with an inert type, so the browser neither fetches nor runs it;
 * - the <head> gets the enhancement module (menus, scroll-to-top, offline) and the inline
 *   loader (allowed by its hash in the page's CSP), which holds taps until the app is ready.
 */
import { PAGE_GLOBAL } from '../src/enhance/pageContract.ts'

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g
const ENTRY_SCRIPT = /<script type="module" async="" src="(\/assets\/[^"]+\.js)"><\/script>/
export const DEFERRED_TYPE = 'text/x-deferred-module'

export interface DeferOptions {
  /** Source of the inline loader, defining the page global's `load` (scripts/buildEnhancements.ts). */
  loaderSource: string
  /** URL of the enhancement module every page runs. */
  enhancementsUrl: string
  /** The page's HTML is a neutral state that must be corrected at once (see sitePages). */
  eager: boolean
  /** The page's path, named when its markup is not what this step expects. */
  page: string
}

/** The inline script: the loader plus its call with this page's entry and preloads. */
export function loaderScript(options: DeferOptions, entry: string, preloads: string[]): string {
  const config = `{entry:${JSON.stringify(entry)},preloads:${JSON.stringify(preloads)},eager:${options.eager}||location.search.length>1}`
  return `${options.loaderSource};${PAGE_GLOBAL}.load(${config})`
}

/**
 * Returns the page with its app code deferred. Throws, naming the page, when the page has no
 * entry script in the form TanStack Start writes it: a page shipped without the loader would
 * never start the app, silently.
 */
export function deferAppScript(html: string, options: DeferOptions): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1]
  if (!entry) {
    throw new Error(
      `deferAppScript: ${options.page} has no app entry script (<script type="module" async="" src="/assets/….js">): ` +
        'the build cannot defer the app there. Did TanStack Start change how it writes the entry?',
    )
  }
  const preloads = [...html.matchAll(MODULE_PRELOAD)]
    .map((match) => match[1] as string)
    .filter((href) => href !== entry)
  const inline = loaderScript(options, entry, preloads)
  if (inline.includes('</script')) throw new Error('The inline loader cannot contain "</script"')
  const head = `<script type="module" src="${options.enhancementsUrl}"></script><script>${inline}</script>`
  // Replacement functions: the minified loader may contain `$&`-like sequences.
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, () => `<script type="${DEFERRED_TYPE}" async="" src="${entry}"></script>`)
    .replace('</head>', () => `${head}</head>`)
}
