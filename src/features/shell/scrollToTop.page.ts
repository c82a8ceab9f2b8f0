import { scrollToY } from '../../ui/motion'

/** Shows the «Volver arriba» button past its threshold (spec §9: 600 px) and scrolls up on tap. */
export function setUpScrollToTop(doc: Document = document) {
  const button = doc.querySelector<HTMLButtonElement>('[data-scroll-top]')
  if (!button) return
  const threshold = Number(button.dataset.scrollTop)
  const update = () => {
    button.hidden = window.scrollY <= threshold
  }
  update()
  window.addEventListener('scroll', update, { passive: true })
  button.addEventListener('click', () => scrollToY(0))
}
