import { describe, expect, it } from 'vitest'
import type { CallFacts, EditionFacts } from '../../data/catalogue'
import { derivedUsualMonths, usualLabel, usualMonthsOf } from '../../src/lib/callEditions'

const edition = (cycle: string, ...windows: EditionFacts['windows']): EditionFacts => ({ cycle, windows })
const editions = (list: EditionFacts[], usual?: number[]): CallFacts => ({
  kind: 'editions',
  editions: list,
  ...(usual ? { usual: { months: usual } } : {}),
})

describe('usual months derived from editions', () => {
  it('one edition is not a habit', () => {
    expect(derivedUsualMonths([edition('2026', { opens: '2026-02-16', closes: '2026-02-27' })])).toBeNull()
  })

  it('two editions that opened in February are: «Suele abrir en febrero (así fue en 2025 y 2026)»', () => {
    const usual = derivedUsualMonths([
      edition('2026', { opens: '2026-02-16', closes: '2026-02-27' }),
      edition('2025', { opens: '2025-02-03', closes: '2025-03-14' }),
    ])
    expect(usual).toEqual({ months: [2], years: [2025, 2026] })
    expect(usualLabel(usual ?? { months: [] })).toBe('Suele abrir en febrero (así fue en 2025 y 2026)')
  })

  it('months seen only once each are no habit, even across many editions', () => {
    // CDMX transport grant: January 2025, August 2025, February 2026.
    expect(
      derivedUsualMonths([
        edition('2026-1', { opens: '2026-02-14', closes: '2026-02-28' }),
        edition('2025-2', { opens: '2025-08-06', closes: '2025-08-20' }),
        edition('2025-1', { opens: '2025-01-20', closes: '2025-02-03' }),
      ]),
    ).toBeNull()
  })

  it('two windows of the same edition opening in one month count once', () => {
    expect(
      derivedUsualMonths([
        edition(
          '2026',
          { opens: '2026-03-02', closes: '2026-03-10' },
          { opens: '2026-03-20', closes: '2026-03-30' },
        ),
      ]),
    ).toBeNull()
  })

  it('deadline-only windows say nothing about opening', () => {
    expect(
      derivedUsualMonths([
        edition('2026', { closes: '2026-04-10' }),
        edition('2025', { closes: '2025-04-11' }),
      ]),
    ).toBeNull()
  })

  it('names every habitual month and the years of the openings that show it, across year ends', () => {
    const usual = derivedUsualMonths([
      edition('2026-2027', { opens: '2026-08-04', closes: '2026-12-01' }),
      edition(
        '2025-2026',
        { opens: '2025-08-05', closes: '2026-01-10' },
        { opens: '2026-01-20', closes: '2026-02-20' },
      ),
      edition('2024-2025', { opens: '2025-01-15', closes: '2025-02-15' }),
    ])
    expect(usual).toEqual({ months: [1, 8], years: [2025, 2026] })
    expect(usualLabel(usual ?? { months: [] })).toBe('Suele abrir en enero y agosto (así fue en 2025 y 2026)')
  })

  it('months stated by a source count only when the editions show no habit, and carry no years', () => {
    const one = [edition('2026', { opens: '2026-03-02', closes: '2026-03-19' })]
    expect(usualMonthsOf(editions(one, [3]))).toEqual({ months: [3] })
    expect(usualLabel({ months: [3] })).toBe('Suele abrir en marzo')
    expect(usualMonthsOf(editions(one))).toBeNull()
    const two = [...one, edition('2025', { opens: '2025-02-24', closes: '2025-03-07' })]
    // Each edition opened in a different month: the stated habit stands.
    expect(usualMonthsOf(editions(two, [3]))).toEqual({ months: [3] })
    const habit = [...one, edition('2025', { opens: '2025-03-03', closes: '2025-03-14' })]
    expect(usualMonthsOf(editions(habit, [2]))).toEqual({ months: [3], years: [2025, 2026] })
  })

  it('other kinds: usual months as typed, none for all-year and unknown', () => {
    expect(usualMonthsOf({ kind: 'usual', months: [9, 2] })).toEqual({ months: [2, 9] })
    expect(usualMonthsOf({ kind: 'all-year' })).toBeNull()
    expect(usualMonthsOf({ kind: 'unknown' })).toBeNull()
  })
})
