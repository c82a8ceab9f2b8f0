import { describe, expect, it } from 'vitest'
import { clampPage, pageCount, pagerItems, pageSlice } from '../../src/domain/pagination'

/** Renders pager items as text: "1 … 4 5 6 … 10". */
const shape = (current: number, total: number) =>
  pagerItems(current, total)
    .map((item) => (item.type === 'page' ? String(item.page) : '…'))
    .join(' ')

describe('pagerItems', () => {
  it('shows first, last, current ±1 with ellipses between', () => {
    expect(shape(5, 10)).toBe('1 … 4 5 6 … 10')
  })
  it('has no ellipsis before the current page at the start', () => {
    expect(shape(1, 10)).toBe('1 2 … 10')
    expect(shape(2, 10)).toBe('1 2 3 … 10')
  })
  it('has no ellipsis after the current page at the end', () => {
    expect(shape(10, 10)).toBe('1 … 9 10')
    expect(shape(9, 10)).toBe('1 … 8 9 10')
  })
  it('puts an ellipsis even where only one page is skipped, as the spec describes', () => {
    expect(shape(4, 10)).toBe('1 … 3 4 5 … 10')
  })
  it('handles tiny page counts', () => {
    expect(shape(1, 1)).toBe('1')
    expect(shape(2, 3)).toBe('1 2 3')
    expect(shape(1, 0)).toBe('')
  })
  it('clamps an out-of-range current page', () => {
    expect(shape(99, 4)).toBe('1 … 3 4')
    expect(shape(-3, 4)).toBe('1 2 … 4')
  })
  it('gives ellipses distinct keys', () => {
    const keys = pagerItems(5, 10).flatMap((item) => (item.type === 'ellipsis' ? [item.key] : []))
    expect(keys).toEqual(['before', 'after'])
  })
})

describe('page helpers', () => {
  it('counts pages, never fewer than one', () => {
    expect(pageCount(0, 12)).toBe(1)
    expect(pageCount(12, 12)).toBe(1)
    expect(pageCount(13, 12)).toBe(2)
  })
  it('clamps bad page numbers', () => {
    expect(clampPage(Number.NaN, 5)).toBe(1)
    expect(clampPage(2.7, 5)).toBe(2)
    expect(clampPage(9999, 5)).toBe(5)
  })
  it('slices one page of items', () => {
    const items = Array.from({ length: 30 }, (_, i) => i)
    expect(pageSlice(items, 3, 12)).toEqual([24, 25, 26, 27, 28, 29])
    expect(pageSlice(items, 50, 12)).toEqual([24, 25, 26, 27, 28, 29])
  })
})
