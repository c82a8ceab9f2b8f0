import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  configuredOrigins,
  contentSecurityPolicy,
  inlineScriptHashes,
  metaContentSecurityPolicy,
  securityHeaders,
} from '../../server/headers'

const sha = (text: string) => createHash('sha256').update(text).digest('base64')

describe('Content-Security-Policy', () => {
  it('hashes only inline executable scripts', () => {
    const html =
      '<script>a()</script><script type="module" src="/assets/x.js"></script><script type="application/ld+json">{"@type":"Thing"}</script><script data-tsr-stream-part="">b()</script>'
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')])
  })

  it('never allows unsafe-inline or unsafe-eval scripts and forbids framing', () => {
    const policy = contentSecurityPolicy({ scriptHashes: ['abc='] })
    expect(policy).toContain("script-src 'self' 'sha256-abc='")
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
  })

  it('allows the configured EmailJS and leads origins, and nothing else', () => {
    const origins = configuredOrigins({
      VITE_EMAILJS_ORIGIN: 'https://api.emailjs.com',
      VITE_LEADS_URL: 'https://script.google.com/macros/s/abc/exec',
      VITE_VITALS_URL: 'not a url',
    })
    expect(origins).toEqual({
      connectOrigins: ['https://api.emailjs.com'],
      scriptOrigins: ['https://script.google.com'],
    })
    const policy = contentSecurityPolicy(origins)
    expect(policy).toContain("connect-src 'self' https://api.emailjs.com")
    expect(policy).toContain("script-src 'self' https://script.google.com")
  })

  it('leaves frame-ancestors out of the <meta> version', () => {
    expect(metaContentSecurityPolicy()).not.toContain('frame-ancestors')
  })

  it('sends HSTS only for https deployments', () => {
    expect(securityHeaders()).not.toHaveProperty('Strict-Transport-Security')
    expect(securityHeaders({ https: true })['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    )
  })
})
