import { type ChangeEvent, useId } from 'react'
import { Icon } from './Icon'
import { NoScriptNote } from './NoScriptNote'

interface SearchInputProps {
  value: string
  onChange: (value: string) => void
  placeholder: string
  /** Visible-to-screen-readers label, e.g. "Buscar becas". */
  label: string
  maxLength?: number
  /** The line shown instead when the browser runs no JavaScript. */
  noScriptText?: string
}

/** Live search box: filters as the user types; submitting does nothing more. */
export function SearchInput({
  value,
  onChange,
  placeholder,
  label,
  maxLength = 120,
  noScriptText = 'La búsqueda necesita JavaScript; activa JavaScript en tu navegador para usarla.',
}: SearchInputProps) {
  const id = useId()
  return (
    <>
      <search className="search needs-js">
        <form onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={id} className="visually-hidden">
            {label}
          </label>
          <Icon name="search" className="search__icon" />
          <input
            id={id}
            className="search__input"
            type="search"
            value={value}
            placeholder={placeholder}
            maxLength={maxLength}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          />
        </form>
      </search>
      <NoScriptNote>{noScriptText}</NoScriptNote>
    </>
  )
}
