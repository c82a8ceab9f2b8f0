import { readAttribute, SCROLL_TOP_ATTRIBUTE, withAttribute } from '../../enhance/pageContract'
import { scrollToY } from '../../ui/motion'

/** Shows the «Volver arriba» button past its threshold (spec §9: 600 px) and scrolls up on tap. */
export function setUpScrollToTop(doc: Document = document) {
  const button = doc.querySelector<HTMLButtonElement>(withAttribute(SCROLL_TOP_ATTRIBUTE))
  if (!button) return
  const threshold = Number(readAttribute(button, SCROLL_TOP_ATTRIBUTE))
  const update = () => {
    button.hidden = window.scrollY <= threshold
  }
  // Only on scroll (a restored position scrolls too): reading scrollY while the page loads
  // forced a whole-page layout inside this script (≈ 130 ms on / at CPU ×4).
  window.addEventListener('scroll', update, { passive: true })
  button.addEventListener('click', () => scrollToY(0))
}
