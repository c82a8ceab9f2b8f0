/**
 * Runs after `vite build`: renders the not-found pages with the build's own server
 * bundle, writes the static-host files (_redirects, _headers, robots.txt) and stamps
 * the build so `npm start` knows it is fresh.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import Beasties from 'beasties'
import { loadEnv } from 'vite'
import { notFoundPageFile, notFoundRoutes, probePath } from '../data/not-found-routes.schema.ts'
import {
  cacheControlFor,
  configuredOrigins,
  inlineScriptHashes,
  inlineStyleHashes,
  metaContentSecurityPolicy,
  securityHeaders,
} from '../server/headers.ts'
import { SEARCH_VERSION_URL, SEARCH_VERSIONS_PATH } from '../src/domain/searchDocument.ts'
import { colourPages, sitePages } from '../src/domain/sitePages.ts'
import { buildEnhancements } from './buildEnhancements.ts'
import { pageContractProblems } from './checkPageContract.ts'
import { deferAppScript } from './deferAppScript.ts'
import { htmlFiles } from './htmlFiles.ts'
import { resolveStreamedBoundaries } from './resolveStreamedBoundaries.ts'
import { buildSearchIndex, communityRecords, faqRecords, sectionRecords } from './searchIndex.ts'
import { buildServiceWorker } from './serviceWorker.ts'
import { startShareCards } from './shareCards/writeShareCards.ts'

const clientDir = path.resolve('dist/client')
const siteUrl = (process.env.VITE_SITE_URL || 'https://yasecomo.mx').replace(/\/+$/, '')

type ServerEntry = { default: { fetch: (request: Request) => Promise<Response> } }
const server = (await import(pathToFileURL(path.resolve('dist/server/server.js')).href)) as ServerEntry

/** Renders `urlPath` with the app itself and checks it answers `expectedStatus`. */
async function render(urlPath: string, expectedStatus: number): Promise<string> {
  const response = await server.default.fetch(new Request(`http://localhost${urlPath}`))
  if (response.status !== expectedStatus) {
    throw new Error(`Rendering ${urlPath} answered ${response.status}, expected ${expectedStatus}`)
  }
  return response.text()
}

async function write(relative: string, content: string) {
  const file = path.join(clientDir, relative)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, content)
  console.log(`[postbuild] wrote dist/client/${relative}`)
}

// 0. One Open Graph card per page (dist/client/og/), planned from data/ and the pages' own
//    titles before anything below rewrites them, drawn on a worker beside the steps below;
//    a card whose page did not change comes from node_modules/.cache/share-cards.
const shareCards = await startShareCards(clientDir)

// 1. The «¡Ups!» page and one not-found variant per dynamic route.
await write('404.html', await render('/__pagina-que-no-existe__', 404))
// The service worker's page for anything not kept offline (see NotFoundPage).
await write('sin-conexion.html', await render('/__sin-conexion__', 404))
for (const route of notFoundRoutes) {
  if (route.action === 'page') await write(notFoundPageFile(route), await render(probePath(route), 404))
}

// A template's other colours: the route's own render of `?v=<colour>`, whose <head> names that
// colour's card and address, for chat apps' crawlers (see colourPages).
for (const page of colourPages()) await write(page.file.slice(1), await render(page.path, 200))

// 2. Netlify/Cloudflare-style _redirects: the same table `npm start` reads.
const redirectLines = notFoundRoutes.map((route) =>
  route.action === 'redirect'
    ? `${route.pattern}  ${route.to}  302`
    : `${route.pattern}  /${notFoundPageFile(route)}  404`,
)
// A template's other colours: `?v=` serves the page written for it (colourPageFile), forced over
// the template's own file (Netlify's query-string condition; `npm start` does the same).
const colourLines = colourPages().map((page) => {
  const address = new URL(page.path, 'http://site.local')
  return `${address.pathname}  ${address.search.slice(1)}  ${page.file}  200!`
})
await write('_redirects', `${[...colourLines, ...redirectLines, '/*  /404.html  404'].join('\n')}\n`)

// 3. Every page shows its lazy parts in the first paint (see resolveStreamedBoundaries),
//    starts the app's code only when it needs it (see deferAppScript), and
//    carries a Content-Security-Policy in its <head> that allows exactly its inline scripts
//    (by hash), so static hosts need no per-page headers.
const { loaderSource, moduleUrl } = await buildEnhancements(clientDir)
console.log(
  `[postbuild] wrote dist/client${moduleUrl} and the inline app loader (${loaderSource.length} bytes)`,
)
const eagerPaths = new Set(
  sitePages()
    .filter((page) => page.hydrate === 'load')
    .map((page) => page.path),
)
/** `dist/client/becas/index.html` → `/becas`. */
const pagePath = (file: string) =>
  `/${path
    .relative(clientDir, file)
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '')}`.replace(/\/$/, '') || '/'
const origins = configuredOrigins(loadEnv('production', process.cwd(), 'VITE_'))
// The CSS a page's own markup uses is inlined in its <head>, so the first paint waits for no
// request; the whole stylesheet (hover and open states, parts the app renders later) loads
// from the end of <body> without blocking it.
const criticalCss = new Beasties({
  path: clientDir,
  publicPath: '/',
  preload: 'body',
  pruneSource: false,
  // The @font-face rules come along (Nunito and its metric-matched fallback), unpreloaded:
  // the first paint uses the fallback and the font swaps in without moving anything.
  inlineFonts: true,
  preloadFonts: false,
  compress: true,
  logLevel: 'warn',
})
const pages = await htmlFiles(clientDir)
const contractProblems: string[] = []
for (const file of pages) {
  const page = pagePath(file)
  const deferred = deferAppScript(resolveStreamedBoundaries(await readFile(file, 'utf8'), page), {
    loaderSource,
    enhancementsUrl: moduleUrl,
    eager: eagerPaths.has(page),
    page,
  })
  contractProblems.push(...pageContractProblems(deferred, page))
  const html = await criticalCss.process(deferred)
  const policy = metaContentSecurityPolicy({
    ...origins,
    scriptHashes: inlineScriptHashes(html),
    styleHashes: inlineStyleHashes(html),
  })
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`
  await writeFile(
    file,
    html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '').replace('<head>', `<head>${meta}`),
  )
}
if (contractProblems.length > 0) {
  throw new Error(
    `[postbuild] ${contractProblems.length} controls break the page/app contract (src/enhance/pageContract.ts):\n${contractProblems.join('\n')}`,
  )
}
console.log(
  `[postbuild] Content-Security-Policy written into ${pages.length} pages; every control is in a part that keeps its input`,
)

// 4. _headers: security headers everywhere (the header policy only adds what a <meta> cannot:
//    frame-ancestors), cache policy for hashed assets and the search index's versions.
const headerBlock = (pattern: string, headers: Record<string, string>) =>
  `${pattern}\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n')}`
await write(
  '_headers',
  `${[
    headerBlock('/*', {
      ...securityHeaders({ https: true }),
      'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
    }),
    headerBlock('/assets/*', { 'Cache-Control': cacheControlFor('/assets/x.js') }),
    headerBlock(`${SEARCH_VERSIONS_PATH}*`, {
      'Cache-Control': cacheControlFor(`${SEARCH_VERSIONS_PATH}x/index.json`),
    }),
    headerBlock(SEARCH_VERSION_URL, { 'Cache-Control': cacheControlFor(SEARCH_VERSION_URL) }),
  ].join('\n\n')}\n`,
)

// 5. robots.txt pointing at the sitemap on the configured origin.
await write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`)

// 6. «Buscar»: the index of every page marked searchable, plus course sections, community
//    groups, the FAQ's answers and the pages data/search-aliases.json lists (scripts/searchIndex.ts).
const searched = await buildSearchIndex(clientDir, [
  ...sectionRecords(),
  ...communityRecords(),
  ...faqRecords(),
])
console.log(
  `[postbuild] wrote dist/client/search (${searched.pages} pages, ${searched.records} records, ${searched.words} words)`,
)

// 7. The service worker (offline reading), after every page exists.
const serviceWorker = await buildServiceWorker(clientDir)
console.log(`[postbuild] wrote dist/client/sw.js (${serviceWorker.count} precached files)`)

// 8. The share cards started in step 0.
const cards = await shareCards()
console.log(
  `[postbuild] wrote dist/client/og: ${cards.cards} share cards in ${(cards.milliseconds / 1000).toFixed(1)} s (${cards.drawn} drawn, ${cards.reused} reused from the cache; largest ${Math.round(cards.largest / 1024)} KB)`,
)

await write('.build-stamp', `${new Date().toISOString()}\n`)
