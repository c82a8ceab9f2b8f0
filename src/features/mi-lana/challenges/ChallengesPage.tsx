import { CHALLENGE_RULES } from '../../../domain/lana/challenges'
import { focusSoon, LanaFrame, useToast } from '../shared/LanaFrame'
import { useLanaApp } from '../shared/lanaApp'
import { StartChallenge } from './StartChallenge'

const loadChallenges = () => import('./ChallengesBoard')

/**
 * /mi-lana/reto: savings challenges. Pre-rendered as the frame and «Empezar un reto», which
 * works as HTML under the page/app contract; the challenges are on the device, so the board
 * (with the machine) loads when the student looks at its outline or touches the page.
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
      outline={['Tus retos']}
      app={{ failed, retry }}
      toast={toast}
      board={
        module && actor && ready ? (
          <module.ChallengesBoard
            context={ready.context}
            confirming={ready.matches({ ready: 'confirming' })}
            send={(event) => actor.send(event)}
            say={(text) => setToast({ text })}
          />
        ) : null
      }
    >
      <StartChallenge
        ready={ready !== null}
        first={(ready?.context.list.challenges.length ?? 0) === 0}
        today={ready?.context.today ?? ''}
        errors={ready?.context.errors ?? {}}
        onStart={(kind, start) => {
          if (!actor) return {}
          actor.send({ type: 'challenge.start', kind, start })
          const { errors, list } = actor.getSnapshot().context
          if (Object.keys(errors).length > 0) return errors
          setToast({ text: `Listo: empezaste «${CHALLENGE_RULES[kind].title}».` })
          const created = list.challenges.at(-1)
          if (created) focusSoon(`reto-${created.id}`)
          return errors
        }}
      />
    </LanaFrame>
  )
}
