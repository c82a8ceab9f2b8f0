/**
 * The documents a programme's «Requisitos» ask for that the site helps write: a CV and a
 * motivation letter («exposición de motivos»). Read from the requirement text itself, so a
 * programme added to the catalogue gets the links without anyone tagging it.
 */

export interface DocumentHelp {
  id: 'cv' | 'carta-motivacion'
  /** What the requirement asks for, as the student reads it on the page. */
  name: string
  /** data/articles.json id of the guide that explains how to write it, and its link text. */
  guide: string
  guideLabel: string
  /** data/templates.json slug of the fillable template, and its link text. */
  template: string
  templateLabel: string
}

const DOCUMENT_HELP: readonly (DocumentHelp & { asks: RegExp })[] = [
  {
    id: 'cv',
    name: 'un currículum (CV)',
    // «currículum», «curriculum vitae», «currículo», «CV», «hoja de vida», «síntesis curricular»;
    // not «currícula» (a programme's plan of studies).
    asks: /\bcurr[ií]cul(?:um|o)\b|\bcv\b|hoja de vida|s[ií]ntesis curricular/i,
    guide: 'como-hacer-tu-primer-cv',
    guideLabel: 'Guía: cómo hacer tu CV',
    template: 'cv-primera-beca',
    templateLabel: 'Plantilla de CV gratis',
  },
  {
    id: 'carta-motivacion',
    name: 'una carta de motivación',
    asks: /carta de (?:motivaci[oó]n|motivos|intenci[oó]n)|exposici[oó]n de motivos|carta motivacional/i,
    guide: 'como-escribir-tu-carta-de-motivacion',
    guideLabel: 'Guía: cómo escribir tu carta de motivación',
    template: 'carta-motivacion-beca',
    templateLabel: 'Plantilla de carta de motivación gratis',
  },
]

/** The documents these requirement lines ask for, each once, CV first. */
export function documentHelpFor(requirements: readonly string[]): DocumentHelp[] {
  return DOCUMENT_HELP.filter(({ asks }) => requirements.some((line) => asks.test(line))).map(
    ({ asks: _asks, ...help }) => help,
  )
}
