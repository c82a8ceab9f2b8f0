import { describe, expect, it } from 'vitest'
import { loadArticles } from '../../data/articles.schema'
import { loadScholarships } from '../../data/scholarships.schema'
import { loadTemplates } from '../../data/templates.schema'
import { documentHelpFor } from '../../src/domain/applicationGuides'

const ids = (requirements: string[]) => documentHelpFor(requirements).map((help) => help.id)

describe('which documents a programme’s requirements ask for', () => {
  it.each([
    ['Presentar carta de motivación y recomendaciones', ['carta-motivacion']],
    ['Escribir una exposición de motivos de máximo 280 palabras', ['carta-motivacion']],
    ['Carta de intención dirigida al comité', ['carta-motivacion']],
    ['Currículum vitae actualizado', ['cv']],
    ['Curriculum vitae (CV) en español', ['cv']],
    ['Enviar CV y carta de exposición de motivos', ['cv', 'carta-motivacion']],
    ['Síntesis curricular con documentos probatorios', ['cv']],
  ])('«%s» → %j', (line, expected) => {
    expect(ids([line])).toEqual(expected)
  })

  it.each([
    'Tener promedio mínimo de 8.0',
    'Cursar la currícula completa del programa',
    'Presentar carta de aceptación de la universidad',
    'Carta de recomendación de un profesor',
    'Motivar a tus compañeros no es requisito',
  ])('«%s» asks for neither', (line) => {
    expect(ids([line])).toEqual([])
  })

  it('lists each document once, whatever the number of lines that ask for it', () => {
    expect(ids(['Carta de motivación', 'CV', 'Exposición de motivos firmada'])).toEqual([
      'cv',
      'carta-motivacion',
    ])
  })

  it('points to a guide and a template that exist', () => {
    const guides = new Set(loadArticles().map((article) => article.id))
    const templates = new Set(loadTemplates().map((template) => template.slug))
    for (const help of documentHelpFor(['CV', 'carta de motivación'])) {
      expect(guides.has(help.guide), help.guide).toBe(true)
      expect(templates.has(help.template), help.template).toBe(true)
    }
  })

  it('finds the motivation letter in the real catalogue (DAAD, Erasmus Mundus, Santander…)', () => {
    const asking = loadScholarships()
      .filter((entry) => ids(entry.requirements).includes('carta-motivacion'))
      .map((entry) => entry.name)
    expect(asking.some((name) => name.includes('DAAD'))).toBe(true)
    expect(asking.some((name) => name.includes('Erasmus Mundus'))).toBe(true)
    expect(asking.some((name) => name.includes('Santander'))).toBe(true)
  })
})
