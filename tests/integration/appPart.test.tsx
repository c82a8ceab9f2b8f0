import { MessageChannel } from 'node:worker_threads'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type FormEvent, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runAppLoader } from '../../src/enhance/appLoader'
import { PART_READY_EVENT, READY_ATTRIBUTE } from '../../src/enhance/pageContract'
import { useAppPart, useEarlyChecked, useEarlyValue } from '../../src/ui/appPart'

/**
 * The readiness signal and the early values on the real react-dom: a part is rendered to
 * HTML on the "server", the student acts on that HTML while the loader runs, then React
 * hydrates it. This pins what the contract relies on: React hydrates a controlled field
 * without overwriting what the browser holds in it, and runs the part's layout effects
 * once its handlers are live. A React upgrade that changes either fails here.
 */
interface Sent {
  search: string
  open: boolean
  state: string
}

function Filters({ onSubmit }: { onSubmit: (sent: Sent) => void }) {
  const [search, setSearch] = useState('')
  const [open, setOpen] = useState(false)
  const [state, setState] = useState('')
  const searchField = useEarlyValue<HTMLInputElement>(search, setSearch)
  const openBox = useEarlyChecked(open, setOpen)
  const stateSelect = useEarlyValue<HTMLSelectElement>(state, setState)
  const part = useAppPart<HTMLFormElement>('filters', ['text', 'tick', 'choice', 'submit'])
  return (
    <form
      {...part}
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        onSubmit({ search, open, state })
      }}
    >
      <label>
        Buscar
        <input ref={searchField} value={search} onChange={(event) => setSearch(event.target.value)} />
      </label>
      <label>
        <input
          ref={openBox}
          type="checkbox"
          checked={open}
          onChange={(event) => setOpen(event.target.checked)}
        />
        Solo abiertas
      </label>
      <select
        aria-label="Estado"
        ref={stateSelect}
        value={state}
        onChange={(event) => setState(event.target.value)}
      >
        <option value="">Todos</option>
        <option value="Jalisco">Jalisco</option>
      </select>
      <output>{`${search}|${open}|${state}`}</output>
      <button type="submit">Buscar</button>
    </form>
  )
}

describe('a part hydrated by the real react-dom', () => {
  const listeners: (() => void)[] = []
  let root: Root | undefined
  beforeEach(() => {
    Object.assign(window, { MessageChannel })
    const add = window.addEventListener.bind(window)
    vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
      add(type, listener, options)
      listeners.push(() => window.removeEventListener(type, listener, options))
    })
  })
  afterEach(() => {
    act(() => root?.unmount())
    root = undefined
    document.body.innerHTML = ''
    for (const remove of listeners.splice(0)) remove()
    vi.restoreAllMocks()
  })

  /** The pre-rendered page, with the loader running on it as in a browser. */
  function prerender(onSubmit: (sent: Sent) => void) {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Filters onSubmit={onSubmit} />)
    document.body.append(container)
    const imported: string[] = []
    runAppLoader(
      { entry: '/assets/index.js', preloads: [], eager: false },
      window as Window & typeof globalThis,
      (url) => {
        imported.push(url)
        return Promise.resolve()
      },
    )
    return {
      container,
      imported,
      hydrate: () =>
        act(() => {
          root = hydrateRoot(container, <Filters onSubmit={onSubmit} />)
        }),
    }
  }

  it('applies what was typed, ticked and chosen before hydration, then replays the held submission once', async () => {
    const sent = vi.fn()
    const page = prerender(sent)
    const field = screen.getByRole('textbox', { name: 'Buscar' }) as HTMLInputElement
    const box = screen.getByRole('checkbox') as HTMLInputElement
    const select = screen.getByRole('combobox', { name: 'Estado' }) as HTMLSelectElement
    // The student acts on the HTML; the browser keeps it all in the fields.
    field.value = 'presupuesto'
    field.dispatchEvent(new Event('input', { bubbles: true }))
    box.click()
    select.value = 'Jalisco'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    page.container.querySelector('form')?.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    expect(page.imported).toEqual(['/assets/index.js'])

    const ready = vi.fn()
    document.addEventListener(PART_READY_EVENT, ready)
    page.hydrate()
    // The part said it is ready, with the student's values applied to React's state.
    expect(ready).toHaveBeenCalledTimes(1)
    expect(page.container.querySelector('form')?.hasAttribute(READY_ATTRIBUTE)).toBe(true)
    expect(screen.getByRole('status').textContent).toBe('presupuesto|true|Jalisco')
    expect(field.value).toBe('presupuesto')
    // The held submission comes in the next task, once, with those values.
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1))
    expect(sent).toHaveBeenCalledWith({ search: 'presupuesto', open: true, state: 'Jalisco' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(sent).toHaveBeenCalledTimes(1)

    // From then on React has the field: the next letters arrive as ordinary changes.
    await userEvent.type(field, 's')
    expect(screen.getByRole('status').textContent).toBe('presupuestos|true|Jalisco')
  })

  it('changes nothing when the student did nothing before hydration', () => {
    const page = prerender(vi.fn())
    page.hydrate()
    expect(screen.getByRole('status').textContent).toBe('|false|')
    expect(page.imported).toEqual([])
  })
})
