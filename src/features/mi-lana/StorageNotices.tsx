import { STORAGE_PROBLEM_TEXT, type StorageProblem } from '../../lib/storedValue'

/**
 * What a screen says about the device's storage: a full or blocked storage in the same
 * sentences as «Mis becas», and `damaged` when the value kept there could not be read.
 */
export function StorageNotices({
  state,
  damaged,
  onDismiss,
}: {
  state: { problem: StorageProblem | null; notice: 'corrupt' | null }
  /** The sentence about a damaged value (which was replaced, a copy kept). */
  damaged: string
  onDismiss: () => void
}) {
  return (
    <>
      {state.problem && (
        <p className="lana-alert lana-alert--problem" role="alert">
          {STORAGE_PROBLEM_TEXT[state.problem]}
        </p>
      )}
      {state.notice === 'corrupt' && (
        <div className="lana-alert" role="alert">
          <p>{damaged}</p>
          <button type="button" className="button button--ghost button--small" onClick={onDismiss}>
            Entendido
          </button>
        </div>
      )}
    </>
  )
}
