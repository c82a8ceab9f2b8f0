import { lazy, Suspense } from 'react'
import type { CatalogueEntry } from '../../../data/catalogue'
import { spanishLongDate, spanishMonthList } from '../../lib/callStatus'
import { CalendarFileButton } from './CalendarFileButton'
import { CallStatusBadge } from './CallStatusBadge'

const CallAlertForm = lazy(() => import('./CallAlertForm'))

const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '')

function CallDates({ call }: { call: CatalogueEntry['call'] }) {
  switch (call.kind) {
    case 'dated':
      return (
        <dl className="call-panel__facts">
          <div>
            <dt>Registro</dt>
            <dd>
              del {spanishLongDate(call.opens)} al {spanishLongDate(call.closes)}
            </dd>
          </div>
          <div>
            <dt>Ciclo</dt>
            <dd>{call.cycle}</dd>
          </div>
          {call.months?.length ? (
            <div>
              <dt>Suele abrir en</dt>
              <dd>{spanishMonthList(call.months)}</dd>
            </div>
          ) : null}
        </dl>
      )
    case 'usual':
      return (
        <dl className="call-panel__facts">
          <div>
            <dt>Suele abrir en</dt>
            <dd>{spanishMonthList(call.months)}</dd>
          </div>
          {call.cycle ? (
            <div>
              <dt>Último ciclo visto</dt>
              <dd>{call.cycle}</dd>
            </div>
          ) : null}
        </dl>
      )
    case 'all-year':
      return <p>Recibe solicitudes durante todo el año.</p>
    case 'unknown':
      return (
        <p>
          Todavía no encontramos fechas confiables de su próxima convocatoria. No adivinamos: revisa el sitio
          oficial o pide que te avisemos.
        </p>
      )
  }
}

function CalendarButton({ scholarship }: { scholarship: CatalogueEntry }) {
  const { call } = scholarship
  // A finished call with no usual months has nothing true to put in a calendar.
  const hideWhenClosed = call.kind === 'dated' && !call.months?.length
  return (
    <div className="call-panel__calendar needs-js" data-hide-when-closed={hideWhenClosed ? '' : undefined}>
      <CalendarFileButton
        className="button button--secondary button--block"
        statusClassName="status status--error"
        fileName={`beca-${scholarship.index}-convocatoria.ics`}
        programmes={() => [scholarship]}
        nothingToAdd="Esta convocatoria ya cerró y aún no sabemos cuándo abre la siguiente."
      >
        Agregar a mi calendario
      </CalendarFileButton>
    </div>
  )
}

/** The detail page's «Convocatoria»: status, dates, cycle, where and when they were checked. */
export function CallPanel({ scholarship }: { scholarship: CatalogueEntry }) {
  const { call } = scholarship
  return (
    <section className="call-panel" aria-labelledby="convocatoria">
      <h2 id="convocatoria">Convocatoria</h2>
      <CallStatusBadge call={call} />
      <CallDates call={call} />
      <p className="call-panel__source">
        {'source' in call ? (
          <>
            Verificado el {spanishLongDate(call.checked)} en{' '}
            <a href={call.source} target="_blank" rel="noopener noreferrer">
              {hostOf(call.source)}
              <span className="visually-hidden"> (fuente de las fechas; se abre en una pestaña nueva)</span>
            </a>
          </>
        ) : (
          <>Revisado el {spanishLongDate(call.checked)}</>
        )}
      </p>
      {(call.kind === 'dated' || call.kind === 'usual') && <CalendarButton scholarship={scholarship} />}
      {call.kind !== 'all-year' && (
        <div className="call-alert">
          <h3 className="call-alert__title">Avísame cuando abra</h3>
          <p className="call-alert__hint">
            Te escribimos cuando sepamos las fechas de la siguiente convocatoria.
          </p>
          {/* Lazy: the form's machine and e-mail client load with the app, not with the page. */}
          <Suspense fallback={null}>
            <CallAlertForm index={scholarship.index} name={scholarship.name} />
          </Suspense>
        </div>
      )}
    </section>
  )
}
