import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd, pageHead, serializeJsonLd } from '../../src/domain/seo'

describe('pageHead', () => {
  const head = pageHead({
    title: 'Guías',
    description: 'Guías prácticas',
    path: '/guias',
    jsonLd: [{ '@type': 'Thing', name: 'x' }],
  })
  const meta = (key: string) =>
    head.meta.find(
      (entry) => ('name' in entry && entry.name === key) || ('property' in entry && entry.property === key),
    )

  it('builds the branded title and description', () => {
    expect(head.meta[0]).toEqual({ title: 'Guías | Ya Sé Cómo' })
    expect(meta('description')).toMatchObject({ content: 'Guías prácticas' })
  })
  it('sets canonical and Open Graph URLs on the site origin', () => {
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://yasecomo.mx/guias' }])
    expect(meta('og:url')).toMatchObject({ content: 'https://yasecomo.mx/guias' })
  })
  it("names the page's own share card, its size, type and what it shows", () => {
    expect(meta('og:image')).toMatchObject({ content: 'https://yasecomo.mx/og/guias.jpg' })
    expect(meta('og:image:width')).toMatchObject({ content: '1200' })
    expect(meta('og:image:height')).toMatchObject({ content: '630' })
    expect(meta('og:image:type')).toMatchObject({ content: 'image/jpeg' })
    expect(meta('og:image:alt')).toMatchObject({ content: 'Guías · Ya Sé Cómo' })
    expect(meta('twitter:card')).toMatchObject({ content: 'summary_large_image' })
  })
  it('takes the article type and a card given by the route', () => {
    const guide = pageHead({
      title: 'T',
      description: 'd',
      path: '/guias/x',
      type: 'article',
      image: '/og/x.jpg',
    })
    const guideMeta = (key: string) =>
      guide.meta.find((entry) => 'property' in entry && entry.property === key)
    expect(guideMeta('og:type')).toMatchObject({ content: 'article' })
    expect(guideMeta('og:image')).toMatchObject({ content: 'https://yasecomo.mx/og/x.jpg' })
  })
  it('accepts another title suffix', () => {
    const store = pageHead({ title: 'Diario Dalia', description: 'd', path: '/x', titleSuffix: ' | Tienda' })
    expect(store.meta[0]).toEqual({ title: 'Diario Dalia | Tienda' })
  })
  it('emits JSON-LD scripts', () => {
    expect(head.scripts).toEqual([{ type: 'application/ld+json', children: '{"@type":"Thing","name":"x"}' }])
  })
})

describe('JSON-LD helpers', () => {
  it('cannot close the script tag', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Inicio', path: '/' },
        { name: 'Guías', path: '/guias' },
      ]),
    ).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Inicio', item: 'https://yasecomo.mx/' },
        { position: 2, name: 'Guías', item: 'https://yasecomo.mx/guias' },
      ],
    })
  })
})
