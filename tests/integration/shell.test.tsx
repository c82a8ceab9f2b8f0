import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderRoute } from './renderRoute'

describe('app shell', () => {
  it('links the logo to the start page', async () => {
    await renderRoute('/')
    const logo = screen.getByRole('link', { name: 'Ya Sé Cómo, inicio' })
    expect(logo.getAttribute('href')).toBe('/')
  })

  it('opens a nav group with the keyboard and closes it with Escape, returning focus', async () => {
    const user = userEvent.setup()
    await renderRoute('/')
    const nav = screen.getByRole('navigation', { name: 'Principal' })
    const button = within(nav).getByRole('button', { name: 'Aprende' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    button.focus()
    await user.keyboard('{Enter}')
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Cursos', 'Guías', 'Herramientas'])
    await user.tab()
    expect(document.activeElement?.textContent).toBe('Cursos')
    await user.keyboard('{Escape}')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })

  it('keeps only one group open at a time', async () => {
    const user = userEvent.setup()
    await renderRoute('/')
    const nav = screen.getByRole('navigation', { name: 'Principal' })
    await user.click(within(nav).getByRole('button', { name: 'Aprende' }))
    await user.click(within(nav).getByRole('button', { name: 'Explora' }))
    expect(within(nav).getByRole('button', { name: 'Aprende' }).getAttribute('aria-expanded')).toBe('false')
    expect(within(nav).getByRole('button', { name: 'Explora' }).getAttribute('aria-expanded')).toBe('true')
  })

  it('does not list the footer-only legal links in the top nav', async () => {
    await renderRoute('/')
    const nav = screen.getByRole('navigation', { name: 'Principal' })
    expect(within(nav).queryByRole('link', { name: 'Términos' })).toBeNull()
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: 'Términos' }).getAttribute('href')).toBe(
      '/terminos-de-servicio',
    )
    expect(within(footer).getByRole('link', { name: 'Privacidad' }).getAttribute('href')).toBe(
      '/politica-de-privacidad',
    )
    expect(within(footer).getByText('De "¿y ahora qué?" a "ya sé cómo"')).toBeTruthy()
  })

  it('opens the mobile overlay with every sublink, traps focus and closes with Escape', async () => {
    const user = userEvent.setup()
    await renderRoute('/')
    const burger = screen.getByRole('button', { name: 'Abrir menú' })
    await user.click(burger)
    const dialog = screen.getByRole('dialog', { name: 'Menú' })
    expect(document.body.classList.contains('is-scroll-locked')).toBe(true)
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(
      expect.arrayContaining([
        'Cursos',
        'Guías',
        'Herramientas',
        'Becas',
        'Comunidades',
        'Viviendas',
        'Quiénes somos',
        'Preguntas Frecuentes',
        'Contacto',
        'Términos',
        'Privacidad',
      ]),
    )
    const close = within(dialog).getByRole('button', { name: 'Cerrar menú' })
    expect(document.activeElement).toBe(close)
    await user.tab({ shift: true })
    expect(dialog.contains(document.activeElement)).toBe(true)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.body.classList.contains('is-scroll-locked')).toBe(false)
    expect(document.activeElement).toBe(burger)
  })

  it('closes the overlay when a link is chosen', async () => {
    const user = userEvent.setup()
    await renderRoute('/')
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Contacto' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens social profiles in a new tab safely', async () => {
    await renderRoute('/')
    const links = screen.getAllByRole('link', { name: /TikTok|Instagram/ })
    expect(links.length).toBeGreaterThanOrEqual(2)
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    }
  })

  it('shows the scroll-to-top button only past 600 px', async () => {
    await renderRoute('/')
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).toBeNull()
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true })
    fireEvent.scroll(window)
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).toBeNull()
    Object.defineProperty(window, 'scrollY', { value: 601, configurable: true })
    fireEvent.scroll(window)
    expect(screen.getByRole('button', { name: 'Volver arriba' })).toBeTruthy()
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
  })

  it('renders the not-found page for unknown paths', async () => {
    await renderRoute('/esta/ruta/no/existe')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('¡Ups!')
    expect(screen.getByText('La página que buscas no existe o se ha movido.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/')
  })
})
