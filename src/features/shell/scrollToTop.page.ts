import { readAttribute, SCROLL_TOP_ATTRIBUTE, withAttribute } from '../../enhance/pageContract'
import { scrollToY } from '../../ui/motion'

/** What a student may tap or type in: the button never sits over one of these (issue 47). */
const CONTROL = 'a[href], button, input, select, textarea, summary, label, [tabindex]:not([tabindex="-1"])'
/** Drawn but invisible (and out of the tab order) while a control lies under it (shell.css). */
export const STEPPED_ASIDE_CLASS = 'scroll-top--aside'

/**
 * Shows the «Volver arriba» button past its threshold (spec §9: 600 px) and scrolls up on tap.
 * Past the threshold it still steps aside while it would hide a link, a button or a field (see
 * coversAControl), so it never covers what a student came to tap — unless it has the focus.
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

/**
 * Whether the button hides a control: one under its corners or centre whose own centre it
 * covers, or a quarter of it or more. A whole card that is one link, or a button as wide as
 * the phone, still shows most of itself beside it and stays easy to tap: those do not count,
 * or the button would be gone for most of a list.
 */
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
  const controls = new Set<Element>()
  for (const [x, y] of points)
    for (const element of doc.elementsFromPoint(x, y)) {
      const control = element.closest(CONTROL)
      if (control && control !== button && !button.contains(control)) controls.add(control)
    }
  return [...controls].some((control) => hides(box, control.getBoundingClientRect()))
}

const HIDDEN_SHARE = 0.25

/** Whether `cover` lies over `target`'s centre or over a quarter of its area or more. */
export function hides(cover: DOMRectReadOnly, target: DOMRectReadOnly): boolean {
  const centreX = target.left + target.width / 2
  const centreY = target.top + target.height / 2
  if (centreX >= cover.left && centreX <= cover.right && centreY >= cover.top && centreY <= cover.bottom)
    return true
  const width = Math.min(cover.right, target.right) - Math.max(cover.left, target.left)
  const height = Math.min(cover.bottom, target.bottom) - Math.max(cover.top, target.top)
  const area = target.width * target.height
  return width > 0 && height > 0 && area > 0 && (width * height) / area >= HIDDEN_SHARE
}
