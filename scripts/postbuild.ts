/**
 * Runs after `vite build`: renders the not-found pages with the build's own server
 * bundle, writes the static-host files (_redirects, _headers, robots.txt) and stamps
 * the build so `npm start` knows it is fresh.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { notFoundPageFile, notFoundRoutes, probePath } from '../data/not-found-routes.schema.ts'
import { cacheControlFor, securityHeaders } from '../server/headers.ts'
import { buildServiceWorker } from './serviceWorker.ts'

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

// 1. The «¡Ups!» page and one not-found variant per dynamic route.
await write('404.html', await render('/__pagina-que-no-existe__', 404))
// The service worker's page for anything not kept offline (see NotFoundPage).
await write('sin-conexion.html', await render('/__sin-conexion__', 404))
for (const route of notFoundRoutes) {
  if (route.action === 'page') await write(notFoundPageFile(route), await render(probePath(route), 404))
}

// 2. Netlify/Cloudflare-style _redirects: the same table `npm start` reads.
const redirectLines = notFoundRoutes.map((route) =>
  route.action === 'redirect'
    ? `${route.pattern}  ${route.to}  302`
    : `${route.pattern}  /${notFoundPageFile(route)}  404`,
)
await write('_redirects', `${[...redirectLines, '/*  /404.html  404'].join('\n')}\n`)

// 3. _headers: security headers everywhere, cache policy for hashed assets and HTML.
const headerBlock = (pattern: string, headers: Record<string, string>) =>
  `${pattern}\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n')}`
await write(
  '_headers',
  `${[
    headerBlock('/*', securityHeaders()),
    headerBlock('/assets/*', { 'Cache-Control': cacheControlFor('/assets/x.js') }),
  ].join('\n\n')}\n`,
)

// 4. robots.txt pointing at the sitemap on the configured origin.
await write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`)

// 5. The service worker (offline reading), after every page exists.
const serviceWorker = await buildServiceWorker(clientDir)
console.log(`[postbuild] wrote dist/client/sw.js (${serviceWorker.count} precached files)`)

await write('.build-stamp', `${new Date().toISOString()}\n`)
