import { describe, expect, it } from 'vitest'
import { createLexicon } from '../../src/lib/searchLexicon'
import {
  contentWords,
  indexWord,
  isSpellingSlip,
  searchTokens,
  stemWord,
  typoDistance,
  typosAllowed,
} from '../../src/lib/searchWords'

describe('the words of «Buscar»', () => {
  it('reads a text without accents or capitals, split at anything but letters and digits', () => {
    expect(searchTokens('¿Cómo armo mi PRESUPUESTO 50/30/20?')).toEqual([
      'como',
      'armo',
      'mi',
      'presupuesto',
      '50',
      '30',
      '20',
    ])
  })

  it('keeps no stop word and no lone letter, but a lone digit', () => {
    expect(['como', 'que', 'para', 'una', 'el', 'de', 'x'].map(indexWord)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ])
    expect(indexWord('Beca')).toBe('beca')
    expect(indexWord('1')).toBe('1')
    expect(contentWords('Cómo hacer un presupuesto para la quincena')).toEqual([
      'hacer',
      'presupuesto',
      'quincena',
    ])
  })

  it('stems a word without accents the same way as its other forms', () => {
    expect(stemWord('presupuestos')).toBe(stemWord('presupuesto'))
    expect(stemWord('presupuestar')).toBe(stemWord('presupuesto'))
    expect(stemWord('cetes')).not.toBe(stemWord('cetina'))
  })
})

describe('typos', () => {
  it('forgives none below 4 letters, one from 4, two from 8', () => {
    expect(['uni', 'beca', 'ahorrar', 'presupuesto'].map(typosAllowed)).toEqual([0, 1, 1, 2])
  })

  it('counts an inserted, deleted or replaced letter, or two neighbours swapped, as one edit each', () => {
    expect(typoDistance('presupusto', 'presupuesto', 2)).toBe(1)
    expect(typoDistance('presupuessto', 'presupuesto', 2)).toBe(1)
    expect(typoDistance('presupuezto', 'presupuesto', 2)).toBe(1)
    expect(typoDistance('critpomonedas', 'criptomonedas', 2)).toBe(1)
    expect(typoDistance('prseupusto', 'presupuesto', 2)).toBe(2)
  })

  it('stops counting past the edits allowed', () => {
    expect(typoDistance('beca', 'zzzzzzzz', 1)).toBe(2)
    expect(typoDistance('casa', 'cosas', 1)).toBe(2)
  })

  it('tells a slip of Spanish spelling from any other typo', () => {
    expect(isSpellingSlip('ahorar', 'ahorrar')).toBe(true)
    expect(isSpellingSlip('fullbright', 'fulbright')).toBe(true)
    expect(isSpellingSlip('indijenas', 'indigenas')).toBe(true)
    expect(isSpellingSlip('vecas', 'becas')).toBe(true)
    expect(isSpellingSlip('orario', 'horario')).toBe(true)
    expect(isSpellingSlip('ahorar', 'ahora')).toBe(false)
    expect(isSpellingSlip('presupusto', 'presupuesto')).toBe(false)
  })
})

describe('the lexicon (the words of the index)', () => {
  const words = [
    'ahora',
    'ahorrar',
    'ahorro',
    'beca',
    'becas',
    'emergencia',
    'emergencias',
    'emergente',
    'estres',
    'presupuesto',
    'presupuestos',
    'trabajo',
  ].sort()
  const lexicon = createLexicon(words, [
    { word: 'chamba', alsoSearch: ['trabajo', 'empleo'] },
    { word: 'cdmx', alsoSearch: ['Ciudad de México'] },
  ])

  it('knows its words and which begin with a given start', () => {
    expect(lexicon.has('beca')).toBe(true)
    expect(lexicon.has('becario')).toBe(false)
    expect(lexicon.completions('beca')).toEqual(['becas'])
    expect(lexicon.completions('presu')).toEqual(['presupuesto', 'presupuestos'])
  })

  it('finds the words of a stem, those of «-encia» too, and for a word it does not hold', () => {
    expect(lexicon.stemSiblings('presupuesto')).toEqual(['presupuestos'])
    expect(lexicon.stemSiblings('emergencia')).toEqual(['emergencias', 'emergente'])
    expect(lexicon.stemSiblings('estresado')).toEqual(['estres'])
    expect(lexicon.stemSiblings('ahorrando')).toEqual(['ahorrar', 'ahorro'])
  })

  it('finds the words within a number of typos, nearest first', () => {
    expect(lexicon.near('ahorar', 1)).toEqual([
      { word: 'ahora', distance: 1 },
      { word: 'ahorrar', distance: 1 },
    ])
    expect(lexicon.near('zzkjhq', 1)).toEqual([])
  })

  it('says what students mean by a word, its plural too, as content words', () => {
    expect(lexicon.synonyms('chamba')).toEqual([['trabajo'], ['empleo']])
    expect(lexicon.synonyms('chambas')).toEqual([['trabajo'], ['empleo']])
    expect(lexicon.synonyms('cdmx')).toEqual([['ciudad', 'mexico']])
    expect(lexicon.synonyms('beca')).toEqual([])
  })
})
