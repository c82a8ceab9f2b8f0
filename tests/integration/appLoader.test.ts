import { MessageChannel } from 'node:worker_threads'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  HYDRATED_EVENT,
  isMountedByReact,
  runAppLoader,
  whenLoadedAndPainted,
} from '../../src/enhance/appLoader'

type Win = Window & typeof globalThis

/**
 * Stands in for React marking the nodes it hydrates (the loader waits for that); happy-dom's
 * form and select hide custom keys from Object.keys, so the test keeps its own set.
 */
const hydrated = new WeakSet<Element>()
const hydrate = (...elements: Element[]) => {
  for (const element of elements) hydrated.add(element)
}

function setUp({ eager = false } = {}) {
  document.head.innerHTML = ''
  document.body.innerHTML = `
    <a href="/guias" id="link">Guías</a>
    <button type="button" id="quiz">Comenzar Quiz</button>
    <button type="button" id="burger" popovertarget="menu">Abrir menú</button>
    <button type="button" id="top" data-native="">Volver arriba</button>
    <form id="form"><input id="email" type="email" value=""><button id="send">Enviar</button></form>
    <input id="box" type="checkbox"><select id="state"><option value="a" selected>A</option><option value="b">B</option></select>`
  const imported: string[] = []
  let fail = false
  const win = window as Win
  Object.assign(win, { MessageChannel })
  const handle = runAppLoader(
    { entry: '/assets/index.js', preloads: ['/assets/react.js'], eager },
    win,
    (url) => {
      imported.push(url)
      return fail ? Promise.reject(new TypeError('offline')) : Promise.resolve()
    },
    (element) => hydrated.has(element),
  )
  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T
  return {
    handle,
    imported,
    byId,
    failNextImport: () => {
      fail = true
    },
    /** The app hydrates and announces it, except `part` (a lazy boundary still on its way). */
    async hydrateAppExcept(part: Element | null) {
      hydrate(...[...document.querySelectorAll('*')].filter((element) => !part?.contains(element)))
      document.dispatchEvent(new Event(HYDRATED_EVENT))
      await vi.waitFor(() => expect(handle.phase).toBe('ready'))
    },
    /** The app hydrates (every node) and announces it; resolves once held actions have gone. */
    async hydrateApp() {
      await this.hydrateAppExcept(null)
      await new Promise((resolve) => setTimeout(resolve, 20))
    },
  }
}

describe('the app loader', () => {
  const listeners: (() => void)[] = []
  beforeEach(() => {
    // Each test's loader listens on the shared window; remove them between tests.
    const add = window.addEventListener.bind(window)
    vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
      add(type, listener, options)
      listeners.push(() => window.removeEventListener(type, listener, options))
    })
  })
  afterEach(() => {
    for (const remove of listeners.splice(0)) remove()
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('fetches nothing on a page nobody touches, nor for a link or a native control', () => {
    const page = setUp()
    page.byId('link').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    page.byId('burger').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    page.byId('top').dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(page.imported).toEqual([])
    expect(page.handle.phase).toBe('waiting')
  })

  it('starts on the first sign of intent on a control that needs the app, once', () => {
    const page = setUp()
    page.byId('email').dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    page.byId('quiz').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(page.imported).toEqual(['/assets/index.js'])
    expect(
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
    ).toEqual(['/assets/react.js'])
    expect(page.handle.phase).toBe('loading')
  })

  it('holds a tap on a button until the app is ready, then replays it exactly once', async () => {
    const page = setUp()
    const clicks = vi.fn()
    document.addEventListener('click', (event) => clicks((event.target as Element).id))
    page.byId('quiz').click()
    page.byId('quiz').click()
    expect(clicks).not.toHaveBeenCalled()
    expect(page.imported).toHaveLength(1)
    await page.hydrateApp()
    expect(clicks.mock.calls).toEqual([['quiz']])
    page.byId('quiz').click()
    expect(clicks).toHaveBeenCalledTimes(2)
  })

  it('replays a held tap as soon as React has committed its control, before the rest of the page settles', async () => {
    const page = setUp()
    const quiz = page.byId('quiz')
    const form = page.byId('form')
    const clicks = vi.fn()
    document.addEventListener('click', (event) => clicks((event.target as Element).id))
    quiz.click()
    // The app announces itself with the quiz's button committed; the form is still hydrating.
    hydrate(quiz)
    document.dispatchEvent(new Event(HYDRATED_EVENT))
    for (let turn = 0; turn < 5; turn++) await Promise.resolve()
    expect(page.handle.phase).toBe('loading')
    expect(clicks.mock.calls).toEqual([['quiz']])
    // Meanwhile a tap on the committed button goes straight through; a submission of the
    // form waits for the form.
    quiz.click()
    expect(clicks.mock.calls).toEqual([['quiz'], ['quiz']])
    const submitted = vi.fn()
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      submitted()
    })
    const early = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(early)
    expect(early.defaultPrevented).toBe(true)
    expect(submitted).not.toHaveBeenCalled()
    hydrate(...document.querySelectorAll('*'))
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(1))
  })

  it('lets popover buttons and native controls work before the app', () => {
    const page = setUp()
    const clicks = vi.fn()
    document.addEventListener('click', (event) => clicks((event.target as Element).id))
    page.byId('burger').click()
    page.byId('top').click()
    expect(clicks.mock.calls).toEqual([['burger'], ['top']])
    expect(page.imported).toEqual([])
  })

  it('holds a form submission (no page reload) and submits it again with what was typed', async () => {
    const page = setUp()
    const submitted = vi.fn()
    const email = page.byId<HTMLInputElement>('email')
    email.value = 'ana@example.com'
    email.dispatchEvent(new Event('input', { bubbles: true }))
    const first = new Event('submit', { bubbles: true, cancelable: true })
    page.byId('form').dispatchEvent(first)
    expect(first.defaultPrevented).toBe(true)
    page.byId('form').addEventListener('submit', (event) => {
      event.preventDefault()
      submitted(email.value)
    })
    await page.hydrateApp()
    expect(submitted.mock.calls).toEqual([['ana@example.com']])
  })

  it('after the app is ready, still holds what reaches a lazy part not hydrated yet', async () => {
    const page = setUp()
    page.handle.start()
    // The app hydrates, except the form (a lazy boundary whose chunk is still on its way).
    const form = page.byId('form')
    const email = page.byId<HTMLInputElement>('email')
    const send = page.byId('send')
    await page.hydrateAppExcept(form)

    const changes: string[] = []
    email.addEventListener('input', () => changes.push(email.value))
    email.value = 'luz@example.com'
    email.dispatchEvent(new Event('input', { bubbles: true }))
    const submitted = vi.fn()
    form.addEventListener('submit', (event) => {
      if (!hydrated.has(form)) return
      event.preventDefault()
      submitted(email.value)
    })
    const early = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(early)
    expect(early.defaultPrevented).toBe(true)
    expect(submitted).not.toHaveBeenCalled()

    hydrate(form, email, send)
    await vi.waitFor(() => expect(submitted.mock.calls).toEqual([['luz@example.com']]))
    // The typed value reached the app (as an input event) after the form hydrated.
    expect(changes.at(-1)).toBe('luz@example.com')
    // A hydrated form is left alone: its own handler gets the next submission at once.
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    expect(submitted).toHaveBeenCalledTimes(2)
  })

  it('a lazy form that hydrates between typing and submitting still submits what was typed', async () => {
    const page = setUp()
    page.handle.start()
    const form = page.byId('form')
    const email = page.byId<HTMLInputElement>('email')
    const send = page.byId('send')
    await page.hydrateAppExcept(form)

    const log: string[] = []
    email.addEventListener('input', () => log.push(`input ${email.value}`))
    form.addEventListener('submit', (event) => {
      if (!hydrated.has(form)) return
      event.preventDefault()
      log.push(`submit ${email.value}`)
    })
    email.value = 'sol@example.com'
    email.dispatchEvent(new Event('input', { bubbles: true }))
    log.length = 0
    // React hydrates the form (resetting the field to its empty state) and the student taps
    // «Enviar» before the loader has handed the typed value over.
    hydrate(form, email, send)
    email.value = ''
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    expect(log).toEqual([])
    await vi.waitFor(() => expect(log).toEqual(['input sol@example.com', 'submit sol@example.com']))
    // Nothing is pending now: the next tap goes straight through.
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    expect(log).toHaveLength(3)
  })

  it('a lazy form that hydrates long after the app (a slow connection) still gets the value, then the tap', async () => {
    const page = setUp()
    const form = page.byId('form')
    const email = page.byId<HTMLInputElement>('email')
    const send = page.byId('send')
    // React drops an event on a node it has not hydrated: only hydrated nodes count here.
    const log: string[] = []
    email.addEventListener('input', () => hydrated.has(email) && log.push(`input ${email.value}`))
    form.addEventListener('submit', (event) => {
      if (!hydrated.has(form)) return
      event.preventDefault()
      log.push(`submit ${email.value}`)
    })
    email.value = 'eva@example.com'
    email.dispatchEvent(new Event('input', { bubbles: true }))
    const held = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(held)
    expect(held.defaultPrevented).toBe(true)

    // The app hydrates, but the form's chunk is still on its way over a slow connection.
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    await page.hydrateAppExcept(form)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(log).toEqual([])
    // Ten seconds later React hydrates the form, with its own empty value in the field.
    hydrate(form, email, send)
    email.value = ''
    await vi.advanceTimersByTimeAsync(300)
    expect(log).toEqual(['input eva@example.com', 'submit eva@example.com'])
  })

  it('a held tap whose control leaves the page before it hydrates is dropped, not replayed', async () => {
    const page = setUp()
    const quiz = page.byId('quiz')
    quiz.click()
    const clicks = vi.fn()
    quiz.addEventListener('click', clicks)
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    await page.hydrateAppExcept(quiz)
    // React renders that part again from scratch (say, after an error): the old node goes.
    quiz.remove()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(clicks).not.toHaveBeenCalled()
  })

  it('a value pending in one form does not hold a tap elsewhere', async () => {
    const page = setUp()
    page.handle.start()
    const form = page.byId('form')
    const email = page.byId<HTMLInputElement>('email')
    await page.hydrateAppExcept(form)
    email.value = 'sol@example.com'
    email.dispatchEvent(new Event('input', { bubbles: true }))
    const taps = vi.fn()
    page.byId('quiz').addEventListener('click', taps)
    page.byId('quiz').click()
    expect(taps).toHaveBeenCalledTimes(1)
  })

  it('hands what was typed, ticked or chosen before hydration to the app as change events', async () => {
    const page = setUp()
    const email = page.byId<HTMLInputElement>('email')
    const box = page.byId<HTMLInputElement>('box')
    const state = page.byId<HTMLSelectElement>('state')
    email.value = 'ana@example.com'
    email.dispatchEvent(new Event('input', { bubbles: true }))
    box.checked = true
    box.dispatchEvent(new Event('change', { bubbles: true }))
    state.value = 'b'
    state.dispatchEvent(new Event('change', { bubbles: true }))
    // React renders its own (empty) state into the fields when it hydrates.
    email.value = ''
    box.checked = false
    state.value = 'a'
    const seen: string[] = []
    document.addEventListener('input', (event) =>
      seen.push(`input:${(event.target as HTMLInputElement).value}`),
    )
    document.addEventListener('click', (event) =>
      seen.push(`click:${(event.target as HTMLInputElement).checked}`),
    )
    document.addEventListener('change', (event) =>
      seen.push(`change:${(event.target as HTMLSelectElement).value}`),
    )
    await page.hydrateApp()
    // A click on a checkbox fires input and change after it, as in a browser.
    expect(seen).toEqual(['input:ana@example.com', 'click:true', 'input:on', 'change:on', 'change:b'])
    expect([email.value, box.checked, state.value]).toEqual(['ana@example.com', true, 'b'])
  })

  it('tries again on the next intent when the app could not load', async () => {
    const page = setUp()
    page.failNextImport()
    page.byId('quiz').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    await vi.waitFor(() => expect(page.handle.phase).toBe('waiting'))
    page.byId('quiz').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(page.imported).toHaveLength(2)
  })
})

describe('a node counts as hydrated once React has committed it', () => {
  const root = { tag: 3, flags: 0, alternate: { tag: 3 }, return: null }
  /** A button inside a Suspense boundary, the way React 19 links hydrated fibers. */
  function button({ boundaryFlags = 0, props = true, attached = true } = {}) {
    const suspense = { tag: 13, flags: 0, alternate: {}, return: attached ? root : null }
    const content = { tag: 7, flags: boundaryFlags, alternate: null, return: suspense }
    const fiber = { tag: 5, flags: 0, alternate: null, return: content }
    const element = document.createElement('button')
    Object.assign(element, { __reactFiber$x1: fiber }, props ? { __reactProps$x1: { onClick() {} } } : {})
    return element
  }

  it('is true for a committed node, false while its part is rendered but not committed', () => {
    expect(isMountedByReact(button())).toBe(true)
    // Hydrating (4096): React has rendered the part, given the node its props, not committed it.
    expect(isMountedByReact(button({ boundaryFlags: 4096 }))).toBe(false)
    expect(isMountedByReact(button({ boundaryFlags: 2 }))).toBe(false)
  })

  it('is false for a node React has not reached, or one whose tree is not on the page', () => {
    expect(isMountedByReact(document.createElement('button'))).toBe(false)
    expect(isMountedByReact(button({ props: false }))).toBe(false)
    expect(isMountedByReact(button({ attached: false }))).toBe(false)
  })
})

/** A stand-in window for the load-and-paint rule. */
function paintWindow({ readyState = 'loading', hidden = false, paintTiming = true } = {}) {
  const listeners: Record<string, () => void> = {}
  const paints: string[] = []
  let observe: ((names: string[]) => void) | undefined
  class FakeObserver {
    constructor(callback: (list: unknown, observer: unknown) => void) {
      observe = (names) =>
        callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, { disconnect() {} })
    }
    observe() {
      if (!paintTiming) throw new TypeError('paint timing unsupported')
    }
  }
  const win = {
    document: { readyState, visibilityState: hidden ? 'hidden' : 'visible' },
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener
    },
    performance: { getEntriesByName: (name: string) => paints.filter((p) => p === name) },
    PerformanceObserver: FakeObserver,
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  } as unknown as Win
  return {
    win,
    fireLoad: () => listeners.load?.(),
    paint: () => {
      paints.push('first-contentful-paint')
      observe?.(['first-paint', 'first-contentful-paint'])
    },
  }
}

describe('eager pages start after load and first paint', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits for load and then for the first contentful paint', () => {
    const page = paintWindow()
    const start = vi.fn()
    whenLoadedAndPainted(page.win, start)
    vi.advanceTimersByTime(1000)
    page.fireLoad()
    vi.advanceTimersByTime(1000)
    expect(start).not.toHaveBeenCalled()
    page.paint()
    expect(start).toHaveBeenCalled()
  })

  it('starts at once in a hidden tab or without paint timing, and after 3 s at worst', () => {
    const hidden = vi.fn()
    whenLoadedAndPainted(paintWindow({ readyState: 'complete', hidden: true }).win, hidden)
    expect(hidden).toHaveBeenCalled()
    const old = vi.fn()
    whenLoadedAndPainted(paintWindow({ readyState: 'complete', paintTiming: false }).win, old)
    expect(old).toHaveBeenCalled()
    const slow = vi.fn()
    whenLoadedAndPainted(paintWindow({ readyState: 'complete' }).win, slow)
    vi.advanceTimersByTime(2999)
    expect(slow).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(slow).toHaveBeenCalled()
  })
})
