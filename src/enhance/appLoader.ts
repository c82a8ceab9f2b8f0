/**
 * The inline loader every pre-rendered page carries in its <head> (scripts/deferAppScript.ts).
 *
 * Pages are complete HTML: links, menus (popover) and disclosures (<details>) work natively.
 * The React app (≈130 KB gzip) is only needed by the parts the HTML declares with
 * `data-app-part` (src/enhance/pageContract.ts): forms, filters, the quiz, the carousel… This
 * loader reads only those declarations. From the first byte of the page it:
 *
 * - starts the app on the first sign of intent inside a part (pointer down, touch, a key,
 *   focus, typing, a choice), or right after the first paint on `eager` pages (their HTML is
 *   a neutral state the URL or the device must correct), or once a `[data-app-seen]`
 *   placeholder is on screen after the first paint, or at the first touch, key or wheel
 *   anywhere on a page that has one (what only the app can draw is about to be looked at);
 * - holds what a part declares it keeps and cannot happen without the app — taps, form
 *   submissions, arrow keys, swipes — and replays each once, in order, when that part
 *   announces it is ready (`PART_READY_EVENT`, sent by the part itself once React has
 *   hydrated it). Typed text, choices and ticks stay in the fields, where the browser keeps
 *   them; the part applies them when it becomes ready, before the replay.
 *
 * It never looks inside React: readiness is what the parts say.
 */
import {
  APP_HYDRATED_EVENT,
  APP_STARTING_EVENT,
  type AppLoaderHandle,
  type AppPhase,
  KEEPS_ATTRIBUTE,
  type LoaderConfig,
  NATIVE_ATTRIBUTE,
  PART_ATTRIBUTE,
  PART_READY_EVENT,
  pageBridge,
  READY_ATTRIBUTE,
  SEEN_ATTRIBUTE,
} from './pageContract'

/** Controls whose click means nothing without the app (links and fields act natively). */
const TAP_TARGETS = `button:not([popovertarget]):not([${NATIVE_ATTRIBUTE}]),[role="button"]:not([${NATIVE_ATTRIBUTE}])`
/** Keys a part may use before the app runs (Enter and Space on a button become a click). */
const HELD_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
])
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input', 'change']
/** On a page with a `[data-app-seen]` placeholder, any of these anywhere starts the app. */
const LOOK_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel']
const POINTER_EVENTS = ['pointerdown', 'pointermove', 'pointerup', 'pointercancel']

type HeldAction =
  | { kind: 'tap'; target: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'key'; target: Element; init: KeyboardEventInit }
  | { kind: 'swipe'; target: Element; type: string; init: PointerEventInit }

/** The browser globals the loader uses (a test passes a happy-dom window). */
type Win = Window & typeof globalThis

export function runAppLoader(
  config: LoaderConfig,
  win: Win = window,
  importModule: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): AppLoaderHandle {
  const doc = win.document
  let phase: AppPhase = 'waiting'
  const held: { part: Element; action: HeldAction }[] = []
  // Pointers pressed in a part before it was ready: their moves and release go with them.
  const heldPointers = new Map<number, { part: Element; target: Element }>()

  const start = () => {
    if (phase !== 'waiting') return
    phase = 'loading'
    // If the entry cannot load (offline, a deploy in between), the next intent tries again.
    importModule(config.entry).catch(() => {
      if (phase === 'loading') phase = 'waiting'
    })
    doc.dispatchEvent(new win.Event(APP_STARTING_EVENT))
    void preloadInTurns(win, config.preloads)
  }

  /** The part `target` belongs to, if it is still waiting for the app and keeps `kind`. */
  const waitingPart = (target: EventTarget | null, kind: string): Element | null => {
    const part = partOf(target)
    if (!part || part.hasAttribute(READY_ATTRIBUTE)) return null
    return (part.getAttribute(KEEPS_ATTRIBUTE) ?? '').split(' ').includes(kind) ? part : null
  }

  const hold = (event: Event, part: Element, action: HeldAction) => {
    event.preventDefault()
    event.stopImmediatePropagation()
    // A second tap on the same control, or a second submission, while the app loads is the
    // same wish, not a new one.
    const repeated = held.some(
      ({ action: other }) =>
        (action.kind === 'tap' && other.kind === 'tap' && other.target === action.target) ||
        (action.kind === 'submit' && other.kind === 'submit' && other.form === action.form),
    )
    if (!repeated) held.push({ part, action })
    start()
  }

  const listen = (type: string, listener: (event: Event) => void, passive = false) =>
    win.addEventListener(type, listener, { capture: true, passive })

  for (const type of INTENT_EVENTS) {
    listen(
      type,
      (event) => {
        if (phase === 'waiting' && partOf(event.target)) start()
      },
      true,
    )
  }
  for (const type of LOOK_EVENTS) {
    listen(
      type,
      () => {
        if (phase === 'waiting' && doc.querySelector(`[${SEEN_ATTRIBUTE}]`)) start()
      },
      true,
    )
  }

  listen('click', (event) => {
    const part = waitingPart(event.target, 'tap')
    const control = part && (closest(event.target, TAP_TARGETS) as HTMLElement | null)
    if (!part || !control || (control as HTMLButtonElement).disabled) return
    // A submit button's click becomes a submit event, held below.
    if (control instanceof win.HTMLButtonElement && control.type === 'submit' && control.form) return
    hold(event, part, { kind: 'tap', target: control })
  })

  listen('submit', (event) => {
    const form = event.target as HTMLFormElement
    const part = waitingPart(form, 'submit')
    // Without this a submission would reload the page, or send a form React has not seen.
    if (part) hold(event, part, { kind: 'submit', form, submitter: (event as SubmitEvent).submitter ?? null })
  })

  listen('keydown', (event) => {
    const key = event as KeyboardEvent
    const part =
      HELD_KEYS.has(key.key) && !key.altKey && !key.ctrlKey && !key.metaKey && waitingPart(key.target, 'key')
    if (!part || !key.target) return
    const { code, shiftKey } = key
    hold(event, part, { kind: 'key', target: key.target as Element, init: { key: key.key, code, shiftKey } })
  })

  for (const type of POINTER_EVENTS) {
    listen(
      type,
      (event) => {
        const pointer = event as PointerEvent
        let gesture = heldPointers.get(pointer.pointerId)
        if (type === 'pointerdown') {
          const part = waitingPart(pointer.target, 'swipe')
          gesture = part ? { part, target: pointer.target as Element } : undefined
          if (gesture) heldPointers.set(pointer.pointerId, gesture)
        }
        if (type === 'pointerup' || type === 'pointercancel') heldPointers.delete(pointer.pointerId)
        if (!gesture || gesture.part.hasAttribute(READY_ATTRIBUTE)) return
        // Only the replay reaches React: a gesture must not arrive twice.
        event.stopImmediatePropagation()
        const { pointerId, pointerType, isPrimary, clientX, clientY, button, buttons } = pointer
        // The whole gesture goes to where it began, as pointer capture would have it.
        held.push({
          part: gesture.part,
          action: {
            kind: 'swipe',
            target: gesture.target,
            type,
            init: { pointerId, pointerType, isPrimary, clientX, clientY, button, buttons },
          },
        })
        start()
      },
      true,
    )
  }

  const replay = ({ kind, ...action }: HeldAction) => {
    if (kind === 'tap') {
      const { target } = action as Extract<HeldAction, { kind: 'tap' }>
      if (target.isConnected) target.click()
    } else if (kind === 'submit') {
      const { form, submitter } = action as Extract<HeldAction, { kind: 'submit' }>
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null)
    } else if (kind === 'key') {
      const { target, init } = action as Extract<HeldAction, { kind: 'key' }>
      if (target.isConnected) {
        target.dispatchEvent(new win.KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true }))
      }
    } else {
      const { target, type, init } = action as Extract<HeldAction, { kind: 'swipe' }>
      if (target.isConnected) {
        target.dispatchEvent(new win.PointerEvent(type, { ...init, bubbles: true, cancelable: true }))
      }
    }
  }

  // A part says it is ready from React's commit (a layout effect); what it held is replayed
  // in the next task, once that commit (and the values the part applied) has finished.
  const isReady = (entry: { part: Element }) => entry.part.hasAttribute(READY_ATTRIBUTE)
  doc.addEventListener(PART_READY_EVENT, () => {
    if (!held.some(isReady)) return
    void nextTask(win).then(() => {
      const due = held.filter(isReady)
      held.splice(0, held.length, ...held.filter((entry) => !isReady(entry)))
      for (const { action } of due) replay(action)
    })
  })

  doc.addEventListener(
    APP_HYDRATED_EVENT,
    () => {
      void untilIdle(win).then(() => {
        phase = 'ready'
      })
    },
    { once: true },
  )

  if (config.eager) whenLoadedAndPainted(win, start)
  else whenLoadedAndPainted(win, () => whenSeen(win, start))

  const handle: AppLoaderHandle = {
    get phase() {
      return phase
    },
    start,
  }
  pageBridge(win).app = handle
  return handle
}

function closest(target: EventTarget | null, selector: string): Element | null {
  return target && 'closest' in (target as Element) ? (target as Element).closest(selector) : null
}

/** The declared part an event target sits in, if any. */
function partOf(target: EventTarget | null): Element | null {
  return closest(target, `[${PART_ATTRIBUTE}]`)
}

/** How many module preloads one task starts. */
const PRELOADS_PER_TASK = 4

/**
 * Starts fetching the page's chunks, a few per task: each `modulepreload` costs about a
 * millisecond of the main thread to set up (five at CPU ×4), and the 18 of a «Mi lana» screen
 * at once were one long task in a trace (issue 32).
 */
async function preloadInTurns(win: Win, hrefs: readonly string[]) {
  for (let first = 0; first < hrefs.length; first += PRELOADS_PER_TASK) {
    if (first > 0) await nextTask(win)
    for (const href of hrefs.slice(first, first + PRELOADS_PER_TASK)) {
      const link = win.document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      win.document.head.append(link)
    }
  }
}

/** Resolves in a later task (a message: timers stall under a test's paused fake clock). */
function nextTask(win: Win): Promise<void> {
  return new Promise((resolve) => {
    const channel = new win.MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
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
 * Calls `start` once a `[data-app-seen]` placeholder is on screen (at once if one already is;
 * never on a page without one, or in a browser without IntersectionObserver, where the first
 * intent still starts the app).
 */
export function whenSeen(win: Win, start: () => void) {
  const placeholders = win.document.querySelectorAll(`[${SEEN_ATTRIBUTE}]`)
  if (placeholders.length === 0 || typeof win.IntersectionObserver !== 'function') return
  const observer = new win.IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return
    observer.disconnect()
    start()
  })
  for (const placeholder of placeholders) observer.observe(placeholder)
}

/**
 * After the app's hydrated event, React still hydrates the page's Suspense boundaries in
 * later, low-priority passes and keeps the main thread busy until it is done, so the first
 * idle period (or 2 s) marks the end: the page has settled (`ready`).
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
