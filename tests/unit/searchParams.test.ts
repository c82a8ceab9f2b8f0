import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { choiceParam, pageParam, textParam } from '../../src/domain/searchParams'

const schema = v.object({ q: textParam(), pagina: pageParam, categoria: choiceParam(['salud', 'artes']) })
const parse = (input: Record<string, unknown>) => v.parse(schema, input)

describe('search params fall back instead of throwing', () => {
  it('uses the defaults when absent', () => {
    expect(parse({})).toEqual({ q: '', pagina: 1, categoria: undefined })
  })
  it.each([
    [-3, 1],
    [0, 1],
    [2.5, 1],
    ['abc', 1],
    ['7', 7],
    [9999, 9999],
    [[1, 2], 1],
  ])('pagina %j → %j', (pagina, expected) => {
    expect(parse({ pagina }).pagina).toBe(expected)
  })
  it('keeps text, turns numbers into text and cuts very long text', () => {
    expect(parse({ q: 'beca' }).q).toBe('beca')
    expect(parse({ q: 2025 }).q).toBe('2025')
    expect(parse({ q: 'x'.repeat(5000) }).q).toHaveLength(100)
    expect(parse({ q: ['a', 'b'] }).q).toBe('')
  })
  it('accepts only known choices', () => {
    expect(parse({ categoria: 'salud' }).categoria).toBe('salud')
    expect(parse({ categoria: '<script>' }).categoria).toBeUndefined()
  })
})
