import communities from 'virtual:data/communities'
import { Link } from '@tanstack/react-router'
import { clampPage, pageCount, pageSlice } from '../../domain/pagination'
import { stateSlug } from '../../domain/stateSlug'
import { EmptyState } from '../../ui/EmptyState'
import { Pager } from '../../ui/Pager'
import { CommunityCard } from './CommunityCard'
import { StateSelect } from './StateSelect'

export const COMMUNITIES_PAGE_SIZE = 6

interface CommunitiesPageProps {
  state: string
  page: number
  onChange: (next: { estado?: string; pagina?: number }) => void
}

/** /comunidades («Explora Comunidades»): groups by state, six per page. */
export function CommunitiesPage({ state, page, onChange }: CommunitiesPageProps) {
  const groups = state ? communities.filter((community) => community.state === state) : []
  const totalPages = pageCount(groups.length, COMMUNITIES_PAGE_SIZE)
  const current = clampPage(page, totalPages)
  return (
    <div className="container section communities">
      <header className="page-intro">
        <p className="eyebrow">Tu gente, cerca de ti</p>
        <h1>Explora Comunidades</h1>
        <p className="lead">
          Grupos, facultades y recursos de universidades: dónde buscar becas, chamba de medio tiempo, libros y
          vivienda.
        </p>
      </header>
      <StateSelect
        label="Estado"
        value={state}
        onChange={(estado) => onChange({ estado: estado || undefined, pagina: 1 })}
        pageOf={(name) => `/comunidades/${stateSlug(name)}`}
      />
      {!state ? (
        <p className="communities__invite">
          Elige tu estado para ver las comunidades de estudiantes de sus universidades. Por ahora tenemos
          Ciudad de México y Nuevo León, y vamos sumando más.
        </p>
      ) : groups.length === 0 ? (
        <EmptyState title={`No se encontraron grupos para ${state}.`}>
          <p>
            ¿Conoces un grupo de estudiantes o un recurso útil en {state}?{' '}
            <Link to="/contacto">Propónnoslo desde Contacto</Link> y lo sumamos.
          </p>
        </EmptyState>
      ) : (
        <>
          <p className="explorer__count" aria-live="polite">
            {groups.length} comunidades en {state}
            {totalPages > 1 ? ` · página ${current} de ${totalPages}` : ''}
          </p>
          <ul className="grid">
            {pageSlice(groups, current, COMMUNITIES_PAGE_SIZE).map((community) => (
              <CommunityCard key={community.institution} community={community} />
            ))}
          </ul>
          <Pager
            page={current}
            totalPages={totalPages}
            onChange={(pagina) => onChange({ pagina })}
            label="comunidades"
          />
        </>
      )}
    </div>
  )
}
