import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Listener = () => void
const fakeWorkbox = {
  listeners: new Map<string, Listener[]>(),
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  },
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener()
  },
  register: vi.fn(() => Promise.resolve()),
  messageSkipWaiting: vi.fn(),
}

vi.mock('workbox-window', () => ({
  Workbox: function Workbox() {
    return fakeWorkbox
  },
}))
vi.mock('@tanstack/react-router', () => ({ useRouterState: () => '/guias' }))

describe('AppUpdates (service worker updates)', () => {
  beforeEach(() => {
    vi.stubEnv('PROD', true)
    fakeWorkbox.register.mockClear()
    fakeWorkbox.messageSkipWaiting.mockClear()
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { ready: Promise.resolve({ active: null }), controller: null },
      configurable: true,
    })
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    fakeWorkbox.listeners.clear()
  })

  it('offers «Nueva versión disponible» when a new deploy waits, and applies it on request', async () => {
    const { AppUpdates } = await import('../../src/features/shell/AppUpdates')
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location)
    render(<AppUpdates />)
    await vi.waitFor(() => expect(fakeWorkbox.register).toHaveBeenCalled())
    expect(screen.queryByText('Nueva versión disponible.')).toBeNull()
    act(() => fakeWorkbox.emit('waiting'))
    expect(screen.getByText('Nueva versión disponible.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }))
    expect(fakeWorkbox.messageSkipWaiting).toHaveBeenCalledTimes(1)
    expect(reload).not.toHaveBeenCalled()
    fakeWorkbox.emit('controlling')
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('can be dismissed with «Ahora no»', async () => {
    const { AppUpdates } = await import('../../src/features/shell/AppUpdates')
    render(<AppUpdates />)
    await vi.waitFor(() => expect(fakeWorkbox.register).toHaveBeenCalled())
    act(() => fakeWorkbox.emit('waiting'))
    await userEvent.click(screen.getByRole('button', { name: 'Ahora no' }))
    expect(screen.queryByText('Nueva versión disponible.')).toBeNull()
  })
})
