import { describe, expect, it } from 'vitest'
import { capitalizeItems, includesText, normalizeText, splitItems } from '../../src/domain/text'

describe('text helpers', () => {
  it('normalises case, accents and spaces', () => {
    expect(normalizeText('  Ingeniería, CIENCIA y Tecnología ')).toBe('ingenieria, ciencia y tecnologia')
    expect(normalizeText('Año Ñandú')).toBe('ano nandu')
  })
  it('matches substrings ignoring case and accents', () => {
    expect(includesText('Ingeniería, Ciencia y Tecnología', 'ingenieria')).toBe(true)
    expect(includesText('Salud y Medicina', 'MEDICINA')).toBe(true)
    expect(includesText('Salud y Medicina', 'arte')).toBe(false)
    expect(includesText('anything', '   ')).toBe(true)
  })
  it('capitalises each comma-separated item', () => {
    expect(capitalizeItems('ciudad de MÉXICO,  nuevo león ,')).toBe('Ciudad de méxico, Nuevo león')
    expect(capitalizeItems('licenciatura')).toBe('Licenciatura')
  })
  it('splits enumerated text into items', () => {
    expect(splitItems('Uno\nDos\n\nTres')).toEqual(['Uno', 'Dos', 'Tres'])
    expect(splitItems('Uno; Dos; Tres')).toEqual(['Uno', 'Dos', 'Tres'])
    expect(splitItems('Una sola frase.')).toEqual(['Una sola frase.'])
  })
})
