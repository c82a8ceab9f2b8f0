/**
 * <call-status>: today's status of a programme's editions («Abierta · cierra el 27 de febrero»),
 * computed in the visitor's browser for Mexico City's date. Pre-rendered HTML cannot know
 * the date, so the page ships neutral text (the latest edition's cycle and dates) as the
 * element's children; this element replaces what is shown with a shadow root, which React's
 * hydration never compares, so there is no mismatch and, in its fixed-height box, no shift.
 * The state is also exposed as a CSS custom state (`call-status:state(open)`), so a page
 * can hide what does not apply (e.g. «Avísame cuando abra» while a call is open).
 */
import { timelineStatus, todayInMexicoCity } from '../../domain/callStatus'
import { CALL_STATUS_TAG } from '../../enhance/pageContract'
import { timelineFrom } from './timelineFrom'

export class CallStatusElement extends HTMLElement {
  readonly #internals = this.attachInternals()

  connectedCallback() {
    this.render()
  }

  /** Re-renders for `now` (a day change while the page stays open, or a test's clock). */
  render(now = new Date()) {
    const timeline = timelineFrom(this)
    if (!timeline) return
    const status = timelineStatus(timeline, todayInMexicoCity(now))
    const badge = document.createElement('span')
    badge.setAttribute('part', `badge badge-${status.state}`)
    badge.textContent = status.label
    const detail = document.createElement('span')
    detail.setAttribute('part', 'detail')
    detail.textContent = status.detail
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
    root.replaceChildren(badge, detail)
    this.#internals.states.clear()
    this.#internals.states.add(status.state)
  }
}

export function defineCallStatus() {
  if (!customElements.get(CALL_STATUS_TAG)) customElements.define(CALL_STATUS_TAG, CallStatusElement)
}
