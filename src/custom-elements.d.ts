/** Custom elements the app renders (defined without React in src/enhance/). */
import 'react'

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
