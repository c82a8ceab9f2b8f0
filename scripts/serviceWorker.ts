/**
 * Generates dist/client/sw.js with Workbox: the app shell is precached; guides, course
 * modules and the device's own pages («Mis becas», «Mi lana») a reader opened stay usable offline; any other page falls back to
 * /sin-conexion.html when there is no network. Hashed assets are cached forever by URL, so a
 * new deploy never mixes old and new files; it takes over when the reader accepts the prompt.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { generateSW } from 'workbox-build'
import { SEARCH_VERSION_URL, SEARCH_VERSIONS_PATH } from '../src/lib/searchDocument.ts'

/**
 * Route patterns are written into sw.js as source, so a function there cannot use a name
 * from this file: the search's paths go in as regular expressions instead.
 */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

export async function buildServiceWorker(clientDir: string) {
  // The scripts the offline page needs to start (hashed, so no revision is needed).
  const offlineScripts = [
    ...new Set(
      [
        ...readFileSync(path.join(clientDir, 'sin-conexion.html'), 'utf8').matchAll(/\/assets\/[\w.-]+\.js/g),
      ].map((match) => match[0]),
    ),
  ]
  return generateSW({
    additionalManifestEntries: offlineScripts.map((url) => ({ url, revision: null })),
    globDirectory: clientDir,
    // The shell: styles, the font, icons, the offline page and the entry scripts every page loads.
    globPatterns: [
      'assets/*.css',
      'assets/*.woff2',
      'sin-conexion.html',
      'manifest.webmanifest',
      'icons/*.png',
      'favicon.svg',
      'sw-keep.js',
    ],
    swDest: `${clientDir}/sw.js`,
    importScripts: ['/sw-keep.js'],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    navigateFallback: null,
    sourcemap: false,
    inlineWorkboxRuntime: true,
    mode: 'production',
    runtimeCaching: [
      {
        // Guides, course pages, «Mis becas» and «Mi lana»: fresh when online, the last copy when offline.
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' &&
          /^\/(guias|cursos|category|mis-becas|mi-lana)(\/|$)/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'lecturas',
          networkTimeoutSeconds: 4,
          // Pages are stored once, whatever encoding they came in; and a page's HTML is the same
          // whatever its query string (/mi-lana?mes=2026-10 is /mi-lana, corrected in the browser).
          matchOptions: { ignoreVary: true, ignoreSearch: true },
          precacheFallback: { fallbackURL: '/sin-conexion.html' },
        },
      },
      {
        // «Buscar» once visited: whatever the words in the URL, the page (which reads them).
        urlPattern: ({ request, url }) => request.mode === 'navigate' && url.pathname === '/buscar',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'buscar',
          networkTimeoutSeconds: 4,
          matchOptions: { ignoreVary: true, ignoreSearch: true },
          precacheFallback: { fallbackURL: '/sin-conexion.html' },
        },
      },
      {
        // Which build's index is current (a fixed name): fresh when online, the last one offline.
        urlPattern: new RegExp(`^[^?#]*${escapeRegExp(SEARCH_VERSION_URL)}$`),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'buscar-version',
          networkTimeoutSeconds: 4,
          matchOptions: { ignoreVary: true },
        },
      },
      {
        // The index, its words and the texts a search fetched, under their build's version:
        // they never change, so a repeated search works offline; a new deploy brings new names.
        // The search code itself is a hashed chunk under /assets/ (below).
        urlPattern: new RegExp(`^[^?#]*${escapeRegExp(SEARCH_VERSIONS_PATH)}`),
        handler: 'CacheFirst',
        options: {
          cacheName: 'buscar-indice',
          expiration: { maxEntries: 120 },
          matchOptions: { ignoreVary: true },
        },
      },
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/sin-conexion.html' } },
      },
      {
        // Hashed build files never change: cache first.
        urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'assets', expiration: { maxEntries: 300 }, matchOptions: { ignoreVary: true } },
      },
      {
        urlPattern: ({ url }) =>
          url.pathname.startsWith('/images/') || url.pathname.startsWith('/plantillas/previews/'),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'imagenes', expiration: { maxEntries: 120 } },
      },
    ],
  })
}
