/**
 * Opens /preguntas-frecuentes at what its address names: an answer (#usan-cookies-o-rastreadores,
 * the link «Buscar» gives each one) or a section (#tus-datos). An answer sits inside a closed
 * <details> whose content unfolds over a quarter of a second: the browser's own jump to the
 * fragment found nothing to scroll to, and the page opened at its top with the answer out of
 * sight. So its section is opened at once and scrolled to, once the page is parsed and whenever
 * the fragment changes. The header's height is in the root's `scroll-padding-top`, so the
 * answer lands below it.
 */
export function openFaqAtHash(doc: Document = document, behavior: ScrollBehavior = 'auto'): void {
  const id = fragmentId(doc.location?.hash ?? '')
  if (!id) return
  const target = doc.getElementById(id)
  const section = target?.closest('details')
  if (!target || !section?.closest('.faq__sections')) return
  // Unfolding (info.css), an answer has no height to scroll to yet: no unfolding this time.
  section.classList.add(OPENS_AT_ONCE)
  section.open = true
  target.scrollIntoView({ block: 'start', behavior })
  doc.defaultView?.requestAnimationFrame(() => section.classList.remove(OPENS_AT_ONCE))
}

const OPENS_AT_ONCE = 'faq__section--at-once'

/** The fragment's id, decoded; an address typed by hand may hold a malformed escape. */
function fragmentId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return ''
  }
}

/** Only on the FAQ page; returns a function that removes the listener (for tests). */
export function setUpFaqAnswers(doc: Document = document): () => void {
  if (!doc.querySelector('.faq__sections')) return () => undefined
  const view = doc.defaultView
  // A page that opens at an answer is there at once, like the browser's own jump to a fragment:
  // the root's smooth scrolling, started while the page still loads, was cut short (the page
  // stayed at its top). A fragment changed on the page (a link, back, forward) glides as set.
  openFaqAtHash(doc, 'instant')
  const open = () => openFaqAtHash(doc)
  view?.addEventListener('hashchange', open)
  return () => view?.removeEventListener('hashchange', open)
}
