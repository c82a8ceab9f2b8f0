/**
 * The page script every page loads as a module (≈ a few KB, no React), built on its own by
 * scripts/buildEnhancements.ts: the menus' focus handling, «Volver arriba», the nav's «Mis
 * becas» count, the service worker for offline reading and web vitals, and — only on pages
 * that show them — the custom elements of each feature (`src/features/<area>/*.page.ts`).
 */

import { setUpMenus } from '../features/shell/menus.page'
import { setUpScrollToTop } from '../features/shell/scrollToTop.page'
import { registerServiceWorker } from '../features/shell/serviceWorker.page'
import { DEVICE_KEYS, LANA_SCREEN_ATTRIBUTE, PAGE_EVENTS, PAGE_GLOBALS } from '../lib/pageContract'
import { reportWebVitals } from '../services/vitals'
import { defineOnDemand } from './onDemand'

// Every custom element is defined the same way: its chunk loads as soon as the page has one
// (in the pre-rendered HTML, or rendered later by the app after a client-side navigation).
// Calls first: their neutral text is already on screen and today's status replaces it.
defineOnDemand('call-status, calendar-window', () => import('../features/calls/callElements.page'))
// «Guardar» and /mis-becas need the list on the device.
defineOnDemand('save-toggle, [data-saved-list]', () => import('../features/saved/savedElements.page'))
const courseProgress = () => import('../features/courses/courseProgressChunk.page')
defineOnDemand('course-progress, section-mark, course-resume, progress-status', courseProgress)
// The app sends quiz and exam scores to the same store, without a second copy of it.
window[PAGE_GLOBALS.courseProgress] = courseProgress
// «Mi lana»: the screen's value is read from the device when the app starts (once its board is
// on screen, or at the first touch), alongside the app's code; its React screen drives the same
// machine (and loads it itself after a client-side navigation).
const lanaStores = () => import('../features/mi-lana/lanaStores.page')
window[PAGE_GLOBALS.lanaStores] = lanaStores
const showsLana = () => document.querySelector(`[${LANA_SCREEN_ATTRIBUTE}]`) !== null
if (window[PAGE_GLOBALS.app]?.phase === 'waiting')
  document.addEventListener(
    PAGE_EVENTS.appStarting,
    () => {
      if (showsLana()) void lanaStores()
    },
    { once: true },
  )
else if (showsLana()) void lanaStores()
// The nav's «Mis becas» count, only for a student who keeps a list here (saving a first one on
// this page loads it with «Guardar»; a list started in another tab, with its `storage` event).
const savedCount = () => import('../features/saved/savedCount.page')
const keepsList = () => {
  try {
    return localStorage.getItem(DEVICE_KEYS.savedList) !== null
  } catch {
    return false
  }
}
if (keepsList()) void savedCount()
window.addEventListener('storage', (event) => {
  if (event.key === DEVICE_KEYS.savedList) void savedCount()
})
setUpMenus()
setUpScrollToTop()

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
