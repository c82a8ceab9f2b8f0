/**
 * The inline loader every pre-rendered page carries (see scripts/deferAppScript.ts).
 *
 * Pages are complete HTML; links, menus (popover) and disclosures (<details>) work natively.
 * The React app (≈130 KB gzip) is only needed by interactive parts: forms, filters, the quiz,
 * the carousel… This loader decides when to fetch it and makes sure no tap is lost meanwhile:
 *
 * - `eager` pages (their HTML is a neutral state the URL or the device must correct: a query
 *   string, the quiz, saved lists) start the app once the page has loaded and painted;
 * - every other page starts it on the first sign of intent on a control that needs it
 *   (pointer down, touch, key press or focus on a button, field or `[data-needs-app]`);
 * - until React has hydrated and committed the control, a click on such a button and a form
 *   submission are held (default prevented) and replayed once; values typed, ticked or chosen
 *   in the meantime are kept by the browser and handed to React as ordinary change events.
 *
 * The app announces hydration with the `yasecomo:hydrated` event (SiteLayout).
 */

export interface LoaderConfig {
  /** The app's entry module and the chunks the page needs (module preloads). */
  entry: string
  preloads: string[]
  /** Start right after load and first paint instead of on first intent. */
  eager: boolean
}

/** `ready`: the app has hydrated and settled; taps and values held until then are replayed. */
export type AppPhase = 'waiting' | 'loading' | 'ready'

export interface AppLoaderHandle {
  readonly phase: AppPhase
  /** Starts loading now (used by end-to-end tests and by the loader itself). */
  start: () => void
}

declare global {
  interface Window {
    yasecomoApp?: AppLoaderHandle
  }
}

export const HYDRATED_EVENT = 'yasecomo:hydrated'

/** Controls that do nothing until the app runs. Popover invokers and `[data-native]` work alone. */
const NEEDS_APP =
  'button:not([popovertarget]):not([data-native]),[role="button"]:not([data-native]),[data-needs-app]'
/** Where intent to use the app shows first. */
const INTENT_TARGETS = `${NEEDS_APP},input,select,textarea`

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

type HeldAction =
  | { kind: 'click'; element: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }

/** The browser globals the loader uses (a test passes a happy-dom window). */
type Win = Window & typeof globalThis

export function runAppLoader(
  config: LoaderConfig,
  win: Win = window,
  importModule: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
  isHydrated: (element: Element) => boolean = isMountedByReact,
): AppLoaderHandle {
  const doc = win.document
  let phase: AppPhase = 'waiting'
  // The app has announced itself: from then on an action waits only for its own control.
  let appRuns = false
  const held: HeldAction[] = []
  // What the student types, ticks or chooses before the app runs: React resets controlled
  // fields to its own state when it renders them, so the values are handed over afterwards.
  const entered = new Map<FormField, string | boolean>()
  // A tap or submission waits for the values still on their way to React in its own form
  // (controls outside any form: in no form, like the quiz's steps).
  const waitingForValues: { form: HTMLFormElement | null; resolve: () => void }[] = []
  const valuePendingIn = (form: HTMLFormElement | null) =>
    [...entered.keys()].some((field) => field.form === form)
  const valuesHandedOver = (form: HTMLFormElement | null) =>
    valuePendingIn(form)
      ? new Promise<void>((resolve) => waitingForValues.push({ form, resolve }))
      : Promise.resolve()
  const settleValues = () => {
    for (const waiter of waitingForValues.splice(0)) {
      if (valuePendingIn(waiter.form)) waitingForValues.push(waiter)
      else waiter.resolve()
    }
  }

  /** Gives React the latest value entered in `field` once it has hydrated the field. */
  const handOverWhenHydrated = (field: FormField) => {
    void whenHydrated(field, win, isHydrated).then((hydrated) => {
      const latest = entered.get(field)
      entered.delete(field)
      if (hydrated && latest !== undefined) handOver(field, latest, win)
      settleValues()
    })
  }
  /**
   * Replays a held tap or submission once React runs its control and has every value typed
   * in its form; dropped if the control leaves the page first.
   */
  const replayWhenReady = async (action: HeldAction) => {
    const target = action.kind === 'click' ? action.element : action.form
    if (!(await whenHydrated(target, win, isHydrated))) return
    await valuesHandedOver(formOf(target))
    if (!target.isConnected) return
    if (action.kind === 'click') action.element.click()
    else action.form.requestSubmit(action.submitter?.isConnected ? action.submitter : null)
  }

  const start = () => {
    if (phase !== 'waiting') return
    phase = 'loading'
    for (const href of config.preloads) {
      const link = doc.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      doc.head.append(link)
    }
    // If the entry cannot load (offline, a deploy in between), the next intent tries again.
    importModule(config.entry).catch(() => {
      if (phase === 'loading') phase = 'waiting'
    })
  }

  /** Holds an action until the app runs, or, once it runs, until its control is React's. */
  const hold = (action: HeldAction) => {
    if (appRuns) {
      void replayWhenReady(action)
      return
    }
    // A second tap on the same control while the app loads is the same wish, not a new one.
    const same = (other: HeldAction) =>
      action.kind === 'click'
        ? other.kind === 'click' && other.element === action.element
        : other.kind === 'submit' && other.form === action.form
    if (!held.some(same)) held.push(action)
    start()
  }

  const closest = (target: EventTarget | null, selector: string): HTMLElement | null =>
    target && 'closest' in (target as Element)
      ? ((target as Element).closest(selector) as HTMLElement | null)
      : null

  const onIntent = (event: Event) => {
    if (phase === 'waiting' && closest(event.target, INTENT_TARGETS)) start()
  }
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin']) {
    win.addEventListener(type, onIntent, { capture: true, passive: true })
  }

  win.addEventListener(
    'click',
    (event) => {
      const element = closest(event.target, NEEDS_APP)
      if (!element || (element as HTMLButtonElement).disabled) return
      const form = formOf(element)
      if (appRuns && isHydrated(element) && !valuePendingIn(form)) return
      // A submit button's click becomes a submit event, held below.
      const button = element as HTMLButtonElement
      if (element.tagName === 'BUTTON' && button.type === 'submit' && button.form) return
      event.preventDefault()
      event.stopImmediatePropagation()
      // Before the app runs; or it runs but this part of the page is not React's yet (still
      // hydrating, or lazy), or a value typed into its form is still on its way to React.
      hold({ kind: 'click', element })
    },
    true,
  )

  win.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement
      if (form.hasAttribute('data-native')) return
      if (appRuns && isHydrated(form) && !valuePendingIn(form)) return
      // A native submission would reload the page; a form whose typed value React has not
      // been handed yet would submit an empty field.
      event.preventDefault()
      event.stopImmediatePropagation()
      hold({ kind: 'submit', form, submitter: (event as SubmitEvent).submitter ?? null })
    },
    true,
  )

  const replay = () => {
    for (const field of entered.keys()) handOverWhenHydrated(field)
    for (const action of held.splice(0)) void replayWhenReady(action)
  }
  const remember = (event: Event) => {
    const field = event.target as FormField
    if (!field || !('form' in field)) return
    if (appRuns && isHydrated(field)) return
    const value =
      field.type === 'radio' || field.type === 'checkbox' ? (field as HTMLInputElement).checked : field.value
    // Before the app runs, replay() hands the values over; after, a field not hydrated yet
    // gets its latest value once it is.
    const pending = entered.has(field)
    entered.set(field, value)
    if (appRuns && !pending) handOverWhenHydrated(field)
  }
  win.addEventListener('input', remember, true)
  win.addEventListener('change', remember, true)

  // Each held action goes as soon as React has committed its own control (isHydrated), which
  // on a slow phone is often well before the rest of the page has finished hydrating.
  // `ready` (what tests wait for) still means the whole page has settled.
  doc.addEventListener(
    HYDRATED_EVENT,
    () => {
      appRuns = true
      replay()
      void untilIdle(win).then(() => {
        phase = 'ready'
      })
    },
    { once: true },
  )

  if (config.eager) whenLoadedAndPainted(win, start)

  const handle: AppLoaderHandle = {
    get phase() {
      return phase
    },
    start,
  }
  win.yasecomoApp = handle
  return handle
}

/**
 * Calls `start` once the page has loaded and its first contentful paint is on screen (at once
 * in a hidden tab, after 3 s without paint timing). The paint entry arrives in its own task
 * after the frame, so no timer is on the normal path (timers stall under a paused fake clock).
 */
export function whenLoadedAndPainted(win: Win, start: () => void) {
  const afterPaint = () => {
    if (
      win.document.visibilityState === 'hidden' ||
      win.performance.getEntriesByName('first-contentful-paint').length
    ) {
      start()
      return
    }
    win.setTimeout(start, 3000)
    try {
      new win.PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length) {
          observer.disconnect()
          start()
        }
      }).observe({ type: 'paint', buffered: true })
    } catch {
      start()
    }
  }
  if (win.document.readyState === 'complete') afterPaint()
  else win.addEventListener('load', afterPaint, { once: true })
}

/**
 * Gives React a value the student entered before hydration, as the event React listens for:
 * `input` for text, `change` for a select, a click for a checkbox or radio.
 */
export function handOver(field: FormField, value: string | boolean, win: Win) {
  if (typeof value === 'boolean') {
    const box = field as HTMLInputElement
    if (box.type === 'radio' && !value) return
    box.checked = !value
    box.click()
    return
  }
  if (field.tagName === 'SELECT') {
    field.value = value
    field.dispatchEvent(new win.Event('change', { bubbles: true }))
    return
  }
  // The instance setter tells React's value tracker an old value; the prototype setter then
  // changes the DOM without telling it, so the input event reads as a real change.
  field.value = value === '' ? ' ' : ''
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
  field.dispatchEvent(new win.Event('input', { bubbles: true }))
}

/**
 * The app's hydrated event means React runs, but the page's content sits in Suspense
 * boundaries that React hydrates in later, low-priority passes. React keeps the main thread
 * busy until it is done, so the first idle period (or 2 s) marks the end: the page has
 * settled (`ready`).
 */
export function untilIdle(win: Win, rounds = 300): Promise<void> {
  return new Promise((resolve) => {
    // Safari has no requestIdleCallback.
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(() => resolve(), { timeout: 2000 })
    // React works in ~5 ms tasks; messages posted meanwhile take turns with them, so this many
    // turns also means the work is done. Unlike timers and idle callbacks, a test's paused
    // fake clock does not stop them.
    const channel = new win.MessageChannel()
    let left = rounds
    channel.port1.onmessage = () => {
      if (--left > 0) channel.port2.postMessage(null)
      else {
        channel.port1.close()
        channel.port2.close()
        resolve()
      }
    }
    channel.port2.postMessage(null)
  })
}

/** The part of a React fiber the mounted check reads (React 19.3, pinned). */
interface FiberLike {
  tag: number
  flags: number
  alternate: FiberLike | null
  return: FiberLike | null
}
const HOST_ROOT = 3
/** Placement | Hydrating: set on a subtree rendered but not committed yet. */
const NOT_COMMITTED = 2 | 4096

/**
 * True once React has hydrated `element` and committed it, so an event sent to it reaches
 * its handlers. React attaches the node's props (`__reactProps$…`) and fiber
 * (`__reactFiber$…`) while it *renders* a part, which on a slow phone can be hundreds of
 * milliseconds before it commits it; an event in between is dropped. This is React's own
 * test (`getNearestMountedFiber` in react-dom), on the node's fiber.
 */
export function isMountedByReact(element: Element): boolean {
  const keys = Object.keys(element)
  if (!keys.some((key) => key.startsWith('__reactProps$'))) return false
  const fiberKey = keys.find((key) => key.startsWith('__reactFiber$'))
  const fiber = fiberKey ? (element as unknown as Record<string, FiberLike>)[fiberKey] : undefined
  if (!fiber) return false
  let nearestMounted: FiberLike | null = fiber
  let node = fiber
  // A fiber that has an alternate has been committed, and so have its ancestors.
  for (let next: FiberLike | null = fiber; next && !next.alternate; next = node.return) {
    node = next
    if (node.flags & NOT_COMMITTED) nearestMounted = node.return
  }
  while (node.return) node = node.return
  return node.tag === HOST_ROOT && nearestMounted === fiber
}

/**
 * Resolves `true` once React has hydrated `element` (an event handed to it before would be
 * dropped), `false` if the element leaves the page first. No time limit: every element of
 * the page is React's, and a lazy part on a slow connection may arrive many seconds late; a
 * tap replayed before that would be lost (it was, with a 3 s limit and a 5 s chunk).
 */
export function whenHydrated(
  element: Element,
  win: Win,
  isHydrated: (element: Element) => boolean,
): Promise<boolean> {
  return new Promise((resolve) => {
    let checks = 0
    const check = () => {
      if (isHydrated(element)) resolve(true)
      else if (!element.isConnected) resolve(false)
      // Every 20 ms for the first 3 s, then more calmly.
      else win.setTimeout(check, ++checks < 150 ? 20 : 250)
    }
    check()
  })
}

/** The form a control submits or sits in; a form is its own. */
function formOf(element: HTMLElement): HTMLFormElement | null {
  if (element.tagName === 'FORM') return element as HTMLFormElement
  return (element as HTMLButtonElement).form ?? element.closest('form')
}
