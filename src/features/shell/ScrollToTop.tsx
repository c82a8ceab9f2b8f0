import { useEffect, useState } from 'react'
import { Icon } from '../../ui/Icon'
import { scrollToY } from '../../ui/motion'

/** Past this many pixels of scroll the "back to top" button appears (spec §9). */
export const SCROLL_TOP_THRESHOLD = 600

export function ScrollToTop() {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  if (!visible) return null
  return (
    <button type="button" className="scroll-top" aria-label="Volver arriba" onClick={() => scrollToY(0)}>
      <Icon name="arrowUp" />
    </button>
  )
}
