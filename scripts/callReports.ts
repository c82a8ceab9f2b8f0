/**
 * Students' «¿Ya abrió? Avísanos» reports, as the editors' worklist reads them back: from the
 * local inbox (`emails.jsonl`, one EmailJS request per line; only the `call-report` template)
 * or from a CSV exported from the production mailbox (a header row with the template's
 * parameter names, any order, comma or semicolon; other columns are ignored). Every report is
 * checked with the form's own rules on the day it was sent; a line that is not a report is
 * named in `problems` and skipped, never guessed.
 */
import { existsSync, readFileSync } from 'node:fs'
import { parse as parseCsv } from 'csv-parse/sync'
import * as v from 'valibot'
import {
  type CallReport,
  type CallReportParams,
  callReportErrors,
  trimmedReport,
} from '../src/lib/callReport.ts'

/** A report read back: what the student sent, and where it was read. */
export interface StudentReport extends CallReport {
  /** The scholarship's index (the report's `programme`, as a number). */
  index: number
  page: string
  /** Where it was read: «emails.jsonl, línea 12». */
  from: string
}

export interface ReadReports {
  reports: StudentReport[]
  problems: string[]
}

const text = v.optional(v.string(), '')
/** The parameters the worklist needs, by the names the form sends (src/lib/callReport.ts). */
const ParamsSchema = v.object({
  scholarshipIndex: v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'scholarshipIndex is not a programme number')),
  link: v.string(),
  opens: text,
  closes: text,
  note: text,
  email: text,
  page: text,
  day: v.pipe(v.string(), v.isoDate('day is not a date such as 2026-11-26')),
} satisfies Partial<Record<keyof CallReportParams, v.GenericSchema>>)

/** One report from its template parameters, or why it is not one. */
function toReport(params: unknown, from: string): StudentReport | string {
  const parsed = v.safeParse(ParamsSchema, params)
  if (!parsed.success) return `${from}: ${parsed.issues.map((issue) => issue.message).join('; ')}`
  const { scholarshipIndex, page, day, ...fields } = parsed.output
  const report: StudentReport = {
    ...trimmedReport({ ...fields, programme: scholarshipIndex }, day),
    index: Number(scholarshipIndex),
    page,
    from,
  }
  const errors = Object.values(callReportErrors(report, report.day))
  return errors.length > 0 ? `${from}: ${errors.join(' ')}` : report
}

/** A report's parameters and where they were read, or why a line holds none. */
type Entry = { params: unknown; from: string } | string

/** The reports among `entries`, and each entry that is none, in the order they came. */
function collect(entries: Entry[]): ReadReports {
  const reports: StudentReport[] = []
  const problems: string[] = []
  for (const entry of entries) {
    const report = typeof entry === 'string' ? entry : toReport(entry.params, entry.from)
    if (typeof report === 'string') problems.push(report)
    else reports.push(report)
  }
  return { reports, problems }
}

/** The local inbox's `emails.jsonl`: the requests sent with `template` (default `call-report`). */
export function readInboxReports(text: string, name: string, template: string): ReadReports {
  const entries = text.split('\n').flatMap((line, position): Entry[] => {
    if (line.trim() === '') return []
    const from = `${name}, línea ${position + 1}`
    let record: unknown
    try {
      record = JSON.parse(line)
    } catch {
      return [`${from}: no es JSON`]
    }
    const { template_id: templateId, template_params: params } = (record ?? {}) as Record<string, unknown>
    return templateId === template ? [{ params, from }] : []
  })
  return collect(entries)
}

/** A CSV with one report per row and the template's parameter names in its header. */
export function readCsvReports(text: string, name: string): ReadReports {
  let rows: { record: Record<string, string>; info: { lines: number } }[]
  try {
    rows = parseCsv(text, {
      bom: true,
      columns: true,
      delimiter: [',', ';'],
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    })
  } catch (error) {
    return { reports: [], problems: [`${name}: no se pudo leer como CSV (${(error as Error).message})`] }
  }
  return collect(rows.map(({ record, info }) => ({ params: record, from: `${name}, línea ${info.lines}` })))
}

/** Reads `file` (a `.csv`, else the inbox's JSON lines); a missing file holds no reports. */
export function readReports(file: string, template: string): ReadReports {
  if (!existsSync(file)) return { reports: [], problems: [] }
  const text = readFileSync(file, 'utf8')
  return file.toLowerCase().endsWith('.csv')
    ? readCsvReports(text, file)
    : readInboxReports(text, file, template)
}
