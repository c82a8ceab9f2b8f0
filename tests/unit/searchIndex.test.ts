import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import MiniSearch from 'minisearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadCommunities } from '../../data/communities.schema'
import { loadFaq } from '../../data/faq.schema'
import { loadSearchAliases, type SearchAliasEntry } from '../../data/search-aliases.schema'
import { loadSearchSynonyms } from '../../data/search-synonyms.schema'
import { readModuleFiles } from '../../scripts/moduleFiles'
import {
  applyAliases,
  buildSearchIndex,
  communityRecords,
  faqRecords,
  pageRecord,
  type SearchRecord,
  sectionRecords,
  sitePageRecord,
  synonymProblems,
  textPacks,
} from '../../scripts/searchIndex'
import { faqAnswerId } from '../../src/domain/faqAnchor'
import {
  packOf,
  type SearchDocument,
  type SearchWordsFile,
  searchIndexOptions,
  type TextPack,
} from '../../src/domain/searchDocument'
import { NOT_SEARCHED, RESULT_CONTEXT, searchableAs } from '../../src/domain/searchKinds'

const attributes = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ')

/** A page as the build writes it: header and footer around <main>. */
const page = (main: string, description = '') => `<!DOCTYPE html><html lang="es-MX"><head><title>x</title>
<meta name="description" content="${description}"></head><body>
<header ${attributes(NOT_SEARCHED)}><nav><a href="/becas">Becas</a> <a href="/guias">Guías</a> menuitem</nav></header>
<main>${main}</main>
<footer ${attributes(NOT_SEARCHED)}>piedepagina Ya Sé Cómo</footer></body></html>`

const beca = page(`<article ${attributes(searchableAs('becas'))}>
    <a class="back-link" ${attributes(NOT_SEARCHED)} href="/becas">Volver a todas las becas</a>
    <header><span class="badge">Ciencias de la Salud</span><h1>Beca de Enfermería Comunitaria</h1>
    <p class="lead" ${attributes(RESULT_CONTEXT)}>Secretaría de Salud</p></header>
    <img src="/x.svg" alt="Ilustración"><br>
    <h2>Descripción</h2><p>Apoyo mensual para estudiantes de <strong>enfermería</strong>.</p>
    <table><caption ${attributes(NOT_SEARCHED)}>Datos de la beca</caption><tr><th>Institución</th><td>Secretaría de Salud</td></tr></table>
    <button type="button">Compartir</button>
    <section ${attributes(NOT_SEARCHED)}><h2>Convocatoria</h2><p>fechaporconfirmar</p></section></article>`)

describe('a built page as a search record', () => {
  it('takes the marked content only: its <h1> as the title, headings apart, every block on its own', () => {
    expect(pageRecord(beca, '/becas/7')).toEqual({
      url: '/becas/7',
      title: 'Beca de Enfermería Comunitaria',
      context: 'Secretaría de Salud',
      headings: ['Descripción'],
      blocks: [
        'Ciencias de la Salud',
        'Apoyo mensual para estudiantes de enfermería.',
        'Institución',
        'Secretaría de Salud',
      ],
      kind: 'becas',
    })
  })

  it('never runs the words of two blocks together (issue 31: «Datos de la becaInstitución»)', () => {
    const record = pageRecord(
      page(
        `<div ${attributes(searchableAs('guias'))}><h1>Guía</h1><ul><li>uno</li><li>dos</li></ul><dl><dt>Monto</dt><dd>$1,000</dd></dl></div>`,
      ),
      '/guias/x',
    )
    expect(record?.blocks).toEqual(['uno', 'dos', 'Monto', '$1,000'])
  })

  it('is null for a page that marks nothing, and fails naming the page without a title or with an unknown kind', () => {
    expect(pageRecord(page('<h1>Quiénes somos</h1><p>nosotros</p>'), '/quienes-somos')).toBeNull()
    expect(() =>
      pageRecord(page(`<div ${attributes(searchableAs('guias'))}><p>sin título</p></div>`), '/guias/y'),
    ).toThrow('/guias/y: the searchable content has no <h1>')
    expect(() => pageRecord(page('<div data-search="recetas"><h1>x</h1></div>'), '/x')).toThrow(
      '/x: data-search="recetas"',
    )
  })
})

describe('the search index written into the build', () => {
  let dir = ''
  let index: MiniSearch<SearchDocument>
  let version = ''
  const record: SearchRecord = {
    url: '/cursos/finanzas-personales/modulo-2?seccion=mitos',
    title: 'Mitos sobre el presupuesto',
    context: 'Módulo 2: Presupuesto · Finanzas personales',
    headings: [],
    blocks: ['No necesitas ganar mucho para hacer uno.', 'Tus presupuestos cambian con cada quincena.'],
    kind: 'cursos',
    label: 'Sección del curso',
    weight: 0.8,
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'yasecomo-search-'))
    mkdirSync(path.join(dir, 'becas', '7'), { recursive: true })
    writeFileSync(path.join(dir, 'becas', '7', 'index.html'), beca)
    mkdirSync(path.join(dir, 'quienes-somos'))
    writeFileSync(
      path.join(dir, 'quienes-somos', 'index.html'),
      page(
        '<h1>¿Quiénes somos?</h1><p>Un equipo pequeño de jóvenes.</p>',
        'Un proyecto de jóvenes para jóvenes.',
      ),
    )
    await buildSearchIndex(
      dir,
      [record],
      [],
      [
        { path: '/becas/7', aliases: ['beca para enfermeras'] },
        {
          path: '/quienes-somos',
          aliases: ['quiénes somos', 'equipo'],
          page: { title: '¿Quiénes somos?', kind: 'sitio', label: 'Página', text: 'page' },
        },
      ],
    )
    version = (
      JSON.parse(readFileSync(path.join(dir, 'search', 'version.json'), 'utf8')) as { version: string }
    ).version
    index = MiniSearch.loadJSON(
      readFileSync(path.join(dir, 'search', 'v', version, 'index.json'), 'utf8'),
      searchIndexOptions,
    )
  }, 60_000)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  const stored = (url: string) =>
    index.search(MiniSearch.wildcard).find((result) => result.url === url) as unknown as
      | SearchDocument
      | undefined

  it('holds the marked pages, the records and the pages the aliases file lists, with what a result shows', () => {
    expect(index.documentCount).toBe(3)
    expect(stored('/quienes-somos')).toMatchObject({
      title: '¿Quiénes somos?',
      kind: 'sitio',
      label: 'Página',
      aliases: 'quiénes somos\nequipo',
    })
    expect(stored('/becas/7')?.aliases).toBe('beca para enfermeras')
    expect(stored('/becas/7')).toMatchObject({
      title: 'Beca de Enfermería Comunitaria',
      kind: 'becas',
      context: 'Secretaría de Salud',
    })
    expect(stored(record.url)).toMatchObject({ kind: 'cursos', label: 'Sección del curso', weight: 0.8 })
  })

  it('finds words with or without accents, and nothing of what the page leaves out', () => {
    expect(index.search('enfermeria').map((result) => result.url)).toEqual(['/becas/7'])
    expect(index.search('enfermeras').map((result) => result.url)).toEqual(['/becas/7'])
    expect(index.search('jovenes').map((result) => result.url)).toEqual(['/quienes-somos'])
    for (const left of ['fechaporconfirmar', 'menuitem', 'piedepagina', 'compartir', 'volver']) {
      expect(index.search(left), left).toEqual([])
    }
  })

  it("writes each document's text by blocks in packs, and every word sorted, all under the build's version", () => {
    const words = JSON.parse(
      readFileSync(path.join(dir, 'search', 'v', version, 'words.json'), 'utf8'),
    ) as SearchWordsFile
    const id = (stored('/becas/7') as unknown as { id: number }).id
    const pack = packOf(words.packs, id)
    const text = JSON.parse(
      readFileSync(path.join(dir, 'search', 'v', version, 'texts', `${pack}.json`), 'utf8'),
    ) as TextPack
    expect(text.blocks[id - (words.packs[pack] ?? 0)]).toContain(
      'Apoyo mensual para estudiantes de enfermería.',
    )
    expect(words.words).toEqual([...words.words].sort())
    expect(words.words).toEqual(expect.arrayContaining(['enfermeria', 'presupuesto', 'presupuestos']))
    expect(words.words).not.toContain('para')
  })
})

describe('text packs', () => {
  const record = (url: string, characters: number): SearchRecord => ({
    url,
    title: 't',
    context: '',
    headings: [],
    blocks: ['x'.repeat(characters)],
    kind: 'becas',
  })

  it('keep neighbours together — a kind of page, a module’s sections — up to 6,000 characters', () => {
    const records = [
      record('/becas/0', 2500),
      record('/becas/1', 2500),
      record('/becas/10', 2500),
      record('/guias/a', 100),
      record('/cursos/finanzas/modulo-1?seccion=a', 100),
      record('/cursos/finanzas/modulo-1?seccion=b', 100),
      record('/cursos/finanzas/modulo-2?seccion=a', 100),
      record('/comunidades?estado=X#a', 100),
      record('/comunidades?estado=Y#b', 100),
    ]
    expect(textPacks(records)).toEqual([0, 2, 3, 4, 6, 7])
  })

  it('are found back by document id', () => {
    expect([0, 1, 2, 3, 6, 9].map((id) => packOf([0, 2, 3, 4, 6, 7], id))).toEqual([0, 0, 1, 2, 4, 5])
  })
})

describe('the synonym list', () => {
  it('is checked against the words of the site: an alternative no page uses is refused', () => {
    const vocabulary = new Set(['trabajo', 'empleo', 'ciudad', 'mexico'])
    expect(synonymProblems([{ word: 'chamba', alsoSearch: ['trabajo', 'empleo'] }], vocabulary)).toEqual([])
    expect(synonymProblems([{ word: 'cdmx', alsoSearch: ['Ciudad de México'] }], vocabulary)).toEqual([])
    expect(synonymProblems([{ word: 'jale', alsoSearch: ['chambita'] }], vocabulary)).toEqual([
      '«jale» → «chambita»: no page uses «chambita»',
    ])
    expect(synonymProblems([{ word: 'para', alsoSearch: ['trabajo'] }], vocabulary)).toEqual([
      '«para» is a stop word: it is never searched',
    ])
  })

  it('has only words a student types, each with its alternatives', () => {
    expect(loadSearchSynonyms().find((entry) => entry.word === 'chamba')?.alsoSearch).toEqual([
      'trabajo',
      'empleo',
    ])
  })
})

describe('results without a page of their own', () => {
  it('has one record per section of every module, opening that section, the lessons counting most', () => {
    const modules = readModuleFiles()
    const sections = sectionRecords(modules)
    expect(sections).toHaveLength(modules.reduce((sum, module) => sum + module.sections.length, 0))
    expect(new Set(sections.map((section) => section.url)).size).toBe(sections.length)
    const mitos = sections.find((section) =>
      section.url.endsWith('finanzas-personales/modulo-2?seccion=mitos'),
    )
    expect(mitos?.context).toMatch(/^Módulo 2: .+ · Finanzas personales/)
    const weight = (id: string) =>
      sections.find((section) => section.url.endsWith(`modulo-2?seccion=${id}`))?.weight
    expect(weight('lectura')).toBeUndefined()
    expect(weight('mitos')).toBe(0.8)
    expect(weight('quiz')).toBe(0.5)
    expect(weight('bibliografia')).toBe(0.5)
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

describe('the pages students call by name (data/search-aliases.json)', () => {
  const about: SearchAliasEntry = {
    path: '/quienes-somos',
    aliases: ['quiénes somos'],
    page: { title: '¿Quiénes somos?', kind: 'sitio', label: 'Página', text: 'summary' },
  }
  const built = page(
    '<h1>Algo más largo</h1><p>Somos un equipo.</p><form><label>Correo</label></form>',
    'Un proyecto hecho por jóvenes.',
  )

  it("reads a page that marks nothing from its <main>: the description alone, or every block, never a form's text", () => {
    expect(sitePageRecord(built, about)).toEqual({
      url: '/quienes-somos',
      title: '¿Quiénes somos?',
      context: '',
      headings: [],
      blocks: ['Un proyecto hecho por jóvenes.'],
      kind: 'sitio',
      label: 'Página',
    })
    const whole = { ...about, page: { ...about.page, text: 'page', weight: 0.5 } } as SearchAliasEntry
    expect(sitePageRecord(built, whole)).toMatchObject({
      blocks: ['Un proyecto hecho por jóvenes.', 'Somos un equipo.'],
      weight: 0.5,
    })
  })

  it('refuses, naming the path, a page the build did not write and a name for no result', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'yasecomo-aliases-'))
    try {
      mkdirSync(path.join(dir, 'quienes-somos'))
      writeFileSync(path.join(dir, 'quienes-somos', 'index.html'), built)
      const marked = pageRecord(beca, '/becas/7')
      const { records, problems } = await applyAliases(dir, marked ? [marked] : [], [
        about,
        { ...about, path: '/mi-lana' },
        { path: '/guias/no-existe', aliases: ['guía perdida'] },
        { ...about, path: '/becas/7', aliases: ['beca de enfermería'] },
      ])
      expect(problems).toEqual([
        '/mi-lana: the build wrote no such page',
        '/becas/7 is already a result: give it names without «page»',
        '/guias/no-existe is not a result: list it with «page» or fix the path',
      ])
      expect(records.map((record) => [record.url, record.aliases])).toEqual([
        ['/becas/7', ['beca de enfermería']],
        ['/quienes-somos', ['quiénes somos']],
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('gives each name to one page only, in a file the build validates', () => {
    const entries = loadSearchAliases()
    expect(entries.find((entry) => entry.path === '/mi-lana')?.aliases).toContain('mi lana')
    const twice = [...entries, { path: '/otra', aliases: ['Mi lana'] }]
    expect(() => loadSearchAliases(twice)).toThrow('a name belongs to one page only')
    expect(() => loadSearchAliases([{ path: 'mi-lana', aliases: ['lana'] }])).toThrow('a path of the site')
  })
})

describe('the answers of /preguntas-frecuentes', () => {
  it('are each a result of their own, opening the page at the answer', () => {
    const answers = faqRecords()
    const questions = loadFaq().flatMap((section) => section.items.map((item) => item.question))
    expect(answers).toHaveLength(questions.length)
    expect(answers[0]).toMatchObject({
      url: `/preguntas-frecuentes#${faqAnswerId(questions[0] ?? '')}`,
      title: questions[0],
      kind: 'sitio',
      label: 'Pregunta frecuente',
    })
    expect(faqAnswerId('¿Dónde se guarda lo que anoto en «Mi lana»?')).toBe(
      'donde-se-guarda-lo-que-anoto-en-mi-lana',
    )
  })
})
