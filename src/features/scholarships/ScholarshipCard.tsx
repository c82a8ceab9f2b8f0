import { Link } from '@tanstack/react-router'
import type { CatalogueSummary } from '../../../data/catalogue'
import { levelLabel } from '../../domain/scholarshipReference'
import { Badge } from '../../ui/Badge'
import { CallStatusBadge } from '../../ui/CallStatusBadge'
import { SaveToggle } from '../../ui/SaveToggle'

export function ScholarshipCard({ scholarship }: { scholarship: CatalogueSummary }) {
  return (
    <li className="card card--link scholarship-card">
      <img
        className="card__media"
        src={scholarship.image}
        alt={`Ilustración del área ${scholarship.category}`}
        width="640"
        height="360"
        loading="lazy"
        decoding="async"
      />
      <div className="card__body">
        <Badge tone={`cat-${scholarship.categoryKey}`}>{scholarship.category}</Badge>
        <h3 className="card__title">
          <Link to="/becas/$idx" params={{ idx: String(scholarship.index) }} className="stretched-link">
            {scholarship.name}
          </Link>
        </h3>
        <p className="scholarship-card__institution">{scholarship.institution}</p>
        <CallStatusBadge call={scholarship.call} />
        <dl className="scholarship-card__facts">
          <div>
            <dt>Nivel</dt>
            <dd>{scholarship.levels.map(levelLabel).join(', ')}</dd>
          </div>
          <div>
            <dt>Tipo</dt>
            <dd>{scholarship.type}</dd>
          </div>
        </dl>
        <SaveToggle index={scholarship.index} name={scholarship.name} />
      </div>
    </li>
  )
}
