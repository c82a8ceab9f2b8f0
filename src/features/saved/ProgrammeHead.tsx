import { Link } from '@tanstack/react-router'
import type { CatalogueEntry } from '../../../data/catalogue'
import { editionDatesText } from '../../domain/editionWords'
import { CallStatusBadge } from '../../ui/CallStatusBadge'
import type { DetailState } from './useProgrammeDetails'

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

/** Name (linking to its page), institution, today's call status, the dates with their cycle and, printed, the official address. */
export function ProgrammeHead({
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
      {/* On paper the title's link cannot be followed: where to apply, in full. */}
      <p className="print-only">Sitio oficial: {entry.url}</p>
    </div>
  )
}

/** A programme whose record has not arrived: loading, or failed with a way to retry. */
export function PendingProgramme({
  detail,
  onRetry,
}: {
  detail: DetailState | undefined
  onRetry: () => void
}) {
  if (detail?.state === 'failed') {
    return (
      <li className="card saved-item">
        <div className="alert-box alert-box--problem" role="alert">
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
