/**
 * «Mis becas»: what a student still needs for one programme. Its own «Requisitos» lines,
 * then the documents Mexican calls commonly ask for, kept only where they apply to this
 * programme (a bank account only where it pays money, RFC and e.firma only for federal
 * higher-education calls…). Pure: the documents come from data/application-documents.json.
 */
import type { LevelCode, ScholarshipType, Scope } from '../../data/scholarship-reference.schema'

export interface ChecklistDocument {
  id: string
  name: string
  how: string
  url?: string
  urlLabel?: string
}

export interface ChecklistProgramme {
  levels: readonly LevelCode[]
  scope: Scope
  type: ScholarshipType
  benefits: readonly string[]
  requirements: readonly string[]
}

export type ChecklistItem =
  | { kind: 'requirement'; id: string; label: string }
  | ({ kind: 'document'; label: string } & ChecklistDocument)

const HIGHER_EDUCATION: readonly LevelCode[] = [
  'tsu',
  'superior',
  'licenciatura',
  'posgrado',
  'maestria',
  'posdoctorado',
]

const mentions = (lines: readonly string[], pattern: RegExp) => lines.some((line) => pattern.test(line))

/** Why each common document applies to a programme; a document without a rule always applies. */
const APPLIES: Record<string, (programme: ChecklistProgramme, text: readonly string[]) => boolean> = {
  // A Mexican ID code: every call at home asks for it; abroad only when the call says so.
  curp: (p, text) => p.scope !== 'internacional' || mentions(text, /\bCURP\b/i),
  'comprobante-domicilio': (p, text) => p.scope !== 'internacional' || mentions(text, /domicilio/i),
  'historial-academico': (p, text) =>
    p.type === 'Académica' || mentions(text, /promedio|calificaci|historial|kardex|kárdex/i),
  'llave-mx': (p, text) => p.scope === 'federal' || mentions(text, /llave\s*mx/i),
  rfc: (p, text) =>
    (p.scope === 'federal' && p.levels.some((level) => HIGHER_EDUCATION.includes(level))) ||
    mentions(text, /\bRFC\b/),
  efirma: (p, text) =>
    (p.scope === 'federal' && p.levels.some((level) => HIGHER_EDUCATION.includes(level))) ||
    mentions(text, /e\.?\s?firma|\bFIEL\b/i),
  'cuenta-bancaria': (p, text) =>
    p.type === 'Apoyo Económico' ||
    mentions(text, /banc|CLABE|tarjeta|dep[oó]sito|\$\s?\d|pesos|mensual|manutenci/i),
}

/** The checklist for `programme`: requirement lines first («req-0»…), then the documents that apply. */
export function checklistFor(
  programme: ChecklistProgramme,
  documents: readonly ChecklistDocument[],
): ChecklistItem[] {
  const text = [...programme.requirements, ...programme.benefits]
  const requirements: ChecklistItem[] = programme.requirements.map((line, position) => ({
    kind: 'requirement',
    id: `req-${position}`,
    label: line,
  }))
  const common: ChecklistItem[] = documents
    .filter((document) => APPLIES[document.id]?.(programme, text) ?? true)
    .map((document) => ({ kind: 'document', label: document.name, ...document }))
  return [...requirements, ...common]
}

/** «3 de 7 listos»: ticks that still name an item of the list (a changed list drops stale ones). */
export function checklistProgress(items: readonly ChecklistItem[], ticked: readonly string[]) {
  const done = items.filter((item) => ticked.includes(item.id)).length
  return { done, total: items.length, label: `${done} de ${items.length} listos` }
}
