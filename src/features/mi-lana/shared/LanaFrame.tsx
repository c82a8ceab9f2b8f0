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
 * The one frame of the three «Mi lana» screens, pre-rendered: the intro, the links between
 * them, the one line shown without JavaScript, what works as HTML before the app (`children`:
 * a form under the page/app contract), then the board — its outline until the app has read
 * the device, or «No pudimos abrir…» — and the live region where a change is said («Gasto
 * guardado», «Gasto eliminado · Deshacer»).
 */
export function LanaFrame({
  screen,
  title,
  lead,
  noScript,
  outline,
  app,
  board,
  toast,
  undo,
  children,
}: {
  /** Which value of the device the screen shows (the page script reads it at once). */
  screen: LanaScreen
  title: string
  lead: string
  noScript: string
  /** The board's sections, named in its outline until it is drawn. */
  outline: readonly string[]
  app: { failed: boolean; retry: () => void }
  /** The board once the device has been read, else null. */
  board: ReactNode | null
  toast: Toast | null
  undo?: ToastUndo
  children?: ReactNode
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
      {app.failed ? <LanaLoadFailed onRetry={app.retry} /> : (board ?? <LanaOutline sections={outline} />)}
      <div className="lana-toast no-print" role="status">
        <ToastText toast={toast} undo={undo} />
      </div>
    </div>
  )
}

/**
 * What stands for the board until the device has been read: its sections' names over empty
 * cards, at least a screen tall so nothing below moves. It says nothing about loading — on a
 * phone it is the board's outline until the student looks at it: the app starts once it is on
 * screen or at the first touch (SEEN_ATTRIBUTE), not right after every first paint.
 */
function LanaOutline({ sections }: { sections: readonly string[] }) {
  return (
    <div className="lana-outline needs-js" {...{ [SEEN_ATTRIBUTE]: '' }}>
      {sections.map((section) => (
        <div key={section} className="card lana-outline__card">
          <p className="lana-outline__title">{section}</p>
          <span className="lana-outline__line" aria-hidden="true" />
          <span className="lana-outline__line lana-outline__line--short" aria-hidden="true" />
        </div>
      ))}
    </div>
  )
}

/** The screen's code did not arrive (a first visit without connection, a new deploy). */
function LanaLoadFailed({ onRetry }: { onRetry: () => void }) {
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
function ToastText({ toast, undo }: { toast: Toast | null; undo?: ToastUndo }) {
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
