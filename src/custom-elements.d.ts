/** Custom elements the app renders (defined without React in src/enhance/). */
import 'react'
import type { CourseProgressEvent } from '../machines/courseProgressMachine'

declare global {
  interface Window {
    /**
     * Loads the course-progress chunk of the page script (src/enhance/courseProgressChunk.ts)
     * once: the page's progress store and its custom elements. Set by src/enhance/main.ts.
     */
    yasecomoCourseProgress?: () => Promise<{
      store: () => { send: (event: CourseProgressEvent) => void }
    }>
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** src/enhance/callStatusElement.ts */
      'call-status': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        class?: string
        [data: `data-${string}`]: string | undefined
      }
      /** src/enhance/calendarWindowElement.ts */
      'calendar-window': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        class?: string
      }
      /** src/enhance/saveToggleElement.ts */
      'save-toggle': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        class?: string
        [data: `data-${string}`]: string | undefined
      }
      /** src/enhance/savedCountElement.ts */
      'saved-count': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        class?: string
      }
      /** src/enhance/courseElements.ts */
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
