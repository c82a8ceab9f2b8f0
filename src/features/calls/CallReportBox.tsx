import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { NoScriptNote } from '../../ui/NoScriptNote'
import type { CallReportFormProps } from './CallReportForm'

// Lazy: the form's machine, e-mail client and known hosts load with the app, not with the page.
const CallReportForm = lazy(() => import('./CallReportForm'))

/**
 * «¿Ya abrió? Avísanos» (issue 36), closed until the student opens it: on a programme's
 * detail page (its «Convocatoria») for that programme, on the calendar for any of `choices`.
 */
export function CallReportBox(props: CallReportFormProps) {
  return (
    <details className="call-report">
      <summary className="call-report__summary">¿Ya abrió? Avísanos</summary>
      <div className="call-report__body">
        <p>
          ¿Viste que ya abrió{' '}
          {props.programme ? 'la convocatoria nueva de esta beca' : 'una convocatoria nueva'} (en un cartel,
          en la página de tu escuela o en redes)? Pásanos el enlace oficial: lo revisamos con la fuente y, si
          se confirma, lo publicamos con la fecha en que lo verificamos.
        </p>
        <p className="call-report__privacy">
          Solo nos llega lo que escribas aquí, la página y el día; tu correo, solo si lo dejas. Más en la{' '}
          <Link to="/politica-de-privacidad">política de privacidad</Link>.
        </p>
        <NoScriptNote>
          Este formulario necesita JavaScript. Sin él, avísanos desde <Link to="/contacto">Contacto</Link>.
        </NoScriptNote>
        <Suspense fallback={null}>
          <CallReportForm {...props} />
        </Suspense>
      </div>
    </details>
  )
}
