import { levelLabel } from '../../domain/scholarshipReference'

export interface WayOn {
  href: string
  label: string
  /** Why it helps, after the link. */
  hint: string
}

/**
 * Where a student goes when the catalogue has nothing more they can ask for (decision
 * 0008): the catalogue at each chosen level, the calendar and the guide on applying. The
 * results page and the e-mail list the same ones; the page adds «Avísame cuando abra».
 */
export function waysOn(levels: readonly string[], state?: string): WayOn[] {
  const inState = state ? `&estado=${encodeURIComponent(state)}` : ''
  const catalogue =
    levels.length > 0
      ? levels.map((level) => ({
          href: `/becas?nivel=${level}${inState}#explora-titulo`,
          label: `Todas las becas de ${levelLabel(level)}`,
          hint: state
            ? `las de ${state} y las que se piden desde cualquier estado, con las que abren pronto.`
            : 'aunque sean de otra escuela o de otro estado, te dicen qué buscar en la tuya.',
        }))
      : [
          {
            href: '/becas',
            label: 'Todas las becas',
            hint: 'filtra por área, nivel y convocatorias abiertas.',
          },
        ]
  return [
    ...catalogue,
    {
      href: '/becas/calendario',
      label: 'Calendario de becas',
      hint: 'qué convocatorias abren en los próximos meses.',
    },
    {
      href: '/guias/documentos-para-una-beca',
      label: 'Documentos que te piden para una beca',
      hint: 'tenlos listos antes de que abra la convocatoria.',
    },
  ]
}
