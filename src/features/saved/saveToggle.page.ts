/**
 * <save-toggle data-index="3" data-name="…">: «Guardar» / «Guardada» on a scholarship card
 * or detail page, a toggle button (`aria-pressed`) that keeps the programme in «Mis becas»
 * on this device. It needs no React: the page's one list actor (savedStore) is shared
 * with /mis-becas. The button lives in a shadow root, so the pre-rendered HTML (an empty
 * box of fixed size) never disagrees with hydration, and it appears only once the list
 * on the device has been read: before that it shows nothing rather than a wrong state.
 */
import { STORAGE_PROBLEM_TEXT } from '../../domain/storedValue'
import {
  PROGRAMME_INDEX_ATTRIBUTE,
  PROGRAMME_NAME_ATTRIBUTE,
  readAttribute,
  SAVE_TOGGLE_TAG,
} from '../../enhance/pageContract'
import { isSavedListReady, type SavedListActor, savedListActor } from './savedStore'

const BOOKMARK =
  '<svg part="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z" fill="currentColor" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/></svg>'

export class SaveToggleElement extends HTMLElement {
  #actor: SavedListActor | null = null
  #unsubscribe: (() => void) | null = null
  #button: HTMLButtonElement | null = null
  #label: HTMLSpanElement | null = null
  #problem: HTMLSpanElement | null = null
  /** Only the toggle that was just used reports a failed write. */
  #usedHere = false

  get index(): number | null {
    const text = readAttribute(this, PROGRAMME_INDEX_ATTRIBUTE)
    return /^(0|[1-9]\d{0,5})$/.test(text) ? Number(text) : null
  }

  connectedCallback() {
    if (this.index === null) return
    this.#actor = savedListActor()
    this.#unsubscribe = this.#actor.subscribe(() => this.render()).unsubscribe
    this.render()
  }

  disconnectedCallback() {
    this.#unsubscribe?.()
    this.#unsubscribe = null
  }

  #build() {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
    const button = document.createElement('button')
    button.type = 'button'
    button.setAttribute('part', 'button')
    button.innerHTML = BOOKMARK
    const label = document.createElement('span')
    label.setAttribute('part', 'label')
    const name = document.createElement('span')
    name.setAttribute('part', 'name')
    const programme = readAttribute(this, PROGRAMME_NAME_ATTRIBUTE)
    name.textContent = programme ? ` ${programme}` : ''
    button.append(label, name)
    button.addEventListener('click', () => {
      const index = this.index
      if (index === null || !this.#actor) return
      this.#usedHere = true
      this.#actor.send({ type: 'toggle', index })
    })
    const problem = document.createElement('span')
    problem.setAttribute('part', 'problem')
    problem.setAttribute('role', 'status')
    root.replaceChildren(button, problem)
    this.#button = button
    this.#label = label
    this.#problem = problem
  }

  render() {
    const actor = this.#actor
    const index = this.index
    if (!actor || index === null || !isSavedListReady(actor)) return
    if (!this.#button) this.#build()
    const { saved, problem } = actor.getSnapshot().context
    const pressed = saved.includes(index)
    this.#button?.setAttribute('aria-pressed', String(pressed))
    this.#button?.setAttribute('part', pressed ? 'button pressed' : 'button')
    this.#button?.querySelector('svg')?.setAttribute('part', pressed ? 'icon icon-filled' : 'icon')
    if (this.#label) this.#label.textContent = pressed ? 'Guardada' : 'Guardar'
    if (this.#problem)
      this.#problem.textContent = this.#usedHere && problem ? STORAGE_PROBLEM_TEXT[problem] : ''
    this.toggleAttribute('data-ready', true)
  }
}

export function defineSaveToggle() {
  if (!customElements.get(SAVE_TOGGLE_TAG)) customElements.define(SAVE_TOGGLE_TAG, SaveToggleElement)
}
