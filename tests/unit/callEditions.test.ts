import { describe, expect, it } from 'vitest'
import { derivedUsualMonths, HABIT_YEARS, habitOf, habitSince } from '../../data/callHabit'
import { loadCalls } from '../../data/calls.schema'
import { type EditionFacts, toCallFacts, toCatalogueCall } from '../../data/catalogue'
import { usualMonthsOf } from '../../src/domain/callEditions'
import { usualLabel } from '../../src/domain/editionWords'

const SOURCED = { source: 'https://example.mx/convocatoria', evidence: 'x' }
const edition = (cycle: string, ...windows: EditionFacts['windows']): EditionFacts => ({ cycle, windows })
/** A record with these editions; `usual`: months a source says it opens in every year. */
const editions = (list: EditionFacts[], usual?: number[]) => ({
  index: 0,
  kind: 'editions' as const,
  checked: '2026-11-25',
  editions: list.map((entry) => ({ ...entry, ...SOURCED, checked: '2026-11-25' })),
  ...(usual ? { usual: { months: usual, ...SOURCED } } : {}),
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
    expect(habitOf(editions(one, [3]))).toEqual({ months: [3] })
    expect(usualLabel({ months: [3] })).toBe('Suele abrir en marzo')
    expect(habitOf(editions(one))).toBeNull()
    const two = [...one, edition('2025', { opens: '2025-02-24', closes: '2025-03-07' })]
    // Each edition opened in a different month: the stated habit stands.
    expect(habitOf(editions(two, [3]))).toEqual({ months: [3] })
    const habit = [...one, edition('2025', { opens: '2025-03-03', closes: '2025-03-14' })]
    expect(habitOf(editions(habit, [2]))).toEqual({ months: [3], years: [2025, 2026] })
  })

  it('the build hands the habit to the browser, on cards and detail pages alike', () => {
    const record = editions([
      edition('2026', { opens: '2026-02-16', closes: '2026-02-27' }),
      edition('2025', { opens: '2025-02-10', closes: '2025-02-21' }),
    ])
    const detail = toCatalogueCall(record)
    const habit = { months: [2], years: [2025, 2026] }
    expect(usualMonthsOf(detail)).toEqual(habit)
    expect(usualMonthsOf(toCallFacts(detail, '2026-11-25'))).toEqual(habit)
  })

  it('cards keep the newest edition and any other whose windows can still matter after the build', () => {
    const feb2026 = edition('2026', { opens: '2026-02-16', closes: '2026-02-27' })
    const feb2025 = edition('2025', { opens: '2025-02-10', closes: '2025-02-21' })
    const facts = toCallFacts(toCatalogueCall(editions([feb2026, feb2025])), '2026-11-25')
    expect(facts).toMatchObject({ kind: 'editions', editions: [feb2026] })
    // An older edition still open after the newest one starts (two regions' calls, say) stays.
    const overlapping = edition('2026-B', { opens: '2026-01-10', closes: '2026-02-20' })
    const both = toCallFacts(toCatalogueCall(editions([feb2026, overlapping])), '2026-01-05')
    expect(both).toMatchObject({ editions: [feb2026, overlapping] })
  })

  it('only openings of the last five years make a habit; older editions are history', () => {
    // FUNED: February 2017 and 2018, nothing since.
    const funed = [
      edition('2018', { opens: '2018-02-05', closes: '2018-03-30' }),
      edition('2017', { opens: '2017-02-06', closes: '2017-03-31' }),
    ]
    expect(derivedUsualMonths(funed, '2019-11-28')).toEqual({ months: [2], years: [2017, 2018] })
    expect(derivedUsualMonths(funed, '2026-11-28')).toBeNull()
    // Eiffel: October 2015 and 2025 — one recent opening is no habit.
    const eiffel = [
      edition('2026', { opens: '2025-10-01', closes: '2026-01-08' }),
      edition('2016', { opens: '2015-10-01', closes: '2016-01-08' }),
    ]
    expect(derivedUsualMonths(eiffel, '2026-11-28')).toBeNull()
    // The limit is the day five years before, inclusive.
    expect(habitSince('2026-11-28')).toBe('2021-11-28')
    const atTheEdge = [
      edition('2022', { opens: '2022-11-28', closes: '2022-12-20' }),
      edition('2021', { opens: '2021-11-28', closes: '2021-12-20' }),
    ]
    expect(derivedUsualMonths(atTheEdge, '2026-11-28')).toEqual({ months: [11], years: [2021, 2022] })
    expect(derivedUsualMonths(atTheEdge, '2026-11-29')).toBeNull()
  })

  it('over every record on 28 Nov 2026: how many programmes keep a habit before and after the rule', () => {
    const withEditions = loadCalls().filter((call) => call.kind === 'editions')
    const today = '2026-11-28'
    // «Before»: every opening counts, however old (a day so early that nothing is older).
    const before = withEditions.filter((call) => derivedUsualMonths(call.editions, '0001-01-01') !== null)
    const after = withEditions.filter((call) => derivedUsualMonths(call.editions, today) !== null)
    const lost = before.filter((call) => !after.includes(call)).map((call) => call.index)
    console.info(
      `Habits derived from editions on ${today}: ${before.length} programmes with every opening, ` +
        `${after.length} with the last ${HABIT_YEARS} years only (lost: ${lost.join(', ') || 'none'}).`,
    )
    expect(after.length).toBeLessThanOrEqual(before.length)
    // Every habit kept is shown by openings on or after 28 Nov 2021.
    for (const call of after) {
      const years = derivedUsualMonths(call.editions, today)?.years ?? []
      expect(Math.min(...years), `programme ${call.index}`).toBeGreaterThanOrEqual(2021)
    }
  })

  it('other kinds: usual months as typed, none for all-year and unknown', () => {
    expect(usualMonthsOf({ kind: 'usual', months: [9, 2] })).toEqual({ months: [2, 9] })
    expect(usualMonthsOf({ kind: 'all-year' })).toBeNull()
    expect(usualMonthsOf({ kind: 'unknown' })).toBeNull()
  })
})
