import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { homeStateMachine } from '../../../machines/homeStateMachine'
import { deviceStorageActor } from '../../../src/device/deviceStorage'
import { homeStateFormat } from '../../../src/domain/homeState'
import { HOME_STATE_KEY } from '../../../src/enhance/pageContract'
import { FakeStorage, FakeWindow } from './fakeDevice'

function start(storage: FakeStorage | null = new FakeStorage(), events = new FakeWindow(HOME_STATE_KEY)) {
  const machine = homeStateMachine.provide({
    actors: {
      deviceStorage: deviceStorageActor({
        key: HOME_STATE_KEY,
        format: homeStateFormat,
        getStorage: () => storage,
        events,
      }),
    },
  })
  const actor = createActor(machine).start()
  const stored = () => storage?.items.get(HOME_STATE_KEY)
  return { actor, storage, events, stored, context: () => actor.getSnapshot().context }
}

describe('homeStateMachine: «tu estado» on the device', () => {
  it('remembers a chosen state across visits, and forgets it on request', () => {
    const first = start()
    expect(first.context().estado).toBeNull()
    first.actor.send({ type: 'state.choose', estado: 'Jalisco' })
    expect(first.stored()).toBe('{"version":1,"estado":"Jalisco"}')
    first.actor.stop()
    const next = start(first.storage)
    expect(next.context().estado).toBe('Jalisco')
    next.actor.send({ type: 'state.forget' })
    expect(next.context().estado).toBeNull()
    expect(next.stored()).toBe('{"version":1,"estado":null}')
  })

  it('writes only a change (choosing the same state again writes nothing)', () => {
    const { actor, storage, stored } = start()
    actor.send({ type: 'state.forget' })
    expect(stored(), 'nothing to forget yet').toBeUndefined()
    actor.send({ type: 'state.choose', estado: 'Sonora' })
    storage?.items.set(HOME_STATE_KEY, 'kept as it is')
    actor.send({ type: 'state.choose', estado: 'Sonora' })
    expect(stored(), 'the same state again').toBe('kept as it is')
    actor.send({ type: 'state.choose', estado: 'Sinaloa' })
    expect(stored(), 'another state').toBe('{"version":1,"estado":"Sinaloa"}')
    actor.send({ type: 'state.forget' })
    expect(stored()).toBe('{"version":1,"estado":null}')
    storage?.items.set(HOME_STATE_KEY, 'kept again')
    actor.send({ type: 'state.forget' })
    expect(stored(), 'forgotten already').toBe('kept again')
    expect(actor.getSnapshot().context.estado).toBeNull()
  })

  it('a stored name that is not one of the 32 states is damage: replaced, with a notice', () => {
    const storage = new FakeStorage()
    storage.items.set(HOME_STATE_KEY, '{"version":1,"estado":"Atlántida"}')
    const { context, stored } = start(storage)
    expect(context().estado).toBeNull()
    expect(context().notice).toBe('corrupt')
    expect(stored()).toBe('{"version":1,"estado":null}')
  })

  it('without storage it keeps the state for the visit and says so', () => {
    const { actor, context } = start(null)
    expect(context().problem).toBe('unavailable')
    actor.send({ type: 'state.choose', estado: 'Yucatán' })
    expect(context().estado).toBe('Yucatán')
  })

  it('started without the device’s storage, stops with an error naming the machine (a page that forgot to provide it)', () => {
    const actor = createActor(homeStateMachine)
    actor.subscribe({ error: () => {} })
    actor.start()
    expect(actor.getSnapshot().status).toBe('error')
    expect(String(actor.getSnapshot().error)).toBe(
      'Error: deviceStorage was not provided to homeStateMachine',
    )
  })

  it('follows another tab', () => {
    const { events, storage, context } = start()
    events.otherTabWrites(storage as FakeStorage, '{"version":1,"estado":"Oaxaca"}')
    expect(context().estado).toBe('Oaxaca')
  })
})
