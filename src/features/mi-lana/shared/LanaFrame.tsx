import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useState } from 'react'
import { LANA_SCREEN_ATTRIBUTE, SEEN_ATTRIBUTE } from '../../../enhance/pageContract'
import { NoScriptNote } from '../../../ui/NoScriptNote'
import type { LanaScreen } from './lanaStores.page'

const SCREENS = [
  { to: '/mi-lana', label: 'Presupuesto' },
  { to: '/mi-lana/reto', label: 'Retos de ahorro' },
  { to: '/mi-lana/pagos', label: 'Pagos' },
] as const

/**
 * What the three «Mi lana» screens share and pre-render: the intro, the links between
 * them, the one line shown without JavaScript and the live region where a change is said
 * («Gasto guardado», «Gasto eliminado · Deshacer»). The rest depends on the device.
 */
export function LanaFrame({
  screen,
  title,
  lead,
  noScript,
  toast,
  children,
}: {
  /** Which value of the device the screen shows (the page script reads it at once). */
  screen: LanaScreen
  title: string
  lead: string
  noScript: string
  toast: ReactNode
  children: ReactNode
}) {
  return (
    <div className="container section lana-page" {...{ [LANA_SCREEN_ATTRIBUTE]: screen }}>
      <header className="page-intro lana-intro">
        <p className="eyebrow">Mi lana · gratis y sin cuenta</p>
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
      </header>
      <nav className="lana-tabs no-print" aria-label="Mi lana">
        <ul>
          {SCREENS.map((screen) => (
            <li key={screen.to}>
              <Link to={screen.to} activeOptions={{ exact: true, includeSearch: false }}>
                {screen.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <NoScriptNote>{noScript}</NoScriptNote>
      {children}
      <div className="lana-toast no-print" role="status">
        {toast}
      </div>
    </div>
  )
}

/**
 * Until the device has been read; at least a screen tall, so nothing below it moves. In the
 * pre-rendered page it is what stands for the board: the app starts once it is on screen, or
 * at the student's first touch (SEEN_ATTRIBUTE), not right after every first paint.
 */
export function LanaLoading({ children }: { children: ReactNode }) {
  return (
    <p className="lana-loading needs-js" role="status" {...{ [SEEN_ATTRIBUTE]: '' }}>
      {children}
    </p>
  )
}

/** The screen's code did not arrive (a first visit without connection, a new deploy). */
export function LanaLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="alert-box alert-box--problem" role="alert">
      <p>No pudimos abrir «Mi lana». Revisa tu conexión e inténtalo de nuevo.</p>
      <button type="button" className="button button--ghost button--small" onClick={onRetry}>
        Reintentar
      </button>
    </div>
  )
}

/** Moves focus to an element the next frame (after React has drawn it). */
export function focusSoon(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus())
}

/** What the live region says, and whether «Deshacer» goes with it. */
export interface Toast {
  text: string
  undo?: boolean
}

/** The live region's message: a plain one goes away after a while, «Deshacer» stays until the next. */
export function useToast() {
  const [toast, setToast] = useState<Toast | null>(null)
  useEffect(() => {
    if (!toast || toast.undo) return
    const timer = setTimeout(() => setToast(null), 8000)
    return () => clearTimeout(timer)
  }, [toast])
  return [toast, setToast] as const
}

/** A screen's «Deshacer»: its button's id, whether the machine can still undo, and how. */
export interface ToastUndo {
  id: string
  available: boolean
  onUndo: () => void
}

/** The message, with «Deshacer» on a screen that can undo, while its machine still can. */
export function ToastText({ toast, undo }: { toast: Toast | null; undo?: ToastUndo }) {
  if (!toast) return null
  return (
    <p className="lana-toast__box">
      <span>{toast.text}</span>
      {toast.undo && undo?.available && (
        <button
          id={undo.id}
          type="button"
          className="button button--small lana-toast__undo"
          onClick={undo.onUndo}
        >
          Deshacer
        </button>
      )}
    </p>
  )
}
