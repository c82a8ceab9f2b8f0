import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadNotFoundRoutes } from '../../data/not-found-routes.schema'
import { createStaticSite } from '../../server/staticFiles'

const root = mkdtempSync(path.join(tmpdir(), 'yasecomo-static-'))
const write = (relative: string, content: string) => {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true })
  writeFileSync(path.join(root, relative), content)
}
write('index.html', '<h1>Inicio</h1>')
write('guias/index.html', '<h1>Guías</h1>')
write('404.html', '<h1>¡Ups!</h1>')
write('_not-found/guias.html', '<p>Artículo no encontrado.</p>')
write('assets/app-abc123.js', `console.log(${JSON.stringify('x'.repeat(2000))})`)
write('secret.txt', 'outside')
write('buscar/index.html', '<h1>Buscar en Ya Sé Cómo</h1>')
write('search/index.json', '{}')
write(
  'herramientas/diario-dalia/index.html',
  '<meta property="og:image" content="/og/herramientas/diario-dalia/lila.jpg">',
)
write(
  '_colores/herramientas/diario-dalia/verde.html',
  '<meta property="og:image" content="/og/herramientas/diario-dalia/verde.jpg">',
)

const routes = loadNotFoundRoutes([
  { id: 'guias', pattern: '/guias/:articleId', action: 'page' },
  { id: 'becas', pattern: '/becas/:idx', action: 'redirect', to: '/becas' },
])

let server: Server
let base = ''
beforeAll(async () => {
  const site = createStaticSite(path.join(root), routes)
  server = createServer((request, response) => void site.handle(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
/** GET without automatic decompression, to see the bytes the server sends. */
function rawGet(urlPath: string, encoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${base}${urlPath}`, { headers: { 'Accept-Encoding': encoding } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('static site server', () => {
  it('lets no page compile WebAssembly or eval code, the search page and its index included', async () => {
    const scriptSrc = async (url: string) =>
      /script-src ([^;]*)/.exec(
        (await fetch(base + url)).headers.get('content-security-policy') ?? '',
      )?.[1] ?? ''
    for (const url of [
      '/',
      '/guias',
      '/buscar',
      '/search/index.json',
      '/assets/app-abc123.js',
      '/no/existe',
    ]) {
      expect(await scriptSrc(url), url).not.toMatch(/wasm|'unsafe-eval'|unsafe-inline/)
    }
  })

  it('serves pre-rendered pages with and without a trailing slash', async () => {
    for (const url of ['/', '/guias', '/guias/']) {
      const response = await fetch(base + url)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('no-cache')
    }
  })

  it('answers unknown paths with 404.html and status 404', async () => {
    const response = await fetch(`${base}/no/existe`)
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('<h1>¡Ups!</h1>')
  })

  it('maps an unknown id to its route’s not-found page with 404', async () => {
    const response = await fetch(`${base}/guias/no-existe`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Artículo no encontrado.')
  })

  it('redirects unknown ids of redirect rows', async () => {
    const response = await fetch(`${base}/becas/abc`, { redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/becas')
  })

  it('does not serve not-found variants at their own URL', async () => {
    const response = await fetch(`${base}/_not-found/guias.html`)
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('<h1>¡Ups!</h1>')
  })

  it('serves a template’s page in the colour ?v= names, and the page itself for any other', async () => {
    const card = async (url: string) => {
      const response = await fetch(base + url)
      expect(response.status, url).toBe(200)
      return /og\/herramientas\/diario-dalia\/(\w+)\.jpg/.exec(await response.text())?.[1]
    }
    expect(await card('/herramientas/diario-dalia?v=verde')).toBe('verde')
    expect(await card('/herramientas/diario-dalia/?v=verde&utm_source=whatsapp')).toBe('verde')
    for (const url of [
      '/herramientas/diario-dalia',
      '/herramientas/diario-dalia?v=rosa',
      '/herramientas/diario-dalia?v=../../index',
    ])
      expect(await card(url), url).toBe('lila')
    // Never at its own address.
    expect((await fetch(`${base}/_colores/herramientas/diario-dalia/verde.html`)).status).toBe(404)
  })

  it('caches hashed assets for a year and compresses them', async () => {
    const gz = await rawGet('/assets/app-abc123.js', 'gzip')
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toContain('console.log')
    const br = await rawGet('/assets/app-abc123.js', 'br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toContain('console.log')
    const plain = await rawGet('/assets/app-abc123.js', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
  })

  it('sends the security headers', async () => {
    const response = await fetch(`${base}/`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('behind https with production services configured, adds HSTS and exactly those origins', async () => {
    const production = {
      HTTPS: '1',
      VITE_EMAILJS_ORIGIN: 'https://api.emailjs.com',
      VITE_LEADS_URL: 'https://script.google.com/macros/s/abc/exec',
    }
    const saved = Object.fromEntries(Object.keys(production).map((key) => [key, process.env[key]]))
    Object.assign(process.env, production)
    const site = createStaticSite(root, routes)
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
    const secure = createServer((request, response) => void site.handle(request, response))
    await new Promise<void>((resolve) => secure.listen(0, '127.0.0.1', resolve))
    try {
      const response = await fetch(`http://127.0.0.1:${(secure.address() as AddressInfo).port}/guias`)
      const headers = response.headers
      expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
      const policy = headers.get('content-security-policy') ?? ''
      expect(policy).toContain("connect-src 'self' https://api.emailjs.com;")
      expect(policy).toMatch(/script-src 'self'[^;]* https:\/\/script\.google\.com;/)
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).not.toMatch(/unsafe-(inline|eval)/)
      expect(headers.get('permissions-policy')).toContain('geolocation=()')
      expect(headers.get('x-content-type-options')).toBe('nosniff')
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    } finally {
      await new Promise<void>((resolve) => secure.close(() => resolve()))
    }
  })

  it('never serves files outside the site folder', async () => {
    const response = await fetch(`${base}/..%2f..%2fetc%2fpasswd`)
    expect(response.status).toBe(404)
  })

  it('refuses methods other than GET and HEAD', async () => {
    expect((await fetch(`${base}/`, { method: 'DELETE' })).status).toBe(405)
    expect((await fetch(`${base}/`, { method: 'HEAD' })).status).toBe(200)
  })
})
