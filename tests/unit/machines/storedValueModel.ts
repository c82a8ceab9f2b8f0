import { type AnyActorRef, assign, type SnapshotFrom, setup } from 'xstate'
import { deviceStorageActor } from '../../../src/features/device/deviceStorage'
import type { StorageProblem, StoredValueFormat } from '../../../src/lib/storedValue'
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
type DeviceEventType = (typeof deviceEvents)[number]

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
  const steps: Record<DeviceEventType, (context: Context) => Context> = {
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
    return deviceEvents.includes(type as DeviceEventType) ? steps[type as DeviceEventType](context) : context
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

  // One machine and one window for every replay; the storage is the current page's, and
  // the previous page's actor stops before the next page starts.
  type Page = { storage: FakeStorage; actor: TActor | null }
  let current: Page = { storage: new FakeStorage(), actor: null }
  const window = new FakeWindow(flow.format.key)
  const startActor = flow.starter(
    deviceStorageActor({ format: flow.format, getStorage: () => current.storage, events: window }),
  )
  const open = (page: Page) => {
    page.actor?.stop()
    page.actor = startActor()
  }
  const storedOf = ({ storage }: Page): Stored<TValue> => {
    const text = storage.items.get(flow.format.key)
    if (text === undefined) return 'nothing'
    const value = flow.format.parse(text)
    return value === null ? 'damaged' : flow.seen(value)
  }
  const harness: Harness<typeof model, Page, DeviceView<TValue> | 'closed'> = {
    start: () => {
      current.actor?.stop()
      current = { storage: new FakeStorage(), actor: null }
      return current
    },
    view: (page) => (page.actor ? { ...flow.page(page.actor), stored: storedOf(page) } : 'closed'),
    expected: (state: SnapshotFrom<typeof model>) => {
      if (state.matches('closed')) return 'closed'
      const { shown, problem, notice, stored } = state.context
      return { shown, problem, notice, stored }
    },
    perform: (page, { type }) => {
      const { storage } = page
      const anotherTabCan = !storage.full && !storage.broken
      switch (type) {
        case 'OPEN_DAMAGED':
          storage.items.set(flow.format.key, DAMAGED_TEXT)
          return open(page)
        case 'OPEN_BLOCKED':
          storage.broken = true
          return open(page)
        case 'OPEN':
        case 'RELOAD':
          return open(page)
        case 'FILL_UP':
          storage.full = true
          return
        case 'FREE_SPACE':
          storage.full = false
          return
        case 'OTHER_TAB':
          if (anotherTabCan) window.otherTabWrites(storage, flow.format.serialize(flow.otherTab))
          return
        case 'OTHER_TAB_DAMAGES':
          if (anotherTabCan) window.otherTabWrites(storage, DAMAGED_TEXT)
          return
        case 'DISMISS':
          return page.actor?.send({ type: 'notice.dismiss' })
        default:
          if (page.actor && isChange(type)) flow.change(page.actor, type)
      }
    },
  }
  return { model, harness }
}
