import { useId, useState } from 'react'
import type { PaymentsContext, PaymentsEvent } from '../../../../machines/paymentsMachine'
import { monthOf, nextQuincenaStart } from '../../../domain/calendarDays'
import { spanishDayMonth } from '../../../domain/callStatus'
import { paymentsCalendar } from '../../../domain/lana/calendarFile'
import { dueBeforeNextQuincena, type PaymentDue, paymentsOfMonth } from '../../../domain/lana/payments'
import { capitalized, days, monthName, monthTitle, shortDate } from '../../../domain/lana/words'
import { formatMoney } from '../../../domain/money'
import { downloadFile } from '../../../ui/downloadFile'
import { Icon } from '../../../ui/Icon'
import { StorageNotices } from '../../../ui/StorageNotices'
import { focusSoon } from '../shared/LanaFrame'
import { PaymentForm } from './PaymentForm'

type Errors = Partial<Record<string, string>>

interface BoardProps {
  context: PaymentsContext
  send: (event: PaymentsEvent) => void
  submit: (form: string, event: PaymentsEvent) => Errors
  errorsFor: (form: string) => Errors
  say: (text: string) => void
  onRemoved: (text: string) => void
}

const sum = (dues: readonly PaymentDue[]) => dues.reduce((total, due) => total + due.payment.amount, 0)

/** «hoy», «en 3 días», «se pasó hace 2 días». */
const whenDue = (daysLeft: number) =>
  daysLeft === 0 ? 'hoy' : daysLeft > 0 ? `en ${days(daysLeft)}` : `se pasó hace ${days(-daysLeft)}`

/** «Antes del 16 de noviembre»: what is still to pay in today's quincena, late ones first. */
function DueSoon({ context }: { context: PaymentsContext }) {
  const due = dueBeforeNextQuincena(context.list, context.today)
  const until = spanishDayMonth(nextQuincenaStart(context.today))
  return (
    <section className="card lana-due" aria-labelledby="antes-de-quincena">
      <h2 id="antes-de-quincena">Antes del {until}</h2>
      {due.length === 0 ? (
        <p>No tienes pagos pendientes antes de la próxima quincena.</p>
      ) : (
        <>
          <p className="lana-due__total">
            Te toca pagar {formatMoney(sum(due))} en {due.length === 1 ? '1 pago' : `${due.length} pagos`}.
          </p>
          <ul className="lana-due__list">
            {due.map(({ payment, date, daysLeft }) => (
              <li key={payment.id} className={daysLeft < 0 ? 'lana-due--late' : undefined}>
                <span className="lana-due__name">{payment.name}</span>{' '}
                <span>{formatMoney(payment.amount)}</span>{' '}
                <span className="lana-due__when">
                  · {spanishDayMonth(date)}, {whenDue(daysLeft)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

/** One of the month's payments: paid or pending, «Editar» and «Quitar». */
function PaymentRow({ due, props }: { due: PaymentDue; props: BoardProps }) {
  const { payment, date, paid } = due
  const { context, send, submit, errorsFor, say, onRemoved } = props
  const [editing, setEditing] = useState(false)
  const form = `editar:${payment.id}`
  const done = () => {
    setEditing(false)
    focusSoon(`editar-pago-${payment.id}`)
  }
  if (editing)
    return (
      <li className="lana-payment lana-payment--editing">
        <PaymentForm
          payment={payment}
          errors={errorsFor(form)}
          today={context.today}
          submitLabel="Guardar cambios"
          onCancel={done}
          onSend={(fields) => {
            const wrong = submit(form, { type: 'payment.update', id: payment.id, ...fields })
            if (Object.keys(wrong).length === 0) {
              say(`Listo: guardamos los cambios de «${fields.name.trim()}».`)
              done()
            }
            return wrong
          }}
        />
      </li>
    )
  return (
    <li className={`lana-payment${paid ? ' lana-payment--paid' : ''}`}>
      <p className="lana-payment__date">
        <time dateTime={date}>{shortDate(date)}</time>
      </p>
      <p className="lana-payment__name">
        {payment.name}
        <span className="lana-payment__how">
          {payment.schedule.kind === 'monthly' ? `Cada mes, el día ${payment.schedule.day}` : 'Una sola vez'}
        </span>
      </p>
      <p className="lana-payment__amount">{formatMoney(payment.amount)}</p>
      <label className="lana-payment__paid">
        <input
          id={`pagado-${payment.id}`}
          type="checkbox"
          checked={paid}
          onChange={(event) =>
            send({ type: 'payment.paid', id: payment.id, month: context.month, paid: event.target.checked })
          }
        />
        Pagado<span className="visually-hidden"> ({payment.name})</span>
      </label>
      <div className="lana-payment__actions no-print">
        <button
          id={`editar-pago-${payment.id}`}
          type="button"
          className="button button--ghost button--small"
          onClick={() => setEditing(true)}
        >
          Editar<span className="visually-hidden"> «{payment.name}»</span>
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => {
            send({ type: 'payment.remove', id: payment.id })
            onRemoved(`Quitamos «${payment.name}» de tus pagos.`)
          }}
        >
          Quitar<span className="visually-hidden"> «{payment.name}»</span>
        </button>
      </div>
    </li>
  )
}

/** The month's payments (previous and next months a tap away), with what is paid. */
function MonthPayments({ props }: { props: BoardProps }) {
  const { context, send } = props
  const { month, today } = context
  const dues = paymentsOfMonth(context.list, month)
  const paid = sum(dues.filter((due) => due.paid))
  return (
    <section className="card lana-month-payments" aria-labelledby="pagos-del-mes">
      <div className="lana-months">
        <button
          type="button"
          className="button button--ghost button--small lana-months__step"
          onClick={() => send({ type: 'month.previous' })}
        >
          <Icon name="chevronLeft" />
          <span className="visually-hidden">Ver el mes anterior</span>
        </button>
        <div className="lana-months__now">
          <h2 id="pagos-del-mes" className="lana-months__title">
            Pagos de {monthTitle(month)}
          </h2>
          {month !== monthOf(today) && (
            <button
              type="button"
              className="lana-link-button"
              onClick={() => send({ type: 'month.current' })}
            >
              Volver a {monthName(monthOf(today))}
            </button>
          )}
        </div>
        <button
          type="button"
          className="button button--ghost button--small lana-months__step"
          onClick={() => send({ type: 'month.next' })}
        >
          <Icon name="chevronRight" />
          <span className="visually-hidden">Ver el mes siguiente</span>
        </button>
      </div>
      {dues.length === 0 ? (
        <p className="lana-empty">
          {context.list.payments.length === 0
            ? 'Todavía no anotas pagos. Agrega el primero arriba: la colegiatura, la renta, el celular…'
            : `No tienes pagos en ${monthName(month)}.`}
        </p>
      ) : (
        <>
          <p className="lana-month-payments__total">
            {capitalized(monthName(month))}: {formatMoney(sum(dues))} en total · pagado {formatMoney(paid)} ·
            pendiente {formatMoney(sum(dues) - paid)}
          </p>
          <ul className="lana-payments">
            {dues.map((due) => (
              <PaymentRow key={due.payment.id} due={due} props={props} />
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

/** «Agregar a mi calendario»: an .ics with every payment, a reminder 2 days before each. */
function CalendarButton({ context }: { context: PaymentsContext }) {
  const id = useId()
  const { payments } = context.list
  // What the last tap made of the payments as they were then: once they change, it no longer holds.
  const [outcome, setOutcome] = useState({ text: '', payments })
  const status = outcome.payments === payments ? outcome.text : ''
  const setStatus = (text: string) => setOutcome({ text, payments })
  const [busy, setBusy] = useState(false)
  return (
    <div className="lana-calendar no-print">
      <button
        type="button"
        className="button button--secondary"
        aria-describedby={`${id}-status`}
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          setStatus('')
          try {
            const text = await paymentsCalendar(payments, context.today)
            if (!text) setStatus('Todavía no tienes pagos por recordar: agrega uno arriba.')
            else {
              downloadFile(text, 'mi-lana-pagos.ics', 'text/calendar;charset=utf-8')
              setStatus('Listo: abre el archivo mi-lana-pagos.ics para agregar tus pagos a tu calendario.')
            }
          } catch {
            setStatus('No pudimos crear el archivo de calendario. Revisa tu conexión e inténtalo de nuevo.')
          } finally {
            setBusy(false)
          }
        }}
      >
        <Icon name="download" />
        Agregar a mi calendario
      </button>
      <p id={`${id}-status`} className="lana-calendar__status" role="status">
        {status}
      </p>
    </div>
  )
}

/** /mi-lana/pagos once the device has been read. */
export function PaymentsBoard(props: BoardProps) {
  const { context, send } = props
  return (
    <div className="lana-board">
      <StorageNotices
        state={context}
        damaged={
          'Los pagos guardados en este dispositivo estaban dañados y no se podían leer, así que empezamos de cero. Guardamos una copia en el navegador por si hace falta recuperarlos.'
        }
        onDismiss={() => send({ type: 'notice.dismiss' })}
      />
      <DueSoon context={context} />
      <MonthPayments props={props} />
      <CalendarButton context={context} />
    </div>
  )
}
