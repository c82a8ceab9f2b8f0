import { lazy, Suspense } from 'react'
import { waysOn } from './waysOn'

/** The alert form loads only on the rare page that needs it. */
const ProfileAlertForm = lazy(() => import('./ProfileAlertForm'))

interface WaysOnProps {
  /** True when neither list has anything for the student. */
  nothing: boolean
  /** The level codes the student chose. */
  levels: string[]
  /** The state the student chose (the catalogue link keeps it). */
  state?: string | undefined
  /** The answers in words, for the alert («Licenciatura · Jalisco · UNAM»). */
  profile: string
}

/**
 * When the results list few programmes or none: say so and show where to go from here
 * (decision 0008) — the catalogue at their level, the calendar, the guide on applying and
 * an alert.
 */
export function WaysOn({ nothing, levels, state, profile }: WaysOnProps) {
  return (
    <section aria-labelledby="caminos-titulo" className="results__ways">
      <h2 id="caminos-titulo">
        {nothing ? 'Por ahora no hay becas que puedas pedir con tus respuestas' : '¿Quieres más opciones?'}
      </h2>
      <p>
        {nothing
          ? 'Revisamos todo el catálogo con tus respuestas.'
          : 'Son todas las del catálogo que puedes pedir con tus respuestas.'}{' '}
        Cada año abren convocatorias nuevas: esto puedes hacer desde ya.
      </p>
      <ul className="results__ways-list">
        {waysOn(levels, state).map((way) => (
          <li key={way.href}>
            <a href={way.href}>{way.label}</a>: {way.hint}
          </li>
        ))}
      </ul>
      <div className="call-alert">
        <h3 className="call-alert__title">Avísame cuando abra</h3>
        <p className="call-alert__hint">Te escribimos cuando abra una beca para tu perfil.</p>
        <Suspense fallback={null}>
          <ProfileAlertForm profile={profile} />
        </Suspense>
      </div>
    </section>
  )
}
