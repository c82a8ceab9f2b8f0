import documents from 'virtual:data/application-documents'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { CatalogueEntry } from '../../../data/catalogue'
import type { SavedListContext } from '../../../machines/savedListMachine'
import { checklistFor, checklistProgress } from '../../lib/applicationChecklist'
import { sortByDeadline } from '../../lib/callStatus'
import { editionDatesText } from '../../lib/editionWords'
import { STORAGE_PROBLEM_TEXT } from '../../lib/storedValue'
import { EmptyState } from '../../ui/EmptyState'
import { Icon } from '../../ui/Icon'
import { NoScriptNote } from '../../ui/NoScriptNote'
import { CalendarFileButton } from '../calls/CalendarFileButton'
import { CallStatusBadge } from '../calls/CallStatusBadge'
import { useToday } from '../calls/useToday'
import { ShareButton } from '../scholarships/ShareButton'
import { type DetailState, loadAllDetails, useProgrammeDetails } from './useProgrammeDetails'
import { useSavedList } from './useSavedList'

export const DOCUMENTS_GUIDE_ID = 'documentos-para-una-beca'

/** Saved or shared indexes that name a programme of this catalogue. */
const knownIndexes = (indexes: readonly number[]) => indexes.filter((index) => index < __SCHOLARSHIP_COUNT__)

/** The loaded programmes by closing date (today known), then those still loading or failed. */
function ordered(
  indexes: readonly number[],
  details: ReadonlyMap<number, DetailState>,
  today: string | null,
): { index: number; detail: DetailState | undefined; entry: CatalogueEntry | null }[] {
  const rows = indexes.map((index) => {
    const detail = details.get(index)
    return { index, detail, entry: detail?.state === 'ready' ? detail.entry : null }
  })
  const ready = rows.filter((row) => row.entry)
  const waiting = rows.filter((row) => !row.entry)
  const sorted = today ? sortByDeadline(ready, today, (row) => row.entry as CatalogueEntry) : ready
  return [...sorted, ...waiting]
}

/** The share link of a list: /mis-becas?becas=3,17,42 on this site. */
export const shareUrl = (saved: readonly number[]) =>
  `${window.location.origin}/mis-becas?becas=${saved.join(',')}`

function StorageMessages({ list, onDismiss }: { list: SavedListContext; onDismiss: () => void }) {
  return (
    <>
      {list.problem && (
        <p className="saved-alert saved-alert--problem" role="alert">
          {STORAGE_PROBLEM_TEXT[list.problem]}
        </p>
      )}
      {list.notice === 'corrupt' && (
        <div className="saved-alert" role="alert">
          <p>
            La lista guardada en este dispositivo estaba dañada y no se podía leer, así que empezamos una
            nueva. Guardamos una copia de la anterior en el navegador por si hace falta recuperarla.
          </p>
          <button type="button" className="button button--ghost button--small" onClick={onDismiss}>
            Entendido
          </button>
        </div>
      )}
    </>
  )
}

/** The dates the student can plan with, in words, with their cycle (the badge gives today's status). */
function CallDatesLine({ call }: { call: CatalogueEntry['call'] }) {
  const latest = call.kind === 'editions' ? call.editions[0] : undefined
  if (!latest) return null
  return (
    <p className="saved-item__dates">
      Convocatoria {latest.cycle}: {editionDatesText(latest)}
    </p>
  )
}

/** Name (linking to its page), institution, today's call status and the dates with their cycle. */
function ProgrammeHead({
  entry,
  level,
  headingId,
}: {
  entry: CatalogueEntry
  level: 2 | 3
  headingId?: string
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <div className="saved-item__head">
      <Heading id={headingId} className="saved-item__title">
        <Link to="/becas/$idx" params={{ idx: String(entry.index) }}>
          {entry.name}
        </Link>
      </Heading>
      <p className="scholarship-card__institution">{entry.institution}</p>
      <CallStatusBadge call={entry.call} />
      <CallDatesLine call={entry.call} />
    </div>
  )
}

/** A programme whose record has not arrived: loading, or failed with a way to retry. */
function PendingProgramme({ detail, onRetry }: { detail: DetailState | undefined; onRetry: () => void }) {
  if (detail?.state === 'failed') {
    return (
      <li className="card saved-item">
        <div className="saved-alert saved-alert--problem" role="alert">
          <p>No pudimos cargar esta beca. Revisa tu conexión e inténtalo de nuevo.</p>
          <button type="button" className="button button--ghost button--small" onClick={onRetry}>
            Reintentar
          </button>
        </div>
      </li>
    )
  }
  return (
    <li className="card saved-item saved-item--loading">
      <p className="saved-item__loading" role="status">
        Cargando beca…
      </p>
    </li>
  )
}

function Checklist({
  entry,
  ticked,
  onTick,
}: {
  entry: CatalogueEntry
  ticked: readonly string[]
  onTick: (item: string, done: boolean) => void
}) {
  const progressId = useId()
  const items = checklistFor(entry, documents)
  const progress = checklistProgress(items, ticked)
  return (
    <fieldset className="checklist" aria-describedby={progressId}>
      <legend className="checklist__legend">Lo que necesitas</legend>
      <p id={progressId} className="checklist__progress">
        <progress max={progress.total} value={progress.done} aria-hidden="true" />
        <span>{progress.label}</span>
      </p>
      <ul className="checklist__items">
        {items.map((item) => (
          <li key={item.id} className={`checklist__item checklist__item--${item.kind}`}>
            <label className="checklist__label">
              <input
                type="checkbox"
                checked={ticked.includes(item.id)}
                onChange={(event) => onTick(item.id, event.currentTarget.checked)}
              />
              <span>{item.label}</span>
            </label>
            {item.kind === 'document' && (
              <p className="checklist__how">
                {item.how}{' '}
                {item.url && (
                  <a href={item.url} target="_blank" rel="noopener noreferrer">
                    {item.urlLabel ?? 'Sitio oficial'}
                    <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
                  </a>
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
      <p className="checklist__guide">
        ¿No sabes cómo conseguir alguno?{' '}
        <Link to="/guias/$articleId" params={{ articleId: DOCUMENTS_GUIDE_ID }}>
          Lee la guía «Documentos que te piden para una beca»
        </Link>
      </p>
    </fieldset>
  )
}

function SavedProgramme({
  summary,
  ticked,
  send,
}: {
  summary: CatalogueEntry
  ticked: readonly string[]
  send: ReturnType<typeof useSavedList>['send']
}) {
  const headingId = useId()
  return (
    <li className="card saved-item" aria-labelledby={headingId}>
      <ProgrammeHead entry={summary} level={2} headingId={headingId} />
      <Checklist
        entry={summary}
        ticked={ticked}
        onTick={(item, done) => send({ type: 'tick', index: summary.index, item, done })}
      />
      <div className="saved-item__actions no-print">
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => send({ type: 'toggle', index: summary.index })}
        >
          Quitar de mi lista<span className="visually-hidden"> {summary.name}</span>
        </button>
      </div>
    </li>
  )
}

function CalendarDownload({ saved }: { saved: readonly number[] }) {
  return (
    <div className="saved-toolbar__item">
      <CalendarFileButton
        className="button button--secondary"
        statusClassName="saved-toolbar__status"
        fileName="mis-becas.ics"
        programmes={() => loadAllDetails(saved)}
        nothingToAdd="Ninguna de tus becas tiene todavía una fecha que poner en un calendario."
      >
        <Icon name="download" />
        Descargar calendario
      </CalendarFileButton>
    </div>
  )
}

function OwnList({ list, send }: { list: SavedListContext; send: ReturnType<typeof useSavedList>['send'] }) {
  const today = useToday()
  const saved = knownIndexes(list.saved)
  const { details, retry } = useProgrammeDetails(saved)
  if (saved.length === 0) {
    return (
      <EmptyState title="Todavía no guardas ninguna beca">
        <p>
          Toca «Guardar» en cualquier beca y aquí verás cuándo cierra su convocatoria y qué documentos te
          faltan.
        </p>
        <p className="saved-empty__actions">
          <Link to="/quiz-becas" className="button button--primary">
            Haz el quiz de becas
          </Link>
          <Link to="/becas" className="button button--secondary">
            Explora el catálogo
          </Link>
        </p>
      </EmptyState>
    )
  }
  const link = shareUrl(saved)
  return (
    <>
      <div className="saved-toolbar no-print">
        <div className="saved-toolbar__item">
          <ShareButton title="Mis becas · Ya Sé Cómo" label="Compartir mi lista" url={link} />
        </div>
        <CalendarDownload saved={saved} />
        <div className="saved-toolbar__item">
          <button type="button" className="button button--ghost" onClick={() => window.print()}>
            Imprimir mi lista
          </button>
        </div>
      </div>
      <p className="saved-share-link no-print">
        Tu enlace para abrir esta lista en otro teléfono: <a href={link}>{link}</a>
      </p>
      <p className="saved-count-line">
        {saved.length === 1 ? '1 beca guardada' : `${saved.length} becas guardadas`}, la que cierra primero
        arriba.
      </p>
      <ul className="saved-list">
        {ordered(saved, details, today).map(({ index, detail, entry }) =>
          entry ? (
            <SavedProgramme
              key={index}
              summary={entry}
              ticked={list.ticks[String(index)] ?? []}
              send={send}
            />
          ) : (
            <PendingProgramme key={index} detail={detail} onRetry={retry} />
          ),
        )}
      </ul>
    </>
  )
}

function SharedList({
  indexes,
  list,
  send,
}: {
  indexes: readonly number[]
  list: SavedListContext
  send: ReturnType<typeof useSavedList>['send']
}) {
  const today = useToday()
  const programmes = knownIndexes(indexes)
  const { details, retry } = useProgrammeDetails(programmes)
  const missing = programmes.filter((index) => !list.saved.includes(index))
  if (programmes.length === 0) {
    return (
      <EmptyState title="Este enlace no trae becas que reconozcamos">
        <p>
          Revisa que el enlace esté completo o pídele a quien te lo mandó que lo comparta otra vez.{' '}
          <Link to="/mis-becas">Ver mi lista</Link>
        </p>
      </EmptyState>
    )
  }
  return (
    <section className="saved-shared" aria-labelledby="lista-compartida">
      <h2 id="lista-compartida">Lista compartida</h2>
      <p>
        Te compartieron {programmes.length === 1 ? 'esta beca' : `estas ${programmes.length} becas`}. Aquí
        solo las ves; guárdalas para seguir sus requisitos y fechas en este dispositivo.
      </p>
      <div className="saved-toolbar">
        <button
          type="button"
          className="button button--primary"
          disabled={missing.length === 0}
          onClick={() => send({ type: 'save.all', indexes: programmes })}
        >
          Guardar todas
        </button>
        <Link to="/mis-becas" className="button button--ghost">
          Ver mi lista
        </Link>
      </div>
      <p className="saved-toolbar__status" role="status">
        {missing.length === 0 ? 'Ya están todas en tu lista.' : ''}
      </p>
      <ul className="saved-list">
        {ordered(programmes, details, today).map(({ index, detail, entry: summary }) =>
          summary ? (
            <li key={index} className="card saved-item">
              <ProgrammeHead entry={summary} level={3} />
            </li>
          ) : (
            <PendingProgramme key={index} detail={detail} onRetry={retry} />
          ),
        )}
      </ul>
    </section>
  )
}

/**
 * /mis-becas: the programmes saved on this device with their call and a checklist each,
 * or (with ?becas=3,17,42) a list someone shared, read-only, with «Guardar todas».
 * Everything here depends on the device, so the pre-rendered page says only that the
 * list is loading; the app starts right after the first paint (sitePages: hydrate 'load').
 */
export function MisBecasPage({ shared }: { shared: readonly number[] | null }) {
  const { list, send } = useSavedList()
  return (
    <div className="container section saved-page" data-saved-list="">
      <header className="page-intro">
        <p className="eyebrow">Sin cuenta, en este dispositivo</p>
        <h1>Mis becas</h1>
        <p className="lead">
          Las becas que guardaste, cuándo cierra cada convocatoria y qué documentos te faltan. Tu lista se
          queda en este teléfono o computadora: nadie más la ve y no necesitas registrarte.
        </p>
      </header>
      <NoScriptNote>Tu lista se guarda en este dispositivo: para verla, activa JavaScript.</NoScriptNote>
      {list === null ? (
        <p className="saved-page__loading needs-js" role="status">
          Cargando tu lista…
        </p>
      ) : (
        <>
          <StorageMessages list={list} onDismiss={() => send({ type: 'notice.dismiss' })} />
          {shared ? (
            <SharedList indexes={shared} list={list} send={send} />
          ) : (
            <OwnList list={list} send={send} />
          )}
        </>
      )}
    </div>
  )
}
