import { describe, expect, it } from 'vitest'
import { prepareText } from '../../src/lib/searchDocument'
import { buildExcerpt, type ExcerptPart } from '../../src/lib/searchExcerpt'

const shown = (parts: ExcerptPart[]) =>
  parts.map((part) => (part.marked ? `[${part.text}]` : part.text)).join('')
const excerpt = (blocks: string[], matched: string[], length?: number) =>
  shown(buildExcerpt(prepareText(blocks), new Set(matched), length))

describe('a result’s excerpt', () => {
  it('marks the matched words, whatever their accents or capitals', () => {
    expect(excerpt(['La beca de Alimentación UNAM te da una comida al día.'], ['alimentacion', 'beca'])).toBe(
      'La [beca] de [Alimentación] UNAM te da una comida al día.',
    )
  })

  it('begins at a word — at the start of its sentence when that is near — never mid-phrase (issue 31)', () => {
    const block =
      'Gobierno del Estado. Apoyo mensual para estudiantes de secundaria. Los CETES se compran en cetesdirecto desde cien pesos, sin comisiones, y se renuevan solos cada mes si así lo pides.'
    expect(excerpt([block], ['cetes'], 12)).toBe(
      '… Los [CETES] se compran en cetesdirecto desde cien pesos, sin comisiones, y …',
    )
    const long = `${'palabra '.repeat(30)}el CETES llega al final`
    expect(excerpt([long], ['cetes'], 8)).toBe('… palabra palabra palabra el [CETES] llega al final')
  })

  it('takes the block that matches most, never words of two blocks', () => {
    const blocks = [
      'Datos de la beca',
      'Institución',
      'Requisitos: ser estudiante de enfermería y tener promedio de 8.',
    ]
    expect(excerpt(blocks, ['enfermeria', 'promedio'])).toBe(
      'Requisitos: ser estudiante de [enfermería] y tener [promedio] de 8.',
    )
  })

  it('shows the first sentence of the text, not a label, when only the title matched', () => {
    expect(
      excerpt(
        [
          'General / Interdisciplinaria',
          'Cursos gratis en línea para aprender un oficio y conseguir trabajo.',
        ],
        ['empleo'],
      ),
    ).toBe('Cursos gratis en línea para aprender un oficio y conseguir trabajo.')
    expect(excerpt(['Primera idea.', 'Segunda.'], ['titulo'])).toBe('Primera idea.')
  })

  it('is empty without a text', () => {
    expect(buildExcerpt(prepareText([]), new Set(['beca']))).toEqual([])
  })
})
