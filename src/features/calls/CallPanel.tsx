import { lazy, Suspense } from 'react'
import type { CatalogueEntry } from '../../../data/catalogue'
import { usualMonthsOf } from '../../lib/callEditions'
import { spanishLongDate, spanishMonthList } from '../../lib/callStatus'
import { usualLabel, windowText } from '../../lib/editionWords'
import { CalendarFileButton } from './CalendarFileButton'
import { CallReportBox } from './CallReportBox'
import { CallStatusBadge } from './CallStatusBadge'

const CallAlertForm = lazy(() => import('./CallAlertForm'))

const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '')

type Call = CatalogueEntry['call']
type Edition = Extract<Call, { kind: 'editions' }>['editions'][number]

/** A source's host as a link; `what` says what it is the source of, for screen readers. */
function SourceLink({ url, what }: { url: string; what: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {hostOf(url)}
      <span className="visually-hidden"> ({what}; se abre en una pestaña nueva)</span>
    </a>
  )
}

/** An edition's windows; one seen on its own page names that page. */
function EditionWindows({ edition }: { edition: Edition }) {
  return edition.windows.map((window, position) => (
    <span key={window.closes} className="call-panel__window">
      {position > 0 && '; '}
      {windowText(window)}
      {window.source && (
        <>
          {' '}
          (fuente: <SourceLink url={window.source} what="fuente de este periodo" />)
        </>
      )}
    </span>
  ))
}

/** «Ediciones anteriores»: every older edition, newest first, with its dates, cycle and source. */
function PastEditions({ editions }: { editions: readonly Edition[] }) {
  if (editions.length === 0) return null
  return (
    <section className="call-history" aria-labelledby="ediciones-anteriores">
      <h3 id="ediciones-anteriores">Ediciones anteriores</h3>
      <ol className="call-history__list">
        {editions.map((edition) => (
          <li key={`${edition.cycle}-${edition.windows[0]?.closes}`}>
            <strong>Convocatoria {edition.cycle}:</strong> <EditionWindows edition={edition} />. Fuente:{' '}
            <SourceLink url={edition.source} what={`fuente de la convocatoria ${edition.cycle}`} />,
            verificada el {spanishLongDate(edition.checked)}.
          </li>
        ))}
      </ol>
    </section>
  )
}

function CallDates({ call }: { call: Call }) {
  switch (call.kind) {
    case 'editions': {
      const [latest] = call.editions
      const usual = usualMonthsOf(call)
      if (!latest) return null
      return (
        <>
          <dl className="call-panel__facts">
            <div>
              <dt>{latest.windows.length > 1 ? 'Periodos' : 'Registro'}</dt>
              <dd>
                <EditionWindows edition={latest} />
              </dd>
            </div>
            <div>
              <dt>Ciclo</dt>
              <dd>{latest.cycle}</dd>
            </div>
          </dl>
          {usual && (
            <p className="call-panel__usual">
              {usualLabel(usual)}
              {/* Months without years are a source's «cada año en…»: say which. */}
              {!usual.years && call.usual && (
                <>
                  , según <SourceLink url={call.usual.source} what="fuente de los meses habituales" />
                </>
              )}
            </p>
          )}
        </>
      )
    }
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

/** Where and when the shown dates were checked: the latest edition's source, or the record's. */
function CheckedLine({ call }: { call: Call }) {
  const seen = call.kind === 'editions' ? call.editions[0] : 'source' in call ? call : undefined
  if (!seen) return <>Revisado el {spanishLongDate(call.checked)}</>
  return (
    <>
      Verificado el {spanishLongDate(seen.checked)} en{' '}
      <SourceLink url={seen.source} what="fuente de las fechas" />
    </>
  )
}

function CalendarButton({ scholarship }: { scholarship: CatalogueEntry }) {
  const { call } = scholarship
  // A finished call with no usual months has nothing true to put in a calendar.
  const hideWhenClosed = call.kind === 'editions' && !usualMonthsOf(call)
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

/** The detail page's «Convocatoria»: status, dates, cycle, where and when they were checked, older editions. */
export function CallPanel({ scholarship }: { scholarship: CatalogueEntry }) {
  const { call } = scholarship
  return (
    <section className="call-panel" aria-labelledby="convocatoria">
      <h2 id="convocatoria">Convocatoria</h2>
      <CallStatusBadge call={call} />
      <CallDates call={call} />
      <p className="call-panel__source">
        <CheckedLine call={call} />
      </p>
      {call.kind === 'editions' && <PastEditions editions={call.editions.slice(1)} />}
      {(call.kind === 'editions' || call.kind === 'usual') && <CalendarButton scholarship={scholarship} />}
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
      <CallReportBox programme={{ index: scholarship.index, name: scholarship.name }} />
    </section>
  )
}
