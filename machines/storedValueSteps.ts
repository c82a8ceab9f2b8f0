import {
  type AnyActorRef,
  type AnyEventObject,
  type assign,
  type EventObject,
  fromCallback,
  type MachineContext,
  type ProvidedActor,
  sendTo,
} from 'xstate'
import type { StorageCommand, StorageProblem, StorageReply } from '../src/domain/storedValue'

/**
 * The steps of every machine that keeps a value on the student's device («Mis becas», course
 * progress, «Mi lana»'s budget, challenges and payments; the call reports keep their own
 * reading of them), written once.
 *
 * The device's storage is an injected callback actor, `deviceStorage` (invoked with the id
 * `storage`; src/device/deviceStorage.ts), that answers with events: on start it reads
 * (`storage.loaded` / `storage.corrupt` / `storage.unavailable`), on `storage.write` it writes
 * (`storage.written` / `storage.failed`), and it reports changes made in another tab
 * (`storage.external`). Nothing is lost silently: every change is kept in memory first and
 * written after (the machine's `write` action); a failed write keeps the value for the visit
 * and sets `problem`, shown to the student; a damaged stored value is replaced by an empty one
 * (written at once) and sets `notice`.
 */
export interface StoredValueStatus {
  problem: StorageProblem | null
  notice: 'corrupt' | null
}

/** Nothing wrong with the device yet. */
export const storedValueStatus = (): StoredValueStatus => ({ problem: null, notice: null })

/** The `deviceStorage` actor until the page provides the real one (tests provide a model). */
export const deviceStorageNotProvided = <T>(machine: string) =>
  fromCallback<StorageCommand<T>, undefined, StorageReply<T>>(() => {
    throw new Error(`deviceStorage was not provided to ${machine}`)
  })

/** The `write` action: sends the machine's value, as `value` reads it, to the storage. */
export const writeStoredValue = <TContext extends MachineContext, TEvent extends EventObject, T>(
  value: (context: TContext) => T,
) =>
  sendTo<TContext, TEvent, undefined, AnyActorRef, TEvent, never, never>(
    'storage',
    ({ context }: { context: TContext }): StorageCommand<T> => ({
      type: 'storage.write',
      value: value(context),
    }),
  )

/**
 * The transitions for the storage's answers: `loading` (the first read, then `ready`) and
 * `ready` (writes and other tabs). `take` puts a value read from the device into the context.
 */
export function storedValueSteps<
  TContext extends MachineContext & StoredValueStatus,
  TEvent extends AnyEventObject,
  TActor extends ProvidedActor,
  T,
>(
  machineSetup: { assign: typeof assign<TContext, TEvent, undefined, TEvent, TActor> },
  take: (value: T) => Partial<TContext>,
) {
  // Only `storage.loaded` and `storage.external` events reach this action (see below).
  const takeValue = machineSetup.assign(({ event }) => take((event as unknown as { value: T }).value))
  return {
    loading: {
      'storage.loaded': { target: 'ready', actions: takeValue },
      // Replace the damaged value with an empty one, and say so.
      'storage.corrupt': {
        target: 'ready',
        actions: [machineSetup.assign({ notice: 'corrupt' } as Partial<TContext>), 'write'],
      },
      'storage.unavailable': {
        target: 'ready',
        actions: machineSetup.assign({ problem: 'unavailable' } as Partial<TContext>),
      },
    },
    ready: {
      'storage.written': { actions: machineSetup.assign({ problem: null } as Partial<TContext>) },
      'storage.failed': {
        actions: machineSetup.assign(
          ({ event }) =>
            ({ problem: (event as unknown as { problem: StorageProblem }).problem }) as Partial<TContext>,
        ),
      },
      // Another tab changed the value: follow it (it was already written there).
      'storage.external': { actions: takeValue },
      'notice.dismiss': { actions: machineSetup.assign({ notice: null } as Partial<TContext>) },
    },
  } as const
}
