import { useId, useState } from 'react'
import type { MonthKey } from '../../../domain/calendarDays'
import { type Income, type MonthPlan, monthlyIncome, planFor } from '../../../domain/lana/budget'
import { capitalized, monthName, monthTitle } from '../../../domain/lana/words'
import { type Centavos, decimalText, formatMoney, parseAmount } from '../../../domain/money'
import { focusFirstWrong, MoneyField } from '../shared/Fields'
import { focusSoon } from '../shared/LanaFrame'
import type { BudgetBoardProps } from './BudgetBoard'

const amountText = (centavos: Centavos | undefined) => (centavos ? decimalText(centavos) : '')

/** What the typed amounts add up to, counting only those that read as amounts. */
const typedTotal = (texts: readonly string[]) =>
  texts.reduce((total, text) => {
    const read = parseAmount(text, { allowZero: true })
    return read.ok ? total + read.centavos : total
  }, 0)

function PlanForm({ props, plan, saveId }: { props: BudgetBoardProps; plan: MonthPlan; saveId: string }) {
  const { context, month, submit, errorsFor, say } = props
  const id = useId()
  const errors = errorsFor('plan')
  const [schedule, setSchedule] = useState<Income['schedule']>(plan.income?.schedule ?? 'quincenal')
  const [income, setIncome] = useState(amountText(plan.income?.amount))
  const [budgets, setBudgets] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      context.budget.categories.map(({ id: category }) => [category, amountText(plan.budgets[category])]),
    ),
  )
  const [monthly, setMonthly] = useState<string[]>(() =>
    context.budget.categories.filter((category) => category.monthly).map((category) => category.id),
  )
  const incomeRead = parseAmount(income)
  const monthIncome = incomeRead.ok ? monthlyIncome({ schedule, amount: incomeRead.centavos }) : null
  const assigned = typedTotal(Object.values(budgets))
  return (
    <form
      className="lana-plan"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const wrong = submit('plan', { type: 'plan.set', schedule, income, budgets, monthly })
        const order = ['income', ...context.budget.categories.map((category) => `budget:${category.id}`)]
        if (!focusFirstWrong(id, order, wrong)) {
          say(`Listo: guardamos tu plan de ${monthName(month)}.`)
          // The form starts again from what was kept: the button it had focus on is a new one.
          focusSoon(saveId)
        }
      }}
    >
      <fieldset className="lana-plan__schedule">
        <legend className="field__label">¿Cada cuándo te llega tu dinero?</legend>
        {(
          [
            ['quincenal', 'Cada quincena (el 15 y el último día)'],
            ['monthly', 'Una vez al mes'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="lana-choice">
            <input
              type="radio"
              name={`${id}-schedule`}
              value={value}
              checked={schedule === value}
              onChange={() => setSchedule(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <MoneyField
        id={`${id}-income`}
        label={schedule === 'quincenal' ? '¿Cuánto te llega cada quincena?' : '¿Cuánto te llega al mes?'}
        hint="Sueldo, beca, lo que te mandan de casa… Déjalo vacío si no tienes un ingreso fijo."
        value={income}
        onChange={setIncome}
        error={errors.income}
      />
      <fieldset className="lana-plan__budgets">
        <legend className="field__label">¿Cuánto quieres gastar en cada cosa este mes?</legend>
        <p className="field__hint">
          Vacío es $0. Lo de cada quincena sale solo: la mitad para cada una. Un pago del mes (renta, plan del
          celular) no se parte: cuenta entero en la quincena en que lo pagas.
        </p>
        {context.budget.categories.map((category) => (
          <div key={category.id} className="lana-plan__category">
            <MoneyField
              id={`${id}-budget-${category.id}`}
              label={category.name}
              value={budgets[category.id] ?? ''}
              onChange={(value) => setBudgets((current) => ({ ...current, [category.id]: value }))}
              error={errors[`budget:${category.id}`]}
            />
            <label className="lana-choice lana-plan__monthly">
              <input
                type="checkbox"
                checked={monthly.includes(category.id)}
                onChange={(event) => {
                  const checked = event.target.checked
                  setMonthly((current) =>
                    checked ? [...current, category.id] : current.filter((entry) => entry !== category.id),
                  )
                }}
              />
              Pago del mes<span className="visually-hidden"> ({category.name})</span>
            </label>
          </div>
        ))}
      </fieldset>
      <p className="lana-plan__total">
        Repartes {formatMoney(assigned)}
        {monthIncome !== null &&
          (assigned <= monthIncome
            ? ` de ${formatMoney(monthIncome)} al mes: te quedan ${formatMoney(monthIncome - assigned)} sin asignar.`
            : ` y te llegan ${formatMoney(monthIncome)} al mes: son ${formatMoney(assigned - monthIncome)} de más.`)}
      </p>
      <button id={saveId} type="submit" className="button button--primary">
        Guardar plan
      </button>
    </form>
  )
}

/** The nearest earlier month with a plan of its own, whose plan `month` shows until changed. */
const inheritedFrom = (months: Record<MonthKey, MonthPlan>, month: MonthKey) =>
  Object.keys(months)
    .filter((key) => key < month)
    .sort()
    .at(-1)

/** What a closed plan holds, said by its summary: «Te llegan $8,000.00 por quincena · repartes $5,000.00». */
export function planHolds(plan: MonthPlan, categories: readonly { id: string }[]): string | null {
  const assigned = categories.reduce((total, { id }) => total + (plan.budgets[id] ?? 0), 0)
  if (!plan.income && assigned === 0) return null
  const income = plan.income
    ? `Te llegan ${formatMoney(plan.income.amount)} ${plan.income.schedule === 'quincenal' ? 'por quincena' : 'al mes'}`
    : 'Sin ingreso anotado'
  return `${income} · repartes ${formatMoney(assigned)}`
}

/** «Tu plan de noviembre»: income and a budget per category (open when there is none yet). */
export function PlanEditor(props: BudgetBoardProps) {
  const { context, month } = props
  const { months, categories } = context.budget
  const plan = planFor(context.budget, month)
  const [open, setOpen] = useState(Object.keys(months).length === 0)
  const from = months[month] ? undefined : inheritedFrom(months, month)
  const holds = planHolds(plan, categories)
  const saveId = `${useId()}-guardar`
  return (
    <details
      className="card lana-panel no-print"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="lana-panel__summary">
        Tu plan de {monthName(month)}
        {holds && <span className="lana-panel__holds">{holds}</span>}
      </summary>
      {from && (
        <p className="lana-panel__note">
          {capitalized(monthName(month))} usa el plan de {monthTitle(from)} hasta que lo cambies aquí.
        </p>
      )}
      <PlanForm
        // A new month, another tab's change or a new category starts the form again from what is kept.
        key={`${month}:${JSON.stringify(plan)}:${categories.map((category) => category.id).join()}`}
        props={props}
        plan={plan}
        saveId={saveId}
      />
    </details>
  )
}
