import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from './renderRoute'

describe('app shell', () => {
  it('links the logo to the start page', async () => {
    await renderRoute('/')
    const logo = screen.getByRole('link', { name: 'Ya Sé Cómo, inicio' })
    expect(logo.getAttribute('href')).toBe('/')
  })

  // The menus are native popovers; opening, Escape, light dismiss and focus return are the
  // browser's and are exercised in Chromium (tests/e2e/shell.spec.ts). Here: the wiring.
  it('makes each nav group a button that opens its own popover list of links', async () => {
    await renderRoute('/')
    const nav = screen.getByRole('navigation', { name: 'Principal' })
    const button = within(nav).getByRole('button', { name: 'Aprende' })
    const menu = document.getElementById(button.getAttribute('popovertarget') ?? '') as HTMLElement
    expect(menu.getAttribute('popover')).toBe('auto')
    expect(button.getAttribute('aria-controls')).toBe(menu.id)
    expect(
      within(menu)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['Cursos', 'Guías', 'Herramientas', 'Mi lana'])
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

  it('gives the burger a full-screen popover menu with every sublink and a close button', async () => {
    await renderRoute('/')
    const burger = screen.getByRole('button', { name: 'Abrir menú' })
    const dialog = document.getElementById(burger.getAttribute('popovertarget') ?? '') as HTMLElement
    expect(dialog.getAttribute('popover')).toBe('auto')
    expect(dialog.getAttribute('role')).toBe('dialog')
    expect(dialog.getAttribute('aria-label')).toBe('Menú')
    expect(
      within(dialog)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(
      expect.arrayContaining([
        'Cursos',
        'Guías',
        'Herramientas',
        'Mi lana',
        'Becas',
        'Calendario de becas',
        'Mis becas',
        'Comunidades',
        'Viviendas',
        'Quiénes somos',
        'Preguntas Frecuentes',
        'Contacto',
        'Términos',
        'Privacidad',
      ]),
    )
    const close = within(dialog).getByRole('button', { name: 'Cerrar menú', hidden: true })
    expect(close.getAttribute('popovertarget')).toBe(dialog.id)
    expect(close.getAttribute('popovertargetaction')).toBe('hide')
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

  it('renders the scroll-to-top button hidden, for the enhancement script to show', async () => {
    await renderRoute('/')
    const button = document.querySelector<HTMLButtonElement>('[data-scroll-top]')
    expect(button?.hidden).toBe(true)
    expect(button?.dataset.scrollTop).toBe('600')
    expect(button?.getAttribute('aria-label')).toBe('Volver arriba')
  })

  it('renders the not-found page for unknown paths', async () => {
    await renderRoute('/esta/ruta/no/existe')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('¡Ups!')
    expect(screen.getByText('La página que buscas no existe o se ha movido.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/')
  })
})
