import type { CourseProgressEvent } from '../../../machines/courseProgressMachine'
import { PAGE_GLOBALS } from '../../domain/pageContract'

/**
 * Sends an event to the page's course-progress store. The store and the elements that draw
 * it belong to the page script's progress chunk (courseProgressChunk.page.ts), which the app
 * asks for through a page global instead of bundling a second copy. Events keep their order:
 * every call waits on the same module promise. Without the page script (a route rendered
 * alone in a test) nothing is recorded.
 */
export function sendProgress(event: CourseProgressEvent) {
  void window[PAGE_GLOBALS.courseProgress]?.().then(({ store }) => store().send(event))
}
