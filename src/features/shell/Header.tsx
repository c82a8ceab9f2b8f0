import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { site } from '../../../data/site.schema'
import { Icon } from '../../ui/Icon'
import { LogoMark } from '../../ui/Logo'
import { MobileMenu } from './MobileMenu'
import { NavDropdown } from './NavDropdown'
import { SocialLinks } from './SocialLinks'

export function Header() {
  const [openGroup, setOpenGroup] = useState<string | null>(null)
  const [menuOpen, setMenuOpen] = useState(false)
  const burgerRef = useRef<HTMLButtonElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })

  // A navigation (link, back button) closes whatever menu is open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path changes
  useEffect(() => {
    setOpenGroup(null)
    setMenuOpen(false)
  }, [pathname])

  // A click anywhere outside the desktop nav closes its open group.
  useEffect(() => {
    if (!openGroup) return
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target as Element).closest('.main-nav')) setOpenGroup(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [openGroup])

  const closeMobileMenu = () => {
    setMenuOpen(false)
    burgerRef.current?.focus()
  }

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="logo" aria-label={`${site.brand}, inicio`}>
          <LogoMark />
          {site.brand}
        </Link>
        <nav className="main-nav" aria-label="Principal">
          <ul className="main-nav__list">
            {site.nav.map((group) => (
              <NavDropdown
                key={group.id}
                group={group}
                open={openGroup === group.id}
                onOpenChange={(open) => setOpenGroup(open ? group.id : null)}
              />
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          <SocialLinks className="header-socials" />
          <button
            ref={burgerRef}
            type="button"
            className="burger"
            aria-label="Abrir menú"
            aria-expanded={menuOpen}
            aria-controls="menu-movil"
            onClick={() => setMenuOpen(true)}
          >
            <Icon name="menu" />
          </button>
        </div>
      </div>
      {menuOpen && <MobileMenu onClose={closeMobileMenu} />}
    </header>
  )
}
