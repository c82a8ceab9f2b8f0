import { useState } from 'react'
import { NOT_SEARCHED } from '../domain/searchKinds'
import { whatsappShareUrl } from '../domain/shareCard'
import { useAppPart } from './appPart'
import { Icon } from './Icon'

interface ShareButtonProps {
  title: string
  label?: string
  /** Only copy the link, never open the system share sheet. */
  copyOnly?: boolean
  /** What to share; this page's address when not given. */
  url?: string
  /**
   * With `url`: a «Compartir por WhatsApp» link beside the button, this short message before
   * the address. A plain link: it works before the app runs and loads nothing until tapped.
   */
  whatsappMessage?: string
}

/**
 * Shares the page with the system sheet where there is one, else copies the link; and, where
 * given a message, offers WhatsApp directly (desktops have no share sheet that reaches it).
 */
export function ShareButton({
  title,
  label = 'Compartir',
  copyOnly = false,
  url: shared,
  whatsappMessage,
}: ShareButtonProps) {
  const [status, setStatus] = useState('')
  const part = useAppPart<HTMLDivElement>('share', ['tap'])
  const whatsapp = shared && whatsappMessage ? whatsappShareUrl(whatsappMessage, shared) : undefined

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
    <div className={whatsapp ? 'share' : 'share needs-js'} {...NOT_SEARCHED} {...part}>
      <div className="share__actions">
        <button type="button" className="button button--ghost needs-js" onClick={share}>
          <Icon name="share" />
          {label}
        </button>
        {whatsapp && (
          <a className="button button--ghost" href={whatsapp} target="_blank" rel="noopener noreferrer">
            <Icon name="chat" />
            Compartir por WhatsApp
            <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
        )}
      </div>
      <p className="share__status" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  )
}
