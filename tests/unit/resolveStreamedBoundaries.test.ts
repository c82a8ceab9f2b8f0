import { createElement as h, lazy, type ReactElement, Suspense } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { resolveStreamedBoundaries } from '../../scripts/resolveStreamedBoundaries'

function Form({ label }: { label: string }) {
  return h(
    'form',
    { className: 'signup' },
    h(
      'div',
      { className: 'row' },
      h('input', { 'aria-label': label }),
      h('div', null, h('button', { type: 'submit' }, 'Únete')),
    ),
  )
}

/** A page with two lazy parts, the second with a fallback, like the landing page's forms. */
function page() {
  let resolve = (_: { default: typeof Form }) => {}
  const loaded = new Promise<{ default: typeof Form }>((done) => {
    resolve = done
  })
  const LazyForm = lazy(() => loaded)
  const Page = () =>
    h(
      'main',
      null,
      h('p', null, 'Antes'),
      h(Suspense, { fallback: null }, h(LazyForm, { label: 'Correo' })),
      h(
        'section',
        null,
        h(Suspense, { fallback: h('p', null, 'Cargando…') }, h(LazyForm, { label: 'Otro' })),
      ),
      h('p', null, 'Después'),
    )
  return { Page, load: () => resolve({ default: Form }) }
}

async function render(element: ReactElement, whileRendering = () => {}) {
  const stream = await renderToReadableStream(element)
  whileRendering()
  return new Response(stream).text()
}

const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')

describe('resolveStreamedBoundaries', () => {
  it('turns a streamed page into the markup React renders when the lazy parts are already loaded', async () => {
    const { Page, load } = page()
    // First render: the module is not loaded yet, so React streams the parts at the end.
    const streamed = await render(h(Page), () => setTimeout(load, 5))
    expect(streamed).toContain('<div hidden id="S:0">')
    expect(streamed).toContain('$RC("B:1","S:1")')
    expect(streamed).toContain('Cargando…')
    // Second render of the same page: the module is loaded, the parts render in place.
    const inPlace = await render(h(Page))
    expect(inPlace).not.toContain('hidden id="S:')

    const resolved = resolveStreamedBoundaries(streamed, '/')
    expect(withoutScripts(resolved)).toBe(withoutScripts(inPlace))
    expect(resolved).not.toContain('$RC("')
    expect(resolved).not.toContain('Cargando…')
  })

  it('leaves a page without streamed parts as it is', async () => {
    const { Page, load } = page()
    load()
    await render(h(Page))
    const html = await render(h(Page))
    expect(resolveStreamedBoundaries(html, '/')).toBe(html)
  })

  it('stops the build, naming the page, on a segment without its placeholder', () => {
    expect(() =>
      resolveStreamedBoundaries('<body><div hidden id="S:3"><p>x</p></div></body>', '/becas/7'),
    ).toThrow('/becas/7: no placeholder B:3')
  })

  it('stops the build, naming the page, when React reveals segments some other way', async () => {
    const { Page, load } = page()
    const streamed = await render(h(Page), () => setTimeout(load, 5))
    // A React that renamed its reveal instruction: the segments would stay hidden.
    const renamed = streamed.replaceAll('$RC(', '$RV(')
    expect(() => resolveStreamedBoundaries(renamed, '/')).toThrow(/^resolveStreamedBoundaries: \/: no \$RC/)
  })

  it('stops the build on a placeholder whose segment never came', () => {
    const html = '<body><!--$?--><template id="B:0"></template><p>Cargando…</p><!--/$--></body>'
    expect(() => resolveStreamedBoundaries(html, '/contacto')).toThrow(
      '/contacto: unexpected streaming markup <template id="B:0">',
    )
  })
})
