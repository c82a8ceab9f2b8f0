import { assign, setup } from 'xstate'
import type { HomeState } from '../src/domain/homeState'
import type { StorageReply } from '../src/domain/storedValue'
import {
  deviceStorageNotProvided,
  type StoredValueStatus,
  storedValueStatus,
  storedValueSteps,
  writeStoredValue,
} from './storedValueSteps'

/**
 * «Tu estado» on the device (src/domain/homeState.ts): read on start, changed when the
 * student chooses a state in the catalogue or the calendar, forgotten with «Olvidar mi
 * estado». The storage is the injected `deviceStorage` actor (storedValueSteps.ts).
 */
export type HomeStateEvent =
  | StorageReply<HomeState>
  | { type: 'state.choose'; estado: string }
  | { type: 'state.forget' }
  | { type: 'notice.dismiss' }

export interface HomeStateContext extends HomeState, StoredValueStatus {}

const homeStateSetup = setup({
  types: { context: {} as HomeStateContext, events: {} as HomeStateEvent },
  actors: { deviceStorage: deviceStorageNotProvided<HomeState>('homeStateMachine') },
  actions: {
    write: writeStoredValue((context: HomeStateContext): HomeState => ({ estado: context.estado })),
  },
  guards: {
    isNew: ({ context, event }) => event.type === 'state.choose' && event.estado !== context.estado,
    isRemembered: ({ context }) => context.estado !== null,
  },
})

const stored = storedValueSteps(homeStateSetup, (value: HomeState) => ({ estado: value.estado }))

export const homeStateMachine = homeStateSetup.createMachine({
  id: 'homeState',
  context: { estado: null, ...storedValueStatus() },
  invoke: { id: 'storage', src: 'deviceStorage' },
  initial: 'loading',
  states: {
    loading: { on: stored.loading },
    ready: {
      on: {
        ...stored.ready,
        'state.choose': {
          guard: 'isNew',
          actions: [assign({ estado: ({ event }) => event.estado }), 'write'],
        },
        'state.forget': { guard: 'isRemembered', actions: [assign({ estado: null }), 'write'] },
      },
    },
  },
})
