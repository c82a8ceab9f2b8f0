import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Pager } from '../../src/ui/Pager'

describe('Pager', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pager page={1} totalPages={1} onChange={() => {}} label="becas" />)
    expect(container.innerHTML).toBe('')
  })

  it('marks the current page and disables previous on the first page', () => {
    render(<Pager page={1} totalPages={10} onChange={() => {}} label="becas" />)
    expect(screen.getByRole('navigation', { name: 'Páginas de becas' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Página 1' }).getAttribute('aria-current')).toBe('page')
    expect((screen.getByRole('button', { name: 'Página anterior' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Página siguiente' }) as HTMLButtonElement).disabled).toBe(
      false,
    )
  })

  it('disables next on the last page', () => {
    render(<Pager page={10} totalPages={10} onChange={() => {}} label="becas" />)
    expect((screen.getByRole('button', { name: 'Página siguiente' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  it('reports the chosen page', async () => {
    const onChange = vi.fn()
    render(<Pager page={5} totalPages={10} onChange={onChange} label="becas" />)
    await userEvent.click(screen.getByRole('button', { name: 'Página 10' }))
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }))
    await userEvent.click(screen.getByRole('button', { name: 'Página anterior' }))
    expect(onChange.mock.calls).toEqual([[10], [6], [4]])
  })
})
