/**
 * The small script every page runs without React (≈ a few KB): the menus' focus handling,
 * the scroll-to-top button, today's status of scholarship calls (<call-status>), «Guardar» and
 * the «Mis becas» count, course progress (<course-progress>…), the service worker for
 * offline reading and web vitals. It is
 * built on its own by scripts/buildEnhancements.ts and loaded as a module by every page.
 */
import { reportWebVitals } from '../services/vitals'
import { setUpMenus } from './menus'
import { defineOnDemand } from './onDemand'
import { defineSavedCount } from './savedCountElement'
import { setUpScrollToTop } from './scrollToTop'
import { registerServiceWorker } from './serviceWorker'

// First: today's status of the calls the page shows (their neutral text is already in the
// HTML). A separate chunk, so pages without scholarships never download it.
if (document.querySelector('call-status, calendar-window')) void import('./callElements')
// «Guardar» needs the list on the device: its own chunk, only once a page shows one.
defineOnDemand('save-toggle, [data-saved-list]', () => import('./savedElements'))
// The nav's «Mis becas» count: tiny, and on every page.
defineSavedCount()
// Course progress kept on this device (course pages): same idea, its own chunk, which the
// React app also uses (see courseProgressChunk.ts).
window.yasecomoCourseProgress = () => import('./courseProgressChunk')
// Every page that shows progress has a <course-progress>.
if (document.querySelector('course-progress')) void window.yasecomoCourseProgress()
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
