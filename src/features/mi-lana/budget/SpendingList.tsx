import { useEffect, useId, useRef, useState } from 'react'
import { spanishDayMonth } from '../../../domain/callStatus'
import { type Spending, spendingsOfMonth } from '../../../domain/lana/budget'
import { monthName, shortDate } from '../../../domain/lana/words'
import { decimalText, formatMoney } from '../../../domain/money'
import { controlProps, Field, focusFirstWrong, MoneyField, NoteField } from '../shared/Fields'
import { focusSoon } from '../shared/LanaFrame'
import type { BudgetBoardProps } from './BudgetBoard'

const editId = (spending: Spending) => `editar-${spending.id}`

/** «Editar»: the spending's fields in place of its line. */
function SpendingEditor({
  spending,
  props,
  onDone,
}: {
  spending: Spending
  props: BudgetBoardProps
  onDone: () => void
}) {
  const id = useId()
  const form = `editar:${spending.id}`
  const errors = props.errorsFor(form)
  const [amount, setAmount] = useState(decimalText(spending.amount))
  const [categoryId, setCategoryId] = useState(spending.categoryId)
  const [date, setDate] = useState(spending.date)
  const [note, setNote] = useState(spending.note ?? '')
  const first = useRef<HTMLInputElement>(null)
  useEffect(() => first.current?.focus(), [])
  const field = (name: string) => controlProps(id, name, errors[name])
  return (
    <form
      className="lana-editor"
      noValidate
      aria-label="Editar gasto"
      onSubmit={(event) => {
        event.preventDefault()
        const wrong = props.submit(form, {
          type: 'spending.update',
          id: spending.id,
          amount,
          categoryId,
          date,
          note,
        })
        if (focusFirstWrong(id, ['amount', 'categoryId', 'date', 'note'], wrong)) return
        props.say('Listo: guardamos el cambio.')
        onDone()
      }}
    >
      <MoneyField
        id={`${id}-amount`}
        label="Monto"
        value={amount}
        onChange={setAmount}
        error={errors.amount}
        fieldRef={first}
      />
      <Field id={`${id}-categoryId`} label="Categoría" error={errors.categoryId}>
        <select
          {...field('categoryId')}
          value={categoryId}
          onChange={(event) => setCategoryId(event.target.value)}
        >
          {props.context.budget.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-date`} label="Fecha" error={errors.date}>
        <input
          {...field('date')}
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </Field>
      <NoteField id={`${id}-note`} value={note} onChange={setNote} error={errors.note} />
      <div className="lana-editor__actions">
        <button type="submit" className="button button--primary button--small">
          Guardar cambios
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onDone}>
          Cancelar
        </button>
      </div>
    </form>
  )
}

/** The month's spendings, newest first, each with «Editar» and «Borrar». */
export function SpendingList(props: BudgetBoardProps) {
  const { context, month, send, onDeleted } = props
  const id = useId()
  const [editing, setEditing] = useState<string | null>(null)
  const spendings = spendingsOfMonth(context.budget, month)
  const names = new Map(context.budget.categories.map((category) => [category.id, category.name]))
  const describe = (spending: Spending) =>
    `${formatMoney(spending.amount)} en ${names.get(spending.categoryId)} del ${spanishDayMonth(spending.date)}`

  const stopEditing = (spending: Spending) => {
    setEditing(null)
    focusSoon(editId(spending))
  }

  // «Deshacer» takes focus (onDeleted): undoing is the one thing a wrong tap needs next.
  const remove = (spending: Spending) => {
    send({ type: 'spending.delete', id: spending.id })
    onDeleted(`Gasto eliminado: ${describe(spending)}.`)
  }

  return (
    <section className="card lana-spendings" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Gastos de {monthName(month)}</h3>
      {spendings.length === 0 ? (
        <p className="lana-spendings__empty">
          Todavía no anotas gastos en {monthName(month)}. Usa «Anotar un gasto», arriba: con el monto basta.
        </p>
      ) : (
        <ul className="lana-spendings__list">
          {spendings.map((spending) => (
            <li key={spending.id} className="lana-spending">
              {editing === spending.id ? (
                <SpendingEditor spending={spending} props={props} onDone={() => stopEditing(spending)} />
              ) : (
                <>
                  <p className="lana-spending__date">
                    <time dateTime={spending.date}>{shortDate(spending.date)}</time>
                  </p>
                  <p className="lana-spending__what">
                    <span className="lana-spending__category">{names.get(spending.categoryId)}</span>
                    {spending.note && <span className="lana-spending__note">{spending.note}</span>}
                  </p>
                  <p className="lana-spending__amount">{formatMoney(spending.amount)}</p>
                  <div className="lana-spending__actions no-print">
                    <button
                      id={editId(spending)}
                      type="button"
                      className="button button--ghost button--small"
                      onClick={() => setEditing(spending.id)}
                    >
                      Editar<span className="visually-hidden"> el gasto de {describe(spending)}</span>
                    </button>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      onClick={() => remove(spending)}
                    >
                      Borrar<span className="visually-hidden"> el gasto de {describe(spending)}</span>
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
