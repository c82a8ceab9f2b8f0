/**
 * «¿Ya abrió? Avísanos»: a student tells us that a programme's new call is out. Pure rules
 * shared by the form (machines/callReportMachine.ts), the e-mail it sends and the editors'
 * worklist (scripts/calls-review.ts): what a report holds, what makes it obviously wrong
 * (each field's Spanish message) and whether its link is on a host we already know for the
 * programme. Nothing here publishes anything: an editor confirms a report against the source.
 */

import { isIsoDate } from '../../data/calendarDays.ts'
import type { CatalogueEntry } from '../../data/catalogue.ts'
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from './emailAddress.ts'

/** What the student fills in; `programme` is the scholarship's index as text ('' until chosen). */
export interface CallReportFields {
  programme: string
  link: string
  opens: string
  closes: string
  note: string
  email: string
}

export type CallReportField = keyof CallReportFields

/** The fields in the form's order (the first wrong one takes the focus). */
export const CALL_REPORT_FIELDS: readonly CallReportField[] = [
  'programme',
  'link',
  'opens',
  'closes',
  'note',
  'email',
]

/** A report as sent: the fields trimmed, and the day (Mexico City) it was sent. */
export interface CallReport extends CallReportFields {
  day: string
}

export const CALL_REPORT_NOTE_MAX = 280
export const CALL_REPORT_LINK_MAX = 2000
/** No call we list opened before this day; an earlier date is a typo in the year. */
export const EARLIEST_CALL_DATE = '2020-01-01'
/** Calls are announced months ahead, never more than this many years. */
export const LATEST_CALL_YEARS = 2

export const callReportMessages = {
  programmeMissing: 'Elige la beca de la que nos avisas.',
  linkMissing: 'Pega el enlace donde viste la convocatoria.',
  linkNotUrl: 'Eso no parece un enlace. Cópialo completo de la barra de tu navegador: empieza con https://',
  linkNotHttps: 'El enlace debe empezar con https:// (la página segura de la institución).',
  linkTooLong: `El enlace es demasiado largo (más de ${CALL_REPORT_LINK_MAX} caracteres): copia solo la dirección de la página.`,
  dateNotReal: 'Escribe una fecha real: día, mes y año.',
  dateTooEarly: 'Esa fecha es anterior a 2020: revisa el año.',
  dateTooLate: `Esa fecha está a más de ${LATEST_CALL_YEARS} años: revisa el año.`,
  closesBeforeOpens: 'El cierre no puede ser antes de la apertura: revisa las dos fechas.',
  noteTooLong: `La nota puede tener hasta ${CALL_REPORT_NOTE_MAX} caracteres.`,
  emailInvalid: INVALID_EMAIL_MESSAGE,
} as const

/** The report's fields as they are sent: spaces trimmed, everything else as typed. */
export const trimmedReport = (fields: CallReportFields, day: string): CallReport => ({
  programme: fields.programme.trim(),
  link: fields.link.trim(),
  opens: fields.opens.trim(),
  closes: fields.closes.trim(),
  note: fields.note.trim(),
  email: fields.email.trim(),
  day,
})

function linkProblem(link: string): string | undefined {
  if (link === '') return callReportMessages.linkMissing
  if (link.length > CALL_REPORT_LINK_MAX) return callReportMessages.linkTooLong
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return callReportMessages.linkNotUrl
  }
  // A host needs a dot and nothing but letters, digits, dots and dashes (no «https://becas»).
  const hostOk = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(url.hostname) && !/\s/.test(link)
  if (url.protocol === 'http:' && hostOk) return callReportMessages.linkNotHttps
  if (url.protocol !== 'https:' || !hostOk || url.username || url.password)
    return callReportMessages.linkNotUrl
  return undefined
}

/** The latest date a call can be reported for: the same day, `LATEST_CALL_YEARS` years on. */
const latestDate = (today: string) => `${Number(today.slice(0, 4)) + LATEST_CALL_YEARS}${today.slice(4)}`

function dateProblem(date: string, today: string): string | undefined {
  if (date === '') return undefined
  if (!isIsoDate(date)) return callReportMessages.dateNotReal
  if (date < EARLIEST_CALL_DATE) return callReportMessages.dateTooEarly
  if (date > latestDate(today)) return callReportMessages.dateTooLate
  return undefined
}

/**
 * The Spanish message for each field that is wrong on `today` (ISO, Mexico City); none when
 * the report can go. The link is required (https); the dates are optional, each a real date
 * from 2020 to two years ahead, the closing one not before the opening one; the note is
 * optional and short; the e-mail is optional.
 */
export function callReportErrors(
  fields: CallReportFields,
  today: string,
): Partial<Record<CallReportField, string>> {
  const report = trimmedReport(fields, today)
  const errors: Partial<Record<CallReportField, string>> = {}
  if (!/^\d{1,6}$/.test(report.programme)) errors.programme = callReportMessages.programmeMissing
  const link = linkProblem(report.link)
  if (link) errors.link = link
  const opens = dateProblem(report.opens, today)
  if (opens) errors.opens = opens
  const closes = dateProblem(report.closes, today)
  if (closes) errors.closes = closes
  else if (!opens && report.opens !== '' && report.closes !== '' && report.closes < report.opens)
    errors.closes = callReportMessages.closesBeforeOpens
  if (report.note.length > CALL_REPORT_NOTE_MAX) errors.note = callReportMessages.noteTooLong
  if (report.email !== '' && !isEmailAddress(report.email)) errors.email = callReportMessages.emailInvalid
  return errors
}

/** A link's host without «www.», lower-case; null for text that is no URL. */
export function hostOf(link: string): string | null {
  try {
    return new URL(link).hostname.toLowerCase().replace(/^www\./, '')
  } catch {
    return null
  }
}

/** Hosts of public institutions in Mexico: a government or a school publishes its own calls there. */
const OFFICIAL_SUFFIXES = ['.gob.mx', '.edu.mx', '.unam.mx', '.ipn.mx']
const isOfficialHost = (host: string) => OFFICIAL_SUFFIXES.some((suffix) => host.endsWith(suffix))

/**
 * The programme's official hosts: its own page («URL» in scholarships.json) and, of the pages
 * its call records cite, those of public institutions (a news site that reported a call is a
 * source we used, not where the programme publishes, so a link there is marked).
 */
export function knownHostsOf(entry: Pick<CatalogueEntry, 'url' | 'call'>): string[] {
  const { call } = entry
  const cited: string[] = []
  if ('source' in call) cited.push(call.source)
  if (call.kind === 'editions') {
    if (call.usual) cited.push(call.usual.source)
    for (const edition of call.editions) {
      cited.push(edition.source)
      for (const window of edition.windows) if (window.source) cited.push(window.source)
    }
  }
  const own = hostOf(entry.url)
  const official = cited.map(hostOf).filter((host): host is string => host !== null && isOfficialHost(host))
  return [...new Set(own ? [own, ...official] : official)].sort()
}

/** Whether `link` is on one of `known` hosts or a subdomain of one (convocatorias.conahcyt.mx on conahcyt.mx). */
export function isOnKnownHost(link: string, known: readonly string[]): boolean {
  const host = hostOf(link)
  return host !== null && known.some((knownHost) => host === knownHost || host.endsWith(`.${knownHost}`))
}

/** What the e-mail says of a link on a host we do not know for the programme. */
export const OTHER_HOST_MARK = 'OTRO DOMINIO: no es un sitio oficial del programa'
export const KNOWN_HOST_MARK = 'dominio oficial'
export const CALL_REPORT_ABOUT = 'Aviso de convocatoria'

/**
 * The `call-report` template's parameters (EmailJS, or the local inbox): every field of the
 * report, the programme's name, whether the link is on a known host, the page it was sent
 * from and the day. The editors' worklist reads these same names back (scripts/callReports.ts).
 */
export function callReportParams(
  report: CallReport,
  { scholarship, knownHosts, page }: { scholarship: string; knownHosts: readonly string[]; page: string },
) {
  const linkCheck = isOnKnownHost(report.link, knownHosts) ? KNOWN_HOST_MARK : OTHER_HOST_MARK
  const dates = `Abre: ${report.opens || 'no lo sabe'}. Cierra: ${report.closes || 'no lo sabe'}.`
  return {
    about: CALL_REPORT_ABOUT,
    scholarship,
    scholarshipIndex: report.programme,
    link: report.link,
    linkHost: hostOf(report.link) ?? '',
    linkCheck,
    opens: report.opens,
    closes: report.closes,
    note: report.note,
    email: report.email,
    page,
    day: report.day,
    message: [
      `Un estudiante avisa que abrió la convocatoria de «${scholarship}» (beca ${report.programme}).`,
      `Enlace: ${report.link} (${linkCheck}).`,
      dates,
      report.note ? `Nota: ${report.note}` : 'Sin nota.',
      `Enviado desde ${page} el ${report.day}.`,
      report.email ? `Pide respuesta a ${report.email}.` : 'No pidió respuesta.',
    ].join('\n'),
  }
}

export type CallReportParams = ReturnType<typeof callReportParams>
