import states from 'virtual:data/states'
import { useId } from 'react'
import { useAppPart, useEarlyValue } from '../../ui/appPart'
import { NoScriptNote } from '../../ui/NoScriptNote'

/** The «Selecciona un Estado» dropdown of the 32 states. */
export function StateSelect({
  value,
  onChange,
  label,
}: {
  value: string
  onChange: (state: string) => void
  label: string
}) {
  const id = useId()
  // A state chosen before the app ran (a tap, a key, autofill or a script) is applied on arrival.
  const field = useEarlyValue<HTMLSelectElement>(value, onChange)
  const part = useAppPart<HTMLDivElement>('state-select', ['choice'])
  return (
    <>
      <NoScriptNote>Para elegir un estado necesitas activar JavaScript en tu navegador.</NoScriptNote>
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
