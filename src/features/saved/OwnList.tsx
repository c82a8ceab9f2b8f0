import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { CatalogueEntry } from '../../../data/catalogue'
import type { SavedListContext } from '../../../machines/savedListMachine'
import { leftOutText } from '../../domain/callCalendar'
import { CalendarFileButton } from '../../ui/CalendarFileButton'
import { EmptyState } from '../../ui/EmptyState'
import { Icon } from '../../ui/Icon'
import { ShareButton } from '../../ui/ShareButton'
import { useToday } from '../../ui/useToday'
import { Checklist } from './Checklist'
import { PendingProgramme, ProgrammeHead } from './ProgrammeHead'
import { knownIndexes, ordered, orderText, shareUrl } from './savedListOrder'
import { loadAllDetails, useProgrammeDetails } from './useProgrammeDetails'
import type { useSavedList } from './useSavedList'

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
        afterDownload={leftOutText}
      >
        <Icon name="download" />
        Descargar calendario
      </CalendarFileButton>
    </div>
  )
}

/** The student's own list: share, calendar, print, and each programme with its checklist. */
export function OwnList({
  list,
  send,
}: {
  list: SavedListContext
  send: ReturnType<typeof useSavedList>['send']
}) {
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
  const rows = ordered(saved, details, today)
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
        {saved.length === 1 ? '1 beca guardada' : `${saved.length} becas guardadas`}
        {saved.length > 1 ? `, ${orderText(rows, today)}` : '.'}
      </p>
      <ul className="saved-list">
        {rows.map(({ index, detail, entry }) =>
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
