import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { derivedUsualMonths } from '../../data/callHabit'
import { loadCatalogue } from '../../data/catalogue'
import { calendarFile, callEvent, leftOutText, nextUsualMonthStart } from '../../src/domain/callCalendar'
import { calendarMonths, monthsFrom, visibleWindow } from '../../src/features/calls/calendarMonths'

const programme = (call: Parameters<typeof callEvent>[0]['call'], index = 7) => ({
  index,
  name: 'Beca de prueba',
  url: 'https://becas.example.gob.mx/convocatoria',
  call,
})

/** Parses an .ics text as a calendar client would, and returns its events. */
function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
  return calendar.getAllSubcomponents('vevent').map((vevent) => ({
    event: new ICAL.Event(vevent),
    vevent,
  }))
}

type Facts = Parameters<typeof callEvent>[0]['call']
type Windows = Extract<Facts, { kind: 'editions' }>['editions'][number]['windows']
/** One edition; `usual`: months a source states (one edition derives none). */
const editions = (cycle: string, windows: Windows, usual?: number[]): Facts => ({
  kind: 'editions',
  editions: [{ cycle, windows }],
  habit: usual ? { months: usual } : null,
})
/** Editions with the habit the build derives from them. */
const derived = (...list: { cycle: string; windows: Windows }[]): Facts => ({
  kind: 'editions',
  editions: list,
  habit: derivedUsualMonths(list),
})

describe('«Agregar a mi calendario» (.ics)', () => {
  const dated = editions('2026', [{ opens: '2026-02-16', closes: '2026-02-27' }])

  it('a dated call not over yet: an all-day event on the closing date, reminder 3 days before', async () => {
    const text = await calendarFile([programme(dated)], '2026-02-20')
    expect(text).not.toBeNull()
    const [only, ...rest] = parseEvents(text ?? '')
    expect(rest).toEqual([])
    const { event, vevent } = only as NonNullable<typeof only>
    expect(event.summary).toBe('Cierra: Beca de prueba')
    expect(event.startDate.isDate).toBe(true)
    expect(event.startDate.toString()).toBe('2026-02-27')
    expect(event.endDate.toString()).toBe('2026-02-28')
    expect(vevent.getFirstPropertyValue('url')).toBe('https://becas.example.gob.mx/convocatoria')
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED')
    const alarm = vevent.getFirstSubcomponent('valarm')
    const trigger = alarm?.getFirstPropertyValue('trigger') as ICAL.Duration
    expect(trigger.isNegative).toBe(true)
    expect(trigger.toSeconds()).toBe(-3 * 24 * 3600)
  })

  it('on the closing day itself the event is still offered', () => {
    expect(callEvent(programme(dated), '2026-02-27')?.start).toEqual([2026, 2, 27])
  })

  it('a finished call without usual months has nothing to add', async () => {
    expect(callEvent(programme(dated), '2026-02-28')).toBeNull()
    expect(await calendarFile([programme(dated)], '2026-02-28')).toBeNull()
    expect(callEvent(programme({ kind: 'unknown' }), '2026-02-28')).toBeNull()
    expect(callEvent(programme({ kind: 'all-year' }), '2026-02-28')).toBeNull()
  })

  it('usual months: a tentative yearly event on the 1st of the next usual month', async () => {
    const text = await calendarFile([programme({ kind: 'usual', months: [3, 9] })], '2026-04-10')
    const [{ event, vevent }] = parseEvents(text ?? '') as [ReturnType<typeof parseEvents>[number]]
    expect(event.startDate.toString()).toBe('2026-09-01')
    expect(vevent.getFirstPropertyValue('status')).toBe('TENTATIVE')
    expect(event.isRecurring()).toBe(true)
    expect(event.summary).toBe('Suele abrir: Beca de prueba')
    expect(event.description).toMatch(/marzo y septiembre/)
  })

  it('a finished dated call with usual months falls back to the next usual month', () => {
    const event = callEvent(
      programme(editions('2026', [{ opens: '2026-02-16', closes: '2026-02-27' }], [2])),
      '2026-03-01',
    )
    expect(event?.start).toEqual([2027, 2, 1])
    expect(event?.status).toBe('TENTATIVE')
  })

  it('two windows: the next one not over yet; a deadline-only window gives its closing date', () => {
    const two = editions('2026', [
      { opens: '2026-01-15', closes: '2026-02-27' },
      { opens: '2026-03-30', closes: '2026-05-29' },
    ])
    expect(callEvent(programme(two), '2026-02-01')?.start).toEqual([2026, 2, 27])
    const second = callEvent(programme(two), '2026-03-05')
    expect(second?.start).toEqual([2026, 5, 29])
    expect(second?.description).toMatch(
      /^Último día para registrarte \(convocatoria 2026, del 30 de marzo de 2026 al 29 de mayo de 2026\)/,
    )
    expect(callEvent(programme(two), '2026-05-30')).toBeNull()
    const deadline = callEvent(programme(editions('2026', [{ closes: '2026-04-10' }])), '2026-03-01')
    expect(deadline?.start).toEqual([2026, 4, 10])
    expect(deadline?.description).toMatch(/convocatoria 2026, hasta el 10 de abril de 2026/)
  })

  it('months derived from two editions give the tentative event once every window is over', () => {
    const call = derived(
      { cycle: '2026', windows: [{ opens: '2026-02-16', closes: '2026-02-27' }] },
      { cycle: '2025', windows: [{ opens: '2025-02-10', closes: '2025-02-21' }] },
    )
    expect(callEvent(programme(call), '2026-03-01')).toMatchObject({
      start: [2027, 2, 1],
      status: 'TENTATIVE',
    })
  })

  it('next usual month: across the year end, and never the current month', () => {
    expect(nextUsualMonthStart([1], '2026-12-31')).toEqual([2027, 1, 1])
    expect(nextUsualMonthStart([12], '2026-12-01')).toEqual([2027, 12, 1])
    expect(nextUsualMonthStart([2, 11], '2026-02-29'.replace('2026', '2028'))).toEqual([2028, 11, 1])
  })

  it('one file for several programmes, with one unique event each', async () => {
    const text = await calendarFile(
      [programme(dated, 1), programme({ kind: 'usual', months: [6] }, 2), programme({ kind: 'unknown' }, 3)],
      '2026-02-20',
    )
    const events = parseEvents(text ?? '')
    expect(events.map(({ event }) => event.summary)).toEqual([
      'Cierra: Beca de prueba',
      'Suele abrir: Beca de prueba',
    ])
    expect(new Set(events.map(({ event }) => event.uid)).size).toBe(2)
  })

  it('every real programme gives a parsable event or none, on any day of a year', async () => {
    const catalogue = loadCatalogue()
    for (const today of ['2026-01-01', '2026-02-20', '2026-07-15', '2026-12-31']) {
      const text = await calendarFile(catalogue, today)
      const events = parseEvents(text ?? '')
      expect(events.length).toBe(catalogue.filter((entry) => callEvent(entry, today)).length)
      for (const { event } of events) expect(event.startDate.toString() >= today).toBe(true)
    }
  })
})

describe('/becas/calendario months', () => {
  it('counts months across the year end', () => {
    expect(monthsFrom('2026-11-24', 4).map((month) => month.key)).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ])
  })

  it('lists dated calls in the months they open and close, and usual months', () => {
    const [feb, mar] = calendarMonths(
      [
        { index: 0, name: 'A', call: editions('2026', [{ opens: '2026-02-16', closes: '2026-03-02' }]) },
        { index: 1, name: 'B', call: { kind: 'usual', months: [2] } },
        { index: 2, name: 'C', call: editions('2026', [{ opens: '2026-02-01', closes: '2026-02-10' }], [2]) },
      ],
      '2026-02',
      2,
    )
    expect(feb?.entries.map((entry) => `${entry.what}:${entry.name}`)).toEqual([
      'opens:C',
      'closes:C',
      'opens:A',
      'usual:B',
    ])
    expect(mar?.entries.map((entry) => `${entry.what}:${entry.name}`)).toEqual(['closes:A'])
  })

  it('lists a deadline only in its month, and every window of an edition', () => {
    const [feb, mar, apr, may] = calendarMonths(
      [
        { index: 0, name: 'D', call: editions('2026', [{ closes: '2026-04-10' }]) },
        {
          index: 1,
          name: 'JJ',
          call: editions('2026', [
            { opens: '2026-01-15', closes: '2026-02-27' },
            { opens: '2026-03-30', closes: '2026-05-29' },
          ]),
        },
      ],
      '2026-02',
      4,
    )
    const lines = (month: typeof feb) => month?.entries.map((entry) => `${entry.what}:${entry.name}`)
    expect(lines(feb)).toEqual(['closes:JJ'])
    expect(lines(mar)).toEqual(['opens:JJ'])
    expect(lines(apr)).toEqual(['closes:D'])
    expect(lines(may)).toEqual(['closes:JJ'])
  })

  it('projects usual openings derived from editions into the next year, with the years that show them', () => {
    const call = derived(
      { cycle: '2026', windows: [{ opens: '2026-02-16', closes: '2026-02-27' }] },
      { cycle: '2025', windows: [{ opens: '2025-02-10', closes: '2025-02-21' }] },
    )
    const months = calendarMonths([{ index: 0, name: 'BJ', call }], '2026-11', 12)
    const withEntries = months.filter((month) => month.entries.length > 0)
    expect(withEntries.map((month) => month.key)).toEqual(['2027-02'])
    expect(withEntries[0]?.entries).toEqual([{ what: 'usual', index: 0, name: 'BJ', years: [2025, 2026] }])
    // In the month of a known edition, its real dates are listed instead.
    const [feb2026] = calendarMonths([{ index: 0, name: 'BJ', call }], '2026-02', 1)
    expect(feb2026?.entries.map((entry) => entry.what)).toEqual(['opens', 'closes'])
  })

  it('shows the visitor’s 12 months, or the nearest 12 inside the rendered ones', () => {
    const keys = monthsFrom('2026-11', 24).map((month) => month.key)
    expect(visibleWindow(keys, '2027-03-15', 12)).toEqual(keys.slice(4, 16))
    expect(visibleWindow(keys, '2026-11-01', 12)).toEqual(keys.slice(0, 12))
    expect(visibleWindow(keys, '2026-02-01', 12)).toEqual(keys.slice(0, 12))
    expect(visibleWindow(keys, '2029-01-01', 12)).toEqual(keys.slice(12, 24))
    expect(visibleWindow(keys, '2028-06-01', 12)).toEqual(keys.slice(12, 24))
  })
})

describe('«Descargar calendario» says which saved programmes had no date', () => {
  const catalogue = loadCatalogue()
  const programme = (index: number) => {
    const entry = catalogue[index]
    if (!entry) throw new Error(`no programme ${index}`)
    return { index, name: entry.name, url: entry.url, call: entry.call }
  }

  it('names those left out, and says nothing when every one is in the file (or none is)', () => {
    // Benito Juárez (0) has a window ahead on 18 Feb 2026; SUBES (3) has no known dates.
    const list = [programme(0), programme(3)]
    expect(leftOutText(list, '2026-02-18')).toBe(
      `El calendario lleva 1 de tus 2 becas. Esta no tiene todavía una fecha que poner en él: ${programme(3).name}.`,
    )
    expect(leftOutText([programme(0)], '2026-02-18')).toBe('')
    expect(leftOutText([programme(3)], '2026-02-18')).toBe('')
  })
})
