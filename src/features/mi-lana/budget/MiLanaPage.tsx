import { useEffect, useState } from 'react'
import type { BudgetEvent } from '../../../../machines/budgetMachine'
import { type MonthKey, monthOf } from '../../../domain/calendarDays'
import { spanishDayMonth, spanishLongDate } from '../../../domain/callStatus'
import { DEFAULT_CATEGORIES } from '../../../domain/lana/defaultCategories'
import { formatMoney } from '../../../domain/money'
import { focusSoon, LanaFrame, useToast } from '../shared/LanaFrame'
import { useLanaApp } from '../shared/lanaApp'
import { QuickSpending, type SpendingFields } from './QuickSpending'

const loadBudget = () => import('./BudgetBoard')

type Errors = Partial<Record<string, string>>

const UNDO_ID = 'lana-deshacer'

/**
 * /mi-lana: the month's budget. The pre-rendered page is the frame and «Anotar un gasto»;
 * the budget itself is on the device, so the rest (BudgetBoard, with the machine) loads
 * right after the first paint (sitePages: hydrate 'load').
 */
export function MiLanaPage({ mes, stripMonth }: { mes: MonthKey | ''; stripMonth: () => void }) {
  const { module, actor, snapshot, failed, retry } = useLanaApp('presupuesto', loadBudget)
  const ready = snapshot?.matches('ready') ? snapshot : null
  const context = ready?.context ?? null
  // The form whose messages context.errors holds (one form at a time is sent).
  const [owner, setOwner] = useState<string | null>(null)
  const [toast, setToast] = useToast()
  const currentMonth = context ? monthOf(context.today) : null
  const month = mes || currentMonth

  // ?mes= for this month is the default: the address says it without the parameter.
  useEffect(() => {
    if (mes && mes === currentMonth) stripMonth()
  }, [mes, currentMonth, stripMonth])

  // The machine's plan forms change the month on screen.
  useEffect(() => {
    if (actor && month) actor.send({ type: 'month.set', month })
  }, [actor, month])

  /** Sends a form's event; returns its wrong fields' messages (none: it was kept). */
  const submit = (form: string, event: BudgetEvent): Errors => {
    if (!actor) return {}
    setOwner(form)
    if (actor.getSnapshot().matches({ ready: 'undoable' })) actor.send({ type: 'undo.dismiss' })
    actor.send(event)
    return actor.getSnapshot().context.errors
  }
  const errorsFor = (form: string): Errors => (owner === form && context ? context.errors : {})

  const saveQuick = (fields: SpendingFields) => {
    const today = actor?.getSnapshot().context.today ?? ''
    const wrong = submit('quick', { type: 'spending.add', ...fields, date: fields.date || today })
    if (Object.keys(wrong).length > 0) return wrong
    const { budget } = actor?.getSnapshot().context ?? { budget: null }
    const added = budget?.spendings.at(-1)
    const name = budget?.categories.find((category) => category.id === added?.categoryId)?.name
    if (!added) return wrong
    // A date other than today is said, and that the form went back to today.
    const when =
      added.date === today
        ? ''
        : `, del ${added.date.slice(0, 4) === today.slice(0, 4) ? spanishDayMonth(added.date) : spanishLongDate(added.date)}. La fecha volvió a hoy`
    setToast({ text: `Gasto guardado: ${formatMoney(added.amount)} en ${name}${when}.` })
    return wrong
  }

  const deleted = (text: string) => {
    setToast({ text, undo: true })
    focusSoon(UNDO_ID)
  }

  const undo = () => {
    const restored = actor?.getSnapshot().context.deleted
    actor?.send({ type: 'spending.undo' })
    setToast({ text: 'Listo: el gasto volvió a tu lista.' })
    if (restored) focusSoon(`editar-${restored.id}`)
  }

  return (
    <LanaFrame
      screen="presupuesto"
      title="Mi lana"
      lead="Tu presupuesto por quincena: anota lo que gastas y mira cuánto te queda para cada cosa hasta el día de pago. Todo se queda en este teléfono o computadora: sin cuenta, sin bancos y gratis."
      noScript="«Mi lana» guarda tu presupuesto en este dispositivo: para usarlo, activa JavaScript."
      outline={['Cuánto te queda', '¿En qué se fue tu lana?', 'Tus gastos', 'Tu plan del mes']}
      app={{ failed, retry }}
      toast={toast}
      undo={{ id: UNDO_ID, available: ready?.matches({ ready: 'undoable' }) ?? false, onUndo: undo }}
      board={
        module && actor && ready && month && currentMonth ? (
          <module.BudgetBoard
            context={ready.context}
            send={(event) => actor.send(event)}
            month={month}
            currentMonth={currentMonth}
            submit={submit}
            errorsFor={errorsFor}
            say={(text) => setToast({ text })}
            onDeleted={deleted}
          />
        ) : null
      }
    >
      <QuickSpending
        ready={context !== null}
        categories={context?.budget.categories ?? DEFAULT_CATEGORIES}
        today={context?.today ?? ''}
        errors={errorsFor('quick')}
        onSave={saveQuick}
      />
    </LanaFrame>
  )
}
