import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Icon } from './Icon'

/** "← Volver …" link used at the top of detail pages. */
export function BackLink({ children, ...linkProps }: LinkProps & { children: ReactNode }) {
  return (
    <Link className="back-link" {...linkProps}>
      <Icon name="arrowLeft" />
      {children}
    </Link>
  )
}
