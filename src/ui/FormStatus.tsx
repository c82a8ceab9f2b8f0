import type { ReactNode } from 'react'

export type StatusTone = 'info' | 'success' | 'error'

/**
 * A form's live line under its button: what sending is doing, or why it failed. Always in the
 * page, empty when there is nothing to say, so a screen reader hears each change.
 */
export function FormStatus({ id, tone, children }: { id?: string; tone: StatusTone; children: ReactNode }) {
  return (
    <p id={id} className={`status status--${tone}`} role="status" aria-live="polite">
      {children}
    </p>
  )
}
