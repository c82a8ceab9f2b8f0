import { describe, expect, it } from 'vitest'
import { reasonForStatus } from '../../src/domain/serviceResult'
import { classifyEmailError } from '../../src/services/email'
import { leadUrl } from '../../src/services/leads'

describe('classifyEmailError', () => {
  it.each([
    [429, 'rate-limited'],
    [403, 'forbidden'],
    [451, 'headless'],
    [400, 'bad-request'],
    [500, 'server-error'],
    [0, 'network'],
  ])('maps EmailJS status %i to %s', (status, reason) => {
    expect(classifyEmailError({ status, text: 'x' })).toMatchObject({ ok: false, reason })
    expect(reasonForStatus(status)).toBe(reason)
  })
  it('treats a TypeError (fetch failed) as a network problem', () => {
    expect(classifyEmailError(new TypeError('Failed to fetch'))).toMatchObject({ reason: 'network' })
  })
  it('treats a rejected string (missing id) as missing configuration', () => {
    expect(classifyEmailError('The service ID is required')).toMatchObject({
      reason: 'missing-configuration',
    })
  })
})

describe('leadUrl', () => {
  it('URL-encodes the e-mail and context', () => {
    expect(leadUrl('/api/leads', 'cb1', 'ana+beca@correo.mx', 'unete al club')).toBe(
      '/api/leads?callback=cb1&email=ana%2Bbeca%40correo.mx&context=unete%20al%20club',
    )
  })
  it('appends to an URL that already has a query', () => {
    expect(leadUrl('https://script.google.com/macros/s/x/exec?v=1', 'cb', 'a@b.mx', 'c')).toContain(
      'exec?v=1&callback=cb',
    )
  })
})
