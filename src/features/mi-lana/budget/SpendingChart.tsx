import { useId } from 'react'
import type { MonthKey } from '../../../domain/calendarDays'
import type { Budget } from '../../../domain/lana/budget'
import { type Period, periodNumbers } from '../../../domain/lana/periods'
import { monthName } from '../../../domain/lana/words'
import { formatMoney } from '../../../domain/money'

/** Slice colours: each at least 3:1 against white (WCAG 1.4.11), none the over-budget red. */
const PALETTE = [
  '#5b3df5',
  '#0e7490',
  '#c2410c',
  '#13795b',
  '#a21caf',
  '#1d4ed8',
  '#92400e',
  '#4d7c0f',
  '#be185d',
  '#475569',
]
/** A circle whose circumference is 100, so a slice's length is its percentage. */
const RADIUS = 15.915494

const percent = (part: number, total: number) => Math.round((part / total) * 100)

const periodWords = (period: Period, month: MonthKey) =>
  period === 'month'
    ? `en ${monthName(month)}`
    : `en la ${period === 'q1' ? 'primera' : 'segunda'} quincena de ${monthName(month)}`

/**
 * «¿En qué se fue tu lana?»: the period's spending by category as a ring, the same numbers
 * in the legend, and in a table for whoever prefers one (or a screen reader).
 */
export function SpendingChart({
  budget,
  month,
  today,
  period,
}: {
  budget: Budget
  month: MonthKey
  today: string
  period: Period
}) {
  const id = useId()
  const { summary } = periodNumbers(budget, month, today, period)
  const total = summary.spent
  const slices = summary.lines
    .filter((line) => line.spent > 0)
    .sort((a, b) => b.spent - a.spent)
    .map((line, index) => ({ ...line, color: PALETTE[index % PALETTE.length] as string }))
  const when = periodWords(period, month)
  let before = 0
  return (
    <section className="card lana-chart" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>¿En qué se fue tu lana?</h3>
      {total === 0 ? (
        <p className="lana-chart__empty">Cuando anotes gastos {when}, aquí verás en qué se va tu lana.</p>
      ) : (
        <>
          <figure className="lana-chart__figure">
            <svg
              className="lana-chart__ring"
              viewBox="0 0 42 42"
              role="img"
              aria-label={`Gastos ${when} por categoría: ${slices
                .map((slice) => `${slice.name}, ${percent(slice.spent, total)} %`)
                .join('; ')}.`}
            >
              <circle cx="21" cy="21" r={RADIUS} fill="none" stroke="#e9e3f5" strokeWidth="7" />
              {slices.map((slice) => {
                const length = (slice.spent / total) * 100
                const offset = 25 - before
                before += length
                return (
                  <circle
                    key={slice.id}
                    className="lana-chart__slice"
                    cx="21"
                    cy="21"
                    r={RADIUS}
                    fill="none"
                    stroke={slice.color}
                    strokeWidth="7"
                    strokeDasharray={`${length} ${100 - length}`}
                    strokeDashoffset={offset}
                  />
                )
              })}
              <text x="21" y="22.5" textAnchor="middle" className="lana-chart__total">
                {formatMoney(total)}
              </text>
            </svg>
            <figcaption>
              <ul className="lana-chart__legend">
                {slices.map((slice) => (
                  <li key={slice.id}>
                    <svg viewBox="0 0 10 10" className="lana-chart__swatch" aria-hidden="true">
                      <rect width="10" height="10" rx="2" fill={slice.color} />
                    </svg>
                    <span className="lana-chart__name">{slice.name}</span>
                    <span className="lana-chart__share">
                      {percent(slice.spent, total)} % · {formatMoney(slice.spent)}
                    </span>
                  </li>
                ))}
              </ul>
            </figcaption>
          </figure>
          <details className="lana-chart__table no-print">
            <summary>Ver los números en una tabla</summary>
            <table>
              <caption>Gastos {when} por categoría</caption>
              <thead>
                <tr>
                  <th scope="col">Categoría</th>
                  <th scope="col">Gastado</th>
                  <th scope="col">Del total</th>
                </tr>
              </thead>
              <tbody>
                {slices.map((slice) => (
                  <tr key={slice.id}>
                    <th scope="row">{slice.name}</th>
                    <td>{formatMoney(slice.spent)}</td>
                    <td>{percent(slice.spent, total)} %</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  <td>{formatMoney(total)}</td>
                  <td>100 %</td>
                </tr>
              </tfoot>
            </table>
          </details>
        </>
      )}
    </section>
  )
}
