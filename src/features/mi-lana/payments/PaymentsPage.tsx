import { useState } from 'react'
import type { PaymentsEvent } from '../../../../machines/paymentsMachine'
import { focusSoon, LanaFrame, useToast } from '../shared/LanaFrame'
import { useLanaApp } from '../shared/lanaApp'
import { PaymentForm } from './PaymentForm'

const loadPayments = () => import('./PaymentsBoard')

type Errors = Partial<Record<string, string>>

const UNDO_ID = 'lana-deshacer-pago'
const ADD_FORM = 'agregar-pago'

/**
 * /mi-lana/pagos: payments to remember. Pre-rendered as the frame and «Agregar un pago»,
 * which works as HTML under the page/app contract; the payments are on the device, so the
 * board (with the machine) loads when the student looks at its outline or touches the page.
 */
export function PaymentsPage() {
  const { module, actor, snapshot, failed, retry } = useLanaApp('pagos', loadPayments)
  const ready = snapshot?.matches('ready') ? snapshot : null
  const [owner, setOwner] = useState<string | null>(null)
  const [toast, setToast] = useToast()
  const errorsFor = (form: string): Errors => (owner === form && ready ? ready.context.errors : {})

  const submit = (form: string, event: PaymentsEvent): Errors => {
    if (!actor) return {}
    setOwner(form)
    actor.send(event)
    return actor.getSnapshot().context.errors
  }
  const undo = () => {
    const removed = actor?.getSnapshot().context.removed
    actor?.send({ type: 'payment.undo' })
    setToast({ text: removed ? `Listo: «${removed.name}» volvió a tu lista.` : 'Listo.' })
    if (removed) focusSoon(`pagado-${removed.id}`)
  }

  return (
    <LanaFrame
      screen="pagos"
      title="Pagos por recordar"
      lead="La colegiatura, la renta, el celular, la tarjeta del transporte o lo que debes: anota cada pago una vez, márcalo cuando lo hagas y llévatelo a tu calendario con un aviso dos días antes."
      noScript="Tus pagos se guardan en este dispositivo: para verlos y anotarlos, activa JavaScript."
      outline={['Antes de la próxima quincena', 'Pagos del mes']}
      app={{ failed, retry }}
      toast={toast}
      undo={{ id: UNDO_ID, available: ready?.matches({ ready: 'undoable' }) ?? false, onUndo: undo }}
      board={
        module && actor && ready ? (
          <module.PaymentsBoard
            context={ready.context}
            send={(event) => actor.send(event)}
            submit={submit}
            errorsFor={errorsFor}
            say={(text) => setToast({ text })}
            onRemoved={(text) => {
              setToast({ text, undo: true })
              focusSoon(UNDO_ID)
            }}
          />
        ) : null
      }
    >
      <section className="card lana-add-payment no-print" aria-labelledby={ADD_FORM}>
        <h2 id={ADD_FORM}>Agregar un pago</h2>
        <PaymentForm
          early
          ready={ready !== null}
          errors={errorsFor(ADD_FORM)}
          today={ready?.context.today ?? ''}
          submitLabel="Agregar pago"
          onSend={(fields) => {
            const wrong = submit(ADD_FORM, { type: 'payment.add', ...fields })
            if (Object.keys(wrong).length === 0)
              setToast({ text: `Listo: agregamos «${fields.name.trim()}» a tus pagos.` })
            return wrong
          }}
        />
      </section>
    </LanaFrame>
  )
}
