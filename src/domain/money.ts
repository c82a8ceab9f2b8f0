/**
 * Money in Mexican pesos, kept as integer centavos so that sums never drift (0.1 + 0.2).
 * Shown as «$1,234.50» (es-MX, MXN); typed by students as «1,234.50», «1234.5», «$1 234».
 *
 * In es-MX the comma groups thousands and the point starts the centavos. A comma followed
 * by one or two digits («12,50») is refused with a hint rather than guessed: read as
 * thousands it would be 1,250 pesos, read as centavos 12.50 — a wrong guess is worse than
 * a question.
 */

/** Centavos: 1 peso = 100. Always an integer. */
export type Centavos = number

/** $10,000,000.00: anything above is a typo, not a student's spending. */
export const MAX_CENTAVOS: Centavos = 1_000_000_000

export type AmountResult = { ok: true; centavos: Centavos } | { ok: false; message: string }

export interface AmountRules {
  /**
   * Whether $0 is accepted. A spending, an income or a payment of $0 makes no sense and is
   * refused; a category's budget may be $0 («nada para Salidas este mes»).
   */
  allowZero?: boolean
}

const refuse = (message: string): AmountResult => ({ ok: false, message })
const tooBig = 'Ese monto es demasiado grande: el máximo es $10,000,000.00.'

// Digits, optionally grouped by commas in threes, then optionally a point and decimals.
const AMOUNT = /^(?:(\d+)|(\d{1,3}(?:,\d{3})+))?(?:\.(\d*))?$/

/** The amount typed in `text`, in centavos, or the Spanish sentence to show by the field. */
export function parseAmount(text: string, { allowZero = false }: AmountRules = {}): AmountResult {
  let clean = text.trim()
  if (clean === '') return refuse('Escribe un monto.')
  if (/^[-−–(]/.test(clean) || /^\$\s*[-−–]/.test(clean)) return refuse('El monto no puede ser negativo.')
  clean = clean.replace(/^\$\s*/, '').replace(/\s*(?:mxn|pesos)$/i, '')
  if (/^\d[\d,]*,\d{1,2}$/.test(clean)) return refuse('Escribe los centavos con punto, por ejemplo 1,234.50.')
  // A space between digits groups thousands, like a comma: «1 234» (also no-break spaces).
  clean = clean.replace(/(\d)[\s\u00a0\u202f]+(?=\d)/g, '$1,')
  const match = AMOUNT.exec(clean)
  if (!match || !/\d/.test(clean)) return refuse('Escribe el monto solo con números, por ejemplo 1,234.50.')
  const [, plain, grouped, decimals = ''] = match
  if (decimals.length > 2) return refuse('Usa como máximo dos decimales: los centavos.')
  const pesos = (plain ?? grouped ?? '0').replaceAll(',', '').replace(/^0+(?=\d)/, '')
  // More than 8 digits of pesos is over the limit anyway; this also keeps Number() exact.
  if (pesos.length > 8) return refuse(tooBig)
  const centavos = Number(pesos) * 100 + Number(decimals.padEnd(2, '0'))
  if (centavos > MAX_CENTAVOS) return refuse(tooBig)
  if (centavos === 0 && !allowZero) return refuse('El monto debe ser mayor que cero.')
  return { ok: true, centavos }
}

/**
 * 123450 → «$1,234.50»; negative amounts (over budget) → «-$12.30». Exactly what
 * `Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })` writes (a unit test
 * compares them), without it: building that formatter loads the locale's data, tens of
 * milliseconds of a cheap phone's main thread on the first amount a «Mi lana» screen shows.
 */
export function formatMoney(centavos: Centavos): string {
  const sign = centavos < 0 ? '-' : ''
  const absolute = Math.abs(Math.round(centavos))
  const pesos = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+$)/g, ',')
  return `${sign}$${pesos}.${String(absolute % 100).padStart(2, '0')}`
}

/** 123450 → «1234.50»: a plain decimal for files (CSV), with no symbol or grouping. */
export function decimalText(centavos: Centavos): string {
  const sign = centavos < 0 ? '-' : ''
  const absolute = Math.abs(centavos)
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`
}

/** Splits `total` in two halves that add up exactly; the odd centavo goes to the first. */
export function halves(total: Centavos): [Centavos, Centavos] {
  const second = Math.floor(total / 2)
  return [total - second, second]
}
