import { afterEach, describe, expect, it, vi } from 'vitest'
import { setUpFaqAnswers } from '../../src/features/info/faqAnswer.page'
import { HEADER_BLOCK_SIZE_PROPERTY, trackHeaderHeight } from '../../src/features/shell/headerHeight.page'
import { setUpMenus } from '../../src/features/shell/menus.page'
import { hides, STEPPED_ASIDE_CLASS, setUpScrollToTop } from '../../src/features/shell/scrollToTop.page'
import { showUpdateBanner } from '../../src/features/shell/serviceWorker.page'

const toggle = (element: HTMLElement, newState: 'open' | 'closed') =>
  element.dispatchEvent(Object.assign(new Event('toggle'), { newState }))

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

/** happy-dom has no hit testing: the elements a point of the page lies over, as a test says. */
function whatLiesUnder(elements: () => Element[]) {
  Object.defineProperty(document, 'elementsFromPoint', { value: elements, configurable: true })
}

describe('the page enhancements (no React)', () => {
  const cleanups: (() => void)[] = []
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup()
    document.body.innerHTML = ''
    document.body.className = ''
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
    Reflect.deleteProperty(document, 'elementsFromPoint')
  })

  it('shows «Volver arriba» only past 600 px of scroll', async () => {
    document.body.innerHTML = '<button type="button" data-scroll-top="600" hidden>Volver arriba</button>'
    whatLiesUnder(() => [])
    setUpScrollToTop()
    const button = document.querySelector('button') as HTMLButtonElement
    const scrollTo = async (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
      window.dispatchEvent(new Event('scroll'))
      await nextFrame()
    }
    await scrollTo(600)
    expect(button.hidden).toBe(true)
    await scrollTo(601)
    expect(button.hidden).toBe(false)
    await scrollTo(0)
    expect(button.hidden).toBe(true)
  })

  it('steps «Volver arriba» aside while a link or a field lies under it, unless it has the focus', async () => {
    document.body.innerHTML = `
      <a href="/becas/2">Ver beca</a><span>Texto</span><input aria-label="Correo">
      <button type="button" data-scroll-top="600" hidden>Volver arriba</button>`
    setUpScrollToTop()
    const [link, text, field, button] = [...document.body.children] as HTMLElement[]
    let under: Element[] = []
    whatLiesUnder(() => [button as Element, ...under, document.body])
    const scrollTo = async (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
      window.dispatchEvent(new Event('scroll'))
      await nextFrame()
    }
    const aside = () => button?.classList.contains(STEPPED_ASIDE_CLASS)
    under = [text as Element]
    await scrollTo(700)
    expect([button?.hidden, aside()]).toEqual([false, false])
    under = [link as Element]
    await scrollTo(750)
    expect([button?.hidden, aside()]).toEqual([false, true])
    under = [field as Element]
    await scrollTo(800)
    expect(aside()).toBe(true)
    // Focused (a keyboard user reached it), it stays where it is.
    button?.focus()
    await scrollTo(810)
    expect(aside()).toBe(false)
    button?.blur()
    under = []
    await scrollTo(900)
    expect(aside()).toBe(false)
  })

  it('counts a control as hidden by «Volver arriba» when it covers its centre or a quarter of it', () => {
    const box = (left: number, top: number, width: number, height: number) =>
      ({ left, top, width, height, right: left + width, bottom: top + height }) as DOMRectReadOnly
    const button = box(322, 776, 52, 52)
    // A 24 px chevron under it; a small link half under it.
    expect(hides(button, box(340, 790, 24, 24))).toBe(true)
    expect(hides(button, box(300, 780, 44, 44))).toBe(true)
    // A card that is one link (its centre far away, 3 % of it under the button) and a field's
    // corner: still there to tap.
    expect(hides(button, box(16, 500, 358, 420))).toBe(false)
    expect(hides(button, box(16, 740, 320, 48))).toBe(false)
    // Apart, or only touching.
    expect(hides(button, box(16, 200, 100, 40))).toBe(false)
    expect(hides(button, box(270, 776, 52, 52))).toBe(false)
  })

  it('opens the FAQ at the answer its address names: its section opened and scrolled to, on load and on a new fragment', () => {
    document.body.innerHTML = `
      <div class="faq__sections">
        <details id="sobre-yase"><summary>Sobre YaSé</summary>
          <dl><div id="que-es-yase"><dt>¿Qué es YaSé?</dt><dd>…</dd></div></dl>
        </details>
        <details id="tus-datos"><summary>Tus datos</summary>
          <dl><div id="usan-cookies-o-rastreadores"><dt>¿Usan cookies o rastreadores?</dt><dd>…</dd></div></dl>
        </details>
      </div>
      <details id="fuera"><summary>Otra cosa</summary><p id="no-es-del-faq">…</p></details>`
    const scrolled: string[] = []
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
    ) {
      scrolled.push(this.id)
    })
    const sections = () =>
      [...document.querySelectorAll('details')].filter((details) => details.open).map((details) => details.id)
    window.location.hash = '#usan-cookies-o-rastreadores'
    cleanups.push(setUpFaqAnswers())
    expect(sections()).toEqual(['tus-datos'])
    expect(scrolled).toEqual(['usan-cookies-o-rastreadores'])
    // A section by its own id opens too.
    window.location.hash = '#sobre-yase'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(sections()).toEqual(['sobre-yase', 'tus-datos'])
    expect(scrolled).toEqual(['usan-cookies-o-rastreadores', 'sobre-yase'])
    // Nothing else on the page is opened, and an id that is not there or a malformed escape is ignored.
    for (const hash of ['#no-es-del-faq', '#no-existe', '#%E0%A4%A']) {
      window.location.hash = hash
      window.dispatchEvent(new HashChangeEvent('hashchange'))
    }
    expect(sections()).toEqual(['sobre-yase', 'tus-datos'])
    expect(scrolled).toHaveLength(2)
    scrollIntoView.mockRestore()
    window.location.hash = ''
  })

  it('leaves every other page’s fragment to the browser', () => {
    document.body.innerHTML = '<details id="pregunta"><summary>¿?</summary><p id="respuesta">…</p></details>'
    window.location.hash = '#respuesta'
    cleanups.push(setUpFaqAnswers())
    expect(document.querySelector('details')?.open).toBe(false)
    window.location.hash = ''
  })

  it('moves focus into the phone menu, keeps Tab inside and locks the page while it is open', () => {
    document.body.innerHTML = `
      <div id="menu-movil" popover="auto" role="dialog" aria-label="Menú">
        <a href="/">Inicio</a>
        <button type="button" popovertarget="menu-movil" popovertargetaction="hide">Cerrar menú</button>
        <a href="/contacto">Contacto</a>
      </div>`
    cleanups.push(setUpMenus())
    const dialog = document.getElementById('menu-movil') as HTMLElement
    const [first, close, last] = [...dialog.querySelectorAll<HTMLElement>('a, button')]
    toggle(dialog, 'open')
    expect(document.activeElement).toBe(close)
    expect(document.body.classList.contains('is-scroll-locked')).toBe(true)
    last?.focus()
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
    last?.dispatchEvent(tab)
    expect(tab.defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(first)
    const backTab = new KeyboardEvent('keydown', {
      key: 'Tab',
      shiftKey: true,
      bubbles: true,
      cancelable: true,
    })
    first?.dispatchEvent(backTab)
    expect(document.activeElement).toBe(last)
    toggle(dialog, 'closed')
    expect(document.body.classList.contains('is-scroll-locked')).toBe(false)
  })

  it('closes an open menu when one of its links is chosen', () => {
    document.body.innerHTML =
      '<ul id="menu-aprende" popover="auto"><li><a href="/cursos">Cursos</a></li></ul>'
    cleanups.push(setUpMenus())
    const menu = document.getElementById('menu-aprende') as HTMLElement
    const hidePopover = vi.fn()
    Object.assign(menu, { hidePopover })
    menu.querySelector('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    expect(hidePopover).toHaveBeenCalledTimes(1)
  })

  it('closes an open header menu when focus moves on past it, not while it stays in the menu or on its button', () => {
    document.body.innerHTML = `
      <button type="button" popovertarget="menu-explora">Explora</button>
      <ul id="menu-explora" popover="auto"><li><a href="/becas">Becas</a></li></ul>
      <a href="/contacto">Contacto</a>`
    cleanups.push(setUpMenus())
    const menu = document.getElementById('menu-explora') as HTMLElement
    const hidePopover = vi.fn()
    Object.assign(menu, { hidePopover })
    const [opener, inside, after] = [...document.querySelectorAll<HTMLElement>('button, a')]
    after?.focus()
    expect(hidePopover).not.toHaveBeenCalled()
    toggle(menu, 'open')
    opener?.focus()
    inside?.focus()
    expect(hidePopover).not.toHaveBeenCalled()
    after?.focus()
    expect(hidePopover).toHaveBeenCalledTimes(1)
    toggle(menu, 'closed')
    opener?.focus()
    expect(hidePopover).toHaveBeenCalledTimes(1)
  })

  it('keeps the header’s real height on the page for its scroll padding', () => {
    document.body.innerHTML = '<header class="site-header"></header>'
    const header = document.querySelector('header') as HTMLElement
    let height = 65
    header.getBoundingClientRect = () => ({ height }) as DOMRect
    let changed = () => {}
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          changed = callback
        }
        observe() {
          changed()
        }
        disconnect() {}
      },
    )
    cleanups.push(trackHeaderHeight(), () => vi.unstubAllGlobals())
    const property = () => document.documentElement.style.getPropertyValue(HEADER_BLOCK_SIZE_PROPERTY)
    expect(property()).toBe('65px')
    height = 112.4
    changed()
    expect(property()).toBe('113px')
  })

  it('offers «Nueva versión disponible»: «Actualizar» applies it, «Ahora no» dismisses it', () => {
    const apply = vi.fn()
    showUpdateBanner(apply)
    showUpdateBanner(apply)
    expect(document.querySelectorAll('.update-banner')).toHaveLength(1)
    expect(document.querySelector('.update-banner p')?.textContent).toBe('Nueva versión disponible.')
    const [update, later] = [...document.querySelectorAll<HTMLButtonElement>('.update-banner button')]
    expect(update?.textContent).toBe('Actualizar')
    update?.click()
    expect(apply).toHaveBeenCalledTimes(1)
    later?.click()
    expect(document.querySelector('.update-banner')).toBeNull()
  })
})
