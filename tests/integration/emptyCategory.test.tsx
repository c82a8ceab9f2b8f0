import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CategoryPage } from '../../src/features/guides/CategoryPage'

describe('CategoryPage', () => {
  it('says «No hay artículos en esta categoría.» when a category has no guides', async () => {
    const rootRoute = createRootRoute({
      component: () => (
        <CategoryPage
          category={{
            slug: 'gestion-del-hogar',
            name: 'Gestión del Hogar',
            img: '/x.svg',
            description: 'd',
            articleIds: [],
          }}
        />
      ),
    })
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() })
    await act(() => router.load())
    render(<RouterProvider router={router} />)
    expect(await screen.findByText('No hay artículos en esta categoría.')).toBeTruthy()
  })
})
