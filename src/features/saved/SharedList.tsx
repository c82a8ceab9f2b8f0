import { Link } from '@tanstack/react-router'
import type { SavedListContext } from '../../../machines/savedListMachine'
import { EmptyState } from '../../ui/EmptyState'
import { useToday } from '../../ui/useToday'
import { PendingProgramme, ProgrammeHead } from './ProgrammeHead'
import { knownIndexes, ordered } from './savedListOrder'
import { useProgrammeDetails } from './useProgrammeDetails'
import type { useSavedList } from './useSavedList'

/** A list someone shared (/mis-becas?becas=3,17,42): read-only, with «Guardar todas». */
export function SharedList({
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
