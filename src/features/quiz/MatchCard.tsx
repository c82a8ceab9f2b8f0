import { Link } from '@tanstack/react-router'
import type { CatalogueSummary } from '../../../data/catalogue'
import { Badge } from '../../ui/Badge'
import { CallStatusBadge } from '../../ui/CallStatusBadge'
import { SaveToggle } from '../../ui/SaveToggle'

interface MatchCardProps {
  scholarship: CatalogueSummary
  /** The criteria it met: why it is on the list. */
  reasons: string[]
  /** What keeps a suggestion out of the exact list that is not an unmet answer: who grants it, the area. */
  notes?: string[]
  /** The answers it does not meet: the type, the average. */
  unmet?: string[]
  /** A condition the quiz does not ask, read after «Solo si». */
  onlyIf?: string | null
  reasonsLabel?: string
}

/**
 * One quiz result: the programme, why it is there, what keeps it out of the exact list (in
 * words, or a ✗ for an unmet answer), the condition the quiz does not ask, and «Ver detalles».
 */
export function MatchCard({
  scholarship,
  reasons,
  notes = [],
  unmet = [],
  onlyIf = null,
  reasonsLabel = 'Por qué te la recomendamos',
}: MatchCardProps) {
  return (
    <li className="card match-card">
      <div className="card__body">
        <Badge tone={`cat-${scholarship.categoryKey}`}>{scholarship.category}</Badge>
        <h3 className="card__title">{scholarship.name}</h3>
        <p className="scholarship-card__institution">{scholarship.institution}</p>
        <CallStatusBadge call={scholarship.call} />
        {reasons.length > 0 && (
          <ul className="match-card__reasons" aria-label={reasonsLabel}>
            {reasons.map((reason) => (
              <li key={reason}>✓ {reason}</li>
            ))}
          </ul>
        )}
        {notes.length > 0 && (
          <ul className="match-card__notes" aria-label="Por qué no está en el match exacto">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
        {unmet.length > 0 && (
          <ul
            className="match-card__reasons match-card__reasons--unmet"
            aria-label="Lo que no coincide con tus respuestas"
          >
            {unmet.map((answer) => (
              <li key={answer}>
                <span aria-hidden="true">✗ </span>
                {answer}
              </li>
            ))}
          </ul>
        )}
        {onlyIf && <p className="match-card__only-if">Solo si {onlyIf}.</p>}
        <SaveToggle index={scholarship.index} name={scholarship.name} />
        <Link
          to="/becas/$idx"
          params={{ idx: String(scholarship.index) }}
          className="button button--secondary button--small"
        >
          Ver detalles<span className="visually-hidden"> de {scholarship.name}</span>
        </Link>
      </div>
    </li>
  )
}
