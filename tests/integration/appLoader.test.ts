import { MessageChannel } from 'node:worker_threads'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runAppLoader, whenLoadedAndPainted, whenSeen } from '../../src/enhance/appLoader'
import {
  APP_HYDRATED_EVENT,
  APP_STARTING_EVENT,
  PART_READY_EVENT,
  READY_ATTRIBUTE,
  SEEN_ATTRIBUTE,
} from '../../src/enhance/pageContract'

type Win = Window & typeof globalThis

/**
 * A page as the build writes it: parts declared with the kinds of early input they keep,
 * and controls outside any part (a link, a popover invoker, a native button).
 */
function setUp({ eager = false } = {}) {
  document.head.innerHTML = ''
  document.body.innerHTML = `
    <a href="/guias" id="link">Guías</a>
    <button type="button" id="burger" popovertarget="menu">Abrir menú</button>
    <button type="button" id="top">Volver arriba</button>
    <section id="launcher" data-app-part="quiz-launcher" data-app-keeps="tap">
      <button type="button" id="quiz">Comenzar Quiz</button>
    </section>
    <form id="form" data-app-part="signup" data-app-keeps="text submit tap">
      <input id="email" type="email" value=""><button id="send">Enviar</button>
    </form>
    <div id="filters" data-app-part="filters" data-app-keeps="tick choice">
      <label id="box-label"><input id="box" type="checkbox"> Solo abiertas</label>
      <select id="state"><option value="a" selected>A</option><option value="b">B</option></select>
    </div>
    <div id="carousel" data-app-part="carousel" data-app-keeps="swipe key tap">
      <div id="viewport" tabindex="0"><img alt=""></div>
      <button type="button" id="next">Siguiente</button>
    </div>`
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
  )
  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T
  /** What a part does once React has hydrated it (useAppPart's layout effect). */
  const ready = (id: string) => {
    const part = byId(id)
    part.setAttribute(READY_ATTRIBUTE, '')
    part.dispatchEvent(new Event(PART_READY_EVENT, { bubbles: true }))
  }
  /** Resolves once the loader's replays (in the task after a part's ready) have run. */
  const afterReplay = () => new Promise((resolve) => setTimeout(resolve, 10))
  return {
    handle,
    imported,
    byId,
    ready,
    afterReplay,
    failNextImport: () => {
      fail = true
    },
  }
}

const click = (element: Element) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))

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

  it('fetches nothing on a page nobody touches, nor for a link or a control outside every part', () => {
    const page = setUp()
    page.byId('link').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    page.byId('burger').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    page.byId('top').dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    click(page.byId('top'))
    expect(page.imported).toEqual([])
    expect(page.handle.phase).toBe('waiting')
  })

  it('starts on the first sign of intent inside a part, once', () => {
    const page = setUp()
    page.byId('email').dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    page.byId('quiz').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(page.imported).toEqual(['/assets/index.js'])
    expect(
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
    ).toEqual(['/assets/react.js'])
    expect(page.handle.phase).toBe('loading')
  })

  it.each([
    ['a choice in a <select> with no focus or tap before it (autofill, a script)', 'state', 'change'],
    ['a box ticked', 'box', 'change'],
    ['typing', 'email', 'input'],
  ])('starts on %s', (_name, id, type) => {
    const page = setUp()
    page.byId(id).dispatchEvent(new Event(type, { bubbles: true }))
    expect(page.imported).toEqual(['/assets/index.js'])
  })

  it('starts on a tap on a <label> that does not focus its control (Safari)', () => {
    const page = setUp()
    page.byId('box-label').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(page.imported).toHaveLength(1)
  })

  it('holds a tap until its part is ready, then replays it exactly once', async () => {
    const page = setUp()
    const clicks = vi.fn()
    document.addEventListener('click', (event) => clicks((event.target as Element).id))
    const early = new MouseEvent('click', { bubbles: true, cancelable: true })
    page.byId('quiz').dispatchEvent(early)
    click(page.byId('quiz'))
    expect(early.defaultPrevented).toBe(true)
    expect(clicks).not.toHaveBeenCalled()
    expect(page.imported).toHaveLength(1)
    page.ready('launcher')
    // Not inside React's commit (the layout effect): in the next task.
    expect(clicks).not.toHaveBeenCalled()
    await page.afterReplay()
    expect(clicks.mock.calls).toEqual([['quiz']])
    // A ready part is left alone.
    click(page.byId('quiz'))
    expect(clicks).toHaveBeenCalledTimes(2)
  })

  it('replays each part when that part says it is ready, not before, whatever the rest does', async () => {
    const page = setUp()
    const log: string[] = []
    document.addEventListener('click', (event) => log.push(`click ${(event.target as Element).id}`))
    page.byId('form').addEventListener('submit', (event) => {
      event.preventDefault()
      log.push('submit')
    })
    click(page.byId('quiz'))
    page.byId<HTMLFormElement>('form').requestSubmit()
    page.ready('launcher')
    document.dispatchEvent(new Event(APP_HYDRATED_EVENT))
    await page.afterReplay()
    expect(log).toEqual(['click quiz'])
    // The form is a lazy part whose code comes seconds later.
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    await vi.advanceTimersByTimeAsync(10_000)
    vi.useRealTimers()
    expect(log).toEqual(['click quiz'])
    page.ready('form')
    await page.afterReplay()
    expect(log).toEqual(['click quiz', 'submit'])
  })

  it('holds a form submission (no page reload) and sends it once with the value left in the field', async () => {
    const page = setUp()
    const sent = vi.fn()
    const email = page.byId<HTMLInputElement>('email')
    email.value = 'ana@example.com'
    email.dispatchEvent(new Event('input', { bubbles: true }))
    const first = new Event('submit', { bubbles: true, cancelable: true })
    page.byId('form').dispatchEvent(first)
    page.byId('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    expect(first.defaultPrevented).toBe(true)
    page.byId('form').addEventListener('submit', (event) => {
      event.preventDefault()
      sent(email.value)
    })
    page.ready('form')
    await page.afterReplay()
    expect(sent.mock.calls).toEqual([['ana@example.com']])
  })

  it('lets ticks and choices happen natively: the part finds them in its fields', () => {
    const page = setUp()
    const box = page.byId<HTMLInputElement>('box')
    const tick = new MouseEvent('click', { bubbles: true, cancelable: true })
    box.dispatchEvent(tick)
    expect(tick.defaultPrevented).toBe(false)
    expect(box.checked).toBe(true)
  })

  it('holds arrow keys and swipes on a gesture part and replays them in order, once', async () => {
    const page = setUp()
    const viewport = page.byId('viewport')
    const seen: string[] = []
    for (const type of ['keydown', 'pointerdown', 'pointerup']) {
      viewport.addEventListener(type, (event) =>
        seen.push(
          type === 'keydown'
            ? `${type} ${(event as KeyboardEvent).key}`
            : `${type} ${(event as PointerEvent).clientX}`,
        ),
      )
    }
    const arrow = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true })
    viewport.dispatchEvent(arrow)
    // Tab moves focus natively; it is not the part's to keep.
    viewport.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }))
    viewport.dispatchEvent(new PointerEvent('pointerdown', { clientX: 300, pointerId: 7, bubbles: true }))
    viewport.dispatchEvent(new PointerEvent('pointerup', { clientX: 180, pointerId: 7, bubbles: true }))
    expect(arrow.defaultPrevented).toBe(true)
    expect(seen).toEqual(['keydown Tab'])
    expect(page.imported).toHaveLength(1)
    page.ready('carousel')
    await page.afterReplay()
    expect(seen).toEqual(['keydown Tab', 'keydown ArrowRight', 'pointerdown 300', 'pointerup 180'])
  })

  it('keeps a gesture whole when the pointer is released outside its part', async () => {
    const page = setUp()
    const seen: string[] = []
    page
      .byId('carousel')
      .addEventListener('pointerup', (event) => seen.push(`up ${(event as PointerEvent).clientX}`))
    const outside = vi.fn()
    page.byId('link').addEventListener('pointerup', outside)
    page
      .byId('viewport')
      .dispatchEvent(new PointerEvent('pointerdown', { clientX: 300, pointerId: 3, bubbles: true }))
    page
      .byId('link')
      .dispatchEvent(new PointerEvent('pointerup', { clientX: 40, pointerId: 3, bubbles: true }))
    page.ready('carousel')
    await page.afterReplay()
    // Replayed where the gesture began, as pointer capture would have it.
    expect(seen).toEqual(['up 40'])
    expect(outside).not.toHaveBeenCalled()
  })

  it('drops a held tap whose control left the page before its part was ready', async () => {
    const page = setUp()
    const quiz = page.byId('quiz')
    click(quiz)
    const clicks = vi.fn()
    quiz.addEventListener('click', clicks)
    quiz.remove()
    page.ready('launcher')
    await page.afterReplay()
    expect(clicks).not.toHaveBeenCalled()
  })

  it('says the page has settled once the app has hydrated and the main thread is idle', async () => {
    const page = setUp()
    page.handle.start()
    expect(page.handle.phase).toBe('loading')
    document.dispatchEvent(new Event(APP_HYDRATED_EVENT))
    await vi.waitFor(() => expect(page.handle.phase).toBe('ready'))
  })

  it('on a page with a placeholder only the app can fill, starts at the first touch, key or wheel anywhere', () => {
    for (const type of ['pointerdown', 'touchstart', 'keydown', 'wheel']) {
      const page = setUp()
      const starting = vi.fn()
      document.addEventListener(APP_STARTING_EVENT, starting, { once: true })
      document.body.insertAdjacentHTML('beforeend', `<p id="board" ${SEEN_ATTRIBUTE}>Cargando…</p>`)
      page.byId('link').dispatchEvent(new Event(type, { bubbles: true }))
      expect([type, page.imported]).toEqual([type, ['/assets/index.js']])
      expect(starting).toHaveBeenCalledTimes(1)
    }
    // Without one, a touch outside every part still fetches nothing (see above).
    const plain = setUp()
    plain.byId('link').dispatchEvent(new Event('touchstart', { bubbles: true }))
    plain.byId('top').dispatchEvent(new Event('wheel', { bubbles: true }))
    expect(plain.imported).toEqual([])
  })

  it('starts fetching a page’s many chunks a few per task, not all in one long task', async () => {
    setUp()
    document.head.innerHTML = ''
    const preloads = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`)
    const handle = runAppLoader({ entry: '/assets/index.js', preloads, eager: false }, window as Win, () =>
      Promise.resolve(),
    )
    const linked = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      )
    handle.start()
    expect(linked()).toEqual(preloads.slice(0, 4))
    await vi.waitFor(() => expect(linked()).toEqual(preloads))
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

describe('a placeholder only the app can fill starts it once it is on screen', () => {
  /** A window whose IntersectionObserver reports what the test says. */
  function seenWindow(html: string, { observer = true } = {}) {
    document.body.innerHTML = html
    let report: ((visible: boolean) => void) | undefined
    const observed: Element[] = []
    class FakeIntersectionObserver {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = (visible) => callback(observed.map(() => ({ isIntersecting: visible })))
      }
      observe(element: Element) {
        observed.push(element)
      }
      disconnect() {
        observed.length = 0
      }
    }
    const win = Object.assign(Object.create(window), {
      document,
      IntersectionObserver: observer ? FakeIntersectionObserver : undefined,
    }) as Win
    return { win, observed, report: (visible: boolean) => report?.(visible) }
  }

  it('waits while the placeholder is below the first screen, starts once it scrolls into view', () => {
    const page = seenWindow(
      `<p id="quick">Anotar un gasto</p><p ${SEEN_ATTRIBUTE}>Cargando tu presupuesto…</p>`,
    )
    const start = vi.fn()
    whenSeen(page.win, start)
    expect(page.observed).toHaveLength(1)
    page.report(false)
    expect(start).not.toHaveBeenCalled()
    page.report(true)
    expect(start).toHaveBeenCalledTimes(1)
    // Disconnected: later reports start nothing.
    page.report(true)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('does nothing on a page without one, nor where IntersectionObserver is missing (the first intent starts it)', () => {
    const start = vi.fn()
    const none = seenWindow('<p>Una guía</p>')
    whenSeen(none.win, start)
    expect(none.observed).toHaveLength(0)
    whenSeen(seenWindow(`<p ${SEEN_ATTRIBUTE}>Cargando…</p>`, { observer: false }).win, start)
    expect(start).not.toHaveBeenCalled()
  })
})
