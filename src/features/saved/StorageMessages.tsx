import type { SavedListContext } from '../../../machines/savedListMachine'
import { STORAGE_PROBLEM_TEXT } from '../../lib/storedValue'

/** A write that failed (the list stays for the visit) and a damaged list replaced, said plainly. */
export function StorageMessages({ list, onDismiss }: { list: SavedListContext; onDismiss: () => void }) {
  return (
    <>
      {list.problem && (
        <p className="saved-alert saved-alert--problem" role="alert">
          {STORAGE_PROBLEM_TEXT[list.problem]}
        </p>
      )}
      {list.notice === 'corrupt' && (
        <div className="saved-alert" role="alert">
          <p>
            La lista guardada en este dispositivo estaba dañada y no se podía leer, así que empezamos una
            nueva. Guardamos una copia de la anterior en el navegador por si hace falta recuperarla.
          </p>
          <button type="button" className="button button--ghost button--small" onClick={onDismiss}>
            Entendido
          </button>
        </div>
      )}
    </>
  )
}
