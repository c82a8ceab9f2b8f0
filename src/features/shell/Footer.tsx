import site from 'virtual:data/site'
import { Link } from '@tanstack/react-router'
import { NOT_SEARCHED } from '../../domain/searchKinds'
import { LogoMark } from '../../ui/Logo'
import { SocialLinks } from './SocialLinks'

export function Footer() {
  return (
    <footer className="site-footer" {...NOT_SEARCHED}>
      <div className="container">
        <div className="site-footer__grid">
          <div className="site-footer__brand">
            <Link to="/" className="logo">
              <LogoMark />
              {site.brand}
            </Link>
            <p className="site-footer__tagline">{site.tagline}</p>
            <SocialLinks />
          </div>
          {site.nav.map((group) => (
            <nav key={group.id} aria-labelledby={`footer-${group.id}`}>
              <h2 id={`footer-${group.id}`}>{group.label}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="site-footer__legal">
          © {__BUILD_YEAR__} {site.brand}. Hecho en México para estudiantes. Escríbenos a{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
      </div>
    </footer>
  )
}
