import { getShortestPaths } from '@xstate/graph'
import { describe, expect, it } from 'vitest'
import { assign, createActor, setup } from 'xstate'
import { challengesMachine } from '../../../machines/challengesMachine'
import { deviceStorageActor } from '../../../src/features/device/deviceStorage'
import {
  challengeProgress,
  emptyChallengeList,
  startChallenge,
} from '../../../src/features/mi-lana/challenges'
import { CHALLENGES_KEY, challengesFormat } from '../../../src/features/mi-lana/storedValues'
import { damagedKey } from '../../../src/lib/storedValue'
import { FakeStorage, FakeWindow } from './fakeDevice'

function open(storage: FakeStorage | null = new FakeStorage(), today = '2026-01-05') {
  const events = new FakeWindow(CHALLENGES_KEY)
  const machine = challengesMachine.provide({
    actors: {
      deviceStorage: deviceStorageActor({ format: challengesFormat, getStorage: () => storage, events }),
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

/**
 * A model of /mi-lana/reto as the student sees it: how many challenges, how many deposits
 * ticked (on the first challenge), what a reload would show, the confirmation, the lines
 * about the device. Every shortest path is replayed on the real machine over a fake Storage.
 */
interface View {
  challenges: number
  ticks: number
  /** [challenges, ticks] a reload would show; null when the device cannot be read. */
  saved: [number, number] | null
  device: 'ok' | 'full' | 'blocked'
  message: 'full' | 'unavailable' | null
  notice: boolean
  confirming: 'restart' | 'remove' | null
}

const written = (view: View, challenges: number, ticks: number): Partial<View> =>
  view.device === 'ok'
    ? { challenges, ticks, saved: [challenges, ticks], message: null }
    : { challenges, ticks, message: view.device === 'full' ? 'full' : 'unavailable' }

const idle = ({ context }: { context: View }) => context.confirming === null

const model = setup({
  types: {
    context: {} as View,
    events: {} as
      | { type: 'OPEN' | 'OPEN_DAMAGED' | 'OPEN_BLOCKED' | 'START' | 'TICK' | 'UNTICK' }
      | {
          type: 'ASK_RESTART' | 'ASK_REMOVE' | 'YES' | 'NO' | 'STORAGE_FILLS' | 'STORAGE_FREES' | 'OTHER_TAB'
        },
  },
}).createMachine({
  context: {
    challenges: 0,
    ticks: 0,
    saved: [0, 0],
    device: 'ok',
    message: null,
    notice: false,
    confirming: null,
  },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: 'open',
        OPEN_DAMAGED: { target: 'open', actions: assign({ notice: true }) },
        OPEN_BLOCKED: {
          target: 'open',
          actions: assign({ device: 'blocked', saved: null, message: 'unavailable' }),
        },
      },
    },
    open: {
      on: {
        START: {
          guard: ({ context }) => context.challenges < 2,
          actions: assign(({ context }) => written(context, context.challenges + 1, context.ticks)),
        },
        TICK: {
          guard: ({ context }) => context.challenges > 0 && context.ticks < 2,
          actions: assign(({ context }) => written(context, context.challenges, context.ticks + 1)),
        },
        UNTICK: {
          guard: ({ context }) => context.ticks > 0,
          actions: assign(({ context }) => written(context, context.challenges, context.ticks - 1)),
        },
        ASK_RESTART: {
          guard: (args) => idle(args) && args.context.challenges > 0,
          actions: assign({ confirming: 'restart' }),
        },
        ASK_REMOVE: {
          guard: (args) => idle(args) && args.context.challenges > 0,
          actions: assign({ confirming: 'remove' }),
        },
        YES: {
          guard: (args) => !idle(args),
          actions: assign(({ context }) => ({
            ...written(context, context.challenges - (context.confirming === 'remove' ? 1 : 0), 0),
            confirming: null,
          })),
        },
        NO: { guard: (args) => !idle(args), actions: assign({ confirming: null }) },
        STORAGE_FILLS: {
          guard: ({ context }) => context.device === 'ok',
          actions: assign({ device: 'full' }),
        },
        STORAGE_FREES: {
          guard: ({ context }) => context.device === 'full',
          actions: assign({ device: 'ok' }),
        },
        OTHER_TAB: {
          guard: (args) => args.context.device === 'ok' && idle(args),
          actions: assign({ challenges: 1, ticks: 0, saved: [1, 0] }),
        },
      },
    },
  },
})

type Tab = ReturnType<typeof open>

function viewOf({ actor, storage }: Tab): View {
  const snapshot = actor.getSnapshot()
  const { list, problem, notice, confirming } = snapshot.context
  const fake = storage as FakeStorage
  const text = fake.broken ? null : (fake.items.get(CHALLENGES_KEY) ?? null)
  const savedList = text === null ? emptyChallengeList() : challengesFormat.parse(text)
  const ticks = (value: typeof list | null) =>
    value?.challenges.reduce((total, challenge) => total + challenge.ticked.length, 0) ?? -1
  return {
    challenges: list.challenges.length,
    ticks: ticks(list),
    saved: fake.broken ? null : [savedList?.challenges.length ?? -1, ticks(savedList)],
    device: fake.broken ? 'blocked' : fake.full ? 'full' : 'ok',
    message: problem,
    notice: notice === 'corrupt',
    confirming: snapshot.matches({ ready: 'confirming' }) ? (confirming?.action ?? null) : null,
  }
}

function perform(tab: Tab | null, type: string): Tab {
  if (type.startsWith('OPEN')) {
    const storage = new FakeStorage()
    if (type === 'OPEN_DAMAGED') storage.items.set(CHALLENGES_KEY, '[1,2,3]')
    if (type === 'OPEN_BLOCKED') storage.broken = true
    return open(storage)
  }
  if (!tab) throw new Error(`${type} before the page opened`)
  const { actor, events } = tab
  const storage = tab.storage as FakeStorage
  const first = () => actor.getSnapshot().context.list.challenges[0]
  const tickedNow = () => first()?.ticked ?? []
  switch (type) {
    case 'START':
      actor.send({ type: 'challenge.start', kind: '52-semanas' })
      break
    case 'TICK':
      actor.send({ type: 'deposit.tick', id: first()?.id ?? '', n: tickedNow().length + 1, done: true })
      break
    case 'UNTICK':
      actor.send({ type: 'deposit.tick', id: first()?.id ?? '', n: tickedNow().at(-1) ?? 0, done: false })
      break
    case 'ASK_RESTART':
      actor.send({ type: 'challenge.restart', id: first()?.id ?? '' })
      break
    case 'ASK_REMOVE':
      actor.send({ type: 'challenge.remove', id: first()?.id ?? '' })
      break
    case 'YES':
      actor.send({ type: 'confirm.yes' })
      break
    case 'NO':
      actor.send({ type: 'confirm.no' })
      break
    case 'STORAGE_FILLS':
      storage.full = true
      break
    case 'STORAGE_FREES':
      storage.full = false
      break
    case 'OTHER_TAB': {
      const other = startChallenge({ lastId: 40, challenges: [] }, 'reto-100', '2026-01-01')
      events.otherTabWrites(storage, challengesFormat.serialize(other))
      break
    }
    default:
      throw new Error(`unknown model event ${type}`)
  }
  return tab
}

describe('challengesMachine against the model', () => {
  const paths = getShortestPaths(model)
  const label = (path: (typeof paths)[number]) =>
    path.steps
      .slice(1)
      .map((step) => step.event.type)
      .join(' → ')

  it('the model reaches confirmations, full and blocked devices, and another tab', () => {
    const states = paths.map((path) => path.state.context)
    expect(paths.length).toBeGreaterThan(100)
    expect(states.some((view) => view.confirming === 'remove' && view.message === 'full')).toBe(true)
    expect(states.some((view) => view.device === 'blocked' && view.ticks === 2)).toBe(true)
  })

  it('every shortest path replays step by step, and a reload shows what was saved', () => {
    for (const path of paths) {
      let tab: Tab | null = null
      for (const { event, state } of path.steps.slice(1)) {
        tab = perform(tab, event.type)
        expect(viewOf(tab), `${label(path)}, after ${event.type}`).toEqual(state.context)
      }
      if (!tab) continue
      const reloaded = viewOf(open(tab.storage))
      const { saved } = path.state.context
      if (saved) expect([reloaded.challenges, reloaded.ticks], label(path)).toEqual(saved)
      else expect(reloaded.message, label(path)).toBe('unavailable')
    }
  }, 60_000)
})
