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
      /** src/enhance/saveToggleElement.ts */
      'save-toggle': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        class?: string
        [data: `data-${string}`]: string | undefined
      }
      /** src/enhance/savedCountElement.ts */
      'saved-count': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        class?: string
      }
    }
  }
}
