import { expect, test } from './fixtures'

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
})
