import type { ReactNode } from 'react'

/** What a list shows when nothing matches; announced politely to screen readers. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <p className="empty-state__title">{title}</p>
      {children}
    </div>
  )
}
