import { useState } from 'react'
import { flushSync } from 'react-dom'
import type { BudgetContext, BudgetEvent } from '../../../../machines/budgetMachine'
import type { MonthKey } from '../../../domain/calendarDays'
import { StorageNotices } from '../../../ui/StorageNotices'
import { BudgetData } from './BudgetData'
import { BudgetSummary, defaultPeriod, type Period } from './BudgetSummary'
import { CategoryEditor } from './CategoryEditor'
import { MonthBar } from './MonthBar'
import { PlanEditor } from './PlanEditor'
import { SpendingChart } from './SpendingChart'
import { SpendingList } from './SpendingList'

type Errors = Partial<Record<string, string>>

export interface BudgetBoardProps {
  context: BudgetContext
  /** The month on screen (?mes=, or today's). */
  month: MonthKey
  /** Today's month. */
  currentMonth: MonthKey
  send: (event: BudgetEvent) => void
  /** Sends a form's event under a name; returns its wrong fields' messages (none: kept). */
  submit: (form: string, event: BudgetEvent) => Errors
  /** The messages of the form `form`, if it was the last one sent. */
  errorsFor: (form: string) => Errors
  /** Says something in the page's live region. */
  say: (text: string) => void
  /** Says a spending was deleted, with «Deshacer». */
  onDeleted: (text: string) => void
}

/** /mi-lana once the device has been read: the month, its numbers, its spendings, the plan. */
export function BudgetBoard(props: BudgetBoardProps) {
  const { context, month, currentMonth, send } = props
  const [period, setPeriod] = useState<Period>(() => defaultPeriod(month, context.today))
  const [periodMonth, setPeriodMonth] = useState(month)
  // Another month on screen starts on its own default view.
  if (periodMonth !== month) {
    setPeriodMonth(month)
    setPeriod(defaultPeriod(month, context.today))
  }
  const print = () => {
    // The printed page is the whole month.
    flushSync(() => setPeriod('month'))
    window.print()
  }
  return (
    <div className="lana-board">
      <MonthBar month={month} currentMonth={currentMonth} />
      <StorageNotices
        state={context}
        damaged={
          'El presupuesto guardado en este dispositivo estaba dañado y no se podía leer, así que empezamos uno nuevo. Guardamos una copia del anterior en el navegador por si hace falta recuperarlo.'
        }
        onDismiss={() => send({ type: 'notice.dismiss' })}
      />
      <BudgetSummary
        budget={context.budget}
        month={month}
        today={context.today}
        period={period}
        onPeriod={setPeriod}
      />
      <SpendingChart budget={context.budget} month={month} today={context.today} period={period} />
      <SpendingList {...props} />
      <PlanEditor {...props} />
      <CategoryEditor {...props} />
      <BudgetData {...props} onPrint={print} />
    </div>
  )
}
