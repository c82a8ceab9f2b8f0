import { describe, expect, it } from 'vitest'
import { type Actor, assign, createActor, SimulatedClock, setup } from 'xstate'
import { challengesMachine } from '../../../machines/challengesMachine'
import { type ChallengeList, startChallenge } from '../../../src/domain/lana/challenges'
import { challengesFormat } from '../../../src/domain/lana/storedValues'
import type { StorageProblem } from '../../../src/domain/storedValue'
import { type Harness, modelTests } from './modelTesting'
import { type DevicePage, devicePages, modelLoad, modelWrite, type Stored } from './storedValueModel'

/**
 * /mi-lana/reto as the student sees it (the storage contract of «Mis becas», decisions
 * 0003, 0004 and 0006): how many challenges, how many deposits are ticked (on the first
 * challenge), what the device holds (what a reload shows), the question before restarting
 * or removing a challenge (its ticks are lost only after «Sí»; «Cancelar» keeps them), a
 * wrong start date said by the form, the line about a full or blocked storage and the
 * notice about damaged challenges. The device can fill up, free space, be blocked from the
 * start or hold damaged challenges; another tab can start a challenge of its own (and leave
 * one) or damage them.
 */
const TODAY = '2026-01-05'

type Device = 'works' | 'full' | 'blocked'
type Counts = [challenges: number, ticks: number]
interface Page {
  challenges: number
  ticks: number
  /** The question on screen: «¿Empezar de nuevo?» or «¿Quitar este reto?». */
  confirming: 'restart' | 'remove' | null
  fieldError: boolean
  problem: StorageProblem | null
  notice: boolean
  /** [challenges, ticks] on the device: what a reload would show. */
  stored: Stored<Counts>
}
type Context = Page & { device: Device }

type ChallengesModelEvent = {
  type:
    | 'OPEN'
    | 'OPEN_DAMAGED'
    | 'OPEN_BLOCKED'
    | 'START'
    | 'START_WRONG_DATE'
    | 'TICK'
    | 'UNTICK'
    | 'ASK_RESTART'
    | 'ASK_REMOVE'
    | 'YES'
    | 'NO'
    | 'FILL_UP'
    | 'FREE_SPACE'
    | 'OTHER_TAB'
    | 'OTHER_TAB_DAMAGES'
    | 'RELOAD'
    | 'DISMISS_NOTICE'
}
type OpenEvent = Exclude<ChallengesModelEvent['type'], 'OPEN' | 'OPEN_DAMAGED' | 'OPEN_BLOCKED'>

/** A change shows at once; it is kept when the device has room, else the line says why. */
const write = (context: Context, challenges: number, ticks: number): Context =>
  modelWrite(context, { challenges, ticks }, [challenges, ticks])

/** The page opens: what the device holds; damaged challenges are replaced by none, with the notice. */
const load = (context: Context): Context =>
  modelLoad(context, {
    reset: { challenges: 0, ticks: 0, confirming: null, fieldError: false },
    empty: [0, 0],
    shownOf: ([challenges, ticks]) => ({ challenges, ticks }),
  })

/** Another tab's challenges: one «Reto de los 100», nothing ticked. */
const otherTab: ChallengeList = startChallenge({ lastId: 40, challenges: [] }, 'reto-100', '2026-01-01')

const asking = (context: Context) => context.confirming !== null

/**
 * What each event does on the open page; null: beyond the model's bounds (two challenges,
 * one deposit, only on a challenge that exists).
 */
const steps: Record<OpenEvent, (context: Context) => Context | null> = {
  START: (context) =>
    context.challenges < 2
      ? { ...write(context, context.challenges + 1, context.ticks), fieldError: false }
      : null,
  START_WRONG_DATE: (context) => ({ ...context, fieldError: true }),
  // Deposits are ticked on the first challenge.
  TICK: (context) =>
    context.challenges > 0 && context.ticks < 1
      ? write(context, context.challenges, context.ticks + 1)
      : null,
  UNTICK: (context) => (context.ticks > 0 ? write(context, context.challenges, context.ticks - 1) : null),
  // Nothing is asked while a question is open, nor about a challenge that does not exist.
  ASK_RESTART: (context) =>
    !asking(context) && context.challenges > 0 ? { ...context, confirming: 'restart' } : context,
  ASK_REMOVE: (context) =>
    !asking(context) && context.challenges > 0 ? { ...context, confirming: 'remove' } : context,
  // «Sí»: the first challenge starts again today with nothing ticked, or goes.
  YES: (context) => {
    if (!asking(context)) return context
    const challenges = context.challenges - (context.confirming === 'remove' ? 1 : 0)
    return { ...write(context, challenges, 0), confirming: null }
  },
  NO: (context) => ({ ...context, confirming: null }),
  FILL_UP: (context) => (context.device === 'works' ? { ...context, device: 'full' } : context),
  FREE_SPACE: (context) => (context.device === 'full' ? { ...context, device: 'works' } : context),
  // Another tab writes only on a device that has room, and the page follows it. While a
  // question waits here, what «Sí» should then do is not in the spec: beyond the model.
  OTHER_TAB: (context) => {
    if (context.device !== 'works') return context
    return asking(context) ? null : { ...context, challenges: 1, ticks: 0, stored: [1, 0] }
  },
  // Its damage is not followed: the page keeps what it shows; a reload finds the damage.
  OTHER_TAB_DAMAGES: (context) => (context.device === 'works' ? { ...context, stored: 'damaged' } : context),
  RELOAD: load,
  DISMISS_NOTICE: (context) => ({ ...context, notice: false }),
}

const model = setup({
  types: {} as { context: Context; events: ChallengesModelEvent },
  actions: {
    opens: assign(({ context }, device: Device) => load({ ...context, device })),
    damagedOpens: assign(({ context }) => load({ ...context, stored: 'damaged' })),
  },
}).createMachine({
  id: 'challenges',
  context: {
    challenges: 0,
    ticks: 0,
    confirming: null,
    fieldError: false,
    problem: null,
    notice: false,
    stored: 'nothing',
    device: 'works',
  },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: { target: 'open', actions: { type: 'opens', params: 'works' } },
        OPEN_DAMAGED: { target: 'open', actions: 'damagedOpens' },
        OPEN_BLOCKED: { target: 'open', actions: { type: 'opens', params: 'blocked' } },
      },
    },
    open: {
      // Every event targets the open page, so the ones that change nothing are replayed too.
      on: Object.fromEntries(
        (Object.keys(steps) as OpenEvent[]).map((type) => [
          type,
          {
            guard: ({ context }: { context: Context }) => steps[type](context) !== null,
            target: '#challenges.open',
            actions: assign(({ context }: { context: Context }) => steps[type](context) ?? context),
          },
        ]),
      ),
    },
  },
})

const ticksOf = (list: ChallengeList) =>
  list.challenges.reduce((total, challenge) => total + challenge.ticked.length, 0)

const pages = devicePages({
  format: challengesFormat,
  otherTab,
  starter: (deviceStorage) => {
    const machine = challengesMachine.provide({ actors: { deviceStorage } })
    return () => createActor(machine, { input: { today: TODAY }, clock: new SimulatedClock() }).start()
  },
})

const harness: Harness<typeof model, DevicePage<Actor<typeof challengesMachine>>, Page | 'closed'> = {
  start: pages.start,
  perform: (page, { type }) => {
    if (pages.device(page, type)) return
    const { actor } = page
    if (!actor) throw new Error(`${type} before the page opened`)
    const first = actor.getSnapshot().context.list.challenges[0]
    const id = first?.id ?? ''
    const ticked = first?.ticked ?? []
    switch (type) {
      case 'START':
        return actor.send({ type: 'challenge.start', kind: '52-semanas' })
      case 'START_WRONG_DATE':
        return actor.send({ type: 'challenge.start', kind: '52-semanas', start: '2026-02-30' })
      case 'TICK':
        return actor.send({ type: 'deposit.tick', id, n: ticked.length + 1, done: true })
      case 'UNTICK':
        return actor.send({ type: 'deposit.tick', id, n: ticked.at(-1) ?? 0, done: false })
      case 'ASK_RESTART':
        return actor.send({ type: 'challenge.restart', id })
      case 'ASK_REMOVE':
        return actor.send({ type: 'challenge.remove', id })
      case 'YES':
        return actor.send({ type: 'confirm.yes' })
      case 'NO':
        return actor.send({ type: 'confirm.no' })
      case 'DISMISS_NOTICE':
        return actor.send({ type: 'notice.dismiss' })
    }
  },
  view: (page) => {
    if (!page.actor) return 'closed'
    const snapshot = page.actor.getSnapshot()
    const { list, confirming, errors, problem, notice } = snapshot.context
    return {
      challenges: list.challenges.length,
      ticks: ticksOf(list),
      confirming: snapshot.matches({ ready: 'confirming' }) ? (confirming?.action ?? null) : null,
      fieldError: Object.keys(errors).length > 0,
      problem,
      notice: notice === 'corrupt',
      stored: pages.stored(page, (stored): Counts => [stored.challenges.length, ticksOf(stored)]),
    }
  },
  expected: (state) => {
    if (state.matches('closed')) return 'closed'
    const { device: _, ...page } = state.context
    return page
  },
}

describe('challengesMachine against the model', () => {
  const paths = modelTests(model, harness, {
    maxSteps: 4,
    sizes: { states: 915, transitions: 7096, simple: 514 },
  })

  it('the model reaches questions, full and blocked devices, damage and another tab', () => {
    const contexts = paths.shortest.map((path) => path.state.context)
    expect(contexts.some((view) => view.confirming === 'remove' && view.problem === 'full')).toBe(true)
    expect(contexts.some((view) => view.confirming === 'restart' && view.ticks === 1)).toBe(true)
    expect(contexts.some((view) => view.device === 'blocked' && view.ticks === 1)).toBe(true)
    expect(contexts.some((view) => view.notice && view.fieldError && view.challenges === 2)).toBe(true)
    expect(contexts.some((view) => view.stored === 'damaged' && view.ticks === 1)).toBe(true)
  })
})
