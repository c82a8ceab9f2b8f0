import { useState } from 'react'
import { useAppPart } from './appPart'
import { Icon } from './Icon'

interface ShareButtonProps {
  title: string
  label?: string
  /** Only copy the link, never open the system share sheet. */
  copyOnly?: boolean
  /** What to share; this page's address when not given. */
  url?: string
}

/** Shares the page with the system sheet where there is one, else copies the link. */
export function ShareButton({ title, label = 'Compartir', copyOnly = false, url: shared }: ShareButtonProps) {
  const [status, setStatus] = useState('')
  const part = useAppPart<HTMLDivElement>('share', ['tap'])

  async function share() {
    const url = shared ?? window.location.href
    if (!copyOnly && navigator.share) {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      setStatus('¡Enlace copiado! Pégalo donde quieras compartirlo.')
    } catch {
      setStatus(`Copia este enlace: ${url}`)
    }
  }

  return (
    <div className="share needs-js" {...part}>
      <button type="button" className="button button--ghost" onClick={share}>
        <Icon name="share" />
        {label}
      </button>
      <p className="share__status" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  )
}
