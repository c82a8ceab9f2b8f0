import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  findNotFoundRoute,
  loadNotFoundRoutes,
  notFoundRowFor,
  probePath,
} from '../../data/not-found-routes.schema'
import { DataFileError, parseDataFile, uniqueField } from '../../data/parse'
import { dataFiles } from '../../data/registry'
import { loadSite } from '../../data/site.schema'

const readJson = (file: string) => JSON.parse(readFileSync(path.join('data', file), 'utf8'))

describe('parseDataFile', () => {
  const schema = v.pipe(
    v.array(v.object({ id: v.string(), url: v.pipe(v.string(), v.startsWith('https://', 'must be https')) })),
    uniqueField('url'),
  )

  it('returns the typed model for valid data', () => {
    expect(parseDataFile('data/x.json', schema, [{ id: 'a', url: 'https://a.mx' }])).toEqual([
      { id: 'a', url: 'https://a.mx' },
    ])
  })
  it('names the file, the record (index and id) and the field', () => {
    const bad = [
      { id: 'a', url: 'https://a.mx' },
      { id: 'b', url: 'http://b.mx' },
    ]
    expect(() => parseDataFile('data/x.json', schema, bad)).toThrow(
      'data/x.json: record 1 (id "b"), field "url": must be https',
    )
  })
  it('reports duplicates from list-wide checks on the later record', () => {
    const dup = [
      { id: 'a', url: 'https://a.mx' },
      { id: 'b', url: 'https://A.mx ' },
    ]
    expect(() => parseDataFile('data/x.json', schema, dup)).toThrow(
      /record 1 \(id "b"\), field "url": duplicate value/,
    )
  })
  it('throws a DataFileError', () => {
    expect(() => parseDataFile('data/x.json', schema, {})).toThrow(DataFileError)
  })
})

describe('real data files', () => {
  it.each(dataFiles.map((entry) => [entry.file, entry.load] as const))('%s is valid', (file, load) => {
    expect(() => load(readJson(file))).not.toThrow()
  })

  it('site config has the four nav groups with terms and privacy only in the footer', () => {
    const site = loadSite()
    expect(site.nav.map((group) => group.label)).toEqual(['Aprende', 'Explora', 'Sobre YaSé', 'Ayuda'])
    const ayuda = site.nav[3]?.links.filter((link) => link.footerOnly).map((link) => link.to)
    expect(ayuda).toEqual(['/terminos-de-servicio', '/politica-de-privacidad'])
  })

  it('rejects a corrupted site config naming the field', () => {
    const corrupted = readJson('site.json')
    corrupted.socials[1].url = 'http://instagram.com/yasecomo'
    expect(() => loadSite(corrupted)).toThrow(
      'data/site.json: field "socials.1.url": must be an https:// URL',
    )
  })
})

describe('not-found table', () => {
  const routes = loadNotFoundRoutes([
    { id: 'guias', pattern: '/guias/:articleId', action: 'page' },
    { id: 'becas', pattern: '/becas/:idx', action: 'redirect', to: '/becas' },
    { id: 'modulos', pattern: '/cursos/:courseId/:moduleId', action: 'page' },
  ])
  it('matches one segment per placeholder', () => {
    expect(findNotFoundRoute('/guias/no-existe', routes)?.id).toBe('guias')
    expect(findNotFoundRoute('/guias/no-existe/', routes)?.id).toBe('guias')
    expect(findNotFoundRoute('/guias/a/b', routes)).toBeUndefined()
    expect(findNotFoundRoute('/cursos/x/y', routes)?.id).toBe('modulos')
    expect(findNotFoundRoute('/otra', routes)).toBeUndefined()
  })
  it('renders each row from a probe path that names the row', () => {
    const modulos = routes[2] as (typeof routes)[number]
    expect(probePath(modulos)).toBe('/__no-encontrado__/modulos')
    expect(notFoundRowFor(probePath(modulos), routes)?.id).toBe('modulos')
    expect(notFoundRowFor('/guias/otro', routes)?.id).toBe('guias')
    expect(notFoundRowFor('/nada', routes)).toBeUndefined()
  })
  it('rejects a redirect without a target', () => {
    expect(() => loadNotFoundRoutes([{ id: 'x', pattern: '/x/:id', action: 'redirect' }])).toThrow(
      /record 0 \(id "x"\), field "to"/,
    )
  })
})

describe('npm run validate', () => {
  it('fails on a corrupted copy of data/ with file, record and field in the message', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'yasecomo-data-'))
    cpSync('data', dir, { recursive: true })
    const site = readJson('site.json')
    site.nav[0].links[0].to = 'cursos sin barra'
    writeFileSync(path.join(dir, 'site.json'), JSON.stringify(site))
    let output = ''
    let status = 0
    try {
      execFileSync('npx', ['tsx', 'scripts/validate-data.ts'], {
        env: { ...process.env, DATA_DIR: dir },
        stdio: 'pipe',
      })
    } catch (error) {
      const failure = error as { status: number; stderr: Buffer }
      status = failure.status
      output = failure.stderr.toString()
    }
    expect(status).toBe(1)
    expect(output).toContain(
      'data/site.json: field "nav.0.links.0.to": must be an internal path such as /becas',
    )
  }, 30_000)
})
