/**
 * Pre-rendered pages are complete without JavaScript, so the app's code (React, the router,
 * the page's chunks: about 130 KB gzip) should not compete with the HTML, the stylesheet,
 * the font and the hero image for a cheap phone's bandwidth and CPU. This rewrites a page
 * so nothing of the app is fetched until the page has loaded and painted once:
 *
 * - the `modulepreload` links leave the <head>;
 * - the entry `<script type="module" async src>` stays in place (the router and React look
 *   it up by its `src`) but with an inert type, so the browser neither fetches nor runs it;
 * - a small inline script (allowed by its hash in the page's CSP) adds the preloads and
 *   imports the entry once the page has loaded and its first paint is on screen.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g
const ENTRY_SCRIPT = /<script type="module" async="" src="(\/assets\/[^"]+\.js)"><\/script>/
export const DEFERRED_TYPE = 'text/x-deferred-module'

/**
 * The inline loader; `preloads` and `entry` are the page's own asset URLs. It waits for
 * `load`, then for the first contentful paint to be presented (a paint timing entry), and
 * starts at once in a hidden tab or after 3 s if the browser reports no paint timing. The
 * paint entry arrives in its own task, after the frame is on screen, so no timer is needed
 * (timers would also stall under a test's paused fake clock).
 */
export function appLoader(entry: string, preloads: string[]): string {
  return `(()=>{let started=!1;const start=()=>{if(started)return;started=!0;for(const href of ${JSON.stringify(preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}import(${JSON.stringify(entry)})};const afterPaint=()=>{if(document.visibilityState==="hidden"||performance.getEntriesByName("first-contentful-paint").length)return start();setTimeout(start,3e3);try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:!0})}catch{start()}};document.readyState==="complete"?afterPaint():addEventListener("load",afterPaint,{once:!0})})()`
}

/** Returns the page with its app code deferred, or unchanged when it has no entry script. */
export function deferAppScript(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1]
  if (!entry) return html
  const preloads = [...html.matchAll(MODULE_PRELOAD)]
    .map((match) => match[1] as string)
    .filter((href) => href !== entry)
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      `<script type="${DEFERRED_TYPE}" async="" src="${entry}"></script><script>${appLoader(entry, preloads)}</script>`,
    )
}
