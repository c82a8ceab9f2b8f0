import summaries from 'virtual:data/scholarships-summaries'
import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { levelLabel } from '../../domain/scholarshipReference'
import { listsLevel } from '../../domain/scholarshipSearch'
import { useHydratedValue } from '../../ui/useHydrated'
import { defaultExplorerState } from './explorerSearch'
import { type ExplorerState, ScholarshipExplorer } from './ScholarshipExplorer'

interface ScholarshipsHomeProps {
  search: ExplorerState
  onSearchChange: (next: Partial<ExplorerState>, options?: { replace: boolean }) => void
  /** The quiz block, shown between the intro and the catalogue. */
  quiz?: ReactNode
  /**
   * What the pre-rendered HTML shows: the first page of everything on /becas; a page or a
   * level on the pages that work without JavaScript (/becas/pagina/2, /becas/nivel/tsu).
   */
  prerendered?: ExplorerState
}

/** /becas: the intro, the quiz (when started) and the full catalogue. */
export { defaultExplorerState }

export function ScholarshipsHome({
  search,
  onSearchChange,
  quiz,
  prerendered = defaultExplorerState,
}: ScholarshipsHomeProps) {
  const state = useHydratedValue(search, prerendered)
  return (
    <div className="container section">
      <header className="page-intro">
        <p className="eyebrow">Becas reales, con su página oficial</p>
        {/* A level's own page (/becas/nivel/…) says which level it lists: it is where a search
            for «becas de licenciatura» lands. The catalogue itself keeps its general intro. */}
        {prerendered.nivel ? (
          <>
            <h1>Becas: {levelLabel(prerendered.nivel)}</h1>
            <p className="lead">
              {summaries.filter((scholarship) => listsLevel(scholarship, prerendered.nivel ?? '')).length} de
              los {summaries.length} programas que reunimos son para este nivel. Cada ficha te lleva a la
              convocatoria oficial: ahí es donde se aplica, y es gratis.
            </p>
          </>
        ) : (
          <>
            <h1>Encuentra becas para estudiar</h1>
            <p className="lead">
              Reunimos {summaries.length} programas de gobierno federal y estatal, universidades, fundaciones,
              bancos y organismos internacionales. Cada ficha te lleva a la convocatoria oficial: ahí es donde
              se aplica, y es gratis.
            </p>
          </>
        )}
      </header>
      {quiz}
      <ScholarshipExplorer scholarships={summaries} state={state} onChange={onSearchChange} levelFilter />
    </div>
  )
}

/**
 * A catalogue page pre-rendered with one state of its own (a page, a level, a level's page), so
 * it works without JavaScript: the HTML shows that state, and any change the student makes goes
 * on at /becas with it.
 */
export function PrerenderedCatalogue({ state, quiz }: { state: Partial<ExplorerState>; quiz: ReactNode }) {
  const navigate = useNavigate()
  const shown = { ...defaultExplorerState, ...state }
  return (
    <ScholarshipsHome
      quiz={quiz}
      search={shown}
      prerendered={shown}
      onSearchChange={(next, options) =>
        navigate({
          to: '/becas',
          search: { ...shown, ...next },
          replace: options?.replace,
          resetScroll: false,
        })
      }
    />
  )
}
