/**
 * <saved-count>: how many programmes «Mis becas» holds, beside the nav link on every page.
 * Read from the device with the list's one reader, and kept current by the list's own event
 * in this tab and `storage` events from others. Shown in a shadow root, so React's hydration
 * of the nav never sees it; empty when zero. The page script loads it only for a student
 * who has a list (or starts one on this page): most visitors never download the reader.
 */
import { countSaved } from '../../domain/savedList'
import {
  onPageEvent,
  SAVED_COUNT_TAG,
  SAVED_LIST_CHANGED_EVENT,
  SAVED_LIST_KEY,
} from '../../enhance/pageContract'

function storedCount(): number {
  try {
    return countSaved(localStorage.getItem(SAVED_LIST_KEY))
  } catch {
    return 0
  }
}

export class SavedCountElement extends HTMLElement {
  #count = -1
  #stopListening: (() => void) | null = null
  readonly #update = (event?: Event) => {
    const detail = (event as CustomEvent<unknown> | undefined)?.detail
    this.show(typeof detail === 'number' ? detail : storedCount())
  }

  connectedCallback() {
    this.#update()
    this.#stopListening = onPageEvent(SAVED_LIST_CHANGED_EVENT, this.#update)
    window.addEventListener('storage', this.#update)
  }

  disconnectedCallback() {
    this.#stopListening?.()
    window.removeEventListener('storage', this.#update)
  }

  show(count: number) {
    if (count === this.#count) return
    this.#count = count
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
    if (count === 0) {
      root.replaceChildren()
      return
    }
    const number = document.createElement('span')
    number.setAttribute('part', 'count')
    number.textContent = String(count)
    const words = document.createElement('span')
    words.setAttribute('part', 'words')
    words.textContent = count === 1 ? ' guardada' : ' guardadas'
    root.replaceChildren(number, words)
  }
}

if (!customElements.get(SAVED_COUNT_TAG)) customElements.define(SAVED_COUNT_TAG, SavedCountElement)
