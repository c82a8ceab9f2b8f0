/**
 * The page script every page loads as a module (≈ a few KB, no React), built on its own by
 * scripts/buildEnhancements.ts: the header's height for scroll padding, the menus' focus
 * handling, «Volver arriba», the FAQ opened at the answer its address names, the nav's «Mis becas» count, the service worker for offline
 * reading and web vitals, and — only on pages that show them — the custom elements of each
 * feature (`src/features/<area>/*.page.ts`).
 */

import { setUpFaqAnswers } from '../features/info/faqAnswer.page'
import { trackHeaderHeight } from '../features/shell/headerHeight.page'
import { setUpMenus } from '../features/shell/menus.page'
import { setUpScrollToTop } from '../features/shell/scrollToTop.page'
import { registerServiceWorker } from '../features/shell/serviceWorker.page'
import { reportWebVitals } from '../services/vitals'
import { defineOnDemand } from './onDemand'
import {
  APP_STARTING_EVENT,
  CALENDAR_WINDOW_TAG,
  CALL_STATUS_TAG,
  COURSE_PROGRESS_TAG,
  COURSE_RESUME_TAG,
  LANA_SCREEN_ATTRIBUTE,
  offerStore,
  onPageEvent,
  PROGRESS_STATUS_TAG,
  pageBridge,
  SAVE_TOGGLE_TAG,
  SAVED_LIST_ATTRIBUTE,
  SAVED_LIST_KEY,
  SECTION_MARK_TAG,
  withAttribute,
} from './pageContract'

// Every custom element is defined the same way: its chunk loads as soon as the page has one
// (in the pre-rendered HTML, or rendered later by the app after a client-side navigation).
// Calls first: their neutral text is already on screen and today's status replaces it.
defineOnDemand(
  `${CALL_STATUS_TAG}, ${CALENDAR_WINDOW_TAG}`,
  () => import('../features/calls/callElements.page'),
)
// «Guardar» and /mis-becas need the list on the device; the screen (React) finds the same
// actor through the page's store registry.
const savedList = () => import('../features/saved/savedElements.page')
defineOnDemand(`${SAVE_TOGGLE_TAG}, ${withAttribute(SAVED_LIST_ATTRIBUTE)}`, savedList)
offerStore('savedList', () => savedList().then((chunk) => chunk.savedListActor()))
// The app sends quiz and exam scores to the same store, without a second copy of it.
const courseProgress = () => import('../features/courses/courseProgressChunk.page')
defineOnDemand(
  [COURSE_PROGRESS_TAG, SECTION_MARK_TAG, COURSE_RESUME_TAG, PROGRESS_STATUS_TAG].join(', '),
  courseProgress,
)
offerStore('courseProgress', () => courseProgress().then((chunk) => chunk.courseProgressStore()))
// «Mi lana»: the screen's value is read from the device when the app starts (once its board is
// on screen, or at the first touch), alongside the app's code; its React screen drives the same
// machine (and finds it through the registry after a client-side navigation).
const lanaStores = () => import('../features/mi-lana/shared/lanaStores.page')
offerStore('lana', () => lanaStores().then((chunk) => chunk.lanaStore))
const showsLana = () => document.querySelector(withAttribute(LANA_SCREEN_ATTRIBUTE)) !== null
if (pageBridge().app?.phase === 'waiting') {
  const stop = onPageEvent(APP_STARTING_EVENT, () => {
    stop()
    if (showsLana()) void lanaStores()
  })
} else if (showsLana()) void lanaStores()
// The nav's «Mis becas» count, only for a student who keeps a list here (saving a first one on
// this page loads it with «Guardar»; a list started in another tab, with its `storage` event).
const savedCount = () => import('../features/saved/savedCount.page')
const keepsList = () => {
  try {
    return localStorage.getItem(SAVED_LIST_KEY) !== null
  } catch {
    return false
  }
}
if (keepsList()) void savedCount()
window.addEventListener('storage', (event) => {
  if (event.key === SAVED_LIST_KEY) void savedCount()
})
trackHeaderHeight()
setUpMenus()
setUpScrollToTop()
setUpFaqAnswers()

// Neither is urgent: leave the first seconds after load to the student's first taps.
const whenIdle = () => {
  const start = () => {
    void registerServiceWorker()
    reportWebVitals()
  }
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 5000 })
  else setTimeout(start, 2000)
}
if (document.readyState === 'complete') whenIdle()
else window.addEventListener('load', whenIdle, { once: true })
