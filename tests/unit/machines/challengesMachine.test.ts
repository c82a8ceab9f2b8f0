import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { challengesMachine } from '../../../machines/challengesMachine'
import { deviceStorageActor } from '../../../src/device/deviceStorage'
import { challengeProgress, emptyChallengeList } from '../../../src/domain/lana/challenges'
import { challengesFormat } from '../../../src/domain/lana/storedValues'
import { damagedKey } from '../../../src/domain/storedValue'
import { LANA_CHALLENGES_KEY } from '../../../src/enhance/pageContract'
import { FakeStorage, FakeWindow } from './fakeDevice'

const CHALLENGES_KEY = LANA_CHALLENGES_KEY

function open(storage: FakeStorage | null = new FakeStorage(), today = '2026-01-05') {
  const events = new FakeWindow(CHALLENGES_KEY)
  const machine = challengesMachine.provide({
    actors: {
      deviceStorage: deviceStorageActor({
        key: CHALLENGES_KEY,
        format: challengesFormat,
        getStorage: () => storage,
        events,
      }),
    },
  })
  const actor = createActor(machine, { input: { today } }).start()
  const context = () => actor.getSnapshot().context
  const stored = () => challengesFormat.parse(storage?.items.get(CHALLENGES_KEY) ?? 'null')
  return { actor, storage, events, context, stored }
}

describe('challengesMachine', () => {
  it('starts a 52-week challenge today, ticks a year of deposits and totals $13,780', () => {
    const { actor, context, stored } = open()
    actor.send({ type: 'challenge.start', kind: '52-semanas' })
    for (let week = 1; week <= 52; week++) actor.send({ type: 'deposit.tick', id: 'r1', n: week, done: true })
    const [challenge] = stored()?.challenges ?? []
    expect(challenge?.start).toBe('2026-01-05')
    expect(challengeProgress(challenge as NonNullable<typeof challenge>, '2026-12-31')).toMatchObject({
      saved: 1_378_000,
      left: 0,
      done: true,
    })
    actor.send({ type: 'deposit.tick', id: 'r1', n: 52, done: false })
    expect(context().list.challenges[0]?.ticked).toHaveLength(51)
  })

  it('several at once; a chosen start date; a wrong date and a full list are said by the form', () => {
    const { actor, context } = open()
    actor.send({ type: 'challenge.start', kind: 'reto-100', start: '2026-02-30' })
    expect(context().errors).toEqual({ start: 'Elige una fecha válida para empezar.' })
    actor.send({ type: 'challenge.start', kind: 'reto-100', start: '2026-02-01' })
    actor.send({ type: 'challenge.start', kind: '52-semanas-inverso' })
    expect(context().errors).toEqual({})
    expect(context().list.challenges.map(({ kind, start }) => [kind, start])).toEqual([
      ['reto-100', '2026-02-01'],
      ['52-semanas-inverso', '2026-01-05'],
    ])
    for (let n = 2; n < 12; n++) actor.send({ type: 'challenge.start', kind: 'reto-100' })
    actor.send({ type: 'challenge.start', kind: 'reto-100' })
    expect(context().errors.kind).toBe('Ya llevas 12 retos: termina o quita alguno para empezar otro.')
    expect(context().list.challenges).toHaveLength(12)
  })

  it('restart and remove wait for a yes; «Cancelar» keeps everything', () => {
    const { actor, context, stored } = open(new FakeStorage(), '2026-03-02')
    actor.send({ type: 'challenge.start', kind: '52-semanas', start: '2026-01-05' })
    actor.send({ type: 'deposit.tick', id: 'r1', n: 1, done: true })
    actor.send({ type: 'challenge.restart', id: 'r1' })
    expect(actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true)
    actor.send({ type: 'confirm.no' })
    expect(stored()?.challenges[0]?.ticked).toEqual([1])
    actor.send({ type: 'challenge.restart', id: 'r1' })
    actor.send({ type: 'confirm.yes' })
    expect(stored()?.challenges[0]).toEqual({ id: 'r1', kind: '52-semanas', start: '2026-03-02', ticked: [] })
    actor.send({ type: 'challenge.remove', id: 'nada' })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    actor.send({ type: 'challenge.remove', id: 'r1' })
    expect(context().confirming).toEqual({ action: 'remove', id: 'r1' })
    actor.send({ type: 'confirm.yes' })
    expect(stored()?.challenges).toEqual([])
  })

  it('a damaged value is replaced with a notice and a copy', () => {
    const storage = new FakeStorage()
    storage.items.set(
      CHALLENGES_KEY,
      '{"version":1,"lastId":1,"challenges":[{"id":"r1","kind":"52-semanas"}]}',
    )
    const { context, stored } = open(storage)
    expect(context().notice).toBe('corrupt')
    expect(stored()).toEqual(emptyChallengeList())
    expect(storage.items.has(damagedKey(CHALLENGES_KEY))).toBe(true)
  })
})
