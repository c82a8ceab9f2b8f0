import { Link } from '@tanstack/react-router'
import { type KeyboardEvent, useEffect, useRef } from 'react'
import { site } from '../../../data/site.schema'
import { Icon } from '../../ui/Icon'
import { LogoMark } from '../../ui/Logo'
import { SocialLinks } from './SocialLinks'

const FOCUSABLE = 'a[href], button:not([disabled])'

/** Full-screen overlay listing every sublink; traps focus and locks the page behind it. */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    document.body.classList.add('is-scroll-locked')
    closeRef.current?.focus()
    return () => document.body.classList.remove('is-scroll-locked')
  }, [])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
      return
    }
    if (event.key !== 'Tab' || !dialogRef.current) return
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  return (
    <div
      ref={dialogRef}
      id="menu-movil"
      className="mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-label="Menú"
      onKeyDown={onKeyDown}
    >
      <div className="mobile-menu__top">
        <Link to="/" className="logo" onClick={onClose}>
          <LogoMark />
          {site.brand}
        </Link>
        <button
          ref={closeRef}
          type="button"
          className="mobile-menu__close"
          onClick={onClose}
          aria-label="Cerrar menú"
        >
          <Icon name="close" />
        </button>
      </div>
      <nav className="mobile-menu__groups" aria-label="Menú principal">
        {site.nav.map((group) => (
          <section key={group.id} className="mobile-menu__group" aria-labelledby={`menu-${group.id}`}>
            <h2 id={`menu-${group.id}`}>{group.label}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={onClose}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <SocialLinks />
      </nav>
    </div>
  )
}
