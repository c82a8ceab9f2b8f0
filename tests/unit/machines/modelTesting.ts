import {
  getAdjacencyMap,
  getPathsFromEvents,
  getShortestPaths,
  type StatePath,
  serializeSnapshot,
} from '@xstate/graph'
import { expect, it, vi } from 'vitest'
import {
  type AnyStateMachine,
  type EventFromLogic,
  fromPromise,
  type SimulatedClock,
  type SnapshotFrom,
  type StateValue,
} from 'xstate'

/**
 * Model-based testing, shared by every `*.model.test.ts`: a small model of a flow as the
 * student experiences it (an XState machine of its own, written from the spec), every
 * path through it replayed on the real machine, and after each step what the student
 * would see on the real machine compared with what the model says.
 */

export type ModelPath<TModel extends AnyStateMachine> = StatePath<
  SnapshotFrom<TModel>,
  EventFromLogic<TModel>
>

/** How a model's paths are played on the real machine. */
export interface Harness<TModel extends AnyStateMachine, TSubject, TView> {
  /** Starts the real machine, with injected actors the test answers and a SimulatedClock. */
  start: () => TSubject
  /** Does what the model event means on the real machine, as the student, the network or the clock would. */
  perform: (subject: TSubject, event: EventFromLogic<TModel>) => void | Promise<void>
  /** What the student sees now, read from the real machine (and its injected actors). */
  view: (subject: TSubject) => TView
  /** What the model says the student sees in one of its states. */
  expected: (state: SnapshotFrom<TModel>) => TView
}

/** A model state's name: "s3.ready" for { s3: 'ready' }, "sending" for 'sending'. */
export function stateName(value: StateValue): string {
  if (typeof value === 'string') return value
  return Object.entries(value)
    .map(([key, child]) => (child === undefined ? key : `${key}.${stateName(child)}`))
    .join(' + ')
}

/** The default `expected`: the model state's name. */
export const byStateName = (state: { value: StateValue }) => stateName(state.value)

/** The events of a path, e.g. "FILL → SUBMIT → SENT", or "(start)". */
export const pathLabel = (path: { steps: { event: { type: string } }[] }) =>
  path.steps
    .slice(1)
    .map((step) => step.event.type)
    .join(' → ') || '(start)'

/**
 * The paths worth replaying: one shortest path to each model state; every transition (the
 * shortest path to a state plus one more event, so the events that change nothing are
 * replayed too); and every simple path (no state twice) of at most `maxSteps` events.
 * getSimplePaths has no length bound and enumerates every simple path of the whole graph,
 * which is far too many for models with context, hence the bounded walk here.
 */
export function modelPaths<TModel extends AnyStateMachine>(
  model: TModel,
  { maxSteps }: { maxSteps: number },
) {
  type Path = ModelPath<TModel>
  const adjacency = getAdjacencyMap(model, {})
  const shortest: Path[] = getShortestPaths(model)
  const transitions = shortest.flatMap((path) =>
    Object.values(adjacency[serializeSnapshot(path.state)]?.transitions ?? {}).map(
      ({ event, state }): Path => ({
        state,
        steps: [...path.steps, { state, event }],
        weight: path.weight + 1,
      }),
    ),
  )
  const simple: Path[] = []
  const walk = (path: Path, visited: Set<string>) => {
    if (path.steps.length > 1) simple.push(path)
    if (path.steps.length > maxSteps) return
    for (const { event, state } of Object.values(
      adjacency[serializeSnapshot(path.state)]?.transitions ?? {},
    )) {
      const key = serializeSnapshot(state)
      if (visited.has(key)) continue
      const next = { state, steps: [...path.steps, { state, event }], weight: path.weight + 1 }
      walk(next, new Set(visited).add(key))
    }
  }
  const [start] = shortest.filter((path) => path.steps.length === 1)
  if (start) walk(start, new Set([serializeSnapshot(start.state)]))
  return { shortest, transitions, simple }
}

/**
 * One path by its events, for a story the other paths cannot hold because it passes a
 * state twice (fail, retry, succeed). Throws if the model does not take these events.
 */
export function storyPath<TModel extends AnyStateMachine>(model: TModel, events: EventFromLogic<TModel>[]) {
  const [path] = getPathsFromEvents(model, events)
  if (!path) throw new Error(`The model does not take ${events.map((event) => event.type).join(' → ')}`)
  return path as ModelPath<TModel>
}

/** Replays one path on a fresh subject: what the student saw after each step, and what the model expected. */
export async function replay<TModel extends AnyStateMachine, TSubject, TView>(
  path: ModelPath<TModel>,
  harness: Harness<TModel, TSubject, TView>,
) {
  const subject = harness.start()
  const seen: [string, TView][] = []
  const expected: [string, TView][] = []
  for (const [index, step] of path.steps.entries()) {
    if (index > 0) await harness.perform(subject, step.event)
    seen.push([step.event.type, harness.view(subject)])
    expected.push([step.event.type, harness.expected(step.state)])
  }
  return { subject, seen, expected }
}

/** Replays paths and fails on the first whose views differ from the model's, naming it. */
export async function expectReplays<TModel extends AnyStateMachine, TSubject, TView>(
  paths: ModelPath<TModel>[],
  harness: Harness<TModel, TSubject, TView>,
) {
  // The machines log failed sends; here failing is part of the path.
  const log = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    for (const path of paths) {
      const { seen, expected } = await replay(path, harness)
      expect(seen, pathLabel(path)).toEqual(expected)
    }
  } finally {
    log.mockRestore()
  }
}

/** Registers the model tests of one machine: each shortest path, every transition, every simple path up to `maxSteps`. */
export function modelTests<TModel extends AnyStateMachine, TSubject, TView>(
  model: TModel,
  harness: Harness<TModel, TSubject, TView>,
  { maxSteps }: { maxSteps: number },
) {
  const paths = modelPaths(model, { maxSteps })
  it.each(paths.shortest.map((path) => [`${byStateName(path.state)} (${pathLabel(path)})`, path] as const))(
    'shortest path to %s',
    (_, path) => expectReplays([path], harness),
  )
  it(
    `every transition, also those that change nothing (${paths.transitions.length} paths)`,
    () => expectReplays(paths.transitions, harness),
    60_000,
  )
  it(
    `every simple path of up to ${maxSteps} steps (${paths.simple.length} paths)`,
    () => expectReplays(paths.simple, harness),
    60_000,
  )
  return paths
}

/** Moves a simulated clock `ms` forward in steps, so timers that timers schedule also fire on time. */
export function advance(clock: SimulatedClock, ms: number, step = 1) {
  for (let elapsed = 0; elapsed < ms; elapsed += step) clock.increment(Math.min(step, ms - elapsed))
}

/** Lets settled promises reach the actor that waits for them. */
export const settle = () => new Promise((resolve) => setImmediate(resolve))

/** One call to an injected service, which the test answers (an Error rejects) or leaves hanging. */
export interface PendingCall<TOutput, TInput> {
  input: TInput
  settled: boolean
  settle: (outcome: TOutput | Error) => void
}

/** An injected promise actor whose calls the test answers one by one: succeed, fail, or never. */
export function answerableService<TOutput, TInput>() {
  const calls: PendingCall<TOutput, TInput>[] = []
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        const call: PendingCall<TOutput, TInput> = {
          input,
          settled: false,
          settle: (outcome) => {
            call.settled = true
            if (outcome instanceof Error) reject(outcome)
            else resolve(outcome)
          },
        }
        calls.push(call)
      }),
  )
  return { logic, calls, pending: () => calls.filter((call) => !call.settled) }
}
