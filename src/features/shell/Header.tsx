import site from 'virtual:data/site'
import { Link } from '@tanstack/react-router'
import { NOT_SEARCHED } from '../../domain/searchKinds'
import { Icon } from '../../ui/Icon'
import { LogoMark } from '../../ui/Logo'
import { MOBILE_MENU_ID, MobileMenu } from './MobileMenu'
import { NavDropdown } from './NavDropdown'
import { SiteSearchForm } from './SiteSearchForm'
import { SocialLinks } from './SocialLinks'

/**
 * Logo, the desktop nav groups and the phone burger. Every menu is a native popover, so it
 * opens, closes on Escape or an outside tap and returns focus without any JavaScript;
 * src/features/shell/menus.page.ts adds the focus trap and closes a menu after an in-app navigation.
 */
export function Header() {
  return (
    <header className="site-header" {...NOT_SEARCHED}>
      <div className="container site-header__inner">
        <Link to="/" className="logo" aria-label={`${site.brand}, inicio`}>
          <LogoMark />
          {site.brand}
        </Link>
        <nav className="main-nav" aria-label="Principal">
          <ul className="main-nav__list">
            {site.nav.map((group) => (
              <NavDropdown key={group.id} group={group} />
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          <SiteSearchForm className="site-search--header" />
          <SocialLinks className="header-socials" />
          <button
            type="button"
            className="burger"
            aria-label="Abrir menú"
            aria-controls={MOBILE_MENU_ID}
            popoverTarget={MOBILE_MENU_ID}
          >
            <Icon name="menu" />
          </button>
        </div>
      </div>
      <MobileMenu />
    </header>
  )
}
