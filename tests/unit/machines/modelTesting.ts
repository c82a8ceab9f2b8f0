import {
  getAdjacencyMap,
  getPathsFromEvents,
  getShortestPaths,
  type StatePath,
  serializeSnapshot,
} from '@xstate/graph'
import { expect, it, vi } from 'vitest'
import type {
  ActorLogic,
  AnyStateMachine,
  EventFromLogic,
  EventObject,
  Snapshot,
  SnapshotFrom,
  StateValue,
} from 'xstate'

/**
 * Model-based testing, shared by every `*.model.test.ts`: a small model of a flow as the
 * student experiences it (an XState machine of its own, written from the spec), every
 * path through it replayed on the real machine, and after each step what the student
 * would see on the real machine compared with what the model says.
 */

/** A state of a model: a machine's snapshot. */
type ModelSnapshot = Snapshot<unknown> & { value: StateValue }
/** A model: a machine of its own, whose paths @xstate/graph walks. */
type Model<TState extends ModelSnapshot, TEvent extends EventObject> = ActorLogic<TState, TEvent, undefined>
export type ModelPath<TState extends ModelSnapshot, TEvent extends EventObject> = StatePath<TState, TEvent>

/** How a model's paths are played on the real machine. */
export interface PathHarness<TState, TEvent, TSubject, TView> {
  /** Starts the real machine, with injected actors the test answers and a SimulatedClock. */
  start: () => TSubject
  /** Does what the model event means on the real machine, as the student, the network or the clock would. */
  perform: (subject: TSubject, event: TEvent) => void | Promise<void>
  /** What the student sees now, read from the real machine (and its injected actors). */
  view: (subject: TSubject) => TView
  /** What the model says the student sees in one of its states. */
  expected: (state: TState) => TView
}

/** The harness for one model machine. */
export type Harness<TModel extends AnyStateMachine, TSubject, TView> = PathHarness<
  SnapshotFrom<TModel>,
  EventFromLogic<TModel>,
  TSubject,
  TView
>

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
 * replayed too: those of one state one after the other, on one path), which replays every
 * shortest path on its way; and every simple path (no state twice) of at most `maxSteps`
 * events. An event whose guards all refuse it in a state is not replayed there (`takes`).
 * getSimplePaths has no length bound and enumerates every simple path of the whole graph,
 * which is far too many for models with context, hence the bounded walk here.
 */
export function modelPaths<TState extends ModelSnapshot, TEvent extends EventObject>(
  model: Model<TState, TEvent>,
  { maxSteps }: { maxSteps: number },
) {
  type Path = ModelPath<TState, TEvent>
  const adjacency = getAdjacencyMap(model, {})
  const shortest: Path[] = getShortestPaths(model)
  const next = (path: Path) =>
    Object.values(adjacency[serializeSnapshot(path.state)]?.transitions ?? {}).filter(({ event }) =>
      takes(path.state, event),
    )
  const extend = (path: Path, ...steps: Path['steps']): Path => ({
    state: steps.at(-1)?.state ?? path.state,
    steps: [...path.steps, ...steps],
    weight: path.weight + steps.length,
  })
  /** Every transition of the model: from a state, an event, to a state. */
  const edges = shortest.flatMap((path) =>
    next(path).map(({ event, state }) => ({ from: path.state, event, to: state })),
  )
  // The events that leave a state as it is are tried one after the other on one path; a
  // state with no way out keeps its shortest path as it is.
  const transitions = shortest.flatMap((path) => {
    const [stays, moves] = partition(
      next(path),
      ({ state }) => serializeSnapshot(state) === serializeSnapshot(path.state),
    )
    if (stays.length === 0 && moves.length === 0) return [path]
    return [...(stays.length > 0 ? [extend(path, ...stays)] : []), ...moves.map((step) => extend(path, step))]
  })
  const simple: Path[] = []
  const walk = (path: Path, visited: Set<string>) => {
    if (path.steps.length > 1) simple.push(path)
    if (path.steps.length > maxSteps) return
    for (const step of next(path)) {
      const key = serializeSnapshot(step.state)
      if (!visited.has(key)) walk(extend(path, step), new Set(visited).add(key))
    }
  }
  const [start] = shortest.filter((path) => path.steps.length === 1)
  if (start) walk(start, new Set([serializeSnapshot(start.state)]))
  return { shortest, edges, transitions, simple }
}

/**
 * Whether the model takes an event in a state. @xstate/graph tries every event a state
 * handles, and records one whose guards are all false as leaving the state as it is; such an
 * event is beyond the model's bounds (a third spending where the model counts to two), not
 * an event that changes nothing, so it is not replayed. An event that must change nothing
 * targets its own state.
 */
const takes = (state: ModelSnapshot, event: EventObject) =>
  !('can' in state) || typeof state.can !== 'function' || state.can(event) === true

const partition = <T>(items: T[], test: (item: T) => boolean): [T[], T[]] => [
  items.filter(test),
  items.filter((item) => !test(item)),
]

/**
 * One path by its events, for a story the other paths cannot hold because it passes a
 * state twice (fail, retry, succeed). Throws if the model does not take these events.
 */
export function storyPath<TState extends ModelSnapshot, TEvent extends EventObject>(
  model: Model<TState, TEvent>,
  events: TEvent[],
) {
  const [path] = getPathsFromEvents(model, events)
  if (!path) throw new Error(`The model does not take ${events.map((event) => event.type).join(' → ')}`)
  return path
}

/** Model events by their names, for `storyPath`. */
export const events = <TType extends string>(...types: TType[]) => types.map((type) => ({ type }))

/** Replays one path on a fresh subject: what the student saw after each step, and what the model expected. */
export async function replay<TState extends ModelSnapshot, TEvent extends EventObject, TSubject, TView>(
  path: ModelPath<TState, TEvent>,
  harness: PathHarness<TState, TEvent, TSubject, TView>,
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
export async function expectReplays<
  TState extends ModelSnapshot,
  TEvent extends EventObject,
  TSubject,
  TView,
>(paths: ModelPath<TState, TEvent>[], harness: PathHarness<TState, TEvent, TSubject, TView>) {
  // The machines log failed sends; here failing is part of the path.
  expect(paths.length, 'paths to replay').toBeGreaterThan(0)
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

/** Replays are many; a busy CI machine must not fail them for being slow. */
export const REPLAY_TIMEOUT = 60_000

interface ModelTestOptions<TEvent> {
  /** The longest simple path replayed, in events. */
  maxSteps: number
  /**
   * How big the walk is: model states, transitions replayed and simple paths. A model that
   * stops reaching states, or a walk that finds no path, fails here instead of passing on
   * an empty list.
   */
  sizes: { states: number; transitions: number; simple: number }
  /** Model states the spec's rules need: a test fails if the model stops reaching one. */
  reaches?: string[]
  /** Stories that pass a state twice (fail, retry, succeed), which no simple path holds. */
  stories?: TEvent[][]
}

/**
 * Registers the model tests of one machine: every transition (after each shortest path),
 * every simple path up to `maxSteps`, the states it must reach and its stories.
 */
export function modelTests<TState extends ModelSnapshot, TEvent extends EventObject, TSubject, TView>(
  model: Model<TState, TEvent>,
  harness: PathHarness<TState, TEvent, TSubject, TView>,
  { maxSteps, sizes, reaches = [], stories = [] }: ModelTestOptions<TEvent>,
) {
  const paths = modelPaths(model, { maxSteps })
  it(`walks ${sizes.states} states, ${sizes.transitions} transitions and ${sizes.simple} simple paths`, () => {
    expect({
      states: paths.shortest.length,
      transitions: paths.transitions.length,
      simple: paths.simple.length,
    }).toEqual(sizes)
  })
  it(
    `the shortest path to each of ${paths.shortest.length} states, then each transition from it (${paths.transitions.length} paths)`,
    () => expectReplays(paths.transitions, harness),
    REPLAY_TIMEOUT,
  )
  it(
    `every simple path of up to ${maxSteps} steps (${paths.simple.length} paths)`,
    () => expectReplays(paths.simple, harness),
    REPLAY_TIMEOUT,
  )
  if (reaches.length > 0)
    it(`the model reaches ${reaches.join(', ')}`, () => {
      expect(paths.shortest.map((path) => byStateName(path.state))).toEqual(expect.arrayContaining(reaches))
    })
  if (stories.length > 0)
    it.each(stories.map((story) => [story.map((event) => event.type).join(' → '), story] as const))(
      'story: %s',
      (_, story) => expectReplays([storyPath(model, story)], harness),
      REPLAY_TIMEOUT,
    )
  return paths
}

/** Whether two values hold the same data. */
export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The name under which `named` holds `value` (e.g. a form's fields), or the value itself. */
export const nameOf = <T>(named: Record<string, T>, value: T) =>
  Object.keys(named).find((name) => same(named[name], value)) ?? JSON.stringify(value)
