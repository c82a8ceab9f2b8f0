import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ShareButton } from '../../src/ui/ShareButton'

const url = 'https://yasecomo.mx/becas/1'

describe('ShareButton', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('puts «Compartir por WhatsApp» in the server HTML, with the message and the address', () => {
    const html = renderToString(
      <ShareButton title="Beca Rita Cetina" url={url} whatsappMessage="Mira esta beca: Beca Rita Cetina." />,
    )
    const link = new DOMParser().parseFromString(html, 'text/html').querySelector('a')
    expect(link?.textContent).toContain('Compartir por WhatsApp')
    expect(new URL(link?.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      `Mira esta beca: Beca Rita Cetina. ${url}`,
    )
    expect(link?.getAttribute('target')).toBe('_blank')
  })

  it('has no WhatsApp link without a message, and then needs JavaScript as a whole', () => {
    const { container } = render(<ShareButton title="Mis becas" url={url} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(container.querySelector('.share')?.classList.contains('needs-js')).toBe(true)
  })

  it('opens the system sheet first where there is one, with the canonical address', async () => {
    const share = vi.fn().mockResolvedValue(undefined)
    vi.stubGlobal('navigator', { ...navigator, share })
    render(<ShareButton title="Beca Rita Cetina" url={url} whatsappMessage="Mira esta beca." />)
    await userEvent.click(screen.getByRole('button', { name: 'Compartir' }))
    expect(share).toHaveBeenCalledWith({ title: 'Beca Rita Cetina', url })
  })
})
