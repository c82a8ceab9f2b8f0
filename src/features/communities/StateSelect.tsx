import { useId } from 'react'
import { states } from '../../../data/states.schema'

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
    <div className="field state-select">
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
  )
}
