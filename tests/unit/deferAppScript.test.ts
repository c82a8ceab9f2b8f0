import { describe, expect, it } from 'vitest'
import { DEFERRED_TYPE, deferAppScript, loaderScript } from '../../scripts/deferAppScript'
import { inlineScriptHashes } from '../../server/headers'

const page = [
  '<!DOCTYPE html><html lang="es-MX"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/index-A1.js" fetchPriority="low"/>',
  '<link rel="modulepreload" href="/assets/react-B2.js" fetchPriority="low"/>',
  '<link rel="modulepreload" href="/assets/guias._articleId-C3.js" fetchPriority="low"/>',
  '<link rel="preload" href="/assets/nunito.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '</head><body><main>Hola</main>',
  '<script data-tsr-stream-part="">self.$R={}</script>',
  '<script type="module" async="" src="/assets/index-A1.js"></script>',
  '<script>document.currentScript.remove();</script></body></html>',
].join('')

// A stand-in loader whose source has `$&` in it: replacement patterns must not expand.
const options = {
  loaderSource: 'self.yasecomoPage={load:function(c){self.$&=c}}',
  enhancementsUrl: '/assets/enhance-E5.js',
  eager: false,
  page: '/guias/presupuesto',
}

describe('deferAppScript', () => {
  const deferred = deferAppScript(page, options)

  it('takes every module preload out of the head and keeps the other links', () => {
    expect(deferred).not.toContain('<link rel="modulepreload"')
    expect(deferred).toContain('rel="preload" href="/assets/nunito.woff2"')
  })

  it('leaves the entry tag in place with a type the browser neither fetches nor runs', () => {
    expect(deferred).not.toMatch(/<script type="module"[^>]*async[^>]*src=/)
    expect(deferred).toContain(`<script type="${DEFERRED_TYPE}" async="" src="/assets/index-A1.js"></script>`)
  })

  it('puts the enhancement module and the inline loader, with the page’s own entry and preloads, in the head', () => {
    const inline = loaderScript(options, '/assets/index-A1.js', [
      '/assets/react-B2.js',
      '/assets/guias._articleId-C3.js',
    ])
    const head = deferred.slice(0, deferred.indexOf('</head>'))
    expect(head).toContain('<script type="module" src="/assets/enhance-E5.js"></script>')
    expect(head).toContain(`<script>${inline}</script>`)
    expect(inline).toContain('self.$&=c')
    expect(inline).toContain(
      'yasecomoPage.load({entry:"/assets/index-A1.js",preloads:["/assets/react-B2.js","/assets/guias._articleId-C3.js"],eager:false||location.search.length>1})',
    )
    expect(inlineScriptHashes(deferred)).toHaveLength(inlineScriptHashes(page).length + 1)
  })

  it('marks pages whose HTML must be corrected at once as eager', () => {
    expect(deferAppScript(page, { ...options, eager: true })).toContain(
      'eager:true||location.search.length>1',
    )
  })

  it('stops the build, naming the page, when the page has no entry script it recognises', () => {
    const staticPage = '<html><head></head><body><p>Sin conexión</p></body></html>'
    expect(() => deferAppScript(staticPage, options)).toThrow(/\/guias\/presupuesto has no app entry script/)
    // An entry written another way (a future Start) is not silently left alone either.
    const otherEntry = page.replace('<script type="module" async="" src=', '<script async type="module" src=')
    expect(() => deferAppScript(otherEntry, options)).toThrow(/\/guias\/presupuesto/)
    // Nor is a page deferred twice.
    expect(() => deferAppScript(deferred, options)).toThrow(/has no app entry script/)
  })

  it('refuses a loader that would close its own script tag', () => {
    expect(() => deferAppScript(page, { ...options, loaderSource: 'x="</script>"' })).toThrow(/<\/script/)
  })
})
