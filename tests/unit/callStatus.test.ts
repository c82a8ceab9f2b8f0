import { describe, expect, it } from 'vitest'
import { loadCalls } from '../../data/calls.schema'
import { type CatalogueCall, toCatalogueCall } from '../../data/catalogue'
import {
  type CallStatus,
  callStatus,
  compareByDeadline,
  daysBetween,
  isOpen,
  sortByDeadline,
  spanishDayMonth,
  spanishLongDate,
  spanishMonthList,
  statusRank,
  todayInMexicoCity,
} from '../../src/domain/callStatus'

const common = { index: 0, source: 'https://example.mx/convocatoria', checked: '2026-01-01', evidence: 'x' }
const sourced = { source: common.source, evidence: common.evidence }

/** One edition of one window; `months` as a source's «cada año en…». */
const dated = (opens: string, closes: string, months?: number[]): CatalogueCall =>
  toCatalogueCall({
    index: 0,
    checked: common.checked,
    kind: 'editions',
    editions: [{ cycle: '2026', windows: [{ opens, closes }], ...sourced, checked: common.checked }],
    ...(months ? { usual: { months, ...sourced } } : {}),
  })
const usual = (months: number[]): CatalogueCall => ({ ...common, kind: 'usual', months })
const allYear: CatalogueCall = { ...common, kind: 'all-year' }
const unknown: CatalogueCall = { index: 0, kind: 'unknown', checked: '2026-01-01' }

const ALLOWED_LABEL =
  /^(Abierta|Cierra pronto|Próxima|Cerrada|Suele abrir en .+|Todo el año|Fecha por confirmar|Última convocatoria que conocemos: .+)$/

const seen = (call: CatalogueCall, today: string) => {
  const { label, detail } = callStatus(call, today)
  return { label, detail }
}

describe('date helpers', () => {
  it('counts calendar days, positive forwards', () => {
    expect(daysBetween('2026-02-16', '2026-02-27')).toBe(11)
    expect(daysBetween('2026-02-27', '2026-02-16')).toBe(-11)
    expect(daysBetween('2026-12-30', '2027-01-05')).toBe(6)
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2)
  })

  it('knows 29 February 2028 and that 2027 has none', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2)
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1)
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366)
  })

  it('writes Spanish dates with lower-case months and no leading zero', () => {
    expect(spanishDayMonth('2026-02-27')).toBe('27 de febrero')
    expect(spanishDayMonth('2026-01-05')).toBe('5 de enero')
    expect(spanishLongDate('2026-02-27')).toBe('27 de febrero de 2026')
    expect(spanishLongDate('2028-02-29')).toBe('29 de febrero de 2028')
  })

  it('joins months in calendar order', () => {
    expect(spanishMonthList([8])).toBe('agosto')
    expect(spanishMonthList([9, 2])).toBe('febrero y septiembre')
    expect(spanishMonthList([6, 2, 4])).toBe('febrero, abril y junio')
  })

  it('turns the day over at midnight in Mexico City (UTC−6, no daylight saving)', () => {
    expect(todayInMexicoCity(new Date('2026-02-28T05:59:00Z'))).toBe('2026-02-27')
    expect(todayInMexicoCity(new Date('2026-02-28T06:00:00Z'))).toBe('2026-02-28')
    // Mid-summer too: no daylight saving since 2022.
    expect(todayInMexicoCity(new Date('2026-07-01T05:59:00Z'))).toBe('2026-06-30')
    expect(todayInMexicoCity(new Date('2026-07-01T06:00:00Z'))).toBe('2026-07-01')
    expect(todayInMexicoCity(new Date('2027-01-01T05:59:59Z'))).toBe('2026-12-31')
  })
})

describe('callStatus: a dated call (16–27 February 2026)', () => {
  const call = dated('2026-02-16', '2026-02-27')

  it('is open on the opening day, showing the closing date', () => {
    expect(seen(call, '2026-02-16')).toEqual({ label: 'Abierta', detail: 'cierra el 27 de febrero' })
  })

  it('is «Abierta» with 8 days left and «Cierra pronto» with 7', () => {
    expect(seen(call, '2026-02-19')).toEqual({ label: 'Abierta', detail: 'cierra el 27 de febrero' })
    expect(seen(call, '2026-02-20')).toEqual({ label: 'Cierra pronto', detail: 'quedan 7 días' })
  })

  it('counts down to «queda 1 día» and «cierra hoy» on the closing day', () => {
    expect(seen(call, '2026-02-25')).toEqual({ label: 'Cierra pronto', detail: 'quedan 2 días' })
    expect(seen(call, '2026-02-26')).toEqual({ label: 'Cierra pronto', detail: 'queda 1 día' })
    expect(seen(call, '2026-02-27')).toEqual({ label: 'Cierra pronto', detail: 'cierra hoy' })
    expect(callStatus(call, '2026-02-27')).toMatchObject({ state: 'closing', daysLeft: 0 })
  })

  it('is «Cerrada» the day after closing, with the date it closed', () => {
    expect(seen(call, '2026-02-28')).toEqual({ label: 'Cerrada', detail: 'cerró el 27 de febrero' })
    expect(seen(call, '2027-01-10')).toEqual({ label: 'Cerrada', detail: 'cerró el 27 de febrero de 2026' })
  })

  it('once over, says when it usually opens if the months are known', () => {
    const withMonths = dated('2026-02-16', '2026-02-27', [2, 9])
    expect(seen(withMonths, '2026-03-01')).toEqual({
      label: 'Cerrada',
      detail: 'suele abrir en febrero y septiembre',
    })
  })

  it('is «Próxima» the day before opening', () => {
    expect(seen(call, '2026-02-15')).toEqual({ label: 'Próxima', detail: 'abre el 16 de febrero' })
  })
})

describe('callStatus: 60 vs 61 days before opening (1 June 2026)', () => {
  const call = dated('2026-06-01', '2026-06-30')

  it('is «Próxima» 60 days before', () => {
    expect(daysBetween('2026-04-02', '2026-06-01')).toBe(60)
    expect(seen(call, '2026-04-02')).toEqual({ label: 'Próxima', detail: 'abre el 1 de junio' })
  })

  it('is «Cerrada», still showing the opening date, 61 days before', () => {
    expect(seen(call, '2026-04-01')).toEqual({ label: 'Cerrada', detail: 'abre el 1 de junio' })
    expect(callStatus(call, '2026-04-01')).toMatchObject({ state: 'later', daysUntil: 61 })
  })

  it('shows the year of a far-off opening in another year', () => {
    expect(seen(call, '2025-11-01')).toEqual({ label: 'Cerrada', detail: 'abre el 1 de junio de 2026' })
  })
})

describe('callStatus: across a year end', () => {
  const call = dated('2026-12-15', '2027-01-05')

  it('counts the days over New Year (closes 5 January 2027, seen on 30 December 2026)', () => {
    expect(seen(call, '2026-12-30')).toEqual({ label: 'Cierra pronto', detail: 'quedan 6 días' })
    expect(callStatus(call, '2026-12-30')).toMatchObject({ daysLeft: 6, closes: '2027-01-05' })
  })

  it('names 2027 when the closing date falls in the next year', () => {
    expect(seen(call, '2026-12-20')).toEqual({ label: 'Abierta', detail: 'cierra el 5 de enero de 2027' })
    expect(seen(call, '2027-01-01')).toEqual({ label: 'Cierra pronto', detail: 'quedan 4 días' })
  })

  it('names 2027 for an opening in the next year', () => {
    expect(seen(dated('2027-01-05', '2027-01-31'), '2026-12-30')).toEqual({
      label: 'Próxima',
      detail: 'abre el 5 de enero de 2027',
    })
  })
})

describe('callStatus: 29 February 2028 inside a window', () => {
  it('counts the leap day', () => {
    const call = dated('2028-02-20', '2028-03-05')
    expect(seen(call, '2028-02-29')).toEqual({ label: 'Cierra pronto', detail: 'quedan 5 días' })
    expect(seen(call, '2028-02-20')).toEqual({ label: 'Abierta', detail: 'cierra el 5 de marzo' })
    // 26 February → 5 March is 8 days in 2028 (7 in a common year): still «Abierta».
    expect(seen(call, '2028-02-26')).toEqual({ label: 'Abierta', detail: 'cierra el 5 de marzo' })
    expect(seen(call, '2028-02-27')).toEqual({ label: 'Cierra pronto', detail: 'quedan 7 días' })
  })

  it('closes on the leap day itself', () => {
    const call = dated('2028-02-01', '2028-02-29')
    expect(seen(call, '2028-02-20')).toEqual({ label: 'Abierta', detail: 'cierra el 29 de febrero' })
    expect(seen(call, '2028-02-29')).toEqual({ label: 'Cierra pronto', detail: 'cierra hoy' })
    expect(seen(call, '2028-03-01')).toEqual({ label: 'Cerrada', detail: 'cerró el 29 de febrero' })
  })
})

describe('callStatus: other kinds', () => {
  it('usual: «Suele abrir en …» with the months joined in Spanish', () => {
    expect(seen(usual([8]), '2026-11-24')).toEqual({ label: 'Suele abrir en agosto', detail: '' })
    expect(seen(usual([9, 2]), '2026-11-24')).toEqual({
      label: 'Suele abrir en febrero y septiembre',
      detail: '',
    })
    expect(seen(usual([2, 4, 6]), '2026-11-24').label).toBe('Suele abrir en febrero, abril y junio')
  })

  it('usual: knows how many months away the next usual month is', () => {
    expect(callStatus(usual([2, 8]), '2026-11-24')).toMatchObject({ monthsAhead: 3 })
    expect(callStatus(usual([11]), '2026-11-24')).toMatchObject({ monthsAhead: 0 })
  })

  it('all-year and unknown', () => {
    expect(seen(allYear, '2026-11-24')).toEqual({ label: 'Todo el año', detail: '' })
    expect(seen(unknown, '2026-11-24')).toEqual({ label: 'Fecha por confirmar', detail: '' })
  })

  it('only ever uses the eight labels, for every real call on any day of a year', () => {
    const calls = loadCalls().map(toCatalogueCall)
    const labels = new Set<string>()
    for (let day = 0; day < 366; day += 7) {
      const today = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10)
      for (const call of calls) labels.add(callStatus(call, today).label)
    }
    expect([...labels].filter((label) => !ALLOWED_LABEL.test(label))).toEqual([])
    expect(labels).toContain('Abierta')
    expect(labels).toContain('Cierra pronto')
    expect(labels).toContain('Próxima')
    expect(labels).toContain('Última convocatoria que conocemos: 2022')
  })
})

describe('callStatus: the new shapes of editions', () => {
  const withEditions = (
    ...editions: { cycle: string; windows: { opens?: string; closes: string }[] }[]
  ): CatalogueCall =>
    toCatalogueCall({
      index: 0,
      checked: common.checked,
      kind: 'editions',
      editions: editions.map((edition) => ({ ...edition, ...sourced, checked: common.checked })),
    })

  it('a deadline-only window reads «Abierta · cierra el …», then «Cierra pronto», then «Cerrada»', () => {
    const call = withEditions({ cycle: '2026', windows: [{ closes: '2026-04-10' }] })
    expect(seen(call, '2026-01-20')).toEqual({ label: 'Abierta', detail: 'cierra el 10 de abril' })
    expect(seen(call, '2026-04-02')).toEqual({ label: 'Abierta', detail: 'cierra el 10 de abril' })
    expect(seen(call, '2026-04-03')).toEqual({ label: 'Cierra pronto', detail: 'quedan 7 días' })
    expect(seen(call, '2026-04-10')).toEqual({ label: 'Cierra pronto', detail: 'cierra hoy' })
    expect(seen(call, '2026-04-11')).toEqual({ label: 'Cerrada', detail: 'cerró el 10 de abril' })
  })

  it('a deadline-only window across the year end counts the days into January', () => {
    const call = withEditions({ cycle: '2027', windows: [{ closes: '2027-01-05' }] })
    expect(seen(call, '2026-12-20')).toEqual({ label: 'Abierta', detail: 'cierra el 5 de enero de 2027' })
    expect(seen(call, '2026-12-30')).toEqual({ label: 'Cierra pronto', detail: 'quedan 6 días' })
    expect(seen(call, '2027-01-06')).toEqual({ label: 'Cerrada', detail: 'cerró el 5 de enero' })
  })

  describe('two windows of one edition (JJ/WBGSP 2026: 15 Jan–27 Feb, 30 Mar–29 May)', () => {
    const call = withEditions({
      cycle: '2026',
      windows: [
        { opens: '2026-01-15', closes: '2026-02-27' },
        { opens: '2026-03-30', closes: '2026-05-29' },
      ],
    })

    it('is open in the first window, upcoming between them, open in the second, closed after', () => {
      expect(seen(call, '2026-02-01')).toEqual({ label: 'Abierta', detail: 'cierra el 27 de febrero' })
      expect(seen(call, '2026-03-01')).toEqual({ label: 'Próxima', detail: 'abre el 30 de marzo' })
      expect(seen(call, '2026-04-15')).toEqual({ label: 'Abierta', detail: 'cierra el 29 de mayo' })
      expect(seen(call, '2026-05-25')).toEqual({ label: 'Cierra pronto', detail: 'quedan 4 días' })
      expect(seen(call, '2026-05-30')).toEqual({ label: 'Cerrada', detail: 'cerró el 29 de mayo' })
    })

    it('the second window is a call of its own: «Abierta» makes isOpen true there', () => {
      expect(isOpen(call, '2026-04-15')).toBe(true)
      expect(isOpen(call, '2026-03-15')).toBe(false)
    })
  })

  it('an edition newer than the one that closed: its opening is what comes next', () => {
    const call = withEditions(
      { cycle: '2027', windows: [{ opens: '2027-01-18', closes: '2027-02-26' }] },
      { cycle: '2026', windows: [{ opens: '2026-01-15', closes: '2026-02-27' }] },
    )
    expect(seen(call, '2026-12-01')).toEqual({ label: 'Próxima', detail: 'abre el 18 de enero de 2027' })
  })

  describe('old editions', () => {
    const call = withEditions(
      { cycle: '2022', windows: [{ opens: '2022-03-22', closes: '2022-05-06' }] },
      { cycle: '2021', windows: [{ opens: '2021-04-05', closes: '2021-04-30' }] },
    )

    it('one calendar year after the last closing it is still «Cerrada»', () => {
      expect(seen(call, '2023-12-31')).toEqual({ label: 'Cerrada', detail: 'cerró el 6 de mayo de 2022' })
    })

    it('two or more years after, «Última convocatoria que conocemos: {año}» (across the year end)', () => {
      expect(seen(call, '2024-01-01')).toEqual({
        label: 'Última convocatoria que conocemos: 2022',
        detail: 'cerró el 6 de mayo de 2022',
      })
      expect(callStatus(call, '2026-11-25')).toMatchObject({
        state: 'stale',
        year: 2022,
        closes: '2022-05-06',
      })
    })

    it('names the year the last window closed, not a long cycle', () => {
      const academic = withEditions({
        cycle: '2023-2024',
        windows: [{ opens: '2023-09-13', closes: '2024-02-02' }],
      })
      expect(seen(academic, '2025-12-31')).toEqual({
        label: 'Cerrada',
        detail: 'cerró el 2 de febrero de 2024',
      })
      expect(seen(academic, '2026-01-01').label).toBe('Última convocatoria que conocemos: 2024')
    })

    it('openings older than five years make no habit: the last call is history, with its date', () => {
      // March 2022, 2021 and 2020: on a build of November 2026 only 2022 is within five years.
      const habit = withEditions(
        { cycle: '2022', windows: [{ opens: '2022-03-22', closes: '2022-05-06' }] },
        { cycle: '2021', windows: [{ opens: '2021-03-15', closes: '2021-04-30' }] },
        { cycle: '2020', windows: [{ opens: '2020-03-02', closes: '2020-04-03' }] },
      )
      expect(seen(habit, '2026-11-25')).toEqual({
        label: 'Última convocatoria que conocemos: 2022',
        detail: 'cerró el 6 de mayo de 2022',
      })
    })
  })

  it('after a closing, usual months derived from two editions replace the closing date', () => {
    const call = withEditions(
      { cycle: '2026', windows: [{ opens: '2026-02-16', closes: '2026-02-27' }] },
      { cycle: '2025', windows: [{ opens: '2025-02-10', closes: '2025-02-21' }] },
    )
    expect(seen(call, '2026-11-25')).toEqual({ label: 'Cerrada', detail: 'suele abrir en febrero' })
  })
})

describe('sorting by deadline', () => {
  const today = '2026-03-01'
  const entries: { name: string; call: CatalogueCall }[] = [
    { name: 'unknown', call: { ...unknown, index: 1 } },
    { name: 'closed', call: { ...dated('2026-01-01', '2026-01-31'), index: 2 } },
    { name: 'usual-aug', call: { ...usual([8]), index: 3 } },
    { name: 'usual-apr', call: { ...usual([4]), index: 4 } },
    { name: 'later', call: { ...dated('2026-09-01', '2026-09-30'), index: 5 } },
    { name: 'all-year', call: { ...allYear, index: 6 } },
    { name: 'upcoming-late', call: { ...dated('2026-04-20', '2026-05-01'), index: 7 } },
    { name: 'upcoming-soon', call: { ...dated('2026-03-10', '2026-05-01'), index: 8 } },
    { name: 'open-late', call: { ...dated('2026-02-01', '2026-04-30'), index: 9 } },
    { name: 'closing', call: { ...dated('2026-02-01', '2026-03-03'), index: 10 } },
    { name: 'closed-recently', call: { ...dated('2026-02-01', '2026-02-27'), index: 11 } },
    { name: 'stale', call: { ...dated('2023-02-01', '2023-02-27'), index: 12 } },
  ]
  const withStatus = entries.map((entry) => ({
    ...entry,
    index: entry.call.index,
    status: callStatus(entry.call, today),
  }))

  it('puts open calls by closing date, then upcoming by opening date, then the rest', () => {
    expect([...withStatus].sort(compareByDeadline).map((entry) => entry.name)).toEqual([
      'closing',
      'open-late',
      'upcoming-soon',
      'upcoming-late',
      'all-year',
      'later',
      'usual-apr',
      'usual-aug',
      'closed-recently',
      'closed',
      'stale',
      'unknown',
    ])
  })

  it('sortByDeadline orders cards the same way and keeps the records', () => {
    const cards = entries.map((entry) => ({ index: entry.call.index, call: entry.call, name: entry.name }))
    const sorted = sortByDeadline(cards, today, (card) => card)
    expect(sorted.map((card) => card.name)).toEqual(
      [...withStatus].sort(compareByDeadline).map((e) => e.name),
    )
    expect(sorted[0]).toBe(cards.find((card) => card.name === 'closing'))
    expect(cards[0]?.name).toBe('unknown')
  })

  it('isOpen is true for «Abierta», «Cierra pronto» and a programme open all year', () => {
    expect(entries.filter((entry) => isOpen(entry.call, today)).map((entry) => entry.name)).toEqual([
      'all-year',
      'open-late',
      'closing',
    ])
    // All year means every day, whatever the date.
    for (const day of ['2026-01-01', '2026-11-26', '2027-12-31']) expect(isOpen(allYear, day)).toBe(true)
  })

  it('ranks open and closing-soon together, before upcoming', () => {
    const rank = (status: CallStatus) => statusRank(status)
    const byName = Object.fromEntries(withStatus.map((entry) => [entry.name, entry.status]))
    expect(rank(byName.closing as CallStatus)).toBe(rank(byName['open-late'] as CallStatus))
    expect(rank(byName['open-late'] as CallStatus)).toBeLessThan(rank(byName['upcoming-soon'] as CallStatus))
  })

  it('breaks ties by scholarship index', () => {
    const a = { index: 3, status: callStatus(unknown, today) }
    const b = { index: 1, status: callStatus(unknown, today) }
    expect([a, b].sort(compareByDeadline).map((entry) => entry.index)).toEqual([1, 3])
  })
})

describe('todayInMexicoCity without a time-zone formatter', () => {
  it('agrees with the IANA zone every few hours from the end of summer time to 2030', () => {
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Mexico_City',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    for (let time = Date.UTC(2022, 9, 30, 7); time < Date.UTC(2030, 0, 1); time += 7 * 3_600_000 + 123_457) {
      expect(todayInMexicoCity(new Date(time))).toBe(zone.format(new Date(time)))
    }
    // Before 30 October 2022 summer time still applied: 1 July 2022 at 05:30 UTC was 00:30 there.
    expect(todayInMexicoCity(new Date('2022-07-01T05:30:00Z'))).toBe('2022-07-01')
  })
})
