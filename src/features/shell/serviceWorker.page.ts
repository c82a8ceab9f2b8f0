import { NATIVE_ATTRIBUTE } from '../../enhance/pageContract'
import { keepPageForOffline } from './offline'

/** What the worker registration needs from workbox-window (a stand-in in tests). */
export interface WorkboxLike {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void
  register(): Promise<unknown>
  messageSkipWaiting(): void
}

/**
 * Registers the service worker for offline reading and offers a quiet «Nueva versión
 * disponible» prompt when a new deploy is waiting; it takes over only when the reader
 * agrees, so a page never mixes old and new files.
 */
export async function registerServiceWorker(
  createWorkbox: () => Promise<WorkboxLike> = async () =>
    new (await import('workbox-window')).Workbox('/sw.js'),
  reload = () => window.location.reload(),
) {
  if (!('serviceWorker' in navigator)) return
  const workbox = await createWorkbox()
  workbox.addEventListener('waiting', () =>
    showUpdateBanner(() => {
      workbox.addEventListener('controlling', reload)
      workbox.messageSkipWaiting()
    }),
  )
  try {
    await workbox.register()
    const registration = await navigator.serviceWorker.ready
    keepPageForOffline(registration.active)
  } catch {
    // No worker (private mode, an old browser): the site still works online.
  }
}

/** The «Nueva versión disponible» banner: «Actualizar» applies, «Ahora no» dismisses. */
export function showUpdateBanner(apply: () => void) {
  if (document.querySelector('.update-banner')) return
  const banner = document.createElement('div')
  banner.className = 'update-banner'
  banner.setAttribute('role', 'status')
  const text = document.createElement('p')
  text.textContent = 'Nueva versión disponible.'
  const button = (label: string, variant: string, onClick: () => void) => {
    const element = document.createElement('button')
    element.type = 'button'
    element.className = `button button--small ${variant}`
    element.setAttribute(NATIVE_ATTRIBUTE, '')
    element.textContent = label
    element.addEventListener('click', onClick)
    return element
  }
  banner.append(
    text,
    button('Actualizar', 'button--primary', apply),
    button('Ahora no', 'button--ghost', () => banner.remove()),
  )
  document.body.append(banner)
}
