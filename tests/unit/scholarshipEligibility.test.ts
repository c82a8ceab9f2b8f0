/**
 * The eligibility the requirements state is data (decision 0040): every requirement that
 * states a minimum average, and every one that limits who may apply by people, sex,
 * disability, motherhood, age or nationality, is the «Según» of its field.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadScholarships } from '../../data/scholarships.schema'

interface RawRecord {
  'Nombre de la Beca': string
  Requisitos: string
  'Promedio mínimo'?: { Valor?: number; 'Solo para'?: string; Según: string }
  Condiciones?: { 'Solo si': string; Según: string }[]
}
const rawRecords = () => JSON.parse(readFileSync('data/scholarships.json', 'utf8')) as RawRecord[]
const records = rawRecords()
const lines = (record: RawRecord) =>
  record.Requisitos.split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/** A stated minimum average: «promedio» with a figure, or «promedio mínimo». */
const AVERAGE = /promedio[^\n]*\d|promedio mínimo/i
/** Who may apply by people, sex, disability, motherhood, age or nationality. */
const POPULATION: Record<string, RegExp> = {
  'pueblos indígenas o afromexicanos': /indígena|afromexican/i,
  mujeres: /\bmujer(es)?\b|\balumnas?\b/i,
  discapacidad: /discapacidad/i,
  'madres y padres': /madres? jefas?|madres? (y padres )?(solos|solteras|jóvenes)/i,
  edad: /\d+ años|l[íi]mites? de edad|(cumplir|tener) (con )?la edad|mayor de \d+/i,
  nacionalidad: /nacionalidad|ciudadan|origen mexicano|(ser|estudiante) mexican/i,
}

describe('eligibility in the data: an audit of every record', () => {
  it(`covers all ${records.length} records`, () => {
    expect(records.length).toBeGreaterThanOrEqual(134)
  })

  it('gives every requirement that states a minimum average its «Promedio mínimo»', () => {
    const missing = records.flatMap((record) =>
      lines(record)
        .filter((line) => AVERAGE.test(line))
        .filter((line) => record['Promedio mínimo']?.Según !== line)
        .map((line) => `${record['Nombre de la Beca']}: ${line}`),
    )
    expect(missing).toEqual([])
  })

  it('gives every population condition in the requirements its «Condiciones» entry', () => {
    const missing = records.flatMap((record) =>
      lines(record).flatMap((line) =>
        Object.entries(POPULATION)
          .filter(([, pattern]) => pattern.test(line))
          .filter(() => !(record.Condiciones ?? []).some((condition) => condition.Según === line))
          .map(([kind]) => `${record['Nombre de la Beca']} (${kind}): ${line}`),
      ),
    )
    expect(missing).toEqual([])
  })

  it('reads the average on the 0–10 scale and carries every condition into «Solo si»', () => {
    const scholarships = loadScholarships()
    const inpi = scholarships.find((s) => s.name.includes('Educación Indígena (INPI)'))
    expect(inpi?.onlyIf).toBe('perteneces a un pueblo indígena o afromexicano')
    const mext = scholarships.find((s) => s.name === 'Becas del Gobierno de Japón (MEXT)')
    expect(mext?.minimumAverage).toEqual({ value: 8, onlyFor: null })
    expect(mext?.onlyIf).toBe(
      'tienes nacionalidad mexicana y cumples el límite de edad de la modalidad (menos de 35 años para posgrado)',
    )
    const tec = scholarships.find((s) => s.name === 'Líderes del Mañana (Tec de Monterrey)')
    expect(tec?.minimumAverage?.value).toBe(9) // «Promedio mínimo de 90 en preparatoria»
    const incorporated = scholarships.find((s) => s.name.includes('escuelas incorporadas'))
    expect(incorporated?.onlyIf).toBe('estudias en una escuela particular incorporada a la UdeG')
    for (const s of scholarships) {
      for (const condition of s.conditions) expect(s.onlyIf, s.name).toContain(condition.onlyIf)
    }
  })

  it('refuses a «Según» that is not the record’s own words', () => {
    const broken = rawRecords()
    const mext = broken.find((record) => record['Nombre de la Beca'] === 'Becas del Gobierno de Japón (MEXT)')
    if (!mext?.['Promedio mínimo']) throw new Error('MEXT has its minimum average')
    mext['Promedio mínimo'].Según = 'Promedio mínimo de 7.0'
    expect(() => loadScholarships(broken)).toThrow(/Promedio mínimo/)
    const again = rawRecords()
    const inpi = again.find((record) => record['Nombre de la Beca'].includes('(INPI)'))
    const [condition] = inpi?.Condiciones ?? []
    if (!condition) throw new Error('INPI has its condition')
    condition.Según = 'Ser indígena'
    expect(() => loadScholarships(again)).toThrow(/Condiciones/)
  })
})
