/**
 * Guides and course pages are kept for offline reading (the service worker's «lecturas»), and
 * «Mi lana», whose three screens work on what the device holds.
 */
const READABLE_OFFLINE = /^\/(guias|cursos|category|mi-lana)(\/|$)/

/**
 * Asks the service worker to keep the page being read (and the files it used) when it is a
 * guide, a course page or a «Mi lana» screen: the first page was loaded before the worker existed, and in-app
 * links never fetch their page's HTML.
 */
export function keepPageForOffline(worker = navigator.serviceWorker?.controller) {
  if (!worker || !READABLE_OFFLINE.test(window.location.pathname)) return
  const assets = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${window.location.origin}/assets/`))
  worker.postMessage({ type: 'KEEP_PAGE', pages: [window.location.href], assets })
}
