import { useMemo, useRef } from 'react'
import type { CatalogueSummary } from '../../../data/catalogue'
import { clampPage, pageCount, pageSlice } from '../../domain/pagination'
import { scholarshipReference } from '../../domain/scholarshipReference'
import {
  filterScholarships,
  openingSoonScholarships,
  SCHOLARSHIPS_PAGE_SIZE,
  type ScholarshipFilter,
} from '../../domain/scholarshipSearch'
import { useAppPart, useEarlyChecked, useEarlyValue } from '../../ui/appPart'
import { EmptyState } from '../../ui/EmptyState'
import { scrollIntoView } from '../../ui/motion'
import { NoScriptNote } from '../../ui/NoScriptNote'
import { Pager } from '../../ui/Pager'
import { SearchInput } from '../../ui/SearchInput'
import { StateFilter } from '../../ui/StateFilter'
import { withScope } from '../../ui/scopedCatalogue'
import { useToday } from '../../ui/useToday'
import { OpenCallsWaysOn, OpeningSoonList } from './OpeningSoon'
import { ScholarshipCard } from './ScholarshipCard'

export interface ExplorerState extends ScholarshipFilter {
  pagina: number
}

interface ScholarshipExplorerProps {
  scholarships: readonly CatalogueSummary[]
  state: ExplorerState
  /** `replace`: the device, not the student, changed it (the remembered state). */
  onChange: (next: Partial<ExplorerState>, options?: { replace: boolean }) => void
  /**
   * Shows «Nivel» and «Estado» (/becas; on /filtro-becas `nivel` and `estado` are the quiz's
   * answers).
   */
  levelFilter?: boolean
}

/** The pre-rendered file of a catalogue page, for everything or for one level. */
const pagePath = (pagina: number, nivel?: string) => {
  const base = nivel ? `/becas/nivel/${nivel}` : '/becas'
  return pagina === 1 ? base : `${base}/pagina/${pagina}`
}

/**
 * Without JavaScript: links to the catalogue's pre-rendered pages (/becas/pagina/2…, or a
 * level's: /becas/nivel/licenciatura/pagina/2…) and levels (/becas/nivel/tsu), in place of the
 * pager and the «Nivel» select. `total` is what the page lists: everything, or the level's.
 */
function NoScriptPages({ total, current }: { total: number; current: ExplorerState }) {
  const pages = pageCount(total, SCHOLARSHIPS_PAGE_SIZE)
  return (
    <>
      <NoScriptNote>
        Páginas:{' '}
        {Array.from({ length: pages }, (_, position) => position + 1).map((pagina) => (
          <span key={pagina}>
            {pagina > 1 && ' · '}
            <a
              href={pagePath(pagina, current.nivel)}
              aria-current={current.pagina === pagina ? 'page' : undefined}
            >
              {pagina}
            </a>
          </span>
        ))}
      </NoScriptNote>
      <NoScriptNote>
        Por nivel:{' '}
        {scholarshipReference.levels.map((level, position) => (
          <span key={level.value}>
            {position > 0 && ' · '}
            <a
              href={`/becas/nivel/${level.value}`}
              aria-current={current.nivel === level.value ? 'page' : undefined}
            >
              {level.label}
            </a>
          </span>
        ))}
      </NoScriptNote>
    </>
  )
}

/** «Explora todas las becas»: text filter, category pills, level (on /becas) and the paged list (12 per page). */
export function ScholarshipExplorer({
  scholarships,
  state,
  onChange,
  levelFilter,
}: ScholarshipExplorerProps) {
  const today = useToday()
  const catalogue = useMemo(() => withScope(scholarships), [scholarships])
  const matches = filterScholarships(catalogue, state, today)
  const onlyOpenShown = state.convocatoria === 'abiertas' && today !== null
  const soon = onlyOpenShown ? openingSoonScholarships(catalogue, state, today) : []
  const totalPages = pageCount(matches.length, SCHOLARSHIPS_PAGE_SIZE)
  const page = clampPage(state.pagina, totalPages)
  const pills = [{ key: undefined, name: 'Todos' }, ...scholarshipReference.categories]
  const onlyOpen = (checked: boolean) =>
    onChange({ convocatoria: checked ? 'abiertas' : undefined, pagina: 1 })
  const sortBy = (value: string) => onChange({ orden: value === 'cierre' ? 'cierre' : undefined, pagina: 1 })
  const openBox = useEarlyChecked(state.convocatoria === 'abiertas', onlyOpen)
  const sortSelect = useEarlyValue<HTMLSelectElement>(state.orden ?? '', sortBy)
  const chooseLevel = (value: string) => onChange({ nivel: value || undefined, pagina: 1 })
  const levelSelect = useEarlyValue<HTMLSelectElement>(state.nivel ?? '', chooseLevel)
  const filters = useAppPart<HTMLElement>('scholarship-filters', ['tap', 'tick', 'choice'])
  const heading = useRef<HTMLHeadingElement>(null)
  // Another page of results starts at the list's heading, not at the top of the page (issue 31);
  // focus goes there too, so a screen reader starts reading the new page from its start.
  const showPage = (pagina: number) => {
    onChange({ pagina })
    if (!heading.current) return
    heading.current.focus({ preventScroll: true })
    scrollIntoView(heading.current)
  }

  return (
    <section className="explorer" aria-labelledby="explora-titulo" {...filters}>
      <h2 id="explora-titulo" ref={heading} tabIndex={-1}>
        Explora todas las becas
      </h2>
      <SearchInput
        label="Buscar becas por nombre, institución o categoría"
        placeholder="Busca por nombre, institución o área…"
        value={state.q}
        onChange={(q) => onChange({ q, pagina: 1 })}
        noScriptText={
          levelFilter
            ? 'Para buscar y filtrar por área necesitas activar JavaScript; sin él, cambia de página o de nivel con los enlaces de abajo.'
            : 'Para buscar, filtrar por área y ver más páginas necesitas activar JavaScript; sin él ves las primeras 12 becas.'
        }
      />
      {levelFilter && (
        <NoScriptPages
          total={
            state.nivel
              ? filterScholarships(catalogue, { q: '', nivel: state.nivel }).length
              : scholarships.length
          }
          current={state}
        />
      )}
      <ul className="pills explorer__pills needs-js" aria-label="Filtrar por categoría">
        {pills.map((pill) => (
          <li key={pill.name}>
            <button
              type="button"
              className="pill"
              aria-pressed={state.categoria === pill.key}
              onClick={() => onChange({ categoria: pill.key, pagina: 1 })}
            >
              {pill.name}
            </button>
          </li>
        ))}
      </ul>
      <div className="explorer__controls needs-js">
        <label className="check-toggle">
          <input
            ref={openBox}
            type="checkbox"
            checked={state.convocatoria === 'abiertas'}
            onChange={(event) => onlyOpen(event.currentTarget.checked)}
          />
          Solo convocatorias abiertas
        </label>
        {levelFilter && (
          <StateFilter
            estado={state.estado}
            onChange={(estado, replace) => onChange({ estado, pagina: 1 }, { replace })}
          />
        )}
        {levelFilter && (
          <label className="explorer__sort">
            Nivel
            <select
              ref={levelSelect}
              value={state.nivel ?? ''}
              onChange={(event) => chooseLevel(event.currentTarget.value)}
            >
              <option value="">Todos los niveles</option>
              {scholarshipReference.levels.map((level) => (
                <option key={level.value} value={level.value}>
                  {level.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="explorer__sort">
          Ordenar por
          <select
            ref={sortSelect}
            value={state.orden ?? ''}
            onChange={(event) => sortBy(event.currentTarget.value)}
          >
            <option value="">Orden del catálogo</option>
            <option value="cierre">Cierre más próximo</option>
          </select>
        </label>
      </div>
      <p className="explorer__count" aria-live="polite">
        {onlyOpenShown
          ? `${matches.length === 1 ? '1 beca abierta hoy' : `${matches.length} becas abiertas hoy`} · ${
              soon.length === 1 ? '1 abre' : `${soon.length} abren`
            } en los próximos 90 días`
          : matches.length === 1
            ? '1 beca encontrada'
            : `${matches.length} becas encontradas`}
        {state.estado ? ` para ${state.estado}` : ''}
        {totalPages > 1 ? ` · página ${page} de ${totalPages}` : ''}
      </p>
      {state.estado && (
        <p className="explorer__note">
          Con un estado ves sus becas y las que se piden desde cualquier estado; las de una sola escuela no
          aparecen: quita el estado o haz el quiz para verlas.
        </p>
      )}
      {state.orden === 'cierre' && (
        <p className="explorer__note">
          Primero las abiertas, la que cierra antes arriba; luego las de todo el año, las que ya tienen fecha
          para abrir y las que suelen abrir pronto; al final, las que no tienen fecha.
        </p>
      )}
      {onlyOpenShown ? (
        <>
          {matches.length === 0 ? (
            <p className="explorer__none">
              Hoy no hay convocatorias abiertas que conozcamos con esos filtros.
            </p>
          ) : (
            <ul className="grid">
              {pageSlice(matches, page, SCHOLARSHIPS_PAGE_SIZE).map((scholarship) => (
                <ScholarshipCard key={scholarship.index} scholarship={scholarship} />
              ))}
            </ul>
          )}
          <Pager page={page} totalPages={totalPages} onChange={showPage} label="becas" />
          <OpeningSoonList soon={soon} />
          <OpenCallsWaysOn estado={state.estado} />
        </>
      ) : matches.length === 0 ? (
        <EmptyState title="No encontramos becas con esos filtros.">
          <p>Prueba con otra palabra o revisa todas las categorías.</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              onChange({
                q: '',
                categoria: undefined,
                convocatoria: undefined,
                ...(levelFilter ? { nivel: undefined, estado: undefined } : {}),
                pagina: 1,
              })
            }
          >
            Limpiar filtros
          </button>
        </EmptyState>
      ) : (
        <ul className="grid">
          {pageSlice(matches, page, SCHOLARSHIPS_PAGE_SIZE).map((scholarship) => (
            <ScholarshipCard key={scholarship.index} scholarship={scholarship} />
          ))}
        </ul>
      )}
      {!onlyOpenShown && <Pager page={page} totalPages={totalPages} onChange={showPage} label="becas" />}
    </section>
  )
}
