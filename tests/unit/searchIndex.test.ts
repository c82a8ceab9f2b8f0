import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadCommunities } from '../../data/communities.schema'
import { readModuleFiles } from '../../scripts/moduleFiles'
import {
  buildSearchIndex,
  communityRecords,
  INDEX_LANGUAGE,
  type SearchRecord,
  sectionRecords,
} from '../../scripts/searchIndex'
import { NOT_SEARCHED, searchableAs } from '../../src/lib/searchKinds'

const attributes = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ')

/** A page as the build writes it: header and footer around <main>, Spanish from <html lang>. */
const page = (main: string) => `<!DOCTYPE html><html lang="es-MX"><head><title>x</title></head><body>
<header ${attributes(NOT_SEARCHED)}><nav><a href="/becas">Becas</a> <a href="/guias">Guías</a> menuitem</nav></header>
<main>${main}</main>
<footer ${attributes(NOT_SEARCHED)}>piedepagina Ya Sé Cómo</footer></body></html>`

const fixtures: Record<string, string> = {
  'becas/7/index.html': page(`<article ${attributes(searchableAs('becas'))}>
    <a class="back-link" ${attributes(NOT_SEARCHED)} href="/becas">Volver a todas las becas</a>
    <h1>Beca de Enfermería Comunitaria</h1><p>Apoyo mensual para estudiantes de enfermería.</p>
    <section ${attributes(NOT_SEARCHED)}><h2>Convocatoria</h2><p>fechaporconfirmar</p></section></article>`),
  'guias/presupuesto/index.html': page(`<article ${attributes(searchableAs('guias'))}>
    <h1>Tu primer presupuesto</h1><p>Cómo repartir la quincena.</p></article>
    <section ${attributes(NOT_SEARCHED)}><h2>Últimos Artículos</h2><p>otroarticulo</p></section>`),
  // A page no one marked: not in the index at all.
  'quienes-somos/index.html': page('<h1>Quiénes somos</h1><p>nosotrosequipo</p>'),
}

const record: SearchRecord = {
  url: '/cursos/finanzas-personales/modulo-2?seccion=mitos',
  title: 'Mitos sobre el presupuesto',
  context: 'Módulo 2: Presupuesto · Finanzas personales',
  content: 'Mitos sobre el presupuesto\nNo necesitas ganar mucho para hacer uno.',
  kind: 'cursos',
}

interface Fragment {
  url: string
  content: string
  filters: Record<string, string[]>
  meta: Record<string, string>
}

describe('the search index (Pagefind over the built pages)', () => {
  let dir = ''
  let fragments: Fragment[] = []
  let entry: { languages: Record<string, { page_count: number }> }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'yasecomo-search-'))
    for (const [file, html] of Object.entries(fixtures)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), html)
    }
    await buildSearchIndex(dir, [record])
    const fragmentDir = path.join(dir, 'pagefind', 'fragment')
    // Each fragment is gzip: Pagefind's marker, then the indexed page as JSON.
    fragments = readdirSync(fragmentDir).map((name) => {
      const text = gunzipSync(readFileSync(path.join(fragmentDir, name))).toString('utf8')
      return JSON.parse(text.slice(text.indexOf('{'))) as Fragment
    })
    entry = JSON.parse(readFileSync(path.join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8'))
  }, 60_000)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  const byUrl = (url: string) => fragments.find((fragment) => fragment.url === url)

  it('indexes only the marked pages and the records, in Spanish', () => {
    expect(fragments.map((fragment) => fragment.url).sort()).toEqual(
      ['/becas/7/', '/guias/presupuesto/', record.url].sort(),
    )
    expect(Object.keys(entry.languages)).toEqual([INDEX_LANGUAGE])
  })

  it('keeps the marked content and leaves out what is ignored, the header and the footer', () => {
    const beca = byUrl('/becas/7/')?.content ?? ''
    expect(beca).toContain('Apoyo mensual para estudiantes de enfermería')
    for (const left of ['Volver a todas las becas', 'fechaporconfirmar', 'menuitem', 'piedepagina']) {
      expect(beca).not.toContain(left)
    }
    expect(byUrl('/guias/presupuesto/')?.content).not.toContain('otroarticulo')
  })

  it('gives every result its kind, its title and, for records, what it is part of', () => {
    expect(byUrl('/becas/7/')?.filters).toEqual({ tipo: ['becas'] })
    expect(byUrl('/becas/7/')?.meta.title).toBe('Beca de Enfermería Comunitaria')
    expect(byUrl('/guias/presupuesto/')?.filters).toEqual({ tipo: ['guias'] })
    expect(byUrl(record.url)).toMatchObject({
      filters: { tipo: ['cursos'] },
      meta: { title: record.title, context: record.context },
    })
  })
})

describe('results without a page of their own', () => {
  it('has one record per section of every module, opening that section', () => {
    const modules = readModuleFiles()
    const sections = sectionRecords(modules)
    expect(sections).toHaveLength(modules.reduce((sum, module) => sum + module.sections.length, 0))
    expect(new Set(sections.map((section) => section.url)).size).toBe(sections.length)
    const mitos = sections.find((section) =>
      section.url.endsWith('finanzas-personales/modulo-2?seccion=mitos'),
    )
    expect(mitos?.url).toBe('/cursos/finanzas-personales/modulo-2?seccion=mitos')
    expect(mitos?.context).toMatch(/^Módulo 2: .+ · Finanzas personales/)
  })

  it('has one record per community group, opening /comunidades on its state, at its card', () => {
    const groups = communityRecords()
    expect(groups).toHaveLength(loadCommunities().length)
    expect(new Set(groups.map((group) => group.url)).size).toBe(groups.length)
    expect(groups.find((group) => group.title.startsWith('UANL'))?.url).toBe(
      '/comunidades?estado=Nuevo%20Le%C3%B3n#uanl-universidad-autonoma-de-nuevo-leon',
    )
  })
})
