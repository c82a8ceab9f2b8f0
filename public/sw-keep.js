/*
 * Loaded by the generated service worker (importScripts). Pages ask it to keep the page they
 * show and the files it used, so guides and course modules read before the worker existed,
 * or reached by in-app links (which never fetch their HTML), also open without a connection.
 * The work happens here, not in the page, so leaving the page cannot cut it short.
 */
self.addEventListener('message', (event) => {
  const data = event.data
  if (!data || data.type !== 'KEEP_PAGE') return
  const sameOrigin = (url) => new URL(url, self.location.origin).origin === self.location.origin
  const pages = (data.pages || []).filter(sameOrigin)
  const assets = (data.assets || []).filter((url) => sameOrigin(url) && new URL(url).pathname.startsWith('/assets/'))
  const keep = async (cacheName, urls) => {
    const cache = await caches.open(cacheName)
    await Promise.allSettled(
      urls.map(async (url) => {
        if (cacheName === 'assets' && (await cache.match(url))) return
        const response = await fetch(url, { credentials: 'same-origin' })
        if (response.ok) await cache.put(url, response)
      }),
    )
  }
  event.waitUntil(Promise.all([keep('lecturas', pages), keep('assets', assets)]))
})
