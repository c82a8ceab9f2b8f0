/**
 * The one bridge between a pre-rendered page and the React app (docs/decisions/0001-html-first.md).
 *
 * Two bundles share every page: the page script (src/enhance/: the inline loader, the
 * enhancement module and the `*.page.ts` chunks of each feature, no React) and the app. They
 * meet here and nowhere else: every tag, attribute, event, global and device key they share is
 * named in this file (tests/unit/pageContract.test.ts fails when one is typed anywhere else in
 * src/), events travel on one target (the document), and the page script's stores are
 * published and found through one typed registry on one global.
 */

/** On a region of the page that needs the app; its value names the part (errors, tests). */
export const PART_ATTRIBUTE = 'data-app-part'
/** The kinds of early input the part keeps (space-separated {@link InputKind}s). */
export const KEEPS_ATTRIBUTE = 'data-app-keeps'
/** Set by the app on a part once React has hydrated it and its handlers are live. */
export const READY_ATTRIBUTE = 'data-app-ready'
/** On a control inside a part that works without the app (a plain link-like button). */
export const NATIVE_ATTRIBUTE = 'data-native'
/**
 * On what stands in the HTML for something only the app can draw (what the device holds):
 * the app starts, after load and first paint, once this is on screen — or at the student's
 * first touch, key or wheel anywhere on the page, which is when they are about to look.
 */
export const SEEN_ATTRIBUTE = 'data-app-seen'

/**
 * What a student can do to a part before the app runs, and how the loader keeps it:
 * - `tap`: a click on a button (a tap, a mouse click, Enter or Space): held, replayed once;
 * - `submit`: a form sent (a button, Enter in a field): held, replayed once;
 * - `key`: arrow and paging keys: held, replayed once;
 * - `swipe`: pointer gestures (down, up): held, replayed once;
 * - `text`, `choice`, `tick`: typing, a `<select>` or radio choice, a checkbox: the browser
 *   keeps them in the field and the part applies them when it becomes ready.
 * Any of them starts the app.
 */
export const INPUT_KINDS = ['tap', 'submit', 'key', 'swipe', 'text', 'choice', 'tick'] as const
export type InputKind = (typeof INPUT_KINDS)[number]

// Custom elements: the app renders them (in the pre-rendered HTML too), the page script
// defines them (src/features/<area>/*.page.ts) as soon as the page has one.
/** Today's status of a call (src/features/calls/callStatus.page.ts). */
export const CALL_STATUS_TAG = 'call-status'
/** /becas/calendario's months from today's (src/features/calls/calendarWindow.page.ts). */
export const CALENDAR_WINDOW_TAG = 'calendar-window'
/** «Guardar» (src/features/saved/saveToggle.page.ts). */
export const SAVE_TOGGLE_TAG = 'save-toggle'
/** The nav's «Mis becas» count (src/features/saved/savedCount.page.ts). */
export const SAVED_COUNT_TAG = 'saved-count'
/** Course progress (src/features/courses/courseElements.page.ts): a module's, a course's bar… */
export const COURSE_PROGRESS_TAG = 'course-progress'
/** ✓ beside a read section in the reader's nav. */
export const SECTION_MARK_TAG = 'section-mark'
/** «Continúa donde te quedaste». */
export const COURSE_RESUME_TAG = 'course-resume'
/** Storage problems and the damaged-progress notice. */
export const PROGRESS_STATUS_TAG = 'progress-status'
/** Every name above, by role (the contract test reads it; code imports the names themselves). */
export const PAGE_TAGS = {
  callStatus: CALL_STATUS_TAG,
  calendarWindow: CALENDAR_WINDOW_TAG,
  saveToggle: SAVE_TOGGLE_TAG,
  savedCount: SAVED_COUNT_TAG,
  courseProgress: COURSE_PROGRESS_TAG,
  sectionMark: SECTION_MARK_TAG,
  courseResume: COURSE_RESUME_TAG,
  progressStatus: PROGRESS_STATUS_TAG,
} as const

// Attributes the app writes and the page script reads, on those elements or on regions.
/** <call-status>: the call's kind, its windows (`opens/closes …`) and usual months (`2,8`). */
export const CALL_KIND_ATTRIBUTE = 'data-kind'
export const CALL_WINDOWS_ATTRIBUTE = 'data-windows'
export const CALL_MONTHS_ATTRIBUTE = 'data-months'
/** <calendar-window>: each month's key (yyyy-mm) on its children. */
export const CALENDAR_MONTH_ATTRIBUTE = 'data-month'
/** <save-toggle>: the programme's catalogue index and its name (for screen readers). */
export const PROGRAMME_INDEX_ATTRIBUTE = 'data-index'
export const PROGRAMME_NAME_ATTRIBUTE = 'data-name'
/** The «Mis becas» screen's region: the page script starts the list's store for it. */
export const SAVED_LIST_ATTRIBUTE = 'data-saved-list'
/** Course elements and the reader's nav (`nav[data-course][data-module][data-section]`). */
export const COURSE_ATTRIBUTE = 'data-course'
export const MODULE_ATTRIBUTE = 'data-module'
export const SECTION_ATTRIBUTE = 'data-section'
/** A nav link's short label, recorded as the last section visited. */
export const SECTION_LABEL_ATTRIBUTE = 'data-label'
/** <course-progress>: the sections it counts (`module:section,…`) and how it shows them. */
export const SECTIONS_ATTRIBUTE = 'data-sections'
export const VIEW_ATTRIBUTE = 'data-view'
/** <course-resume>: course titles by id (JSON). */
export const TITLES_ATTRIBUTE = 'data-titles'
/** A «Mi lana» screen's root: which value it shows (presupuesto, retos, pagos). */
export const LANA_SCREEN_ATTRIBUTE = 'data-lana'
/** «Volver arriba»: shown past this many pixels of scroll. */
export const SCROLL_TOP_ATTRIBUTE = 'data-scroll-top'
/** Every name above, by role (the contract test reads it; code imports the names themselves). */
export const PAGE_ATTRIBUTES = {
  callKind: CALL_KIND_ATTRIBUTE,
  callWindows: CALL_WINDOWS_ATTRIBUTE,
  callMonths: CALL_MONTHS_ATTRIBUTE,
  calendarMonth: CALENDAR_MONTH_ATTRIBUTE,
  programmeIndex: PROGRAMME_INDEX_ATTRIBUTE,
  programmeName: PROGRAMME_NAME_ATTRIBUTE,
  savedList: SAVED_LIST_ATTRIBUTE,
  course: COURSE_ATTRIBUTE,
  module: MODULE_ATTRIBUTE,
  section: SECTION_ATTRIBUTE,
  sectionLabel: SECTION_LABEL_ATTRIBUTE,
  sections: SECTIONS_ATTRIBUTE,
  view: VIEW_ATTRIBUTE,
  titles: TITLES_ATTRIBUTE,
  lanaScreen: LANA_SCREEN_ATTRIBUTE,
  scrollTop: SCROLL_TOP_ATTRIBUTE,
} as const
export type PageAttribute = (typeof PAGE_ATTRIBUTES)[keyof typeof PAGE_ATTRIBUTES]

/** A named attribute of `element` as the page script reads it ('' when absent). */
export const readAttribute = (element: Element, name: PageAttribute) => element.getAttribute(name) ?? ''

/** `[data-…]`: a selector for elements that carry a named attribute. */
export const withAttribute = (name: PageAttribute) => `[${name}]`

// Custom events. All travel on one target, the document: dispatched on it, or on an element
// of it and bubbling (a part's readiness), and listened to there.
/** A part is ready (target: the part). */
export const PART_READY_EVENT = 'yasecomo:part-ready'
/** The loader has started fetching the app (the page script starts what the app will need). */
export const APP_STARTING_EVENT = 'yasecomo:app-starting'
/** The app has hydrated the page and the router has settled. */
export const APP_HYDRATED_EVENT = 'yasecomo:hydrated'
/** «Mis becas» changed in this tab (detail: how many are saved); other tabs get `storage`. */
export const SAVED_LIST_CHANGED_EVENT = 'yasecomo:mis-becas'
/** The page script has offered a store (detail: its name): whoever waits for it may ask. */
export const STORE_OFFERED_EVENT = 'yasecomo:store'
/** Every name above, by role (the contract test reads it; code imports the names themselves). */
export const PAGE_EVENTS = {
  partReady: PART_READY_EVENT,
  appStarting: APP_STARTING_EVENT,
  appHydrated: APP_HYDRATED_EVENT,
  savedListChanged: SAVED_LIST_CHANGED_EVENT,
  storeOffered: STORE_OFFERED_EVENT,
} as const

export type PageEvent = (typeof PAGE_EVENTS)[keyof typeof PAGE_EVENTS]

/** Sends a page event on the one target. */
export function dispatchPageEvent(name: PageEvent, detail?: unknown) {
  document.dispatchEvent(new CustomEvent(name, { detail }))
}

/** Listens to a page event on the one target; returns how to stop. */
export function onPageEvent(name: PageEvent, listener: (event: Event) => void) {
  document.addEventListener(name, listener)
  return () => document.removeEventListener(name, listener)
}

// Values kept on the device (localStorage keys; the chunk-reload mark is in sessionStorage).
/** «Mis becas»: saved programmes and ticked documents (the page script loads the nav's count only when there is a list). */
export const SAVED_LIST_KEY = 'yasecomo:mis-becas'
/** Course progress: sections opened, best scores, the last section visited. */
export const COURSE_PROGRESS_KEY = 'yasecomo:avance-cursos'
/** «Mi lana»: the budget, the savings challenges, the payments. */
export const LANA_BUDGET_KEY = 'yasecomo:mi-lana:presupuesto'
export const LANA_CHALLENGES_KEY = 'yasecomo:mi-lana:retos'
export const LANA_PAYMENTS_KEY = 'yasecomo:mi-lana:pagos'
/** «¿Ya abrió? Avísanos»: the programmes reported today on this device. */
export const REPORTED_CALLS_KEY = 'yasecomo:avisos-convocatorias'
/** «Tu estado»: the state the catalogue and the calendar show first (src/domain/homeState.ts). */
export const HOME_STATE_KEY = 'yasecomo:estado'
/** When the app last reloaded the page for a missing chunk (sessionStorage). */
export const CHUNK_RELOAD_KEY = 'yasecomo:chunk-reload-at'
/** Every name above, by role (the contract test reads it; code imports the names themselves). */
export const DEVICE_KEYS = {
  savedList: SAVED_LIST_KEY,
  courseProgress: COURSE_PROGRESS_KEY,
  lanaBudget: LANA_BUDGET_KEY,
  lanaChallenges: LANA_CHALLENGES_KEY,
  lanaPayments: LANA_PAYMENTS_KEY,
  reportedCalls: REPORTED_CALLS_KEY,
  homeState: HOME_STATE_KEY,
  chunkReload: CHUNK_RELOAD_KEY,
} as const

/** When the page's app starts: `ready` once it has hydrated the page and the page has settled. */
export type AppPhase = 'waiting' | 'loading' | 'ready'

/** What the inline loader is given by each page (scripts/deferAppScript.ts). */
export interface LoaderConfig {
  /** The app's entry module and the chunks the page needs (module preloads). */
  entry: string
  preloads: string[]
  /** Start right after load and first paint instead of on first intent. */
  eager: boolean
}

/** The inline loader's handle (src/enhance/appLoader.ts): its phase, and a way to start now. */
export interface AppLoaderHandle {
  readonly phase: AppPhase
  /** Starts loading now (used by end-to-end tests, the bench and the loader itself). */
  start: () => void
}

/**
 * The page script's stores, by name: each feature that keeps one adds it here with
 * `declare module` (declaration merging), beside the store itself, so this file imports
 * no feature. The app never bundles a store: it finds the page's one instance here.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each store's `declare module`
export interface PageStores {}
export type StoreName = keyof PageStores

type StoreLoaders = { [K in StoreName]?: () => Promise<PageStores[K]> }

/** The one global both bundles share: everything they hand each other goes through it. */
export interface PageBridge {
  /** The inline loader's entry; the page calls it with its config (a classic script defines it). */
  load?: (config: LoaderConfig) => AppLoaderHandle
  /** The inline loader's handle, once the page has called it. */
  app?: AppLoaderHandle
  /** The stores the page script offers: each loads its chunk once and gives the page's instance. */
  stores?: StoreLoaders
}

export const PAGE_GLOBAL = 'yasecomoPage'

declare global {
  interface Window {
    [PAGE_GLOBAL]?: PageBridge
  }
}

/** The page's bridge, created by whichever bundle comes first (the inline loader, normally). */
export function pageBridge(win: Window = window): PageBridge {
  win[PAGE_GLOBAL] ??= {}
  return win[PAGE_GLOBAL]
}

/**
 * The page script offers a store: `load` brings its chunk and returns the page's one instance.
 * It runs once (again only after a failure: offline, a new deploy), and whoever was waiting
 * for the store is told.
 */
export function offerStore<K extends StoreName>(name: K, load: () => Promise<PageStores[K]>) {
  let loading: Promise<PageStores[K]> | null = null
  const once = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null
      throw error
    })
    return loading
  }
  const bridge = pageBridge()
  bridge.stores ??= {}
  ;(bridge.stores as Record<K, () => Promise<PageStores[K]>>)[name] = once
  dispatchPageEvent(STORE_OFFERED_EVENT, name)
}

/**
 * The page's instance of a store, as soon as the page script has offered it. Calls resolve
 * in the order they were made (what is sent to the store keeps its order); one whose load
 * failed rejects, and the next call tries again. Without the page script (a screen rendered
 * alone in a test) it never resolves.
 */
export function findStore<K extends StoreName>(name: K): Promise<PageStores[K]> {
  const offered = () => pageBridge().stores?.[name] as (() => Promise<PageStores[K]>) | undefined
  return new Promise<() => Promise<PageStores[K]>>((resolve) => {
    const load = offered()
    if (load) {
      resolve(load)
      return
    }
    const stop = onPageEvent(STORE_OFFERED_EVENT, () => {
      const load = offered()
      if (!load) return
      stop()
      resolve(load)
    })
  }).then((load) => load())
}
