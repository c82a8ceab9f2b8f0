import { useEffect, useId, useState } from 'react'
import { type Category, MAX_CATEGORY_NAME, OTHERS_ID } from '../../../domain/lana/budget'
import { describedBy, Field } from '../shared/Fields'
import { focusSoon } from '../shared/LanaFrame'
import type { BudgetBoardProps } from './BudgetBoard'

const renameId = (category: Category) => `renombrar-${category.id}`

/** A category's name as a small form: «Agregar» a new one, or «Guardar» a new name. */
function NameForm({
  props,
  form,
  label,
  initial,
  onSend,
  onCancel,
  submitLabel,
}: {
  props: BudgetBoardProps
  form: string
  label: string
  initial: string
  onSend: (name: string) => boolean
  onCancel?: () => void
  submitLabel: string
}) {
  const id = useId()
  const [name, setName] = useState(initial)
  const error = props.errorsFor(form).categoryName
  return (
    <form
      className="lana-name-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (onSend(name)) setName('')
        else document.getElementById(id)?.focus()
      }}
    >
      <Field id={id} label={label} error={error}>
        <input
          id={id}
          className="field__input"
          type="text"
          maxLength={MAX_CATEGORY_NAME}
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the field appears because the student asked to rename
          autoFocus={onCancel !== undefined}
          value={name}
          onChange={(event) => setName(event.target.value)}
          {...describedBy(id, error)}
        />
      </Field>
      <div className="lana-editor__actions">
        <button type="submit" className="button button--secondary button--small">
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--ghost button--small" onClick={onCancel}>
            Cancelar
          </button>
        )}
      </div>
    </form>
  )
}

/** «¿Quitar «Salidas»?», saying what happens to its spendings and budget. */
function RemoveQuestion({
  category,
  props,
  onYes,
  onNo,
}: {
  category: Category
  props: BudgetBoardProps
  onYes: () => void
  onNo: () => void
}) {
  const id = useId()
  const { budget } = props.context
  const others = budget.categories.find((entry) => entry.id === OTHERS_ID)?.name ?? 'Otros'
  const count = budget.spendings.filter((spending) => spending.categoryId === category.id).length
  const what =
    count === 0
      ? `No tiene gastos anotados; si tiene presupuesto, se suma al de «${others}».`
      : `${count === 1 ? 'Su gasto pasa' : `Sus ${count} gastos (de todos los meses) pasan`} a «${others}», con «${category.name}» al inicio de la nota, y su presupuesto se suma al de «${others}». Ningún total cambia.`
  return (
    <div className="lana-confirm">
      <p id={`${id}-question`} className="lana-confirm__question">
        ¿Quitar «{category.name}»?
      </p>
      <p id={`${id}-what`}>{what}</p>
      <div className="lana-editor__actions">
        <button type="button" className="button button--primary button--small" onClick={onYes}>
          Sí, quitar
        </button>
        <button
          id={`${id}-no`}
          type="button"
          className="button button--ghost button--small"
          aria-describedby={`${id}-question ${id}-what`}
          onClick={onNo}
        >
          Cancelar
        </button>
      </div>
      <FocusOnMount id={`${id}-no`} />
    </div>
  )
}

/** Puts focus on `id` once, when it appears (the safe answer of a question). */
function FocusOnMount({ id }: { id: string }) {
  useEffect(() => document.getElementById(id)?.focus(), [id])
  return null
}

/** «Tus categorías»: rename any, remove any but «Otros» (after a question), add new ones. */
export function CategoryEditor(props: BudgetBoardProps) {
  const { context, submit, send, say } = props
  const { categories } = context.budget
  const [renaming, setRenaming] = useState<string | null>(null)
  const [removing, setRemoving] = useState<string | null>(null)

  const rename = (category: Category) => (name: string) => {
    const wrong = submit(`renombrar:${category.id}`, { type: 'category.rename', id: category.id, name })
    if (wrong.categoryName) return false
    setRenaming(null)
    say(`Listo: la categoría ahora se llama «${name.trim()}».`)
    focusSoon(renameId(category))
    return true
  }

  const remove = (category: Category, index: number) => {
    send({ type: 'category.remove', id: category.id })
    setRemoving(null)
    say(`Quitamos «${category.name}»: lo que tenía está ahora en «Otros».`)
    const next = categories[index + 1] ?? categories[index - 1]
    if (next) focusSoon(renameId(next))
  }

  return (
    <details className="card lana-panel no-print">
      <summary className="lana-panel__summary">Tus categorías</summary>
      <ul className="lana-categories">
        {categories.map((category, index) => (
          <li key={category.id} className="lana-category">
            {renaming === category.id ? (
              <NameForm
                props={props}
                form={`renombrar:${category.id}`}
                label={`Nuevo nombre para «${category.name}»`}
                initial={category.name}
                submitLabel="Guardar nombre"
                onSend={rename(category)}
                onCancel={() => {
                  setRenaming(null)
                  focusSoon(renameId(category))
                }}
              />
            ) : removing === category.id ? (
              <RemoveQuestion
                category={category}
                props={props}
                onYes={() => remove(category, index)}
                onNo={() => {
                  setRemoving(null)
                  focusSoon(`quitar-${category.id}`)
                }}
              />
            ) : (
              <>
                <span className="lana-category__name">{category.name}</span>
                <span className="lana-category__actions">
                  <button
                    id={renameId(category)}
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => setRenaming(category.id)}
                  >
                    Cambiar nombre<span className="visually-hidden"> de «{category.name}»</span>
                  </button>
                  {category.id !== OTHERS_ID && (
                    <button
                      id={`quitar-${category.id}`}
                      type="button"
                      className="button button--ghost button--small"
                      onClick={() => setRemoving(category.id)}
                    >
                      Quitar<span className="visually-hidden"> «{category.name}»</span>
                    </button>
                  )}
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      <NameForm
        props={props}
        form="agregar-categoria"
        label="Nueva categoría"
        initial=""
        submitLabel="Agregar categoría"
        onSend={(name) => {
          const wrong = submit('agregar-categoria', { type: 'category.add', name })
          if (wrong.categoryName) return false
          say(`Listo: agregamos «${name.trim()}» a tus categorías.`)
          return true
        }}
      />
    </details>
  )
}
