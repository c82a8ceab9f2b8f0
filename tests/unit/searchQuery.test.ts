import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import { prepareText, type SearchDocument, searchIndexOptions } from '../../src/domain/searchDocument'
import { createLexicon, type SynonymEntry } from '../../src/domain/searchLexicon'
import {
  byRank,
  hasPhrase,
  isClearWinner,
  planQuery,
  type RankedDocument,
  rankDocuments,
} from '../../src/domain/searchQuery'
import { contentWords } from '../../src/domain/searchWords'

type Fixture = Partial<SearchDocument> & { url: string; title: string }

/** An index of `fixtures` as the build writes one, and the order «Buscar» gives `q` in it. */
function searchOver(fixtures: Fixture[], synonyms: SynonymEntry[] = []) {
  const documents: SearchDocument[] = fixtures.map((fixture, id) => ({
    id,
    context: '',
    kind: 'guias',
    headings: '',
    body: '',
    ...fixture,
  }))
  const index = new MiniSearch<SearchDocument>(searchIndexOptions)
  index.addAll(documents)
  const words = [
    ...new Set(
      documents.flatMap((doc) =>
        contentWords([doc.title, doc.aliases ?? '', doc.headings, doc.context, doc.body].join(' ')),
      ),
    ),
  ].sort()
  const lexicon = createLexicon(words, synonyms)
  return (q: string) => {
    const plan = planQuery(q, index, lexicon)
    const ranked = rankDocuments(plan, index)
    for (const entry of ranked) {
      const doc = documents[entry.id]
      entry.phrase = hasPhrase(entry, prepareText([doc?.headings ?? '', doc?.body ?? ''])) ? 1 : 0
    }
    ranked.sort(byRank)
    return { plan, ranked, urls: ranked.map((entry) => entry.document.url) }
  }
}

describe('«Buscar» ranks by the rules of decision 0009', () => {
  it('puts a word in the title or a heading above the same word in the text', () => {
    const search = searchOver([
      {
        url: '/texto',
        title: 'Guía de la quincena',
        body: 'Cada quincena revisa tu presupuesto, tu presupuesto y tu presupuesto.',
      },
      { url: '/titulo', title: 'Tu presupuesto', body: 'Cada quincena revisa en qué gastas.' },
      {
        url: '/subtitulo',
        title: 'Guía de gastos',
        headings: 'El presupuesto',
        body: 'Cada quincena revisa en qué gastas.',
      },
    ])
    expect(search('presupuesto').urls).toEqual(['/titulo', '/subtitulo', '/texto'])
  })

  it('puts a page matching every word above one matching some, however strong', () => {
    const search = searchOver([
      {
        url: '/algunas',
        title: 'Beca de alimentación',
        headings: 'Alimentación',
        body: 'Comida gratis: alimentación diaria.',
      },
      { url: '/todas', title: 'Apoyos', body: 'Una beca de transporte que incluye alimentación.' },
    ])
    expect(search('beca transporte alimentacion').urls).toEqual(['/todas', '/algunas'])
  })

  it('ranks the exact word above its stem, its stem above a word it begins, and a plural as the word itself', () => {
    const search = searchOver([
      { url: '/prefijo', title: 'Presupuestología', body: 'Guía.' },
      { url: '/raiz', title: 'Presupuestar', body: 'Guía.' },
      { url: '/exacta', title: 'Presupuesto', body: 'Guía.' },
    ])
    // The word being typed is looked for as a beginning too: «presupuesto» counts as exact.
    expect(search('guia presupuesto').urls).toEqual(['/exacta', '/raiz', '/prefijo'])
    // Not being typed, it is not a beginning: «Presupuestología» matches only «guía».
    const notLast = search('presupuesto guia').ranked
    expect(notLast.map((entry) => [entry.document.url, entry.matched])).toEqual([
      ['/exacta', 2],
      ['/raiz', 2],
      ['/prefijo', 1],
    ])
    const plural = searchOver([
      { url: '/singular', title: 'Beca', body: 'Historias.' },
      { url: '/plural', title: 'Becas', body: 'Historias.' },
    ])
    const variants = plural('becas').plan.words[0]?.variants ?? []
    expect(variants.find((variant) => variant.words[0] === 'beca')?.match).toBe('exact')
  })

  it('counts a beginning only on the last word, the one being typed', () => {
    const search = searchOver([
      { url: '/cetes', title: 'Invertir en CETES', body: 'Cetesdirecto desde 100 pesos.' },
      { url: '/cetina', title: 'Beca Rita Cetina', body: 'Para secundaria.' },
    ])
    expect(search('cet').urls).toEqual(['/cetes', '/cetina'])
    expect(search('cet invertir').urls).toEqual(['/cetes'])
    expect(search('cetes').urls).toEqual(['/cetes'])
  })

  it('never matches a stop word: «como» does not find «comida», a query of only stop words finds nothing', () => {
    const search = searchOver([
      { url: '/comida', title: 'Beca de alimentación', body: 'Una comida gratis al día.' },
      { url: '/presupuesto', title: 'Tu primer presupuesto', body: 'Paso a paso.' },
    ])
    expect(search('como hacer un presupuesto').urls).toEqual(['/presupuesto'])
    expect(search('como que para una el de').plan.words).toEqual([])
    expect(search('como que para una el de').urls).toEqual([])
  })

  it('puts a phrase in order above the same words scattered', () => {
    const search = searchOver([
      { url: '/sueltas', title: 'Apoyos', body: 'Tu tarjeta llega por correo. El crédito se pide aparte.' },
      { url: '/frase', title: 'Apoyos', body: 'Tu crédito llega por correo. La tarjeta se pide aparte.' },
      {
        url: '/frase-en-orden',
        title: 'Apoyos',
        body: 'La tarjeta de crédito llega por correo. Se pide aparte.',
      },
    ])
    expect(search('tarjeta de credito').urls[0]).toBe('/frase-en-orden')
  })

  it('forgives one typo from 4 letters and two from 8, swaps included, and says what it searched', () => {
    const search = searchOver([
      { url: '/presupuesto', title: 'Tu presupuesto', body: 'Criptomonedas y una beca.' },
    ])
    expect(search('presupusto').urls).toEqual(['/presupuesto'])
    expect(search('presupusto').plan.corrected).toEqual([{ typed: 'presupusto', used: 'presupuesto' }])
    expect(search('presupsto').plan.corrected).toEqual([{ typed: 'presupsto', used: 'presupuesto' }])
    expect(search('critpomonedas').urls).toEqual(['/presupuesto'])
    expect(search('bcea').urls).toEqual(['/presupuesto'])
    expect(search('bcaa').urls).toEqual([])
    expect(search('presupusto quincena').plan.searched).toBe('presupuesto')
  })

  it('ranks a typo below the word typed right', () => {
    const search = searchOver([
      { url: '/casa', title: 'Casa', body: 'Historias.' },
      { url: '/cosa', title: 'Cosa', body: 'Historias.' },
    ])
    expect(search('casa').urls).toEqual(['/casa'])
    expect(search('caza').plan.corrected).toHaveLength(1)
  })

  it('corrects a slip of spelling to the word meant, not to a word of the same stem', () => {
    const search = searchOver([
      { url: '/ahora', title: 'Empieza ahora', body: 'Desde ahora.' },
      { url: '/ahorrar', title: 'Ahorrar', body: 'Aparta primero.' },
    ])
    expect(search('ahorar').plan.corrected).toEqual([{ typed: 'ahorar', used: 'ahorrar' }])
    expect(search('ahorar').urls[0]).toBe('/ahorrar')
  })

  it('finds nothing for nonsense, and drops an unknown word beside known ones', () => {
    const search = searchOver([{ url: '/beca', title: 'Beca de transporte', body: 'Para estudiantes.' }])
    expect(search('xyzzy').urls).toEqual([])
    expect(search('xyzzy').plan.unknown).toEqual(['xyzzy'])
    const mixed = search('beca zzkjhq')
    expect(mixed.urls).toEqual(['/beca'])
    expect(mixed.plan.unknown).toEqual(['zzkjhq'])
    expect(mixed.plan.searched).toBe('beca')
  })

  it('searches what students mean by a word (the synonym list), a bit below the word itself', () => {
    const search = searchOver(
      [
        { url: '/trabajo', title: 'Bolsa de trabajo', body: 'Vacantes.' },
        { url: '/chamba', title: 'La chamba', body: 'Vacantes.' },
        { url: '/cdmx', title: 'Transporte', body: 'En la Ciudad de México.' },
      ],
      [
        { word: 'chamba', alsoSearch: ['trabajo'] },
        { word: 'cdmx', alsoSearch: ['Ciudad de México'] },
      ],
    )
    expect(search('chamba').urls).toEqual(['/chamba', '/trabajo'])
    expect(search('cdmx').urls).toEqual(['/cdmx'])
    expect(search('cdmx').plan.corrected).toEqual([])
  })

  it('counts a quiz or a bibliography for less than a lesson', () => {
    const search = searchOver([
      { url: '/quiz', title: 'Pon a prueba: CETES', body: '¿Qué son los CETES?', weight: 0.5 },
      { url: '/leccion', title: 'Invertir en CETES', body: 'Los CETES son deuda del gobierno.' },
    ])
    expect(search('cetes').urls).toEqual(['/leccion', '/quiz'])
  })
})

describe('«Buscar» answers with the page a student names (issue 41)', () => {
  it('never answers a word the site uses with a longer word it begins: «cv» is not «cvv», «excel» not «excelencia»', () => {
    const search = searchOver(
      [
        { url: '/cvv', title: 'CVV', headings: 'Qué es el CVV', body: 'El CVV, el CVV dinámico.' },
        {
          url: '/plantillas',
          title: 'Plantillas para imprimir',
          body: 'Diarios, y pronto un formato de CV.',
        },
        {
          url: '/excelencia',
          title: 'Excelencia',
          headings: 'Excelencia',
          body: 'Excelencia académica, excelencia.',
        },
        {
          url: '/hoja',
          title: 'Arma tu presupuesto',
          body: 'Puedes llevarlo en papel, en una libreta, en tu celular o en una hoja de cálculo.',
        },
      ],
      [{ word: 'excel', alsoSearch: ['hoja de cálculo'] }],
    )
    expect(search('cv').urls).toEqual(['/plantillas', '/cvv'])
    expect(search('excel').urls).toEqual(['/hoja', '/excelencia'])
    // A word no page uses, still being typed, is searched as a beginning.
    expect(search('excele').urls).toEqual(['/excelencia'])
  })

  it('counts «beca» as said by every programme of the catalogue, but lists no programme for that word alone', () => {
    const search = searchOver([
      {
        url: '/guias/carta',
        title: 'Cómo escribir tu carta',
        body: 'Ejemplo: vivo en Jalisco y pido la beca para pagar mi transporte. Una beca más.',
      },
      {
        url: '/becas/107',
        kind: 'becas',
        title: 'Apoyo al Transporte para Estudiantes (Jalisco)',
        body: 'Pasajes para cada día de clases.',
      },
      { url: '/becas/1', kind: 'becas', title: 'Apoyo de manutención', body: 'Un apoyo mensual.' },
    ])
    expect(search('beca de transporte jalisco').urls).toEqual(['/becas/107', '/guias/carta'])
    // Without the other words the kind's name is only a word: the programmes that do not say it stay out.
    expect(search('beca').urls).toEqual(['/guias/carta'])
  })

  it('puts first the kind the query starts with, between results that match as many words', () => {
    const search = searchOver(
      [
        {
          url: '/guias/cv',
          title: 'Cómo hacer tu primer CV',
          body: 'Anota tus cursos y tus habilidades: Excel, inglés, AutoCAD. Los cursos cuentan, y mucho más que un curso.',
        },
        {
          url: '/cursos/presupuesto',
          kind: 'cursos',
          title: 'Recursos del módulo',
          body: 'Una hoja de cálculo gratuita para sumar tus gastos.',
        },
        {
          url: '/becas/50',
          kind: 'becas',
          title: 'Beca de Apoyo',
          body: 'Te piden papeles: acta y comprobante.',
        },
        {
          url: '/guias/papeles',
          title: 'Los papeles que te piden',
          body: 'Los papeles de una beca, uno por uno: los papeles, los papeles, los papeles.',
        },
      ],
      [{ word: 'excel', alsoSearch: ['hoja de cálculo'] }],
    )
    // «curso de excel» asks for a course: the guide saying «cursos» and «Excel» more often comes after it.
    expect(search('curso de excel').urls.slice(0, 2)).toEqual(['/cursos/presupuesto', '/guias/cv'])
    // «beca» that is not the first word is what the papers are for, not what is asked for.
    expect(search('papeles para una beca').urls[0]).toBe('/guias/papeles')
    expect(search('beca papeles').urls[0]).toBe('/becas/50')
  })

  it('puts a title holding the query’s words in order above a title with one of them', () => {
    const search = searchOver([
      {
        url: '/roomies',
        title: 'Vivir con roomies',
        headings: 'Vivir solo o con roomies\nSolo o acompañado',
        body: 'Vivir con otros cuesta menos que vivir solo. Solo paga su parte. Vivir solo, vivir solo.',
      },
      { url: '/solo', title: 'Vivir solo por primera vez', body: 'Lo que nadie te dice de la renta.' },
    ])
    expect(search('vivir solo').urls).toEqual(['/solo', '/roomies'])
  })

  it('puts first the page whose name is the query: its title, or a name students give it', () => {
    const search = searchOver([
      {
        url: '/guias/decorar',
        title: 'Cómo decorar tu cuarto',
        headings: 'Un tapete de lana',
        body: 'La lana abriga; un tapete de lana, cojines de lana.',
      },
      { url: '/mi-lana', title: 'Mi lana', aliases: 'presupuesto\ngastos', body: 'Anota tus gastos.' },
      {
        url: '/guias/presupuesto',
        title: 'Tu primer presupuesto por quincena',
        body: 'Presupuesto paso a paso.',
      },
      { url: '/quiz', title: 'Quiz de becas', aliases: 'test\nqué beca me toca', body: 'Siete preguntas.' },
      { url: '/becas/1', title: 'Beca de transporte', body: 'Qué beca me toca si uso el camión: esta.' },
    ])
    expect(search('lana').urls[0]).toBe('/mi-lana')
    expect(search('mi lana').urls[0]).toBe('/mi-lana')
    expect(search('presupuesto').urls).toEqual(['/mi-lana', '/guias/presupuesto'])
    expect(search('que beca me toca').urls[0]).toBe('/quiz')
    expect(search('test').urls).toEqual(['/quiz'])
  })
})

describe('a clear winner («Mejor resultado»)', () => {
  const entry = (matched: number, score: number, phrase = 0, named = 0) =>
    ({ matched, score, phrase, named }) as RankedDocument
  it('matches every word and beats the second on words matched or by half again its score', () => {
    expect(isClearWinner([entry(2, 10), entry(1, 30)], 2)).toBe(true)
    expect(isClearWinner([entry(2, 15), entry(2, 10)], 2)).toBe(true)
    expect(isClearWinner([entry(2, 12), entry(2, 10)], 2)).toBe(false)
    expect(isClearWinner([entry(1, 30)], 2)).toBe(false)
    expect(isClearWinner([entry(1, 30)], 1)).toBe(true)
  })

  it('is the page whose name is the query when the second is not', () => {
    expect(isClearWinner([entry(1, 10, 0, 2), entry(1, 12)], 1)).toBe(true)
    expect(isClearWinner([entry(1, 10, 0, 2), entry(1, 12, 0, 2)], 1)).toBe(false)
  })
})
