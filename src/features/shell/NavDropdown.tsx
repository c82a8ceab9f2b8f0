import { Link } from '@tanstack/react-router'
import { type KeyboardEvent, useId, useRef } from 'react'
import type { NavGroup } from '../../../data/site.schema'
import { Icon } from '../../ui/Icon'

interface NavDropdownProps {
  group: NavGroup
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** One desktop nav group: a disclosure button and its list of links. */
export function NavDropdown({ group, open, onOpenChange }: NavDropdownProps) {
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const links = group.links.filter((link) => !link.footerOnly)

  const closeAndFocusButton = () => {
    onOpenChange(false)
    buttonRef.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation()
      closeAndFocusButton()
    }
    if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
      event.preventDefault()
      onOpenChange(true)
      requestAnimationFrame(() => document.querySelector<HTMLAnchorElement>(`[id="${menuId}"] a`)?.focus())
    }
  }

  return (
    <li
      className="nav-group"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-group__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => onOpenChange(!open)}
      >
        {group.label}
        <Icon name="chevronDown" className="nav-group__chevron" />
      </button>
      <ul id={menuId} className="nav-group__menu" hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="nav-group__link" onClick={() => onOpenChange(false)}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  )
}
