import { useMachine } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { homeStateMachine } from '../../machines/homeStateMachine'
import { browserStorage, deviceStorageActor } from '../device/deviceStorage'
import { homeStateFormat } from '../domain/homeState'
import { HOME_STATE_KEY } from '../enhance/pageContract'
import { StorageNotices } from './StorageNotices'

export interface HomeStateMemoryProps {
  /** The state the URL shows now (`estado`), or undefined: every state. */
  estado: string | undefined
  /** Shows another state; `replace` when the device, not the student, chose it. */
  onChange: (estado: string | undefined, replace: boolean) => void
}

/**
 * «Tu estado» kept on the device (lazy: it carries the machine and XState). On arrival
 * without `estado` in the URL it shows the remembered state; after that it remembers the
 * state the page shows, forgets it when the student chooses «Todos los estados» or
 * «Olvidar mi estado», and says so in one line.
 */
export default function HomeStateMemory({ estado, onChange }: HomeStateMemoryProps) {
  const [machine] = useState(() =>
    homeStateMachine.provide({
      actors: {
        deviceStorage: deviceStorageActor({
          key: HOME_STATE_KEY,
          format: homeStateFormat,
          getStorage: browserStorage,
          events: window,
        }),
      },
    }),
  )
  const [state, send] = useMachine(machine)
  const ready = state.matches('ready')
  const remembered = state.context.estado
  // The first reading decides once: the URL's state wins, else the device's is shown. After
  // that only a change of the page's state is remembered (not another tab's change).
  const latest = useRef({ remembered, onChange })
  latest.current = { remembered, onChange }
  const arrived = useRef(false)
  useEffect(() => {
    if (!ready) return
    if (!arrived.current) {
      arrived.current = true
      const { remembered: kept, onChange: show } = latest.current
      if (estado === undefined && kept) {
        show(kept, true)
        return
      }
    }
    send(estado ? { type: 'state.choose', estado } : { type: 'state.forget' })
  }, [ready, estado, send])

  return (
    <div className="home-state">
      {ready && remembered && remembered === estado && (
        <p className="home-state__line">
          Guardamos <strong>{remembered}</strong> en este dispositivo: lo verás al volver.{' '}
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => {
              send({ type: 'state.forget' })
              onChange(undefined, false)
            }}
          >
            Olvidar mi estado
          </button>
        </p>
      )}
      <StorageNotices
        state={state.context}
        damaged="No pudimos leer el estado que guardaste en este dispositivo; elígelo de nuevo."
        onDismiss={() => send({ type: 'notice.dismiss' })}
      />
    </div>
  )
}
