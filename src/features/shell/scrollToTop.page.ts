import { readAttribute, SCROLL_TOP_ATTRIBUTE, withAttribute } from '../../enhance/pageContract'
import { scrollToY } from '../../ui/motion'

/** What a student may tap or type in: the button never sits over one of these (issue 47). */
const CONTROL = 'a[href], button, input, select, textarea, summary, label, [tabindex]:not([tabindex="-1"])'
/** Drawn but invisible (and out of the tab order) while a control lies under it (shell.css). */
export const STEPPED_ASIDE_CLASS = 'scroll-top--aside'

/**
 * Shows the «Volver arriba» button past its threshold (spec §9: 600 px) and scrolls up on tap.
 * Past the threshold it still steps aside while a link, a button or a field lies under it, so
 * it never covers what a student came to tap — unless it has the focus itself.
 */
export function setUpScrollToTop(doc: Document = document) {
  const button = doc.querySelector<HTMLButtonElement>(withAttribute(SCROLL_TOP_ATTRIBUTE))
  const view = doc.defaultView
  if (!button || !view) return
  const threshold = Number(readAttribute(button, SCROLL_TOP_ATTRIBUTE))
  let frame = 0
  const update = () => {
    frame = 0
    button.hidden = view.scrollY <= threshold
    if (button.hidden) return
    const aside = doc.activeElement !== button && coversAControl(button, doc)
    button.classList.toggle(STEPPED_ASIDE_CLASS, aside)
  }
  // Once a frame at most, and only on scroll or resize (a restored position scrolls too):
  // reading scrollY while the page loads forced a whole-page layout inside this script
  // (≈ 130 ms on / at CPU ×4).
  const schedule = () => {
    if (frame === 0) frame = view.requestAnimationFrame(update)
  }
  view.addEventListener('scroll', schedule, { passive: true })
  view.addEventListener('resize', schedule, { passive: true })
  button.addEventListener('click', () => scrollToY(0))
}

/** Whether a control shows under the button's corners or centre (its own box, however styled). */
function coversAControl(button: HTMLElement, doc: Document): boolean {
  const box = button.getBoundingClientRect()
  const inset = 4
  const points = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
  ] as const
  return points.some(([x, y]) =>
    doc.elementsFromPoint(x, y).some((element) => {
      const control = element.closest(CONTROL)
      return control !== null && control !== button && !button.contains(control)
    }),
  )
}
