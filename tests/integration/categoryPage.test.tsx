import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from './renderRoute'

describe('guides routes', () => {
  it('lists a category’s guides with its image', async () => {
    await renderRoute('/category/gestion-del-hogar')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Gestión del Hogar')
    expect(
      screen
        .getAllByRole('link', { name: /.+/ })
        .some((link) => link.getAttribute('href') === '/guias/tu-primera-despensa'),
    ).toBe(true)
  })

  it('shows «Categoría no encontrada.» for an unknown slug', async () => {
    await renderRoute('/category/no-existe')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Categoría no encontrada.')
  })

  it('shows «Artículo no encontrado.» for an unknown guide', async () => {
    await renderRoute('/guias/no-existe')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Artículo no encontrado.')
  })
})
