import type { ReactNode, RefObject } from 'react'

/** A field's message, by it (aria-describedby), or nothing. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} className="field__error">
      {message}
    </p>
  )
}

/** The attributes that tie a field to its hint and its message. */
export function describedBy(id: string, error: string | undefined, hint?: boolean) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': ids || undefined,
  }
}

/** A control's id, class and ties to its hint and message, in a form whose fields are `${formId}-${name}`. */
export function controlProps(formId: string, name: string, error: string | undefined, hint?: boolean) {
  return {
    id: `${formId}-${name}`,
    className: 'field__input',
    ...describedBy(`${formId}-${name}`, error, hint),
  }
}

/**
 * After a form was refused: focuses its first wrong field (in the form's order) and says
 * whether there was one. Field ids are `${formId}-${name}`; a `:` in a name is a `-` in its id.
 */
export function focusFirstWrong(
  formId: string,
  order: readonly string[],
  wrong: Partial<Record<string, string>>,
) {
  const first = order.find((name) => wrong[name])
  if (first) document.getElementById(`${formId}-${first.replace(':', '-')}`)?.focus()
  return first !== undefined
}

/** «Nota (opcional)»: a spending's short note. */
export function NoteField({
  id,
  value,
  onChange,
  error,
  placeholder,
  fieldRef,
  className,
}: {
  id: string
  value: string
  onChange: (value: string) => void
  error: string | undefined
  placeholder?: string
  fieldRef?: RefObject<HTMLInputElement | null>
  className?: string
}) {
  return (
    <Field
      id={id}
      label={
        <>
          Nota <span className="field__hint">(opcional)</span>
        </>
      }
      error={error}
      className={className}
    >
      <input
        ref={fieldRef}
        id={id}
        className="field__input"
        {...describedBy(id, error)}
        type="text"
        maxLength={140}
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  )
}

/** A labelled field with its hint and its message; `children` is the control, whose id is `id`. */
export function Field({
  id,
  label,
  hint,
  error,
  className = '',
  children,
}: {
  id: string
  label: ReactNode
  hint?: string
  error: string | undefined
  className?: string
  children: ReactNode
}) {
  return (
    <div className={`field ${className}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

/**
 * An amount in pesos, typed as the student writes it («1,234.50», «$1 234»): decimal
 * keyboard on phones, the Spanish message by the field when it is wrong. The text is kept
 * as typed; the machine reads it (src/domain/money.ts).
 */
export function MoneyField({
  id,
  label,
  hint,
  value,
  onChange,
  error,
  fieldRef,
  className = '',
}: {
  id: string
  label: string
  hint?: string
  value: string
  onChange: (value: string) => void
  error: string | undefined
  fieldRef?: RefObject<HTMLInputElement | null>
  className?: string
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={`lana-money ${className}`}>
      <div className="lana-money__box">
        <span className="lana-money__sign" aria-hidden="true">
          $
        </span>
        <input
          ref={fieldRef}
          id={id}
          className="field__input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          maxLength={20}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...describedBy(id, error, Boolean(hint))}
        />
      </div>
    </Field>
  )
}
