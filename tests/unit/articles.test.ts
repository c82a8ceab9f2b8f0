import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadApplicationDocuments } from '../../data/application-documents.schema'
import { articleCategorySlugs, loadArticleCategories } from '../../data/article-categories.schema'
import { articleWordCount, loadArticles } from '../../data/articles.schema'
import { parseSpanishDate, todayInMexicoCity } from '../../data/spanishDate'
import { filterArticles, newestFirst } from '../../src/domain/articleSearch'

const articles = loadArticles()
/** The guides added after the spec's ten (about applying to a scholarship). */
const NEWER_GUIDES = [
  'documentos-para-una-beca',
  'como-hacer-tu-primer-cv',
  'como-escribir-tu-carta-de-motivacion',
]
const rawArticles = () => JSON.parse(readFileSync('data/articles.json', 'utf8')) as Record<string, unknown>[]

describe('guides (real data)', () => {
  it('has the spec’s ten guides, the documents guide and the CV and motivation-letter guides', () => {
    expect(articles).toHaveLength(13)
    const titles = articles.map((article) => article.title.toLowerCase()).join(' | ')
    for (const topic of [
      'salud mental',
      'carrera',
      'vivir solo',
      'semestre',
      '100 pesos',
      'roomies',
      'decorar',
      'despensa',
      'historia del dinero',
      'documentos que te piden para una beca',
      'tu primer cv',
      'carta de motivación',
    ]) {
      expect(titles).toContain(topic)
    }
  })

  it.each(articles.map((article) => [article.id, article] as const))(
    '%s has at least 600 words',
    (_, article) => {
      expect(articleWordCount(article)).toBeGreaterThanOrEqual(600)
    },
  )

  it('dates the spec’s ten guides between 30 de enero and 2 de abril de 2025, and none in the future', () => {
    const today = todayInMexicoCity(new Date())
    for (const article of articles) {
      expect(article.isoDate >= '2025-01-30' && article.isoDate <= today, article.date).toBe(true)
    }
    const original = articles.filter((article) => !NEWER_GUIDES.includes(article.id))
    expect(original).toHaveLength(10)
    for (const article of original) {
      expect(article.isoDate <= '2025-04-02', article.date).toBe(true)
    }
  })

  it('has the documents guide with the nine documents and their official pages', () => {
    const guide = articles.find((article) => article.id === 'documentos-para-una-beca')
    expect(guide?.title).toBe('Documentos que te piden para una beca (y cómo conseguirlos)')
    const text = JSON.stringify(guide?.content)
    for (const document of loadApplicationDocuments()) {
      if (document.url) expect(text, document.id).toContain(document.url)
    }
    expect(guide?.content.every((block) => ['heading', 'paragraph', 'list'].includes(block.type))).toBe(true)
  })

  it('has the five categories with the spec’s slugs and names', () => {
    const categories = loadArticleCategories()
    expect(categories.map((category) => category.slug)).toEqual([...articleCategorySlugs])
    expect(categories.map((category) => category.name)).toEqual([
      'Finanzas Personales',
      'Vida y Convivencia',
      'Gestión del Hogar',
      'Relaciones Interpersonales',
      'Tiempo Libre y Bienestar',
    ])
  })
})

describe('guide schemas reject bad data', () => {
  it('a date before the first guide, naming the record and field', () => {
    const raw = rawArticles()
    ;(raw[3] as Record<string, unknown>).date = '29 de enero de 2025'
    expect(() => loadArticles(raw)).toThrow(
      /data\/articles.json: record 3 \(id "[a-z-]+"\), field "date": must not be before 30 de enero de 2025/,
    )
  })

  it('a date in the future, measured by the day in Mexico City', () => {
    const raw = rawArticles()
    ;(raw[3] as Record<string, unknown>).date = '28 de noviembre de 2026'
    expect(() => loadArticles(raw, { today: '2026-11-27' })).toThrow(
      /record 3 \(id "[a-z-]+"\), field "date": must not be in the future \(today is 2026-11-27 in Mexico City\)/,
    )
    expect(loadArticles(raw, { today: '2026-11-28' })[3]?.isoDate).toBe('2026-11-28')
    // 25 de noviembre starts at 06:00 UTC in Mexico City (UTC−6).
    expect(todayInMexicoCity(new Date('2026-11-25T05:59:00Z'))).toBe('2026-11-24')
    expect(todayInMexicoCity(new Date('2026-11-25T06:00:00Z'))).toBe('2026-11-25')
  })

  it('a date that is not a Spanish long date, reported once', () => {
    const raw = rawArticles()
    ;(raw[0] as Record<string, unknown>).date = '2025-02-14'
    expect(() => loadArticles(raw)).toThrow(
      /^Invalid data\n[^\n]+field "date": must be a Spanish long date[^\n]+$/,
    )
  })

  it('an unknown block type', () => {
    const raw = rawArticles()
    ;((raw[1] as { content: unknown[] }).content[0] as Record<string, unknown>).type = 'video'
    expect(() => loadArticles(raw)).toThrow(/record 1 .*field "content.0.type"/)
  })

  it('a category that lists an article that does not exist', () => {
    const categories = JSON.parse(readFileSync('data/article-categories.json', 'utf8'))
    categories[2].articleIds.push('guia-fantasma')
    expect(() => loadArticleCategories(categories)).toThrow(
      'data/article-categories.json: record 2 (id "gestion-del-hogar"), field "articleIds": unknown article id "guia-fantasma"',
    )
  })
})

describe('guide search', () => {
  it('filters by title, ignoring case and accents', () => {
    expect(filterArticles(articles, 'SALUD MENTAL').map((article) => article.id)).toEqual([
      'salud-mental-en-la-universidad',
    ])
    expect(filterArticles(articles, 'despensa').length).toBe(1)
    expect(filterArticles(articles, 'ANO').every((article) => /año/i.test(article.title))).toBe(true)
    expect(filterArticles(articles, 'xyz-nada')).toEqual([])
    expect(filterArticles(articles, '')).toHaveLength(articles.length)
  })

  it('sorts newest first', () => {
    const sorted = newestFirst(articles)
    expect(sorted.slice(0, 3).map((article) => article.id)).toEqual([
      'como-hacer-tu-primer-cv',
      'como-escribir-tu-carta-de-motivacion',
      'documentos-para-una-beca',
    ])
    expect(sorted[3]?.isoDate).toBe('2025-04-02')
    expect(sorted.at(-1)?.isoDate).toBe('2025-01-30')
  })

  it('parses Spanish long dates', () => {
    expect(parseSpanishDate('2 de abril de 2025')).toBe('2025-04-02')
    expect(parseSpanishDate('30 de febrero de 2025')).toBeNull()
    expect(parseSpanishDate('April 2, 2025')).toBeNull()
  })
})
