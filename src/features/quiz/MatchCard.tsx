import { Link } from '@tanstack/react-router'
import type { CatalogueSummary } from '../../../data/catalogue'
import type { ScholarshipMatch } from '../../lib/matchScholarships'
import { Badge } from '../../ui/Badge'
import { CallStatusBadge } from '../calls/CallStatusBadge'
import { SaveToggle } from '../saved/SaveToggle'

/** One quiz result: the programme, the criteria it met and «Ver detalles». */
export function MatchCard({ match }: { match: ScholarshipMatch<CatalogueSummary> }) {
  const { scholarship, reasons } = match
  return (
    <li className="card match-card">
      <div className="card__body">
        <Badge tone={`cat-${scholarship.categoryKey}`}>{scholarship.category}</Badge>
        <h3 className="card__title">{scholarship.name}</h3>
        <p className="scholarship-card__institution">{scholarship.institution}</p>
        <CallStatusBadge call={scholarship.call} />
        {reasons.length > 0 && (
          <ul className="match-card__reasons" aria-label="Por qué te la recomendamos">
            {reasons.map((reason) => (
              <li key={reason}>✓ {reason}</li>
            ))}
          </ul>
        )}
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
