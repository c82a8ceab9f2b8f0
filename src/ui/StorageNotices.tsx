import type { ReactNode } from 'react'
import { STORAGE_PROBLEM_TEXT, type StorageProblem } from '../domain/storedValue'

/**
 * What a screen says about a value kept on the device («Mis becas», «Mi lana»): a full or
 * blocked storage in the one set of sentences, and `damaged` when the value could not be
 * read (it was replaced, a copy kept), with «Entendido» to dismiss it.
 */
export function StorageNotices({
  state,
  damaged,
  onDismiss,
}: {
  state: { problem: StorageProblem | null; notice: 'corrupt' | null }
  damaged: ReactNode
  onDismiss: () => void
}) {
  return (
    <>
      {state.problem && (
        <p className="alert-box alert-box--problem" role="alert">
          {STORAGE_PROBLEM_TEXT[state.problem]}
        </p>
      )}
      {state.notice === 'corrupt' && (
        <div className="alert-box" role="alert">
          <p>{damaged}</p>
          <button type="button" className="button button--ghost button--small" onClick={onDismiss}>
            Entendido
          </button>
        </div>
      )}
    </>
  )
}
