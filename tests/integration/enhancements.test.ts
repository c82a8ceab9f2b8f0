import { afterEach, describe, expect, it, vi } from 'vitest'
import { setUpMenus } from '../../src/features/shell/menus.page'
import { setUpScrollToTop } from '../../src/features/shell/scrollToTop.page'
import { showUpdateBanner } from '../../src/features/shell/serviceWorker.page'

const toggle = (element: HTMLElement, newState: 'open' | 'closed') =>
  element.dispatchEvent(Object.assign(new Event('toggle'), { newState }))

describe('the page enhancements (no React)', () => {
  const cleanups: (() => void)[] = []
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup()
    document.body.innerHTML = ''
    document.body.className = ''
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
  })

  it('shows «Volver arriba» only past 600 px of scroll', () => {
    document.body.innerHTML = '<button type="button" data-scroll-top="600" hidden>Volver arriba</button>'
    setUpScrollToTop()
    const button = document.querySelector('button') as HTMLButtonElement
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
      window.dispatchEvent(new Event('scroll'))
    }
    scrollTo(600)
    expect(button.hidden).toBe(true)
    scrollTo(601)
    expect(button.hidden).toBe(false)
    scrollTo(0)
    expect(button.hidden).toBe(true)
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
