import { useEffect } from 'react'

const load = () => import('../../enhance/courseElements')

/**
 * Makes sure the course-progress elements are defined. The page script defines them when
 * the pre-rendered page has them; after a client-side navigation from a page that had
 * none, the first component that renders one loads them here.
 */
export function useCourseElements() {
  useEffect(() => {
    if (!customElements.get('course-progress')) void load().then((module) => module.defineCourseElements())
  }, [])
}
