import { Link } from '@tanstack/react-router'
import type { NavGroup } from '../../../data/site.schema'
import { Icon } from '../../ui/Icon'
import { SavedCount } from './SavedCount'

/** One desktop nav group: a button and the popover list of its links, under it. */
export function NavDropdown({ group }: { group: NavGroup }) {
  const menuId = `menu-${group.id}`
  const links = group.links.filter((link) => !link.footerOnly)
  return (
    <li className="nav-group">
      <button type="button" className="nav-group__button" popoverTarget={menuId} aria-controls={menuId}>
        {group.label}
        <Icon name="chevronDown" className="nav-group__chevron" />
      </button>
      <ul id={menuId} className="nav-group__menu" popover="auto" aria-label={group.label}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="nav-group__link">
              {link.label}
              {link.count === 'saved' && <SavedCount />}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  )
}
