import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { articleCategorySlugs, loadArticleCategories } from '../../data/article-categories.schema'
import { articleWordCount, loadArticles } from '../../data/articles.schema'
import { parseSpanishDate } from '../../data/spanishDate'
import { filterArticles, newestFirst } from '../../src/lib/articleSearch'

const articles = loadArticles()
const rawArticles = () => JSON.parse(readFileSync('data/articles.json', 'utf8')) as Record<string, unknown>[]

describe('guides (real data)', () => {
  it('has 10 articles on the spec’s topics', () => {
    expect(articles).toHaveLength(10)
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

  it('dates every article between 30 de enero and 2 de abril de 2025', () => {
    for (const article of articles) {
      expect(article.isoDate >= '2025-01-30' && article.isoDate <= '2025-04-02', article.date).toBe(true)
    }
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
  it('a date outside the range, naming the record and field', () => {
    const raw = rawArticles()
    ;(raw[3] as Record<string, unknown>).date = '3 de abril de 2025'
    expect(() => loadArticles(raw)).toThrow(
      /data\/articles.json: record 3 \(id "[a-z-]+"\), field "date": must be between/,
    )
  })

  it('a date that is not a Spanish long date', () => {
    const raw = rawArticles()
    ;(raw[0] as Record<string, unknown>).date = '2025-02-14'
    expect(() => loadArticles(raw)).toThrow(/field "date": must be a Spanish long date/)
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
    expect(filterArticles(articles, '')).toHaveLength(10)
  })

  it('sorts newest first', () => {
    expect(newestFirst(articles)[0]?.isoDate).toBe('2025-04-02')
  })

  it('parses Spanish long dates', () => {
    expect(parseSpanishDate('2 de abril de 2025')).toBe('2025-04-02')
    expect(parseSpanishDate('30 de febrero de 2025')).toBeNull()
    expect(parseSpanishDate('April 2, 2025')).toBeNull()
  })
})
