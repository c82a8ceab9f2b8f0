import { LanaFrame, LanaLoadFailed, LanaLoading, ToastText, useToast } from '../shared/LanaFrame'
import { useLanaApp } from '../shared/lanaApp'

const loadChallenges = () => import('./ChallengesBoard')

/**
 * /mi-lana/reto: savings challenges. Everything on it is on the device, so the page is
 * pre-rendered as its frame and the board (with the machine) loads after the first paint.
 */
export function ChallengesPage() {
  const { module, actor, snapshot, failed, retry } = useLanaApp('retos', loadChallenges)
  const [toast, setToast] = useToast()
  const ready = snapshot?.matches('ready') ? snapshot : null
  return (
    <LanaFrame
      screen="retos"
      title="Retos de ahorro"
      lead="«52 semanas», su versión al revés o el reto de los 100 pesos: marca cada depósito y mira cuánto llevas y cuánto te falta. Puedes llevar varios a la vez; todo se queda en este dispositivo."
      noScript="Tus retos se guardan en este dispositivo: para verlos y marcar depósitos, activa JavaScript."
      toast={<ToastText toast={toast} />}
    >
      {failed ? (
        <LanaLoadFailed onRetry={retry} />
      ) : module && actor && ready ? (
        <module.ChallengesBoard
          context={ready.context}
          confirming={ready.matches({ ready: 'confirming' })}
          send={(event) => actor.send(event)}
          after={() => actor.getSnapshot().context}
          say={(text) => setToast({ text })}
        />
      ) : (
        <LanaLoading>Cargando tus retos…</LanaLoading>
      )}
    </LanaFrame>
  )
}
