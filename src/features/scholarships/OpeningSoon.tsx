import { Link } from '@tanstack/react-router'
import type { OpeningSoon } from '../../domain/callOrder'
import type { ScopedSummary } from '../../domain/scholarshipSearch'
import { SaveToggle } from '../../ui/SaveToggle'

/**
 * «Abren pronto» under «Abiertas»: what opens within 90 days, each saying how we know — a
 * date a source gave («abre el…») or a recent habit («suele abrir en…, según 2025 y 2026»).
 */
export function OpeningSoonList({
  soon,
}: {
  soon: readonly { scholarship: ScopedSummary; soon: OpeningSoon }[]
}) {
  if (soon.length === 0) return null
  return (
    <section className="opening-soon" aria-labelledby="abren-pronto">
      <h3 id="abren-pronto">Abren pronto</h3>
      <p className="opening-soon__hint">
        En los próximos 90 días, lo que tardas en juntar los papeles. Una fecha viene de su convocatoria;
        «suele abrir» es lo que hizo en años recientes, no una fecha: confírmalo en su ficha.
      </p>
      <ul className="opening-soon__list">
        {soon.map(({ scholarship, soon: next }) => (
          <li key={scholarship.index} className="opening-soon__item">
            <span className="opening-soon__text">
              <Link to="/becas/$idx" params={{ idx: String(scholarship.index) }}>
                {scholarship.name}
              </Link>{' '}
              <span
                className={next.dated ? 'opening-soon__when' : 'opening-soon__when opening-soon__when--usual'}
              >
                {next.detail}
              </span>
            </span>
            <SaveToggle index={scholarship.index} name={scholarship.name} compact />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** After «Abiertas» and «Abren pronto»: where to go when neither has what the student needs. */
export function OpenCallsWaysOn({ estado }: { estado: string | undefined }) {
  return (
    <section className="opening-soon opening-soon--ways" aria-labelledby="y-ahora">
      <h3 id="y-ahora">¿No está la tuya?</h3>
      <ul className="opening-soon__ways">
        <li>
          <Link to="/becas/calendario" search={estado ? { estado } : {}}>
            Calendario de becas
          </Link>
          : qué abre y cierra en los próximos 12 meses.
        </li>
        <li>
          «Avísame cuando abra»: en la ficha de cada beca nos dejas tu correo y te escribimos cuando abra.
        </li>
        <li>
          «¿Ya abrió? Avísanos»: si viste una convocatoria que aquí no aparece, pásanos el enlace desde su
          ficha o desde el <Link to="/becas/calendario">calendario</Link>.
        </li>
      </ul>
    </section>
  )
}
