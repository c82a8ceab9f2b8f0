import { describe, expect, it } from 'vitest'
import { decimalText, formatMoney, halves, MAX_CENTAVOS, parseAmount } from '../../src/domain/money'

const centavos = (text: string, allowZero = false) => {
  const result = parseAmount(text, { allowZero })
  if (!result.ok) throw new Error(`«${text}» refused: ${result.message}`)
  return result.centavos
}
const message = (text: string, allowZero = false) => {
  const result = parseAmount(text, { allowZero })
  if (result.ok) throw new Error(`«${text}» accepted as ${result.centavos}`)
  return result.message
}

describe('parseAmount', () => {
  it.each([
    ['1,234.50', 123_450],
    ['1234.5', 123_450],
    ['$1 234', 123_400],
    ['$1,234', 123_400],
    ['1234', 123_400],
    ['0.5', 50],
    ['.5', 50],
    ['0.05', 5],
    ['12.', 1_200],
    ['  $ 85.90  ', 8_590],
    ['1 234 567.89', 123_456_789],
    ['1\u00a0234', 123_400],
    ['1\u202f234', 123_400],
    ['1,000,000', 100_000_000],
    ['007', 700],
    ['250 pesos', 25_000],
    ['250 MXN', 25_000],
    ['10,000,000', MAX_CENTAVOS],
    ['10000000.00', MAX_CENTAVOS],
    // Found by mutation testing (docs/testing.md): two spaces still group thousands, and
    // leading zeros do not count towards the eight digits of pesos.
    ['1  234', 123_400],
    ['0000000001', 100],
    ['250pesos', 25_000],
  ])('«%s» is %i centavos', (text, expected) => {
    expect(centavos(text)).toBe(expected)
  })

  it('never loses a centavo to floating point', () => {
    for (const text of ['0.10', '0.20', '0.29', '1.15', '4.35', '1234567.89', '9999999.99'])
      expect(centavos(text)).toBe(Math.round(Number(text) * 100))
    expect(centavos('0.1') + centavos('0.2')).toBe(centavos('0.3'))
  })

  it('says why an amount is refused, in Spanish', () => {
    expect(message('')).toBe('Escribe un monto.')
    expect(message('   ')).toBe('Escribe un monto.')
    expect(message('-50')).toBe('El monto no puede ser negativo.')
    expect(message('−50')).toBe('El monto no puede ser negativo.')
    expect(message('$-50')).toBe('El monto no puede ser negativo.')
    expect(message('$ -50')).toBe('El monto no puede ser negativo.')
    expect(message('(50)')).toBe('El monto no puede ser negativo.')
    expect(message('0')).toBe('El monto debe ser mayor que cero.')
    expect(message('$0.00')).toBe('El monto debe ser mayor que cero.')
    expect(message('10,000,000.01')).toBe('Ese monto es demasiado grande: el máximo es $10,000,000.00.')
    expect(message('99999999999999999999')).toBe(
      'Ese monto es demasiado grande: el máximo es $10,000,000.00.',
    )
    expect(message('12.345')).toBe('Usa como máximo dos decimales: los centavos.')
  })

  it.each([
    'abc',
    'doce',
    '1e5',
    '12a',
    '1.2.3',
    '$',
    '.',
    '+5',
    '1,23,456',
    '12 34 5',
    '1.234,50',
    '12$50',
    '12-5',
    '5$-3',
    '1 pesos 234',
  ])('«%s» is not a number', (text) => {
    expect(message(text)).toBe('Escribe el monto solo con números, por ejemplo 1,234.50.')
  })

  it('a comma before one or two digits is taken for centavos written the other way, and asked', () => {
    for (const text of ['12,50', '1234,5', '1,234,56'])
      expect(message(text)).toBe('Escribe los centavos con punto, por ejemplo 1,234.50.')
  })

  it('a budget may be zero when the field allows it', () => {
    expect(centavos('0', true)).toBe(0)
    expect(centavos('$0.00', true)).toBe(0)
    expect(message('-1', true)).toBe('El monto no puede ser negativo.')
  })
})

describe('formatMoney', () => {
  it('writes es-MX pesos with two decimals', () => {
    expect(formatMoney(123_450)).toBe('$1,234.50')
    expect(formatMoney(0)).toBe('$0.00')
    expect(formatMoney(5)).toBe('$0.05')
    expect(formatMoney(1_378_000)).toBe('$13,780.00')
    expect(formatMoney(MAX_CENTAVOS)).toBe('$10,000,000.00')
    expect(formatMoney(-1_230)).toBe('-$12.30')
  })

  it('reads back what it writes', () => {
    for (const amount of [1, 99, 100, 123_450, 505_000, MAX_CENTAVOS])
      expect(centavos(formatMoney(amount))).toBe(amount)
  })

  it('writes exactly what Intl writes for es-MX pesos, without building its formatter', () => {
    const intl = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })
    const amounts = [0, 1, 9, 10, 99, 100, 101, 99_999, 100_000, 123_456_789, MAX_CENTAVOS, 2 * MAX_CENTAVOS]
    // Every number of digits, both signs, and a spread of centavos between them.
    for (let digits = 1; digits <= 11; digits++) amounts.push(Number('7'.repeat(digits)), 10 ** digits + 3)
    for (const amount of [...amounts, ...amounts.filter(Boolean).map((value) => -value)])
      expect(formatMoney(amount)).toBe(intl.format(amount / 100))
    // Where they differ, on purpose: Intl writes «-$0.00» for minus zero.
    expect(formatMoney(-0)).toBe('$0.00')
  })
})

describe('decimalText and halves', () => {
  it('writes plain decimals for files', () => {
    expect(decimalText(123_450)).toBe('1234.50')
    expect(decimalText(5)).toBe('0.05')
    expect(decimalText(100_000_000)).toBe('1000000.00')
    expect(decimalText(-1_230)).toBe('-12.30')
    expect(decimalText(0)).toBe('0.00')
  })

  it('splits an amount in two halves that add up, the odd centavo first', () => {
    expect(halves(1_001)).toEqual([501, 500])
    expect(halves(1_000)).toEqual([500, 500])
    expect(halves(0)).toEqual([0, 0])
    expect(halves(1)).toEqual([1, 0])
  })
})
