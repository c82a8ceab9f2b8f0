import type { Community } from '../../../data/communities.schema'
import { Badge } from '../../ui/Badge'

const linkLabels: [keyof Community['links'], string][] = [
  ['becas', 'Becas'],
  ['trabajos', 'Trabajos de medio tiempo'],
  ['libros', 'Libros y biblioteca'],
  ['otros', 'Más recursos'],
  ['vivienda', 'Casa y cuartos'],
]

/** A group card; a link marked "-" in the data is simply not shown. */
export function CommunityCard({ community }: { community: Community }) {
  const links = linkLabels.filter(([key]) => community.links[key])
  return (
    <li className="card community-card" id={community.id}>
      <img
        className="card__media"
        src={community.image}
        alt=""
        width="640"
        height="360"
        loading="lazy"
        decoding="async"
      />
      <div className="card__body">
        <Badge>{community.category}</Badge>
        <h2 className="card__title">{community.institution}</h2>
        {community.about && <p className="community-card__about">{community.about}</p>}
        {links.length > 0 && (
          <ul className="community-card__links">
            {links.map(([key, label]) => (
              <li key={key}>
                <a
                  href={community.links[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="external-link"
                >
                  {label}
                  <span className="visually-hidden">
                    {' '}
                    de {community.institution} (se abre en una pestaña nueva)
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  )
}
