import site from 'virtual:data/site'
import { Link } from '@tanstack/react-router'
import { Icon } from '../../ui/Icon'
import { LogoMark } from '../../ui/Logo'
import { SavedCount } from './SavedCount'
import { SiteSearchForm } from './SiteSearchForm'
import { SocialLinks } from './SocialLinks'

export const MOBILE_MENU_ID = 'menu-movil'

/**
 * The phone's full-screen menu with every sublink: a native popover the burger opens and
 * «Cerrar menú» or Escape closes, with or without JavaScript (src/features/shell/menus.page.ts traps focus).
 */
export function MobileMenu() {
  return (
    <div
      id={MOBILE_MENU_ID}
      className="mobile-menu"
      popover="auto"
      role="dialog"
      aria-modal="true"
      aria-label="Menú"
    >
      <div className="mobile-menu__top">
        <Link to="/" className="logo">
          <LogoMark />
          {site.brand}
        </Link>
        <button
          type="button"
          className="mobile-menu__close"
          popoverTarget={MOBILE_MENU_ID}
          popoverTargetAction="hide"
          aria-label="Cerrar menú"
        >
          <Icon name="close" />
        </button>
      </div>
      <SiteSearchForm className="site-search--menu" />
      <nav className="mobile-menu__groups" aria-label="Menú principal">
        {site.nav.map((group) => (
          <section key={group.id} className="mobile-menu__group" aria-labelledby={`menu-movil-${group.id}`}>
            <h2 id={`menu-movil-${group.id}`}>{group.label}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>
                    {link.label}
                    {link.count === 'saved' && <SavedCount />}
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
