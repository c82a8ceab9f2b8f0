import type { ReactNode } from 'react'

/** Small rounded label; `tone` picks a colour class such as "success" or a category key. */
export function Badge({ children, tone }: { children: ReactNode; tone?: string }) {
  return <span className={tone ? `badge badge--${tone}` : 'badge'}>{children}</span>
}
