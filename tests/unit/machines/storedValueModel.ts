import { type AnyActorRef, assign, type SnapshotFrom, setup } from 'xstate'
import { deviceStorageActor } from '../../../src/device/deviceStorage'
import type { StorageProblem, StoredValueFormat } from '../../../src/domain/storedValue'
import { FakeStorage, FakeWindow } from './fakeDevice'
import type { Harness } from './modelTesting'

/**
 * The model of a value kept on the student's device («Mis becas», course progress, and any
 * machine that follows their contract: decisions 0003 and 0004), as the student experiences
 * it. Each change shows at once and is written; a write that fails (storage full, or none
 * at all) keeps the change for the visit and says so; a damaged stored value is replaced
 * by an empty one, with a notice; another tab's change is followed, its damage ignored;
 * reloading the page shows what the device kept.
 */
export type Stored<TValue> = TValue | 'nothing' | 'damaged'

export interface DeviceView<TValue> {
  /** What the page shows. */
  shown: TValue
  problem: StorageProblem | null
  notice: boolean
  /** What a fresh read of the device finds (what a reload would show). */
  stored: Stored<TValue>
}

interface DeviceContext<TValue> extends DeviceView<TValue> {
  device: 'works' | 'full' | 'blocked'
}

const deviceEvents = [
  'OPEN',
  'OPEN_DAMAGED',
  'OPEN_BLOCKED',
  'FILL_UP',
  'FREE_SPACE',
  'OTHER_TAB',
  'OTHER_TAB_DAMAGES',
  'RELOAD',
  'DISMISS',
] as const
type FlowEventType = (typeof deviceEvents)[number]

interface StoredValueFlow<TValue, TStored, TChange extends string, TActor extends AnyActorRef> {
  /** What the page shows with nothing stored. */
  empty: TValue
  /** What the student can change, and what each change does to what is shown. */
  changes: Record<TChange, (shown: TValue) => TValue>
  /** The value another tab writes. */
  otherTab: TStored
  format: StoredValueFormat<TStored>
  /** What the student sees of a stored value. */
  seen: (value: TStored) => TValue
  /**
   * Given the device storage, how a page starts the real machine (on a SimulatedClock).
   * Called once: making the machine once, not once per page, keeps the replays fast.
   */
  starter: (deviceStorage: ReturnType<typeof deviceStorageActor<TStored>>) => () => TActor
  /** What the page shows, its problem and notice, read from the real machine. */
  page: (actor: TActor) => Omit<DeviceView<TValue>, 'stored'>
  /** Makes one change on the real machine, as the student would. */
  change: (actor: TActor, change: TChange) => void
}

/** Where the modelled device keeps the value (the real keys are the page contract's DEVICE_KEYS). */
const MODEL_KEY = 'valor-del-modelo'

/** Text that is no valid stored value of any format. */
const DAMAGED_TEXT = '{"version":1,'

/** The model and the harness of one machine that keeps a value on the device. */
export function storedValueFlow<TValue, TStored, TChange extends string, TActor extends AnyActorRef>(
  flow: StoredValueFlow<TValue, TStored, TChange, TActor>,
) {
  type Context = DeviceContext<TValue>
  const isChange = (type: string): type is TChange => type in flow.changes

  const write = (context: Context): Context => {
    if (context.device === 'works') return { ...context, stored: context.shown, problem: null }
    return { ...context, problem: context.device === 'full' ? 'full' : 'unavailable' }
  }
  /** The page opens: it shows what is stored, replacing a damaged value with an empty one. */
  const load = (context: Context): Context => {
    const fresh = { ...context, shown: flow.empty, problem: null, notice: false }
    if (context.device === 'blocked') return { ...fresh, problem: 'unavailable' }
    if (context.stored === 'damaged') return write({ ...fresh, notice: true })
    return context.stored === 'nothing' ? fresh : { ...fresh, shown: context.stored }
  }
  const anotherTabCan = (context: Context) => context.device === 'works'
  const otherTab = flow.seen(flow.otherTab)
  const steps: Record<FlowEventType, (context: Context) => Context> = {
    OPEN: load,
    OPEN_DAMAGED: (context) => load({ ...context, stored: 'damaged' }),
    OPEN_BLOCKED: (context) => load({ ...context, device: 'blocked' }),
    FILL_UP: (context) => (context.device === 'works' ? { ...context, device: 'full' } : context),
    FREE_SPACE: (context) => (context.device === 'full' ? { ...context, device: 'works' } : context),
    OTHER_TAB: (context) =>
      anotherTabCan(context) ? { ...context, shown: otherTab, stored: otherTab } : context,
    OTHER_TAB_DAMAGES: (context) => (anotherTabCan(context) ? { ...context, stored: 'damaged' } : context),
    RELOAD: load,
    DISMISS: (context) => ({ ...context, notice: false }),
  }
  const step = (context: Context, type: string) => {
    if (isChange(type)) return write({ ...context, shown: flow.changes[type](context.shown) })
    return deviceEvents.includes(type as FlowEventType) ? steps[type as FlowEventType](context) : context
  }
  const on = (types: readonly string[]) =>
    Object.fromEntries(
      types.map((type) => [
        type,
        { target: '#device.open', actions: { type: 'step', params: type } } as const,
      ]),
    )

  const model = setup({
    // Typed by name only: the change events differ from one stored value to the next.
    types: {} as { context: Context; events: { type: string } },
    actions: { step: assign(({ context }, type: string) => step(context, type)) },
  }).createMachine({
    id: 'device',
    context: { shown: flow.empty, stored: 'nothing', device: 'works', problem: null, notice: false },
    initial: 'closed',
    states: {
      closed: { on: on(['OPEN', 'OPEN_DAMAGED', 'OPEN_BLOCKED']) },
      open: { on: on([...Object.keys(flow.changes), ...deviceEvents.slice(3)]) },
    },
  })

  const pages = devicePages({ format: flow.format, starter: flow.starter, otherTab: flow.otherTab })
  const storedOf = (page: DevicePage<TActor>): Stored<TValue> => pages.stored(page, flow.seen)
  const harness: Harness<typeof model, DevicePage<TActor>, DeviceView<TValue> | 'closed'> = {
    start: pages.start,
    view: (page) => (page.actor ? { ...flow.page(page.actor), stored: storedOf(page) } : 'closed'),
    expected: (state: SnapshotFrom<typeof model>) => {
      if (state.matches('closed')) return 'closed'
      const { shown, problem, notice, stored } = state.context
      return { shown, problem, notice, stored }
    },
    perform: (page, { type }) => {
      if (pages.device(page, type)) return
      if (type === 'DISMISS') return page.actor?.send({ type: 'notice.dismiss' })
      if (page.actor && isChange(type)) flow.change(page.actor, type)
    },
  }
  return { model, harness }
}

/** What a model of a stored value tracks about the device, besides what the page shows. */
interface ModelledDevice<TStored> {
  device: 'works' | 'full' | 'blocked'
  stored: Stored<TStored>
  problem: StorageProblem | null
  notice: boolean
}

/**
 * The model's side of a change (the expected behaviour of storedValueSteps.ts): what is shown
 * changes at once; the device keeps `stored` when it has room, else the page says why.
 */
export function modelWrite<TContext extends ModelledDevice<TStored>, TStored>(
  context: TContext,
  shown: Partial<TContext>,
  stored: TStored,
): TContext {
  return context.device === 'works'
    ? { ...context, ...shown, stored, problem: null }
    : { ...context, ...shown, problem: context.device === 'full' ? 'full' : 'unavailable' }
}

/**
 * The model's side of a page opening: `reset` clears what the page alone held; a blocked
 * device says so; a damaged value is replaced by `empty` (written) with the notice; else the
 * page shows what the device holds, as `shownOf` reads it.
 */
export function modelLoad<TContext extends ModelledDevice<TStored>, TStored>(
  context: TContext,
  {
    reset,
    empty,
    shownOf,
  }: { reset: Partial<TContext>; empty: TStored; shownOf: (stored: TStored) => Partial<TContext> },
): TContext {
  const fresh: TContext = { ...context, ...reset, problem: null, notice: false }
  if (context.device === 'blocked') return { ...fresh, problem: 'unavailable' }
  if (context.stored === 'damaged') return modelWrite({ ...fresh, notice: true }, shownOf(empty), empty)
  return context.stored === 'nothing' ? fresh : { ...fresh, ...shownOf(context.stored) }
}

/** A page on the student's device: its storage, and the real machine once the page is open. */
export interface DevicePage<TActor> {
  storage: FakeStorage
  actor: TActor | null
}

/** What the device does, as model events: pages open on it, it fills up, another tab writes. */
export const DEVICE_EVENTS = [
  'OPEN',
  'OPEN_DAMAGED',
  'OPEN_BLOCKED',
  'RELOAD',
  'FILL_UP',
  'FREE_SPACE',
  'OTHER_TAB',
  'OTHER_TAB_DAMAGES',
] as const
export type DeviceEventType = (typeof DEVICE_EVENTS)[number]
const isDeviceEvent = (type: string): type is DeviceEventType =>
  DEVICE_EVENTS.includes(type as DeviceEventType)

/**
 * The device under a machine that keeps a value on it (the harness side of the contract):
 * a fresh FakeStorage per replay, pages that open on it (stored value, a damaged one, or a
 * blocked storage) and reload, storage that fills up and frees space, another tab that
 * writes `otherTab` or damages the value. One machine and one window serve every replay;
 * the previous page's actor stops before the next page starts.
 */
export function devicePages<TStored, TActor extends AnyActorRef>({
  format,
  starter,
  otherTab,
}: {
  format: StoredValueFormat<TStored>
  /** Given the device storage, how a page starts the real machine. Called once. */
  starter: (deviceStorage: ReturnType<typeof deviceStorageActor<TStored>>) => () => TActor
  /** The value another tab writes. */
  otherTab: TStored
}) {
  type Page = DevicePage<TActor>
  let current: Page = { storage: new FakeStorage(), actor: null }
  const window = new FakeWindow(MODEL_KEY)
  const startActor = starter(
    deviceStorageActor({ key: MODEL_KEY, format, getStorage: () => current.storage, events: window }),
  )
  const open = (page: Page) => {
    page.actor?.stop()
    page.actor = startActor()
  }
  return {
    /** A new device with nothing stored, and no page open yet. */
    start: (): Page => {
      current.actor?.stop()
      current = { storage: new FakeStorage(), actor: null }
      return current
    },
    /** Does what a device event means; false if `type` is none. */
    device: (page: Page, type: string): boolean => {
      if (!isDeviceEvent(type)) return false
      const { storage } = page
      const anotherTabCan = !storage.full && !storage.broken
      switch (type) {
        case 'OPEN_DAMAGED':
          storage.items.set(MODEL_KEY, DAMAGED_TEXT)
          open(page)
          break
        case 'OPEN_BLOCKED':
          storage.broken = true
          open(page)
          break
        case 'OPEN':
        case 'RELOAD':
          open(page)
          break
        case 'FILL_UP':
          storage.full = true
          break
        case 'FREE_SPACE':
          storage.full = false
          break
        case 'OTHER_TAB':
          if (anotherTabCan) window.otherTabWrites(storage, format.serialize(otherTab))
          break
        case 'OTHER_TAB_DAMAGES':
          if (anotherTabCan) window.otherTabWrites(storage, DAMAGED_TEXT)
          break
      }
      return true
    },
    /** What a fresh read of the device finds (what a reload would show), as `seen` shows it. */
    stored: <TSeen>({ storage }: Page, seen: (value: TStored) => TSeen): TSeen | 'nothing' | 'damaged' => {
      const text = storage.items.get(MODEL_KEY)
      if (text === undefined) return 'nothing'
      const value = format.parse(text)
      return value === null ? 'damaged' : seen(value)
    },
  }
}
