import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { NOT_SEARCHED } from '../domain/searchKinds'
import { Icon } from './Icon'

/**
 * "← Volver …" link used at the top of detail pages. It leads up, never to the page itself:
 * only an exact match would make it the current page (a prefix match marked «Volver al
 * curso» `aria-current="page"` on every module).
 */
export function BackLink({ children, ...linkProps }: LinkProps & { children: ReactNode }) {
  return (
    <Link className="back-link" activeOptions={{ exact: true }} {...NOT_SEARCHED} {...linkProps}>
      <Icon name="arrowLeft" />
      {children}
    </Link>
  )
}
