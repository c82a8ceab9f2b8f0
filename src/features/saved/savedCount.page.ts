/**
 * <saved-count>: how many programmes «Mis becas» holds, beside the nav link on every page.
 * Read from the device with the list's one reader, and kept current by the list's own event
 * in this tab and `storage` events from others. Shown in a shadow root, so React's hydration
 * of the nav never sees it; empty when zero. The page script loads it only for a student
 * who has a list (or starts one on this page): most visitors never download the reader.
 */
import { PAGE_EVENTS } from '../../domain/pageContract'
import { countSaved, SAVED_LIST_KEY } from '../../domain/savedList'

function storedCount(): number {
  try {
    return countSaved(localStorage.getItem(SAVED_LIST_KEY))
  } catch {
    return 0
  }
}

export class SavedCountElement extends HTMLElement {
  #count = -1
  readonly #update = (event?: Event) => {
    const detail = (event as CustomEvent<unknown> | undefined)?.detail
    this.show(typeof detail === 'number' ? detail : storedCount())
  }

  connectedCallback() {
    this.#update()
    window.addEventListener(PAGE_EVENTS.savedListChanged, this.#update)
    window.addEventListener('storage', this.#update)
  }

  disconnectedCallback() {
    window.removeEventListener(PAGE_EVENTS.savedListChanged, this.#update)
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

if (!customElements.get('saved-count')) customElements.define('saved-count', SavedCountElement)
