import { Link } from '@tanstack/react-router'
import { type MonthKey, nextMonth, previousMonth } from '../../../domain/calendarDays'
import { capitalized, monthName, monthTitle } from '../../../domain/lana/words'
import { Icon } from '../../../ui/Icon'

/** The month on screen, with the months before and after (links: ?mes=2026-10). */
export function MonthBar({ month, currentMonth }: { month: MonthKey; currentMonth: MonthKey }) {
  const before = previousMonth(month)
  const after = nextMonth(month)
  // Today's month is the page without ?mes=.
  const param = (key: MonthKey) => (key === currentMonth ? '' : key)
  return (
    <div className="lana-months">
      <Link
        to="/mi-lana"
        search={{ mes: param(before) }}
        className="button button--ghost button--small lana-months__step"
        aria-label={`Mes anterior: ${monthTitle(before)}`}
      >
        <Icon name="chevronLeft" />
        {capitalized(monthName(before))}
      </Link>
      <div className="lana-months__now">
        <h2 id="mes-en-pantalla" className="lana-months__title">
          {capitalized(monthTitle(month))}
        </h2>
        {month !== currentMonth && (
          <Link to="/mi-lana" search={{ mes: '' }} className="lana-months__today no-print">
            Volver a este mes
          </Link>
        )}
      </div>
      <Link
        to="/mi-lana"
        search={{ mes: param(after) }}
        className="button button--ghost button--small lana-months__step"
        aria-label={`Mes siguiente: ${monthTitle(after)}`}
      >
        {capitalized(monthName(after))}
        <Icon name="chevronRight" />
      </Link>
    </div>
  )
}
