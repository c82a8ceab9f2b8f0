import { useEffect } from 'react'

const load = () => import('../../enhance/callElements')

/**
 * Makes sure <call-status> and <calendar-window> are defined. The page script defines
 * them when the pre-rendered page has them; after a client-side navigation from a page
 * that had none, the first component that renders one loads them here.
 */
export function useCallElements() {
  useEffect(() => {
    if (!customElements.get('call-status')) void load()
  }, [])
}
