/** Custom elements the app renders (defined without React by the page script: the `.page.ts` files of each feature). */
import 'react'
import type { CourseProgressEvent } from '../machines/courseProgressMachine'
import type { PAGE_GLOBALS } from './domain/pageContract'
import type { lanaStore } from './features/mi-lana/lanaStores.page'

declare global {
  interface Window {
    /**
     * Loads the course-progress chunk of the page script (src/features/courses/courseProgressChunk.page.ts)
     * once: the page's progress store and its custom elements. Set by src/enhance/main.ts.
     */
    [PAGE_GLOBALS.courseProgress]?: () => Promise<{
      store: () => { send: (event: CourseProgressEvent) => void }
    }>
    /**
     * Loads «Mi lana»'s chunk of the page script (src/features/mi-lana/lanaStores.page.ts)
     * once: the machine of each screen, over the device's storage. Set by src/enhance/main.ts.
     */
    [PAGE_GLOBALS.lanaStores]?: () => Promise<{ lanaStore: typeof lanaStore }>
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** src/features/calls/callStatus.page.ts */
      'call-status': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        class?: string
        [data: `data-${string}`]: string | undefined
      }
      /** src/features/calls/calendarWindow.page.ts */
      'calendar-window': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        class?: string
      }
      /** src/features/saved/saveToggle.page.ts */
      'save-toggle': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        class?: string
        [data: `data-${string}`]: string | undefined
      }
      /** src/features/saved/savedCount.page.ts */
      'saved-count': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        class?: string
      }
      /** src/features/courses/courseElements.page.ts */
      'course-progress': ProgressElementProps
      'section-mark': ProgressElementProps
      'course-resume': ProgressElementProps
      'progress-status': ProgressElementProps
    }
  }
}

type ProgressElementProps = React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
  class?: string
  [data: `data-${string}`]: string | undefined
}
