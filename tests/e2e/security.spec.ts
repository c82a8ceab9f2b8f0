import { expect, test, waitForHydration } from './fixtures'

test.describe('security headers', () => {
  test('pages, assets and redirects carry every security header', async ({ request }) => {
    const page = await request.get('/guias')
    const headers = page.headers()
    expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/)
    expect(headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(await page.text()).toContain('<meta http-equiv="Content-Security-Policy"')

    const missing = await request.get('/no-existe')
    expect(missing.status()).toBe(404)
    expect(missing.headers()['content-security-policy']).toMatch(/'sha256-/)

    const redirect = await request.get('/becas/abc', { maxRedirects: 0 })
    expect(redirect.status()).toBe(302)
    expect(redirect.headers()['x-content-type-options']).toBe('nosniff')
  })

  test('the static-host _headers file carries the same headers', async ({ request }) => {
    const text = await (await request.get('/_headers')).text()
    for (const header of [
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy: strict-origin-when-cross-origin',
      "frame-ancestors 'none'",
      'Strict-Transport-Security: max-age=31536000',
      'Permissions-Policy:',
    ]) {
      expect(text).toContain(header)
    }
  })
})

/** One pre-rendered page per route shape: `/guias/x` and `/guias/y` count once. */
function onePerRoute(paths: string[]): string[] {
  const seen = new Map<string, string>()
  for (const path of paths) {
    const segments = path.split('/').filter(Boolean)
    const shape = `${segments[0] ?? ''}/${segments.length}`
    if (!seen.has(shape)) seen.set(shape, path)
  }
  return [...seen.values()]
}

// The policy is the same at every width, so the walk runs once, at phone width.
test('no route triggers a Content-Security-Policy violation @phone-only', async ({ page, request }) => {
  test.setTimeout(120_000)
  const { pages } = (await (await request.get('/pages.json')).json()) as { pages: { path: string }[] }
  const paths = onePerRoute(pages.map((entry) => entry.path))
  expect(paths.length).toBeGreaterThanOrEqual(18)
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  for (const path of [...paths, '/sin-conexion.html']) {
    await page.goto(path)
    await waitForHydration(page)
    // Give lazy chunks, fonts and the vitals reporter time to load after hydration.
    await page.waitForLoadState('networkidle')
    const violations = await page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations)
    expect(violations, path).toEqual([])
  }
})
