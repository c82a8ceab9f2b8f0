import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { savedListMachine } from '../../../machines/savedListMachine'
import { deviceStorageActor } from '../../../src/device/deviceStorage'
import {
  parseSavedList,
  parseSharedIndexes,
  savedListFormat,
  serializeSavedList,
} from '../../../src/domain/savedList'
import { damagedKey, writeProblem } from '../../../src/domain/storedValue'
import { SAVED_LIST_KEY } from '../../../src/enhance/pageContract'
import { FakeStorage, FakeWindow } from './fakeDevice'

const DAMAGED_KEY = damagedKey(SAVED_LIST_KEY)

function start(storage: FakeStorage | null = new FakeStorage(), events = new FakeWindow(SAVED_LIST_KEY)) {
  const machine = savedListMachine.provide({
    actors: {
      deviceStorage: deviceStorageActor({
        key: SAVED_LIST_KEY,
        format: savedListFormat,
        getStorage: () => storage,
        events,
      }),
    },
  })
  const actor = createActor(machine).start()
  const stored = () => parseSavedList(storage?.items.get(SAVED_LIST_KEY) ?? 'null')
  return { actor, storage, events, stored, context: () => actor.getSnapshot().context }
}

describe('savedListMachine with the device storage', () => {
  it('starts empty, saves and unsaves, and writes every change', () => {
    const { actor, stored, context } = start()
    expect(actor.getSnapshot().value).toBe('ready')
    actor.send({ type: 'toggle', index: 3 })
    actor.send({ type: 'toggle', index: 17 })
    expect(context().saved).toEqual([3, 17])
    expect(stored()).toEqual({ saved: [3, 17], ticks: {} })
    actor.send({ type: 'toggle', index: 3 })
    expect(stored()?.saved).toEqual([17])
  })

  it('keeps ticks per programme and survives a reload', () => {
    const first = start()
    first.actor.send({ type: 'toggle', index: 5 })
    first.actor.send({ type: 'tick', index: 5, item: 'curp', done: true })
    first.actor.send({ type: 'tick', index: 5, item: 'ine', done: true })
    first.actor.send({ type: 'tick', index: 5, item: 'ine', done: false })
    first.actor.stop()
    const reloaded = start(first.storage)
    expect(reloaded.context().saved).toEqual([5])
    expect(reloaded.context().ticks).toEqual({ 5: ['curp'] })
  })

  it('«Guardar todas» adds what is missing, keeping the order', () => {
    const { actor, context } = start()
    actor.send({ type: 'toggle', index: 9 })
    actor.send({ type: 'save.all', indexes: [3, 9, 42] })
    expect(context().saved).toEqual([9, 3, 42])
  })

  it('a full storage keeps the list for the visit and says so; it recovers when there is room', () => {
    const { actor, storage, context, stored } = start()
    actor.send({ type: 'toggle', index: 1 })
    ;(storage as FakeStorage).full = true
    actor.send({ type: 'toggle', index: 2 })
    expect(context().saved).toEqual([1, 2])
    expect(context().problem).toBe('full')
    expect(stored()?.saved).toEqual([1])
    ;(storage as FakeStorage).full = false
    actor.send({ type: 'tick', index: 2, item: 'curp', done: true })
    expect(context().problem).toBeNull()
    expect(stored()).toEqual({ saved: [1, 2], ticks: { 2: ['curp'] } })
  })

  it('without storage (blocked, private mode) it works for the visit and says so', () => {
    const { actor, context } = start(null)
    expect(context().problem).toBe('unavailable')
    actor.send({ type: 'toggle', index: 4 })
    expect(context().saved).toEqual([4])
    expect(context().problem).toBe('unavailable')
    const blocked = new FakeStorage()
    blocked.broken = true
    expect(start(blocked).context().problem).toBe('unavailable')
  })

  it('a corrupted value is replaced with a notice, and a copy is kept', () => {
    for (const damaged of [
      '{"version":1,"saved":"todo"',
      '{"version":1,"saved":[1,1],"ticks":{}}',
      '[]',
      '{"version":7}',
    ]) {
      const storage = new FakeStorage()
      storage.items.set(SAVED_LIST_KEY, damaged)
      const { context, stored } = start(storage)
      expect(context().notice).toBe('corrupt')
      expect(context().saved).toEqual([])
      expect(stored()).toEqual({ saved: [], ticks: {} })
      expect(storage.items.get(DAMAGED_KEY)).toBe(damaged)
    }
  })

  it('follows another tab, and ignores what another tab breaks', () => {
    const { actor, storage, events, context } = start()
    actor.send({ type: 'toggle', index: 1 })
    events.otherTabWrites(
      storage as FakeStorage,
      serializeSavedList({ saved: [1, 8], ticks: { 8: ['rfc'] } }),
    )
    expect(context().saved).toEqual([1, 8])
    expect(context().ticks).toEqual({ 8: ['rfc'] })
    events.otherTabWrites(storage as FakeStorage, 'no es json')
    expect(context().saved).toEqual([1, 8])
    events.otherTabWrites(storage as FakeStorage, null)
    expect(context().saved).toEqual([])
  })

  it('classifies write errors', () => {
    expect(writeProblem(new DOMException('x', 'QuotaExceededError'))).toBe('full')
    expect(writeProblem(new DOMException('x', 'SecurityError'))).toBe('unavailable')
    expect(writeProblem(new Error('x'))).toBe('unavailable')
  })
})

describe('share URL indexes', () => {
  it('reads «3,17,42», drops junk and repeats', () => {
    expect(parseSharedIndexes('3,17,42')).toEqual([3, 17, 42])
    expect(parseSharedIndexes('3, 3,abc,-1,07,1e3,5')).toEqual([3, 5])
    expect(parseSharedIndexes('')).toEqual([])
    expect(parseSharedIndexes(undefined)).toEqual([])
  })
})
