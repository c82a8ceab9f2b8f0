import type { ReactNode } from 'react'
import { NOT_SEARCHED } from '../lib/searchKinds'

/**
 * One short line that only shows when the browser runs no JavaScript (CSS `scripting: none`),
 * in place of a control that cannot work without it (that control carries `needs-js`). It
 * says how the page works, not what it is about: search leaves it out.
 */
export function NoScriptNote({ children }: { children: ReactNode }) {
  return (
    <p className="noscript-note" {...NOT_SEARCHED}>
      {children}
    </p>
  )
}
