import { useEffect } from 'react'
import type { CourseProgressEvent } from '../../../machines/courseProgressMachine'

/*
 * The React side of course progress. The store and the elements that draw it belong to the
 * page script's progress chunk (src/enhance/courseProgressChunk.ts), which the React app
 * only asks for through `window.yasecomoCourseProgress`: bundling a second copy would add
 * its code (and split XState's chunk) on every page's first load.
 */

/**
 * Sends an event to the page's course-progress store. Events keep their order: every call
 * waits on the same module promise. Without the page script (a route rendered alone in a
 * test) nothing is recorded.
 */
export function sendProgress(event: CourseProgressEvent) {
  void window.yasecomoCourseProgress?.().then(({ store }) => store().send(event))
}

/**
 * Makes sure the course-progress elements are defined. The page script defines them when
 * the pre-rendered page has them; after a client-side navigation from a page that had
 * none, the first component that renders one asks the page script for them here.
 */
export function useCourseElements() {
  useEffect(() => {
    if (!customElements.get('course-progress')) void window.yasecomoCourseProgress?.()
  }, [])
}
