import type { CourseProgressEvent } from '../../../machines/courseProgressMachine'

/**
 * Sends an event to the page's course-progress store (progressStore.ts), loading the store
 * and its stored-value schema only when first needed, so they weigh nothing on a page's
 * first load. Events keep their order: every call waits on the same module promise.
 */
export function sendProgress(event: CourseProgressEvent) {
  void import('./progressStore').then(({ courseProgressStore }) => courseProgressStore().send(event))
}
