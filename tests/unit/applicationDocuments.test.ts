import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadApplicationDocuments } from '../../data/application-documents.schema'

const rawDocuments = () =>
  JSON.parse(readFileSync('data/application-documents.json', 'utf8')) as Record<string, unknown>[]

describe('application documents (real data)', () => {
  const documents = loadApplicationDocuments()

  it('lists the nine documents calls ask for, in order', () => {
    expect(documents.map((document) => document.id)).toEqual([
      'curp',
      'ine',
      'comprobante-domicilio',
      'constancia-estudios',
      'historial-academico',
      'llave-mx',
      'rfc',
      'efirma',
      'cuenta-bancaria',
    ])
  })

  it('links only to https pages, each with its link text', () => {
    const linked = documents.filter((document) => document.url !== undefined)
    expect(linked.length).toBeGreaterThanOrEqual(6)
    for (const document of linked) {
      expect(document.url, document.id).toMatch(/^https:\/\//)
      expect(document.urlLabel, document.id).toBeTruthy()
    }
  })

  it('says how to get each one in a single line of at most 160 characters', () => {
    for (const document of documents) {
      expect(document.how.length, document.id).toBeLessThanOrEqual(160)
      expect(document.how, document.id).not.toContain('\n')
    }
  })
})

describe('application documents schema rejects bad data', () => {
  it('a URL that is not https, naming the record and field', () => {
    const raw = rawDocuments()
    ;(raw[0] as Record<string, unknown>).url = 'http://www.gob.mx/curp/'
    expect(() => loadApplicationDocuments(raw)).toThrow(
      'data/application-documents.json: record 0 (id "curp"), field "url": must be an https:// URL',
    )
  })

  it('a «cómo conseguirlo» longer than 160 characters', () => {
    const raw = rawDocuments()
    ;(raw[1] as Record<string, unknown>).how = 'a'.repeat(161)
    expect(() => loadApplicationDocuments(raw)).toThrow(/record 1 \(id "ine"\), field "how": keep/)
  })

  it('a repeated id', () => {
    const raw = rawDocuments()
    ;(raw[2] as Record<string, unknown>).id = 'curp'
    expect(() => loadApplicationDocuments(raw)).toThrow(/record 2 \(id "curp"\), field "id": duplicate value/)
  })

  it('a link without its text', () => {
    const raw = rawDocuments()
    delete (raw[5] as Record<string, unknown>).urlLabel
    expect(() => loadApplicationDocuments(raw)).toThrow(/url and urlLabel go together/)
  })
})
