import type { ReactNode } from 'react'

/**
 * One short line that only shows when the browser runs no JavaScript (CSS `scripting: none`),
 * in place of a control that cannot work without it (that control carries `needs-js`).
 */
export function NoScriptNote({ children }: { children: ReactNode }) {
  return <p className="noscript-note">{children}</p>
}
