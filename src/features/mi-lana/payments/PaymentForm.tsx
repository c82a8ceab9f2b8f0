import { useId, useState } from 'react'
import type { PaymentForm as PaymentFields } from '../../../domain/lana/forms'
import { MAX_PAYMENT_NAME, type Payment } from '../../../domain/lana/payments'
import { decimalText } from '../../../domain/money'
import { useAppPart, useEarlyChecked, useEarlyValue } from '../../../ui/appPart'
import { controlProps, Field, focusFirstWrong, MoneyField } from '../shared/Fields'
import { useSendWhenReady } from '../shared/sendWhenReady'

type Errors = Partial<Record<string, string>>

const SUGGESTIONS = [
  'Colegiatura',
  'Renta',
  'Celular',
  'Internet',
  'Tarjeta de transporte',
  'Pago de la deuda',
]
const FIELD_ORDER = ['name', 'amount', 'day', 'date'] as const

/** What the form shows for a payment being edited, or empty for a new one. */
const initialFields = (payment?: Payment): PaymentFields => {
  if (!payment) return { kind: 'monthly', name: '', amount: '', day: '' }
  const amount = decimalText(payment.amount)
  return payment.schedule.kind === 'monthly'
    ? { kind: 'monthly', name: payment.name, amount, day: String(payment.schedule.day) }
    : { kind: 'once', name: payment.name, amount, date: payment.schedule.date }
}

/**
 * A payment as typed: what, how much, and every month on a day or once on a date. Used to
 * add one and to edit one; `onSend` returns the wrong fields' messages (none: kept).
 */
export function PaymentForm({
  payment,
  errors,
  today,
  submitLabel,
  onSend,
  onCancel,
  early = false,
  ready = true,
}: {
  /** The device has been read (a pre-rendered form may be sent before: it waits). */
  ready?: boolean
  /** Pre-rendered: a part of the page/app contract, whose early typing and sending are kept. */
  early?: boolean
  payment?: Payment
  errors: Errors
  today: string
  submitLabel: string
  onSend: (fields: PaymentFields) => Errors
  onCancel?: () => void
}) {
  const id = useId()
  const [fields, setFields] = useState<PaymentFields>(() => initialFields(payment))
  const [day, setDay] = useState(fields.kind === 'monthly' ? fields.day : '')
  const [date, setDate] = useState(fields.kind === 'once' ? fields.date : '')
  const field = (name: (typeof FIELD_ORDER)[number]) => controlProps(id, name, errors[name], name === 'day')
  const set = (change: Partial<{ name: string; amount: string }>) =>
    setFields((current) => ({ ...current, ...change }))
  const choose = (kind: PaymentFields['kind']) =>
    setFields((current) =>
      kind === 'monthly'
        ? { kind, name: current.name, amount: current.amount, day }
        : { kind, name: current.name, amount: current.amount, date },
    )
  // What was typed or chosen before the app ran is applied on arrival (a pre-rendered form).
  const refs = {
    name: useEarlyValue<HTMLInputElement>(fields.name, (name) => set({ name })),
    amount: useEarlyValue<HTMLInputElement>(fields.amount, (amount) => set({ amount })),
    day: useEarlyValue<HTMLSelectElement>(day, setDay),
    monthly: useEarlyChecked(fields.kind === 'monthly', (ticked) => ticked && choose('monthly')),
    once: useEarlyChecked(fields.kind === 'once', (ticked) => ticked && choose('once')),
  }
  const part = useAppPart<HTMLFormElement>('add-payment', ['text', 'choice', 'tap', 'submit'])
  const deliver = (typed: PaymentFields) => {
    const sent: PaymentFields =
      typed.kind === 'monthly'
        ? { kind: 'monthly', name: typed.name, amount: typed.amount, day }
        : { kind: 'once', name: typed.name, amount: typed.amount, date: date || today }
    const wrong = onSend(sent)
    if (focusFirstWrong(id, FIELD_ORDER, wrong)) return
    if (!payment) {
      setFields(initialFields())
      setDay('')
      setDate('')
      document.getElementById(`${id}-name`)?.focus()
    }
  }
  const sendWhenReady = useSendWhenReady(ready, deliver)
  return (
    <form
      className={`lana-payment-form${early ? ' needs-js' : ''}`}
      noValidate
      {...(early ? part : {})}
      onSubmit={(event) => {
        event.preventDefault()
        sendWhenReady.submit(fields)
      }}
    >
      <Field id={`${id}-name`} label="¿Qué vas a pagar?" error={errors.name}>
        <input
          ref={refs.name}
          {...field('name')}
          type="text"
          list={`${id}-suggestions`}
          maxLength={MAX_PAYMENT_NAME}
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: an edit form appears because the student asked for it
          autoFocus={payment !== undefined}
          placeholder="Colegiatura"
          value={fields.name}
          onChange={(event) => set({ name: event.target.value })}
        />
        <datalist id={`${id}-suggestions`}>
          {SUGGESTIONS.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      </Field>
      <MoneyField
        id={`${id}-amount`}
        label="¿Cuánto?"
        value={fields.amount}
        onChange={(amount) => set({ amount })}
        error={errors.amount}
        fieldRef={refs.amount}
      />
      <fieldset className="lana-payment-form__when">
        <legend className="field__label">¿Cada cuándo?</legend>
        {(
          [
            ['monthly', 'Cada mes'],
            ['once', 'Una sola vez'],
          ] as const
        ).map(([kind, label]) => (
          <label key={kind} className="lana-choice">
            <input
              ref={refs[kind]}
              type="radio"
              name={`${id}-kind`}
              value={kind}
              checked={fields.kind === kind}
              onChange={() => choose(kind)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {fields.kind === 'monthly' ? (
        <Field
          id={`${id}-day`}
          label="Día del mes"
          hint="Si eliges 29, 30 o 31, en los meses más cortos te toca el último día."
          error={errors.day}
        >
          <select
            ref={refs.day}
            {...field('day')}
            value={day}
            onChange={(event) => setDay(event.target.value)}
          >
            <option value="">Elige un día</option>
            {Array.from({ length: 31 }, (_, index) => String(index + 1)).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </Field>
      ) : (
        <Field id={`${id}-date`} label="Fecha" error={errors.date}>
          <input
            {...field('date')}
            type="date"
            value={date || today}
            onChange={(event) => setDate(event.target.value)}
          />
        </Field>
      )}
      <div className="lana-editor__actions">
        <button type="submit" className="button button--primary">
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancelar
          </button>
        )}
      </div>
      {early && (
        <p className="lana-quick__waiting" role="status">
          {sendWhenReady.waiting ? 'Lo agregamos en cuanto se abran tus pagos…' : ''}
        </p>
      )}
    </form>
  )
}
