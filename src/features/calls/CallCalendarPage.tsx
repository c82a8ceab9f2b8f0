import summaries from 'virtual:data/scholarships-summaries'
import { Link } from '@tanstack/react-router'
import { SPANISH_MONTHS } from '../../../data/spanishDate'
import { spanishList } from '../../domain/callEditions'
import { spanishDayMonth } from '../../domain/callStatus'
import { inScope } from '../../domain/scholarshipScope'
import { normalizeText } from '../../domain/text'
import { CALENDAR_MONTH_ATTRIBUTE, CALENDAR_WINDOW_TAG } from '../../enhance/pageContract'
import { useAppPart } from '../../ui/appPart'
import { SaveToggle } from '../../ui/SaveToggle'
import { StateFilter } from '../../ui/StateFilter'
import { withScope } from '../../ui/scopedCatalogue'
import { CallReportBox } from './CallReportBox'
import { type CalendarEntry, calendarMonths } from './calendarMonths'

const CalendarWindowTag = CALENDAR_WINDOW_TAG

/** Months in the HTML: the build's month and 23 more, so any visitor's next 12 are there. */
const MONTHS_RENDERED = 24
const MONTHS_SHOWN = 12

const scoped = withScope(summaries)

/** Every programme, by name (accents aside, the same order on the server and in any browser). */
const programmes = summaries
  .map(({ index, name }) => ({ index, name, key: normalizeText(name) }))
  .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index))
  .map(({ index, name }) => ({ index, name }))

function EntryLine({ entry }: { entry: CalendarEntry }) {
  const link = (
    <Link to="/becas/$idx" params={{ idx: String(entry.index) }}>
      {entry.name}
    </Link>
  )
  if (entry.what === 'usual') {
    return (
      <li className="calendar-entry calendar-entry--usual">
        <span className="calendar-entry__text">
          <span className="calendar-entry__what">Suele abrir</span> {link}
          {entry.years && (
            <>
              {' '}
              <span className="calendar-entry__cycle">
                (así fue en {spanishList(entry.years.map(String))})
              </span>
            </>
          )}
        </span>
        <SaveToggle index={entry.index} name={entry.name} compact />
      </li>
    )
  }
  return (
    <li className={`calendar-entry calendar-entry--${entry.what}`}>
      <span className="calendar-entry__text">
        <span className="calendar-entry__what">
          {entry.what === 'opens' ? 'Abre' : 'Cierra'} el {spanishDayMonth(entry.date)}
        </span>{' '}
        {link} <span className="calendar-entry__cycle">(convocatoria {entry.cycle})</span>
      </span>
      <SaveToggle index={entry.index} name={entry.name} compact />
    </li>
  )
}

interface CallCalendarPageProps {
  /** One of the 32 states: its programmes and those open to every state (as on /becas). */
  estado: string | undefined
  /** `replace`: the device, not the student, chose it (the remembered state). */
  onStateChange: (estado: string | undefined, replace: boolean) => void
}

/** /becas/calendario: this month and the next 11, what opens, closes or usually opens in each. */
export function CallCalendarPage({ estado, onStateChange }: CallCalendarPageProps) {
  const shown = estado ? scoped.filter((programme) => inScope(programme, { state: estado })) : scoped
  const months = calendarMonths(shown, __BUILD_DATE__, MONTHS_RENDERED)
  const stateFilter = useAppPart<HTMLDivElement>('calendar-state', ['choice', 'tap'])
  return (
    <div className="container section call-calendar">
      <header className="page-intro">
        <p className="eyebrow">Convocatorias</p>
        <h1>Calendario de becas</h1>
        <p className="lead">
          Este mes y los 11 siguientes: qué convocatorias abren o cierran (con su fecha real y su ciclo) y qué
          programas suelen abrir en cada mes, según sus ediciones anteriores (eso no es una fecha: confírmala
          en su ficha). Las fechas cambian cada año: cada ficha dice dónde y cuándo las verificamos.
        </p>
        <CallReportBox choices={programmes} />
      </header>
      <div className="explorer__controls call-calendar__state needs-js" {...stateFilter}>
        <StateFilter estado={estado} onChange={onStateChange} />
      </div>
      {estado && (
        <p className="explorer__note">
          Ves las becas de {estado} y las que se piden desde cualquier estado; las de una sola escuela no
          aparecen.
        </p>
      )}
      <CalendarWindowTag class="call-calendar__months">
        {months.map((month, position) => (
          <section
            key={month.key}
            {...{ [CALENDAR_MONTH_ATTRIBUTE]: month.key }}
            aria-labelledby={`mes-${month.key}`}
            className={position < MONTHS_SHOWN ? 'calendar-month' : 'calendar-month calendar-month--extra'}
          >
            <h2 id={`mes-${month.key}`}>
              {SPANISH_MONTHS[month.month - 1]} de {month.year}
            </h2>
            {month.entries.length === 0 ? (
              <p className="calendar-month__empty">
                Este mes no tenemos convocatorias registradas que abran o cierren.
              </p>
            ) : (
              <ul className="calendar-month__list">
                {month.entries.map((entry) => (
                  <EntryLine key={`${entry.what}-${entry.index}`} entry={entry} />
                ))}
              </ul>
            )}
          </section>
        ))}
      </CalendarWindowTag>
      <p className="call-calendar__more">
        ¿No ves una beca? Muchas no publican fechas con anticipación: en su ficha verás «Fecha por confirmar».
        Explora el{' '}
        <Link to="/becas" search={estado ? { estado } : {}}>
          catálogo completo
        </Link>
        .
      </p>
    </div>
  )
}
