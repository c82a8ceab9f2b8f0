import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { todayInMexicoCity } from '../../data/spanishDate'
import { offerStore, PAGE_GLOBAL } from '../../src/enhance/pageContract'
import { renderRoute } from './renderRoute'

/**
 * The «Mi lana» screens' wiring on the real route tree: the frame and «Anotar un gasto» before
 * the device is read, the machines the page script would start (its chunk, imported as the
 * page script would), forms into machines and back onto the screen, and a screen whose code
 * cannot arrive.
 */
/** What the page script offers the app (src/enhance/main.ts). */
const offerPageScript = () =>
  offerStore('lana', () =>
    import('../../src/features/mi-lana/shared/lanaStores.page').then((chunk) => chunk.lanaStore),
  )

beforeEach(() => {
  localStorage.clear()
  // Each test gets fresh machines: the page script's chunk is evaluated again.
  vi.resetModules()
  offerPageScript()
})

afterEach(() => {
  delete window[PAGE_GLOBAL]
})

/**
 * The board arrives in a transition (lanaApp.tsx): React draws it in slices, which in happy-dom
 * on a busy machine can take longer than findBy's default second.
 */
const BOARD = { timeout: 5_000 }

describe('«Mi lana» screens', { timeout: 20_000 }, () => {
  it('/mi-lana: a spending typed in «Anotar un gasto» reaches the machine, the device and the list', async () => {
    const user = userEvent.setup()
    await renderRoute('/mi-lana')
    expect(screen.getByRole('heading', { level: 1, name: 'Mi lana' })).toBeTruthy()
    const spendings = await screen.findByRole('region', { name: /^Gastos de / }, BOARD)
    const quick = screen.getByRole('region', { name: 'Anotar un gasto' })
    // The date offers today in Mexico City; the category, Comida.
    expect(within(quick).getByLabelText<HTMLInputElement>('¿Cuándo?').value).toBe(
      todayInMexicoCity(new Date()),
    )
    await user.type(within(quick).getByLabelText('¿Cuánto gastaste?'), '120')
    await user.type(within(quick).getByLabelText(/^Nota/), 'Tacos')
    await user.click(within(quick).getByRole('button', { name: 'Guardar gasto' }))
    expect(await within(spendings).findByText('Tacos')).toBeTruthy()
    expect(within(spendings).getByText('$120.00')).toBeTruthy()
    expect(screen.getByText('Gasto guardado: $120.00 en Comida.')).toBeTruthy()
    const stored = JSON.parse(localStorage.getItem('yasecomo:mi-lana:presupuesto') ?? 'null')
    expect(stored.spendings).toEqual([
      expect.objectContaining({ amount: 12_000, categoryId: 'comida', note: 'Tacos' }),
    ])
  })

  it('/mi-lana/reto: «Empezar reto» starts a challenge whose boxes add up', async () => {
    const user = userEvent.setup()
    await renderRoute('/mi-lana/reto')
    await user.click(await screen.findByRole('radio', { name: /^Reto de los 100 pesos/ }, BOARD))
    await user.click(screen.getByRole('button', { name: 'Empezar reto' }))
    const card = (await screen.findByRole('heading', { level: 2, name: 'Reto de los 100 pesos' })).closest(
      'article',
    )
    if (!card) throw new Error('no challenge card')
    await user.click(within(card).getByRole('checkbox', { name: '$25' }))
    expect(within(card).getByText('$25.00')).toBeTruthy()
    expect(within(card).getByText('$5,025.00')).toBeTruthy()
  })

  it('/mi-lana/pagos: a wrong field is said by it and nothing is added; a good form adds the payment', async () => {
    const user = userEvent.setup()
    await renderRoute('/mi-lana/pagos')
    const form = await screen.findByRole('region', { name: 'Agregar un pago' }, BOARD)
    await user.type(within(form).getByLabelText('¿Qué vas a pagar?'), 'Renta')
    await user.type(within(form).getByLabelText('¿Cuánto?'), '-3000')
    await user.click(within(form).getByRole('button', { name: 'Agregar pago' }))
    const amount = within(form).getByLabelText('¿Cuánto?')
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(amount.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'El monto no puede ser negativo.',
    )
    expect(within(form).getByText('Elige un día del 1 al 31.')).toBeTruthy()
    expect(localStorage.getItem('yasecomo:mi-lana:pagos')).toBeNull()

    await user.clear(amount)
    await user.type(amount, '3,000')
    await user.selectOptions(within(form).getByLabelText('Día del mes'), '31')
    await user.click(within(form).getByRole('button', { name: 'Agregar pago' }))
    const month = screen.getByRole('region', { name: /^Pagos de / })
    expect(await within(month).findByText('Cada mes, el día 31')).toBeTruthy()
    expect(within(form).getByLabelText<HTMLInputElement>('¿Qué vas a pagar?').value).toBe('')
  })

  it('says so, with «Reintentar», when the screen’s code cannot arrive', async () => {
    // The chunk cannot arrive (offline, a new deploy): the page script's offer fails.
    offerStore('lana', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
    await renderRoute('/mi-lana/reto')
    expect(
      await screen.findByText('No pudimos abrir «Mi lana». Revisa tu conexión e inténtalo de nuevo.'),
    ).toBeTruthy()
    offerPageScript()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByRole('heading', { name: 'Empieza tu primer reto' }, BOARD)).toBeTruthy()
  })
})
