import type { CourseProgressEvent } from '../../../machines/courseProgressMachine'
import { findStore } from '../../enhance/pageContract'

/**
 * Sends an event to the page's course-progress store. The store and the elements that draw
 * it belong to the page script's progress chunk (courseProgressChunk.page.ts), which the app
 * finds through the page's store registry instead of bundling a second copy. Events keep
 * their order. Without the page script (a route rendered alone in a test) nothing is
 * recorded; neither is anything when the chunk cannot arrive (offline).
 */
export function sendProgress(event: CourseProgressEvent) {
  findStore('courseProgress').then(
    (store) => store.send(event),
    () => {},
  )
}
