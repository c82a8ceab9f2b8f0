import { describe, expect, it } from 'vitest'
import { loadApplicationDocuments } from '../../data/application-documents.schema'
import { loadScholarships } from '../../data/scholarships.schema'
import {
  type ChecklistProgramme,
  checklistFor,
  checklistProgress,
} from '../../src/domain/applicationChecklist'
import { countSaved, serializeSavedList } from '../../src/domain/savedList'

const documents = loadApplicationDocuments()
const scholarships = loadScholarships()
const documentIds = (programme: ChecklistProgramme) =>
  checklistFor(programme, documents).flatMap((item) => (item.kind === 'document' ? [item.id] : []))

const base: ChecklistProgramme = {
  levels: ['licenciatura'],
  scope: 'universitaria',
  type: 'Movilidad',
  benefits: ['Curso de verano'],
  requirements: ['Ser alumno regular'],
}

describe('the checklist of a saved programme', () => {
  it('starts with the programme’s own requirement lines, in order', () => {
    const items = checklistFor({ ...base, requirements: ['Uno', 'Dos'] }, documents)
    expect(items.slice(0, 2)).toEqual([
      { kind: 'requirement', id: 'req-0', label: 'Uno' },
      { kind: 'requirement', id: 'req-1', label: 'Dos' },
    ])
  })

  it('adds the basic documents everywhere at home, but not CURP or address abroad unless the call asks', () => {
    expect(documentIds(base)).toEqual(['curp', 'ine', 'comprobante-domicilio', 'constancia-estudios'])
    expect(documentIds({ ...base, scope: 'internacional' })).toEqual(['ine', 'constancia-estudios'])
    expect(
      documentIds({ ...base, scope: 'internacional', requirements: ['CURP y comprobante de domicilio'] }),
    ).toEqual(['curp', 'ine', 'comprobante-domicilio', 'constancia-estudios'])
  })

  it('asks for RFC and e.firma only in federal higher-education calls (or where the call names them)', () => {
    const federalUniversity = { ...base, scope: 'federal' as const, levels: ['licenciatura' as const] }
    expect(documentIds(federalUniversity)).toEqual(expect.arrayContaining(['llave-mx', 'rfc', 'efirma']))
    const federalHighSchool = { ...federalUniversity, levels: ['medio_superior' as const] }
    expect(documentIds(federalHighSchool)).toContain('llave-mx')
    expect(documentIds(federalHighSchool)).not.toContain('rfc')
    expect(documentIds(federalHighSchool)).not.toContain('efirma')
    expect(documentIds({ ...base, requirements: ['Firmar con tu e.firma'] })).toContain('efirma')
    expect(documentIds(base)).not.toContain('llave-mx')
  })

  it('asks for a bank account where the programme pays money, and the record where grades count', () => {
    expect(documentIds(base)).not.toContain('cuenta-bancaria')
    expect(documentIds({ ...base, type: 'Apoyo Económico' })).toContain('cuenta-bancaria')
    expect(documentIds({ ...base, benefits: ['$1,900 pesos al mes'] })).toContain('cuenta-bancaria')
    expect(documentIds(base)).not.toContain('historial-academico')
    expect(documentIds({ ...base, type: 'Académica' })).toContain('historial-academico')
    expect(documentIds({ ...base, requirements: ['Promedio mínimo de 8.5'] })).toContain(
      'historial-academico',
    )
  })

  it('for Benito Juárez (federal, bachillerato, money): Llave MX and a bank account, no RFC', () => {
    const benitoJuarez = scholarships[0]
    if (!benitoJuarez) throw new Error('no scholarship 0')
    const ids = documentIds(benitoJuarez)
    expect(ids).toEqual(expect.arrayContaining(['curp', 'llave-mx', 'cuenta-bancaria']))
    expect(ids).not.toContain('rfc')
  })

  it('every programme of the catalogue gets a checklist whose ids are unique and short enough to store', () => {
    for (const scholarship of scholarships) {
      const ids = checklistFor(scholarship, documents).map((item) => item.id)
      expect(new Set(ids).size, scholarship.name).toBe(ids.length)
      expect(ids.every((id) => id.length <= 40)).toBe(true)
      expect(ids.length).toBeGreaterThan(2)
    }
  })

  it('counts progress only over items still on the list', () => {
    const items = checklistFor(base, documents)
    expect(checklistProgress(items, ['req-0', 'curp', 'gone-item']).label).toBe(`2 de ${items.length} listos`)
    expect(checklistProgress(items, []).done).toBe(0)
  })
})

describe('the nav count of saved programmes', () => {
  it('counts a valid stored list and treats anything doubtful as none', () => {
    expect(countSaved(serializeSavedList({ saved: [3, 17, 42], ticks: {} }))).toBe(3)
    expect(countSaved(null)).toBe(0)
    expect(countSaved('no es json')).toBe(0)
    expect(countSaved('{"version":2,"saved":[1]}')).toBe(0)
    expect(countSaved('{"version":1,"saved":[1,"x"]}')).toBe(0)
    expect(countSaved('{"version":1,"saved":[1,1],"ticks":{}}')).toBe(0)
    expect(countSaved('null')).toBe(0)
  })
})
