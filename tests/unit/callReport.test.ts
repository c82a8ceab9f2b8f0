import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../data/catalogue'
import { loadPrivacyPolicy } from '../../data/legal.schema'
import {
  CALL_REPORT_NOTE_MAX,
  type CallReportFields,
  callReportErrors,
  callReportMessages,
  hostOf,
  isOnKnownHost,
  knownHostsOf,
} from '../../src/lib/callReport'
import { reportedCallsFormat, reportedToday, withReport } from '../../src/lib/reportedCalls'

const TODAY = '2026-11-26'
const good: CallReportFields = {
  programme: '0',
  link: 'https://www.becabenitojuarez.gob.mx/convocatoria-2027',
  opens: '2027-02-15',
  closes: '2027-02-26',
  note: 'La vi en un cartel de mi prepa.',
  email: 'ana@correo.mx',
}
const errorsWith = (change: Partial<CallReportFields>) => callReportErrors({ ...good, ...change }, TODAY)

describe('a call report’s validation', () => {
  it('accepts a complete report, and one with only the programme and the link', () => {
    expect(callReportErrors(good, TODAY)).toEqual({})
    expect(errorsWith({ opens: '', closes: '', note: '', email: '' })).toEqual({})
    // Spaces around what was pasted do not count.
    expect(errorsWith({ link: `  ${good.link}\n`, email: ' ana@correo.mx ' })).toEqual({})
  })

  it('asks for the programme when none was chosen', () => {
    expect(errorsWith({ programme: '' })).toEqual({ programme: callReportMessages.programmeMissing })
  })

  it.each([
    ['', callReportMessages.linkMissing],
    ['   ', callReportMessages.linkMissing],
    ['becabenitojuarez.gob.mx/convocatoria', callReportMessages.linkNotUrl],
    ['www.becabenitojuarez.gob.mx', callReportMessages.linkNotUrl],
    ['la vi en facebook', callReportMessages.linkNotUrl],
    ['https://becas', callReportMessages.linkNotUrl],
    ['https://becas gob.mx/x', callReportMessages.linkNotUrl],
    ['ftp://becas.gob.mx/convocatoria.pdf', callReportMessages.linkNotUrl],
    ['javascript:alert(1)', callReportMessages.linkNotUrl],
    ['https://usuario:clave@becas.gob.mx/', callReportMessages.linkNotUrl],
    ['http://www.becabenitojuarez.gob.mx', callReportMessages.linkNotHttps],
    [`https://becas.gob.mx/${'a'.repeat(2000)}`, callReportMessages.linkTooLong],
  ])('refuses the link «%s»', (link, message) => {
    expect(errorsWith({ link })).toEqual({ link: message })
  })

  it.each([
    ['2027-02-30', callReportMessages.dateNotReal],
    ['2027-13-01', callReportMessages.dateNotReal],
    ['15/02/2027', callReportMessages.dateNotReal],
    ['2019-12-31', callReportMessages.dateTooEarly],
    ['0202-02-15', callReportMessages.dateTooEarly],
    ['2028-11-27', callReportMessages.dateTooLate],
  ])('refuses the date %s, as an opening or a closing date', (date, message) => {
    expect(errorsWith({ opens: date, closes: '' })).toEqual({ opens: message })
    expect(errorsWith({ opens: '', closes: date })).toEqual({ closes: message })
  })

  it('takes dates from 2020 to exactly two years ahead, and a one-day window', () => {
    expect(errorsWith({ opens: '2020-01-01', closes: '2028-11-26' })).toEqual({})
    expect(errorsWith({ opens: '2027-03-01', closes: '2027-03-01' })).toEqual({})
  })

  it('refuses a closing date before the opening date, by the closing date', () => {
    expect(errorsWith({ opens: '2027-02-26', closes: '2027-02-15' })).toEqual({
      closes: callReportMessages.closesBeforeOpens,
    })
    // A wrong opening date is said once, by itself, not again as «out of order».
    expect(errorsWith({ opens: '2031-02-26', closes: '2027-02-15' })).toEqual({
      opens: callReportMessages.dateTooLate,
    })
  })

  it('refuses a note longer than 280 characters', () => {
    expect(errorsWith({ note: 'a'.repeat(CALL_REPORT_NOTE_MAX) })).toEqual({})
    expect(errorsWith({ note: 'a'.repeat(CALL_REPORT_NOTE_MAX + 1) })).toEqual({
      note: callReportMessages.noteTooLong,
    })
  })

  it.each(['ana', 'ana@correo', 'ana correo@mx.com', '@correo.mx'])('refuses the e-mail «%s»', (email) => {
    expect(errorsWith({ email })).toEqual({ email: callReportMessages.emailInvalid })
  })

  it('names every wrong field at once', () => {
    expect(
      Object.keys(
        callReportErrors(
          { programme: '', link: 'http://x', opens: '2019-01-01', closes: 'x', note: '', email: 'y' },
          TODAY,
        ),
      ),
    ).toEqual(['programme', 'link', 'opens', 'closes', 'email'])
  })
})

describe('the hosts we know for a programme', () => {
  const catalogue = loadCatalogue()
  const benito = catalogue[0]
  if (!benito) throw new Error('no programme 0')

  it('are its official page’s host and the public institutions its call records cite, not the news sites', () => {
    const hosts = knownHostsOf(benito)
    expect(hosts).toContain('becabenitojuarez.gob.mx')
    expect(hosts).not.toContain('infobae.com')
    expect(hosts).not.toContain('proceso.com.mx')
    expect(
      hosts.every((host) => host === 'becabenitojuarez.gob.mx' || /\.(gob|edu|unam|ipn)\.mx$/.test(host)),
    ).toBe(true)
    expect(hosts.every((host) => !host.startsWith('www.'))).toBe(true)
  })

  it('take the host itself, with or without www, and its subdomains; nothing else', () => {
    const known = ['conahcyt.mx', 'becabenitojuarez.gob.mx']
    expect(isOnKnownHost('https://www.becabenitojuarez.gob.mx/registro', known)).toBe(true)
    expect(isOnKnownHost('https://convocatorias.conahcyt.mx/2027', known)).toBe(true)
    expect(isOnKnownHost('https://conahcyt.mx.estafa.com/', known)).toBe(false)
    expect(isOnKnownHost('https://falsoconahcyt.mx/', known)).toBe(false)
    expect(isOnKnownHost('no es enlace', known)).toBe(false)
    expect(hostOf('https://WWW.Example.MX/x')).toBe('example.mx')
  })
})

describe('what the device remembers of reports', () => {
  it('one day per programme; a new report keeps only today’s', () => {
    const yesterday = { '3': '2026-11-25', '7': TODAY }
    const after = withReport(yesterday, '0', TODAY)
    expect(after).toEqual({ '7': TODAY, '0': TODAY })
    expect(reportedToday(after, '0', TODAY)).toBe(true)
    expect(reportedToday(after, '0', '2026-11-27')).toBe(false)
    expect(reportedToday(yesterday, '3', TODAY)).toBe(false)
  })

  it('reads back what it wrote and nothing else', () => {
    const { parse, serialize } = reportedCallsFormat
    expect(parse(serialize({ '0': TODAY }))).toEqual({ '0': TODAY })
    expect(parse('{"version":2,"days":{}}')).toBeNull()
    expect(parse('{"version":1,"days":{"-1":"2026-11-26"}}')).toBeNull()
    expect(parse('{"version":1,"days":{"0":"ayer"}}')).toBeNull()
    expect(parse('no es json')).toBeNull()
  })
})

describe('the privacy policy', () => {
  it('says what a call report sends and what the device keeps of it', () => {
    const policy = JSON.stringify(loadPrivacyPolicy())
    for (const said of [
      'Aviso de convocatoria («¿Ya abrió? Avísanos»',
      'el enlace donde viste la convocatoria, las fechas y la nota si las escribes, la página desde la que lo enviaste y el día; tu correo electrónico solo si lo dejas',
      'Las becas de las que nos avisaste hoy, con la fecha',
    ])
      expect(policy).toContain(said)
  })
})
