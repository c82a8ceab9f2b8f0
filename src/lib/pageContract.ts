/**
 * The contract between a pre-rendered page and the React app (docs/decisions/0001-html-first.md).
 *
 * Two bundles share every page: the page script (src/enhance/: the inline loader and the
 * enhancement module, no React) and the app. Every attribute, event and global they use to
 * talk to each other is named here, and nowhere else.
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

/** Custom events, all dispatched on `document` or on an element of it (they bubble). */
export const PAGE_EVENTS = {
  /** A part is ready (target: the part). */
  partReady: 'yasecomo:part-ready',
  /** The loader has started fetching the app (the page script starts what the app will need). */
  appStarting: 'yasecomo:app-starting',
  /** The app has hydrated the page and the router has settled. */
  appHydrated: 'yasecomo:hydrated',
  /** «Mis becas» changed in this tab (detail: how many are saved); other tabs get `storage`. */
  savedListChanged: 'yasecomo:mis-becas',
  /** The page's «Mis becas» store exists (the app may now use it). */
  savedListStoreReady: 'yasecomo:mis-becas-store',
} as const

/** Names on `window` and in the global symbol registry shared by the two bundles. */
export const PAGE_GLOBALS = {
  /** The inline loader's entry function (a classic script defines it, the page calls it). */
  loader: 'yasecomoLoader',
  /** The loader's handle: its phase, for tests and the bench. */
  app: 'yasecomoApp',
  /** Loads the page script's course-progress chunk (the app sends it quiz scores). */
  courseProgress: 'yasecomoCourseProgress',
  /** Loads the page script's «Mi lana» chunk: the screens' machines (the app reads and drives them). */
  lanaStores: 'yasecomoLanaStores',
} as const

/**
 * On a «Mi lana» screen's root: which value it shows (presupuesto, retos, pagos). The page
 * script reads that value from the device as soon as the page has one.
 */
export const LANA_SCREEN_ATTRIBUTE = 'data-lana'

/** Values kept on the device (localStorage keys) that the page script reads before any store. */
export const DEVICE_KEYS = {
  /** «Mis becas»: the page script loads the nav's count only when there is a list. */
  savedList: 'yasecomo:mis-becas',
} as const

/** Stores both bundles use: one instance per page, in the global symbol registry. */
export const PAGE_SINGLETONS = {
  savedList: 'saved-list',
  courseProgress: 'course-progress',
} as const
