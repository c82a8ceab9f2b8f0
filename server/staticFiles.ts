import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib'
import {
  findNotFoundRoute,
  type NotFoundRoute,
  notFoundPageFile,
  notFoundRoutes as siteNotFoundRoutes,
} from '../data/not-found-routes.schema.ts'
import { COLOUR_PAGES_DIR, colourPageFile } from '../src/domain/templateVariant.ts'
import {
  cacheControlFor,
  configuredOrigins,
  inlineScriptHashes,
  inlineStyleHashes,
  type SecurityOptions,
  securityHeaders,
} from './headers.ts'
import { sendText } from './http.ts'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
}
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.xml',
  '.txt',
  '.svg',
])

type Encoding = 'br' | 'gzip' | 'identity'

function pickEncoding(request: IncomingMessage): Encoding {
  const accepted = String(request.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return 'identity'
}

export interface StaticSite {
  handle(request: IncomingMessage, response: ServerResponse): Promise<void>
}

/**
 * Serves the pre-rendered site in `root` (dist/client): compressed text, long cache for
 * hashed assets, the not-found table for unknown ids and 404.html for anything else.
 */
export function createStaticSite(
  root: string,
  notFoundRoutes: readonly NotFoundRoute[] = siteNotFoundRoutes,
): StaticSite {
  const compressed = new Map<string, Buffer>()
  const pageHashes = new Map<string, Pick<SecurityOptions, 'scriptHashes' | 'styleHashes'>>()
  const origins: SecurityOptions = { ...configuredOrigins(process.env), https: process.env.HTTPS === '1' }

  /**
   * Headers for a file: an HTML page's policy allows exactly its own inline scripts.
   */
  async function headersFor(file: string): Promise<Record<string, string>> {
    if (!file.endsWith('.html')) return securityHeaders(origins)
    let hashes = pageHashes.get(file)
    if (!hashes) {
      const html = await readFile(file, 'utf8')
      hashes = { scriptHashes: inlineScriptHashes(html), styleHashes: inlineStyleHashes(html) }
      pageHashes.set(file, hashes)
    }
    return securityHeaders({ ...origins, ...hashes })
  }

  async function fileAt(relative: string): Promise<string | null> {
    const resolved = path.resolve(root, `.${relative}`)
    if (resolved !== root && !resolved.startsWith(root + path.sep)) return null
    try {
      const info = await stat(resolved)
      return info.isFile() ? resolved : null
    } catch {
      return null
    }
  }

  /** /guias → guias/index.html; /sitemap.xml → the file itself. */
  async function resolvePage(pathname: string): Promise<string | null> {
    const trimmed = pathname.replace(/\/+$/, '') || '/'
    if (trimmed === '/') return fileAt('/index.html')
    return (
      (await fileAt(trimmed)) ?? (await fileAt(`${trimmed}/index.html`)) ?? (await fileAt(`${trimmed}.html`))
    )
  }

  /** A template's page in the colour `?v=` names, written by the build (colourPageFile); null for any other. */
  async function colourPage(pathname: string, colour: string | null): Promise<string | null> {
    if (!colour || !/^[a-z0-9-]{1,30}$/.test(colour)) return null
    return fileAt(colourPageFile(pathname.replace(/\/+$/, ''), colour))
  }

  async function send(request: IncomingMessage, response: ServerResponse, file: string, status: number) {
    const ext = path.extname(file).toLowerCase()
    const relative = `/${path.relative(root, file).split(path.sep).join('/')}`
    const headers: Record<string, string> = {
      ...(await headersFor(file)),
      'Content-Type': MIME[ext] ?? 'application/octet-stream',
      'Cache-Control': status === 200 ? cacheControlFor(relative) : 'no-cache',
      Vary: 'Accept-Encoding',
    }
    const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(request) : 'identity'
    if (encoding === 'identity') {
      const info = await stat(file)
      response.writeHead(status, { ...headers, 'Content-Length': String(info.size) })
      if (request.method === 'HEAD') response.end()
      else createReadStream(file).pipe(response)
      return
    }
    const body = await compressedBody(file, encoding)
    response.writeHead(status, {
      ...headers,
      'Content-Encoding': encoding,
      'Content-Length': String(body.length),
    })
    response.end(request.method === 'HEAD' ? undefined : body)
  }

  /** Precompressed files (file.br / file.gz) win; otherwise compress once and keep it in memory. */
  async function compressedBody(file: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
    const key = `${encoding}:${file}`
    const cached = compressed.get(key)
    if (cached) return cached
    const precompressed = await readFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`).catch(() => null)
    const raw = precompressed ?? (await readFile(file))
    const body =
      precompressed ??
      (encoding === 'br'
        ? await brotli(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
        : await gzipAsync(raw, { level: 9 }))
    compressed.set(key, body)
    return body
  }

  async function notFound(request: IncomingMessage, response: ServerResponse, pathname: string) {
    const row = findNotFoundRoute(pathname, notFoundRoutes)
    if (row?.action === 'redirect') {
      response.writeHead(302, { ...securityHeaders(), Location: row.to, 'Cache-Control': 'no-cache' })
      response.end()
      return
    }
    const page = (row && (await fileAt(`/${notFoundPageFile(row)}`))) || (await fileAt('/404.html'))
    if (page) await send(request, response, page, 404)
    else sendText(response, 404, 'Not Found', securityHeaders())
  }

  return {
    async handle(request, response) {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        sendText(response, 405, 'Method Not Allowed', { ...securityHeaders(), Allow: 'GET, HEAD' })
        return
      }
      // The not-found table matches the encoded path, as the browser's router sees it:
      // decoding first would turn `%2F` into extra segments and pick a different page.
      let rawPathname: string
      let pathname: string
      let colour: string | null
      try {
        const url = new URL(request.url ?? '/', 'http://site.local')
        rawPathname = url.pathname
        pathname = decodeURIComponent(rawPathname)
        colour = url.searchParams.get('v')
      } catch {
        sendText(response, 400, 'Bad Request', securityHeaders())
        return
      }
      // Internal files (not-found variants, a template's other colours) are never served at their own URL.
      const internal = pathname.startsWith('/_not-found/') || pathname.startsWith(`${COLOUR_PAGES_DIR}/`)
      const file = internal ? null : ((await colourPage(pathname, colour)) ?? (await resolvePage(pathname)))
      if (file) await send(request, response, file, 200)
      else await notFound(request, response, rawPathname)
    },
  }
}
