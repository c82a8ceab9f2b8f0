import states from 'virtual:data/states'
import { useId } from 'react'
import { useAppPart, useEarlyValue } from '../../ui/appPart'
import { NoScriptNote } from '../../ui/NoScriptNote'

/** The «Selecciona un Estado» dropdown of the 32 states. */
export function StateSelect({
  value,
  onChange,
  label,
  pageOf,
}: {
  value: string
  onChange: (state: string) => void
  label: string
  /** Each state's pre-rendered page: without JavaScript the note links to all 32. */
  pageOf?: (state: string) => string
}) {
  const id = useId()
  // A state chosen before the app ran (a tap, a key, autofill or a script) is applied on arrival.
  const field = useEarlyValue<HTMLSelectElement>(value, onChange)
  const part = useAppPart<HTMLDivElement>('state-select', ['choice'])
  return (
    <>
      {pageOf ? (
        <NoScriptNote>
          Elige tu estado:{' '}
          {states.map((state, position) => (
            <span key={state}>
              {position > 0 && ' · '}
              <a href={pageOf(state)} aria-current={state === value ? 'page' : undefined}>
                {state}
              </a>
            </span>
          ))}
        </NoScriptNote>
      ) : (
        <NoScriptNote>Para elegir un estado necesitas activar JavaScript en tu navegador.</NoScriptNote>
      )}
      <div className="field state-select needs-js" {...part}>
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <select
          ref={field}
          id={id}
          className="field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">Selecciona un Estado</option>
          {states.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
      </div>
    </>
  )
}
