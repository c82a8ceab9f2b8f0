/** Custom elements the app renders (defined without React by the page script: the `.page.ts` files of each feature). */
import 'react'
import type {
  CALENDAR_WINDOW_TAG,
  CALL_STATUS_TAG,
  COURSE_PROGRESS_TAG,
  COURSE_RESUME_TAG,
  PROGRESS_STATUS_TAG,
  SAVE_TOGGLE_TAG,
  SAVED_COUNT_TAG,
  SECTION_MARK_TAG,
} from './enhance/pageContract'

type ElementProps = React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
  class?: string
  [data: `data-${string}`]: string | undefined
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** src/features/calls/callStatus.page.ts */
      [CALL_STATUS_TAG]: ElementProps
      /** src/features/calls/calendarWindow.page.ts */
      [CALENDAR_WINDOW_TAG]: ElementProps
      /** src/features/saved/saveToggle.page.ts */
      [SAVE_TOGGLE_TAG]: ElementProps
      /** src/features/saved/savedCount.page.ts */
      [SAVED_COUNT_TAG]: ElementProps
      /** src/features/courses/courseElements.page.ts */
      [COURSE_PROGRESS_TAG]: ElementProps
      [SECTION_MARK_TAG]: ElementProps
      [COURSE_RESUME_TAG]: ElementProps
      [PROGRESS_STATUS_TAG]: ElementProps
    }
  }
}
