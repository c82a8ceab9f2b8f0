import { useId } from 'react'
import { lastDayOf, type MonthKey, monthOf } from '../../../domain/calendarDays'
import { spanishDayMonth } from '../../../domain/callStatus'
import type { Budget, CategoryLine, MonthBills } from '../../../domain/lana/budget'
import { type Period, type PeriodNumbers, periodNumbers } from '../../../domain/lana/periods'
import { days, monthName } from '../../../domain/lana/words'
import { formatMoney } from '../../../domain/money'

export { defaultPeriod, type Period } from '../../../domain/lana/periods'

/**
 * When the month's first record falls after the 15th, the numbers count from there
 * (decision 0006): «Este mes empezaste a anotar el 26: contamos desde ahí…».
 */
function startedLine(startedOn: string, month: MonthKey, today: string, spent: number) {
  const from = `contamos desde ${spent === 0 ? 'hoy' : 'ahí'}, solo con lo que te toca de la 2.ª quincena.`
  if (spent === 0) return `Aún no anotas gastos este mes: ${from}`
  const when = monthOf(today) === month ? 'Este mes' : `En ${monthName(month)}`
  return `${when} empezaste a anotar el ${Number(startedOn.slice(8))}: ${from}`
}

/** «De tu plan del mes, $3,000.00 son pagos del mes (Renta y servicios): ya pagaste $3,000.00.» */
function billsLine({ planned, paid, names }: MonthBills) {
  const due = planned - paid
  const state =
    due <= 0
      ? `ya pagaste ${formatMoney(paid)}`
      : paid === 0
        ? `te falta pagar ${formatMoney(due)}`
        : `ya pagaste ${formatMoney(paid)} y te falta pagar ${formatMoney(due)}`
  return `De tu plan del mes, ${formatMoney(planned)} son pagos del mes (${names.join(', ')}): ${state}.`
}

/** What a period leaves, in one big number and a sentence or two (by the period's state). */
function Headline({ numbers, month, today }: { numbers: PeriodNumbers; month: MonthKey; today: string }) {
  const { summary } = numbers
  const { startedOn } = summary
  const thisPeriod = numbers.kind === 'month' ? 'este mes' : 'esta quincena'
  if (summary.state === 'noPlan') {
    return (
      <div className="lana-headline">
        <p className="lana-headline__lead">Todavía no tienes un plan para {monthName(month)}.</p>
        <p>
          Escribe cuánto te llega y cuánto quieres gastar en cada cosa en «Tu plan de {monthName(month)}», más
          abajo, y aquí verás cuánto te queda.
          {summary.spent > 0 && ` Por ahora llevas gastado ${formatMoney(summary.spent)} ${thisPeriod}.`}
        </p>
      </div>
    )
  }
  // The first quincena of a month first written down after it: nobody knows what it left.
  if (summary.state === 'notCounted') {
    return (
      <div className="lana-headline">
        <p className="lana-headline__lead">No anotaste gastos en la 1.ª quincena.</p>
        <p>Así que no contamos lo que pudo sobrarte de ella: los números empiezan en la 2.ª quincena.</p>
      </div>
    )
  }
  const over = summary.state === 'over'
  const measure =
    summary.basis === 'income'
      ? numbers.kind === 'month' && !startedOn
        ? 'que te llegan al mes'
        : numbers.kind === 'month'
          ? 'que te tocan en la 2.ª quincena'
          : 'que te tocan esa quincena'
      : 'que presupuestaste (anota tu ingreso para contar contra él)'
  let label: string
  let detail: string | null = null
  if (numbers.kind === 'month') label = over ? 'gastaste de más este mes' : `te quedan de ${monthName(month)}`
  else if (numbers.when === 'past') label = over ? 'gastaste de más esa quincena' : 'te sobraron esa quincena'
  else {
    const { perDay, daysLeft, quincena, billsDue } = numbers.summary
    label = over
      ? 'gastaste de más esta quincena'
      : numbers.when === 'now'
        ? 'te quedan para llegar a fin de quincena'
        : 'te tocan para esa quincena'
    if (perDay !== null && !over)
      detail = `Son ${formatMoney(perDay)} al día por ${days(daysLeft)}, hasta el ${spanishDayMonth(quincena.end)}${
        billsDue > 0 ? `, apartando ${formatMoney(billsDue)} de pagos del mes que faltan` : ''
      }.`
  }
  // What the second quincena brings from the first: said when it is an overspending, and a
  // negative amount is never written as money to spend.
  const carriedOver = numbers.kind === 'quincena' && summary.carried < 0
  return (
    <div className={`lana-headline${over ? ' lana-headline--over' : ''}`}>
      <p className="lana-headline__lead">
        <span className="lana-headline__amount">{formatMoney(Math.abs(summary.left))}</span>{' '}
        <span className="lana-headline__label">{label}</span>
      </p>
      {detail && <p className="lana-headline__per-day">{detail}</p>}
      {startedOn && (
        <p className="lana-headline__started">{startedLine(startedOn, month, today, summary.spent)}</p>
      )}
      {carriedOver ? (
        <p className="lana-headline__spent">
          Esta quincena te tocaban {formatMoney(summary.planned)}, pero en la 1.ª gastaste{' '}
          {formatMoney(-summary.carried)} de más: eso se descuenta aquí. Llevas gastado{' '}
          {formatMoney(summary.spent)} esta quincena.
        </p>
      ) : (
        <p className="lana-headline__spent">
          Gastaste {formatMoney(summary.spent)} de los {formatMoney(summary.available)} {measure}.
          {numbers.kind === 'quincena' &&
            numbers.summary.quincena.half === 2 &&
            !startedOn &&
            ' La segunda quincena tiene lo que le quedó al mes después de la primera.'}
        </p>
      )}
      {numbers.kind === 'quincena' && summary.bills.planned > 0 && (
        <p className="lana-headline__bills">{billsLine(summary.bills)}</p>
      )}
      {numbers.kind === 'month' &&
        numbers.summary.unassigned !== null &&
        numbers.summary.unassigned !== 0 && (
          <p className="lana-headline__spent">
            {numbers.summary.unassigned > 0
              ? `Sin asignar a ninguna categoría: ${formatMoney(numbers.summary.unassigned)}.`
              : `Asignaste ${formatMoney(-numbers.summary.unassigned)} más de lo que te llega.`}
          </p>
        )}
    </div>
  )
}

/** A category's bar: how much of its money went out, over-budget in red and in words. */
function CategoryBar({ line, month }: { line: CategoryLine; month: MonthKey }) {
  if (!line.budgeted)
    // Nothing to exceed: what went out, and where to give it a budget.
    return (
      <li className="lana-bar lana-bar--unplanned">
        <p className="lana-bar__head">
          <span className="lana-bar__name">{line.name}</span>
          <span className="lana-bar__amounts">{formatMoney(line.spent)}</span>
        </p>
        <p className="lana-bar__left">Sin presupuesto en «Tu plan de {monthName(month)}».</p>
      </li>
    )
  const ofMonth = line.monthly ? ' del mes' : ''
  // The second quincena of a category the first already used up: no negative budget is shown.
  if (line.allowance <= 0 && line.spent === 0)
    return (
      <li className={`lana-bar${line.allowance < 0 ? ' lana-bar--over' : ''}`}>
        <p className="lana-bar__head">
          <span className="lana-bar__name">{line.name}</span>
          <span className="lana-bar__amounts">{formatMoney(0)}</span>
        </p>
        <p className="lana-bar__left">
          {line.allowance < 0
            ? `En la 1.ª quincena te pasaste por ${formatMoney(-line.allowance)}`
            : line.monthly
              ? 'Pagado en la 1.ª quincena'
              : 'Ya usaste en la 1.ª quincena lo de todo el mes'}
        </p>
      </li>
    )
  const allowance = Math.max(0, line.allowance)
  const share = allowance > 0 ? Math.min(100, (line.spent / allowance) * 100) : 100
  return (
    <li className={`lana-bar${line.over ? ' lana-bar--over' : ''}`}>
      <p className="lana-bar__head">
        <span className="lana-bar__name">{line.name}</span>
        <span className="lana-bar__amounts">
          {formatMoney(line.spent)} de {formatMoney(allowance)}
          {ofMonth}
        </span>
      </p>
      <svg className="lana-bar__track" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
        <rect className="lana-bar__fill" width={share} height="10" />
      </svg>
      <p className="lana-bar__left">
        {line.over ? (
          <>
            <span className="lana-bar__warning" aria-hidden="true">
              !
            </span>
            Te pasaste por {formatMoney(-line.left)}
          </>
        ) : (
          `Te quedan ${formatMoney(line.left)}`
        )}
      </p>
    </li>
  )
}

const PERIOD_LABELS = (month: MonthKey): Record<Period, string> => ({
  q1: '1.ª quincena (1–15)',
  q2: `2.ª quincena (16–${Number(lastDayOf(month).slice(8))})`,
  month: 'Todo el mes',
})

/** The period chooser, what is left, and a bar per category. */
export function BudgetSummary({
  budget,
  month,
  today,
  period,
  onPeriod,
}: {
  budget: Budget
  month: MonthKey
  today: string
  period: Period
  onPeriod: (period: Period) => void
}) {
  const id = useId()
  const numbers = periodNumbers(budget, month, today, period)
  const labels = PERIOD_LABELS(month)
  const shown = numbers.summary.lines.filter((line) => line.budgeted || line.spent > 0)
  const quiet = numbers.summary.lines.filter((line) => !line.budgeted && line.spent === 0)
  return (
    <section className="card lana-summary" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="visually-hidden">
        Cuánto te queda
      </h3>
      <fieldset className="lana-period no-print">
        <legend className="visually-hidden">Ver los números de</legend>
        {(Object.keys(labels) as Period[]).map((key) => (
          <label key={key} className="lana-period__option">
            <input
              type="radio"
              name={`${id}-periodo`}
              value={key}
              checked={period === key}
              onChange={() => onPeriod(key)}
            />
            <span>{labels[key]}</span>
          </label>
        ))}
      </fieldset>
      <p className="lana-print-only lana-summary__period">{labels[period]}</p>
      <Headline numbers={numbers} month={month} today={today} />
      {shown.length > 0 && (
        <ul className="lana-bars" aria-label="Por categoría">
          {shown.map((line) => (
            <CategoryBar key={line.id} line={line} month={month} />
          ))}
        </ul>
      )}
      {quiet.length > 0 && shown.length > 0 && (
        <p className="lana-summary__quiet">
          {period === 'month'
            ? 'Sin presupuesto ni gastos este mes'
            : 'Sin nada por gastar ni gastos esa quincena'}
          : {quiet.map((line) => line.name).join(', ')}.
        </p>
      )}
    </section>
  )
}
