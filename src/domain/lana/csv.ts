/**
 * «Mi lana»'s spendings as CSV, to open in Excel or Google Sheets and to bring back. Pure.
 *
 * Export: UTF-8 with a BOM (without it Excel reads «categorÃ­a»), CRLF line ends, columns
 * `fecha,categoría,monto,nota,pago del mes` («sí» on a bill paid once a month), RFC 4180 quoting (a field with a comma, semicolon, quote or
 * line break goes in quotes, quotes doubled), dates yyyy-mm-dd and amounts as plain
 * decimals (1234.50). Text starting with = + - @ gets a leading apostrophe so a spreadsheet
 * shows it instead of running it as a formula; import takes that apostrophe off again.
 *
 * Import accepts a BOM or none and either separator, read from the header line: Excel in
 * es-MX saves with commas (the point is the decimal sign there), but a computer set to
 * Spain's region saves with semicolons. Columns may come in any order; «nota» and «pago del
 * mes» may be missing (files from before the monthly mark). Dates may also come as día/mes/año, as Excel rewrites them when it saves. Each
 * bad row is reported with its line and skipped; the good rows still come in.
 */
import { isIsoDate } from '../calendarDays'
import { decimalText, parseAmount } from '../money'
import { normalizeText } from '../text'
import {
  type Budget,
  type Category,
  MAX_CATEGORIES,
  MAX_CATEGORY_NAME,
  MAX_NOTE,
  noteWithOldName,
  OTHERS_ID,
  type Spending,
} from './budget'

const BOM = '\uFEFF'
export const CSV_HEADER = ['fecha', 'categoría', 'monto', 'nota', 'pago del mes'] as const
/** What the «pago del mes» column says for a bill paid once a month; empty for the rest. */
const MONTHLY_MARK = 'sí'
/** About 20,000 spendings; anything bigger is not a file this page wrote. */
export const MAX_CSV_CHARS = 2_000_000

const FORMULA_START = /^'*[=+\-@\t\r]/

function csvField(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return /[",;\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The spendings as a CSV file's text, oldest first. */
export function spendingsCsv(spendings: readonly Spending[], categories: readonly Category[]): string {
  const names = new Map(categories.map((category) => [category.id, category.name]))
  const rows = [...spendings]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((spending) =>
      [
        spending.date,
        csvField(names.get(spending.categoryId) ?? ''),
        decimalText(spending.amount),
        csvField(spending.note ?? ''),
        spending.monthly ? MONTHLY_MARK : '',
      ].join(','),
    )
  return `${BOM}${[CSV_HEADER.join(','), ...rows].join('\r\n')}\r\n`
}

interface CsvRecord {
  /** The line the record starts on, 1-based, as an editor counts them. */
  line: number
  fields: string[]
}

/** RFC 4180 records; a quote that never closes ends the reading with an error on its line. */
function readRecords(text: string, separator: string): { records: CsvRecord[]; problem: string | null } {
  const records: CsvRecord[] = []
  let fields: string[] = []
  let field = ''
  let line = 1
  let recordLine = 1
  let quoted = false
  let quoteLine = 1
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index++
      } else if (char === '"') quoted = false
      else {
        if (char === '\n' || (char === '\r' && text[index + 1] !== '\n')) line++
        field += char
      }
    } else if (char === '"' && field === '') {
      quoted = true
      quoteLine = line
    } else if (char === separator) {
      fields.push(field)
      field = ''
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index++
      records.push({ line: recordLine, fields: [...fields, field] })
      fields = []
      field = ''
      line++
      recordLine = line
    } else field += char
  }
  if (quoted) return { records, problem: `Línea ${quoteLine}: unas comillas no se cierran.` }
  if (field !== '' || fields.length > 0) records.push({ line: recordLine, fields: [...fields, field] })
  return { records, problem: null }
}

export interface ImportedRow {
  line: number
  date: string
  category: string
  amount: number
  note?: string
  monthly?: true
}

export interface CsvReading {
  rows: ImportedRow[]
  /** One Spanish sentence per bad row or per file problem, naming the line. */
  problems: string[]
}

/** «24/11/2026» or «2026-11-24» → «2026-11-24»; null for anything else or a day that does not exist. */
function readDate(text: string): string | null {
  const dayFirst = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)
  const iso = dayFirst
    ? `${dayFirst[3]}-${dayFirst[2]?.padStart(2, '0')}-${dayFirst[1]?.padStart(2, '0')}`
    : text
  return isIsoDate(iso) ? iso : null
}

const withoutFormulaGuard = (text: string) => (/^'+[=+\-@\t\r]/.test(text) ? text.slice(1) : text)

function readRow({ line, fields }: CsvRecord, columns: Record<string, number>): ImportedRow | string {
  const cell = (name: string) => fields[columns[name] ?? -1] ?? ''
  const dateText = cell('fecha').trim()
  const date = readDate(dateText)
  if (!date)
    return `Línea ${line}: la fecha «${dateText}» no es válida; usa año-mes-día (2026-11-24) o día/mes/año.`
  const category = withoutFormulaGuard(cell('categoria').trim())
  if (!category) return `Línea ${line}: falta la categoría.`
  if (category.length > MAX_CATEGORY_NAME)
    return `Línea ${line}: el nombre de la categoría tiene más de ${MAX_CATEGORY_NAME} letras.`
  const amount = parseAmount(cell('monto'))
  if (!amount.ok) return `Línea ${line}: el monto «${cell('monto').trim()}» no sirve. ${amount.message}`
  const note = withoutFormulaGuard(cell('nota').trim())
  if (note.length > MAX_NOTE) return `Línea ${line}: la nota tiene más de ${MAX_NOTE} letras.`
  const mark = normalizeText(cell('pago del mes').trim())
  if (mark !== '' && mark !== normalizeText(MONTHLY_MARK) && mark !== 'no')
    return `Línea ${line}: en «pago del mes» escribe «sí» o déjalo vacío.`
  const monthly = mark === normalizeText(MONTHLY_MARK)
  return {
    line,
    date,
    category,
    amount: amount.centavos,
    ...(note ? { note } : {}),
    ...(monthly ? { monthly: true as const } : {}),
  }
}

/** Reads a CSV file's text: the good rows, and a sentence for each bad one. */
export function readSpendingsCsv(file: string): CsvReading {
  if (file.length > MAX_CSV_CHARS)
    return { rows: [], problems: ['El archivo es demasiado grande para «Mi lana».'] }
  const text = file.startsWith(BOM) ? file.slice(1) : file
  const headerLine = text.split(/\r\n|\n|\r/, 1)[0] ?? ''
  const separator = headerLine.includes(';') && !headerLine.includes(',') ? ';' : ','
  const { records, problem } = readRecords(text, separator)
  const [header, ...body] = records
  const names = (header?.fields ?? []).map(normalizeText)
  const columns = Object.fromEntries(
    ['fecha', 'categoria', 'monto', 'nota', 'pago del mes'].map((name) => [name, names.indexOf(name)]),
  )
  for (const name of ['fecha', 'categoria', 'monto'])
    if (columns[name] === -1)
      return {
        rows: [],
        problems: ['La primera línea debe tener las columnas fecha, categoría, monto y nota.'],
      }
  const rows: ImportedRow[] = []
  const problems: string[] = []
  for (const record of body) {
    if (record.fields.every((field) => field.trim() === '')) continue
    const row = readRow(record, columns)
    if (typeof row === 'string') problems.push(row)
    else rows.push(row)
  }
  if (problem) problems.push(problem)
  return { rows, problems }
}

export interface ImportResult {
  budget: Budget
  added: number
  /** Rows equal to a spending already there (same date, category, amount and note). */
  alreadyThere: number
  /** Categories created for names the student did not have. */
  newCategories: string[]
  /** Rows with an unknown category put in «Otros» because no more categories fit. */
  intoOthers: number
}

/** What the student is told after an import: the counts, and one sentence per bad row. */
export type ImportReport = Omit<ImportResult, 'budget'> & { problems: string[] }

const sameKey = (date: string, categoryId: string, amount: number, note?: string) =>
  JSON.stringify([date, categoryId, amount, note ?? ''])

/**
 * Adds the rows as spendings. A category is found by its name (ignoring case and accents);
 * an unknown one is created, or, once there are MAX_CATEGORIES, the row goes to «Otros» with
 * the name at the start of its note. A row equal to a spending already kept is not added
 * again, so importing the same file twice does not double anything; equal rows inside the
 * file are all added (two coffees the same day are two coffees).
 */
export function importSpendings(budget: Budget, rows: readonly ImportedRow[]): ImportResult {
  const existing = new Map<string, number>()
  for (const { date, categoryId, amount, note } of budget.spendings) {
    const key = sameKey(date, categoryId, amount, note)
    existing.set(key, (existing.get(key) ?? 0) + 1)
  }
  const categories = [...budget.categories]
  const byName = new Map(categories.map((category) => [normalizeText(category.name), category.id]))
  const spendings: Spending[] = []
  const newCategories: string[] = []
  let { lastId } = budget
  let alreadyThere = 0
  let intoOthers = 0
  for (const row of rows) {
    let categoryId = byName.get(normalizeText(row.category))
    let note = row.note
    if (!categoryId && categories.length < MAX_CATEGORIES) {
      categoryId = `c${++lastId}`
      categories.push({ id: categoryId, name: row.category })
      byName.set(normalizeText(row.category), categoryId)
      newCategories.push(row.category)
    } else if (!categoryId) {
      categoryId = OTHERS_ID
      note = noteWithOldName(row.category, row.note)
      intoOthers++
    }
    const key = sameKey(row.date, categoryId, row.amount, note)
    const seen = existing.get(key) ?? 0
    if (seen > 0) {
      existing.set(key, seen - 1)
      alreadyThere++
      continue
    }
    const { date, amount, monthly } = row
    spendings.push({
      id: `g${++lastId}`,
      date,
      categoryId,
      amount,
      ...(note ? { note } : {}),
      ...(monthly ? { monthly } : {}),
    })
  }
  return {
    budget: { ...budget, lastId, categories, spendings: [...budget.spendings, ...spendings] },
    added: spendings.length,
    alreadyThere,
    newCategories,
    intoOthers,
  }
}
