import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useAppPart, useEarlyValue } from './appPart'
import { Icon } from './Icon'
import { NoScriptNote } from './NoScriptNote'

interface SearchInputProps {
  /** The search as the page knows it (the URL's `q`). */
  value: string
  onChange: (value: string) => void
  placeholder: string
  /** Visible-to-screen-readers label, e.g. "Buscar becas". */
  label: string
  maxLength?: number
  /** The line shown instead when the browser runs no JavaScript. */
  noScriptText?: ReactNode
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
  const { text, type, field } = useSearchText(value, onChange)
  const part = useAppPart<HTMLElement>('search', ['text', 'submit'])
  return (
    <>
      <search className="search needs-js" {...part}>
        <form onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={id} className="visually-hidden">
            {label}
          </label>
          <Icon name="search" className="search__icon" />
          <input
            ref={field}
            id={id}
            className="search__input"
            type="search"
            value={text}
            placeholder={placeholder}
            maxLength={maxLength}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event: ChangeEvent<HTMLInputElement>) => type(event.target.value)}
          />
        </form>
      </search>
      <NoScriptNote>{noScriptText}</NoScriptNote>
    </>
  )
}

/**
 * What the box shows: the student's own text. The page's `value` (the URL) follows it one
 * navigation later, so a `value` the box itself sent is an echo, not news; only another
 * value (back button, «Limpiar filtros») replaces the text, and never while the student is
 * typing in the box. Text typed before the app ran is taken as typed.
 */
function useSearchText(value: string, onChange: (value: string) => void) {
  const [text, setText] = useState(value)
  const sent = useRef<string[]>([])
  const type = (next: string) => {
    setText(next)
    sent.current.push(next)
    onChange(next)
  }
  const field = useEarlyValue<HTMLInputElement>(text, type)
  useEffect(() => {
    const echo = sent.current.indexOf(value)
    if (echo !== -1) {
      sent.current.splice(0, echo + 1)
      return
    }
    if (field.current && field.current === document.activeElement && sent.current.length > 0) return
    sent.current = []
    setText(value)
  }, [value, field])
  return { text, type, field }
}
