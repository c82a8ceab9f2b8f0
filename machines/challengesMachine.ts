import { assign, setup } from 'xstate'
import { isIsoDate } from '../src/domain/calendarDays'
import {
  type ChallengeKind,
  type ChallengeList,
  emptyChallengeList,
  MAX_CHALLENGES,
  removeChallenge,
  restartChallenge,
  startChallenge,
  tickDeposit,
} from '../src/domain/lana/challenges'
import type { FieldErrors } from '../src/domain/lana/forms'
import type { StorageReply } from '../src/domain/storedValue'
import {
  deviceStorageNotProvided,
  type StoredValueStatus,
  storedValueSteps,
  writeStoredValue,
} from './storedValueSteps'

/**
 * «Mi lana» /mi-lana/reto: savings challenges kept on the device, several at once.
 *
 * Kept on the device with the steps every stored value takes (storedValueSteps.ts: the
 * injected `deviceStorage` actor; `problem` when a write fails, `notice` when a damaged
 * value was replaced by an empty one). Restarting or removing a challenge loses its ticks, so
 * it waits in `ready.confirming` for «Sí, empezar de nuevo» / «Sí, quitar» or «Cancelar».
 */
export type ChallengesEvent =
  | StorageReply<ChallengeList>
  | { type: 'today.set'; today: string }
  /** `start` defaults to today. */
  | { type: 'challenge.start'; kind: ChallengeKind; start?: string }
  | { type: 'deposit.tick'; id: string; n: number; done: boolean }
  | { type: 'challenge.restart'; id: string }
  | { type: 'challenge.remove'; id: string }
  | { type: 'confirm.yes' }
  | { type: 'confirm.no' }
  | { type: 'errors.clear' }
  | { type: 'notice.dismiss' }

export interface ChallengesContext extends StoredValueStatus {
  list: ChallengeList
  /** yyyy-mm-dd in Mexico City, from the page. */
  today: string
  /** Messages of the «Empezar un reto» form: «start», «kind». */
  errors: FieldErrors
  /** What waits for a yes. */
  confirming: { action: 'restart' | 'remove'; id: string } | null
}

const exists = (list: ChallengeList, id: string) => list.challenges.some((challenge) => challenge.id === id)

const challengesSetup = setup({
  types: {
    context: {} as ChallengesContext,
    events: {} as ChallengesEvent,
    input: {} as { today: string },
  },
  actors: { deviceStorage: deviceStorageNotProvided<ChallengeList>('challengesMachine') },
  actions: {
    write: writeStoredValue((context: ChallengesContext) => context.list),
  },
})

const stored = storedValueSteps(challengesSetup, (value: ChallengeList) => ({ list: value }))

export const challengesMachine = challengesSetup.createMachine({
  id: 'challenges',
  context: ({ input }) => ({
    list: emptyChallengeList(),
    today: input.today,
    problem: null,
    notice: null,
    errors: {},
    confirming: null,
  }),
  invoke: { id: 'storage', src: 'deviceStorage' },
  initial: 'loading',
  states: {
    loading: { on: stored.loading },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'challenge.restart': {
              guard: ({ context, event }) => exists(context.list, event.id),
              target: 'confirming',
              actions: assign({ confirming: ({ event }) => ({ action: 'restart', id: event.id }) }),
            },
            'challenge.remove': {
              guard: ({ context, event }) => exists(context.list, event.id),
              target: 'confirming',
              actions: assign({ confirming: ({ event }) => ({ action: 'remove', id: event.id }) }),
            },
          },
        },
        confirming: {
          on: {
            'confirm.yes': {
              target: 'idle',
              actions: [
                assign(({ context: { list, confirming, today } }) => ({
                  list: !confirming
                    ? list
                    : confirming.action === 'restart'
                      ? restartChallenge(list, confirming.id, today)
                      : removeChallenge(list, confirming.id),
                  confirming: null,
                })),
                'write',
              ],
            },
            'confirm.no': { target: 'idle', actions: assign({ confirming: null }) },
          },
        },
      },
      on: {
        ...stored.ready,
        'today.set': { actions: assign({ today: ({ event }) => event.today }) },
        'challenge.start': [
          {
            guard: ({ context }) => context.list.challenges.length >= MAX_CHALLENGES,
            actions: assign({
              errors: {
                kind: `Ya llevas ${MAX_CHALLENGES} retos: termina o quita alguno para empezar otro.`,
              },
            }),
          },
          {
            guard: ({ event }) => event.start !== undefined && !isIsoDate(event.start),
            actions: assign({ errors: { start: 'Elige una fecha válida para empezar.' } }),
          },
          {
            actions: [
              assign(({ context, event }) => ({
                list: startChallenge(context.list, event.kind, event.start ?? context.today),
                errors: {},
              })),
              'write',
            ],
          },
        ],
        'deposit.tick': {
          actions: [
            assign({
              list: ({ context, event }) => tickDeposit(context.list, event.id, event.n, event.done),
            }),
            'write',
          ],
        },
        'errors.clear': { actions: assign({ errors: {} }) },
      },
    },
  },
})
