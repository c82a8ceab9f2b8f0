import { type ChangeEvent, useId } from 'react'
import { Icon } from './Icon'

interface SearchInputProps {
  value: string
  onChange: (value: string) => void
  placeholder: string
  /** Visible-to-screen-readers label, e.g. "Buscar becas". */
  label: string
  maxLength?: number
}

/** Live search box: filters as the user types; submitting does nothing more. */
export function SearchInput({ value, onChange, placeholder, label, maxLength = 120 }: SearchInputProps) {
  const id = useId()
  return (
    <search className="search">
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
  )
}
