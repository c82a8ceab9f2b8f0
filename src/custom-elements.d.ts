/** Custom elements the app renders (defined without React by the page script: the `.page.ts` files of each feature). */
import 'react'
import type { PAGE_TAGS } from './enhance/pageContract'

type ElementProps = React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
  class?: string
  [data: `data-${string}`]: string | undefined
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** src/features/calls/callStatus.page.ts */
      [PAGE_TAGS.callStatus]: ElementProps
      /** src/features/calls/calendarWindow.page.ts */
      [PAGE_TAGS.calendarWindow]: ElementProps
      /** src/features/saved/saveToggle.page.ts */
      [PAGE_TAGS.saveToggle]: ElementProps
      /** src/features/saved/savedCount.page.ts */
      [PAGE_TAGS.savedCount]: ElementProps
      /** src/features/courses/courseElements.page.ts */
      [PAGE_TAGS.courseProgress]: ElementProps
      [PAGE_TAGS.sectionMark]: ElementProps
      [PAGE_TAGS.courseResume]: ElementProps
      [PAGE_TAGS.progressStatus]: ElementProps
    }
  }
}
