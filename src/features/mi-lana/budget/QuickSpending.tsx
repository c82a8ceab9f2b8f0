import { useId, useState } from 'react'
import { type Category, QUICK_DEFAULT_ID } from '../../../domain/lana/defaultCategories'
import { useAppPart, useEarlyChecked, useEarlyValue } from '../../../ui/appPart'
import { controlProps, Field, focusFirstWrong, MoneyField, NoteField } from '../shared/Fields'
import { useSendWhenReady } from '../shared/sendWhenReady'

/** A spending as typed in a form (machines/budgetMachine.ts reads it). */
export interface SpendingFields {
  amount: string
  categoryId: string
  date: string
  note?: string
  /** «Es un pago del mes» (ticked, or the category is paid once a month). */
  monthly?: boolean
}

type Errors = Partial<Record<string, string>>

const FIELD_ORDER = ['amount', 'categoryId', 'date', 'note'] as const

/** The category the form offers until the student picks one. */
const defaultCategory = (categories: readonly Category[]) =>
  categories.find((category) => category.id === QUICK_DEFAULT_ID)?.id ?? categories[0]?.id ?? ''

/**
 * «Anotar un gasto», at the top of /mi-lana: amount, category, date (today unless changed)
 * and a note. Pre-rendered with the default categories, so it takes an amount and Enter
 * before the app runs (the page/app contract); a spending sent before the device has been
 * read waits and is saved as soon as it has.
 */
export function QuickSpending({
  ready,
  categories,
  today,
  errors,
  onSave,
}: {
  /** The device has been read: `categories` and `today` are the student's. */
  ready: boolean
  categories: readonly Category[]
  /** yyyy-mm-dd; empty until the device has been read. */
  today: string
  errors: Errors
  /** Saves the spending; returns the wrong fields' messages (none when it was kept). */
  onSave: (fields: SpendingFields) => Errors
}) {
  const id = useId()
  const [amount, setAmount] = useState('')
  const [chosen, setChosen] = useState<string | null>(null)
  const [date, setDate] = useState('')
  const [note, setNote] = useState('')
  const [billTicked, setBillTicked] = useState(false)
  const category = categories.some((entry) => entry.id === chosen)
    ? (chosen as string)
    : defaultCategory(categories)
  // A category paid once a month makes every spending in it a bill of the month.
  const monthlyCategory = categories.find((entry) => entry.id === category)?.monthly === true
  // What was typed or chosen before the app ran is applied on arrival; the refs also take focus.
  const refs = {
    amount: useEarlyValue<HTMLInputElement>(amount, setAmount),
    categoryId: useEarlyValue<HTMLSelectElement>(category, setChosen),
    date: useEarlyValue<HTMLInputElement>(date, setDate),
    note: useEarlyValue<HTMLInputElement>(note, setNote),
    monthly: useEarlyChecked(false, setBillTicked),
  }
  const part = useAppPart<HTMLFormElement>('quick-spending', ['text', 'choice', 'tick', 'tap', 'submit'])

  const save = (fields: SpendingFields) => {
    if (focusFirstWrong(id, FIELD_ORDER, onSave(fields))) return
    setAmount('')
    setNote('')
    // The next spending is most likely today's: a past date stays only for the one it was for.
    setDate('')
    setBillTicked(false)
    refs.amount.current?.focus()
  }

  const early = useSendWhenReady(ready, save)

  const field = (name: (typeof FIELD_ORDER)[number]) => controlProps(id, name, errors[name])

  return (
    <section className="card lana-quick no-print" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lana-quick__title">
        Anotar un gasto
      </h2>
      <form
        className="lana-quick__form needs-js"
        noValidate
        {...part}
        onSubmit={(event) => {
          event.preventDefault()
          const fields = { amount, categoryId: category, date, note, monthly: billTicked || monthlyCategory }
          early.submit(fields)
        }}
      >
        <MoneyField
          id={`${id}-amount`}
          className="lana-quick__amount"
          label="¿Cuánto gastaste?"
          value={amount}
          onChange={setAmount}
          error={errors.amount}
          fieldRef={refs.amount}
        />
        <Field id={`${id}-categoryId`} label="¿En qué?" error={errors.categoryId}>
          <select
            ref={refs.categoryId}
            {...field('categoryId')}
            value={category}
            onChange={(event) => setChosen(event.target.value)}
          >
            {categories.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-date`} label="¿Cuándo?" error={errors.date}>
          <input
            ref={refs.date}
            {...field('date')}
            type="date"
            value={date || today}
            onChange={(event) => setDate(event.target.value)}
          />
        </Field>
        <NoteField
          id={`${id}-note`}
          className="lana-quick__note"
          placeholder="Tacos con los del salón"
          value={note}
          onChange={setNote}
          error={errors.note}
          fieldRef={refs.note}
        />
        <label className="lana-choice lana-quick__monthly">
          <input
            ref={refs.monthly}
            type="checkbox"
            checked={billTicked || monthlyCategory}
            disabled={monthlyCategory}
            onChange={(event) => setBillTicked(event.target.checked)}
          />
          Es un pago del mes (colegiatura, renta): no se parte entre quincenas
        </label>
        <button type="submit" className="button button--primary lana-quick__save">
          Guardar gasto
        </button>
        <p className="lana-quick__waiting" role="status">
          {early.waiting ? 'Lo guardamos en cuanto se abra tu presupuesto…' : ''}
        </p>
      </form>
    </section>
  )
}
