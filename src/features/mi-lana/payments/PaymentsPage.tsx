import { useState } from 'react'
import type { PaymentsEvent } from '../../../../machines/paymentsMachine'
import { focusSoon, LanaFrame, LanaLoadFailed, LanaLoading, ToastText, useToast } from '../shared/LanaFrame'
import { useLanaApp } from '../shared/lanaApp'

const loadPayments = () => import('./PaymentsBoard')

type Errors = Partial<Record<string, string>>

const UNDO_ID = 'lana-deshacer-pago'

/**
 * /mi-lana/pagos: payments to remember. Pre-rendered as its frame; the board (with the
 * machine) loads after the first paint, since every payment is on the device.
 */
export function PaymentsPage() {
  const { module, actor, snapshot, failed, retry } = useLanaApp('pagos', loadPayments)
  const ready = snapshot?.matches('ready') ? snapshot : null
  const [owner, setOwner] = useState<string | null>(null)
  const [toast, setToast] = useToast()

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
      toast={
        <ToastText
          toast={toast}
          undo={{ id: UNDO_ID, available: ready?.matches({ ready: 'undoable' }) ?? false, onUndo: undo }}
        />
      }
    >
      {failed ? (
        <LanaLoadFailed onRetry={retry} />
      ) : module && actor && ready ? (
        <module.PaymentsBoard
          context={ready.context}
          send={(event) => actor.send(event)}
          submit={submit}
          errorsFor={(form) => (owner === form ? ready.context.errors : {})}
          say={(text) => setToast({ text })}
          onRemoved={(text) => {
            setToast({ text, undo: true })
            focusSoon(UNDO_ID)
          }}
        />
      ) : (
        <LanaLoading>Cargando tus pagos…</LanaLoading>
      )}
    </LanaFrame>
  )
}
