import { useId } from 'react'
import { states } from '../../../data/states.schema'
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
  return (
    <>
      <NoScriptNote>Para elegir un estado necesitas activar JavaScript en tu navegador.</NoScriptNote>
      <div className="field state-select needs-js">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <select
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
