import notFoundRoutes from 'virtual:data/not-found-routes'
import { Link, useRouter, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { notFoundRowFor } from '../../../data/notFoundMatch'
import { useAppPart } from '../../ui/appPart'
import { BackLink } from '../../ui/BackLink'
import { OopsArt } from './OopsArt'

/** The path the build renders the offline page from (dist/client/sin-conexion.html). */
export const OFFLINE_PROBE_PATH = '/__sin-conexion__'

function OfflinePage() {
  return (
    <Oops title="Sin conexión" offline>
      <p className="lead">
        Esta página no está guardada en tu teléfono y ahora no hay internet. Las guías y los módulos de cursos
        que ya abriste sí se pueden leer sin conexión.
      </p>
      <div className="oops__actions">
        <Link to="/guias" className="button button--primary">
          Ir a las guías
        </Link>
        <Link to="/cursos" className="button button--secondary">
          Ir a los cursos
        </Link>
      </div>
    </Oops>
  )
}

/**
 * A history-back button, for pages reached from somewhere else on the site. Without JavaScript
 * it could do nothing, so it steps aside (the browser's own back and «Ir al inicio» remain).
 */
function BackButton() {
  const router = useRouter()
  const part = useAppPart<HTMLButtonElement>('back', ['tap'])
  return (
    <button
      type="button"
      className="button button--secondary needs-js"
      onClick={() => router.history.back()}
      {...part}
    >
      Volver
    </button>
  )
}

function Oops({
  title,
  children,
  offline = false,
}: {
  title: string
  children: ReactNode
  offline?: boolean
}) {
  return (
    <section
      className="container oops"
      aria-labelledby="titulo-no-encontrado"
      data-offline-page={offline || undefined}
    >
      <OopsArt />
      <h1 id="titulo-no-encontrado">{title}</h1>
      {children}
    </section>
  )
}

/**
 * Every not-found screen of the site. The message follows the not-found table: an unknown
 * guide, category, course or module gets its own words (spec §8); anything else «¡Ups!».
 * It renders the same on the server and in the browser for any unknown id, so the
 * pre-rendered variant hydrates without a mismatch.
 */
export function NotFoundPage() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // The service worker's offline page is rendered from its probe path at build time and
  // hydrated at whatever address could not be loaded: the page it marks is kept.
  const [isOfflineDocument] = useState(
    () => typeof document !== 'undefined' && document.querySelector('[data-offline-page]') !== null,
  )
  if (pathname === OFFLINE_PROBE_PATH || isOfflineDocument) return <OfflinePage />
  switch (notFoundRowFor(pathname, notFoundRoutes)?.id) {
    case 'guias':
      return (
        <Oops title="Artículo no encontrado.">
          <p className="lead">
            Puede que la guía haya cambiado de dirección. Revisa las demás: seguro alguna te sirve.
          </p>
          <BackLink to="/guias">Volver a las guías</BackLink>
        </Oops>
      )
    case 'category':
      return (
        <Oops title="Categoría no encontrada.">
          <p className="lead">Esa categoría no existe. Aquí están todas nuestras guías.</p>
          <BackLink to="/guias">Ver todas las guías</BackLink>
        </Oops>
      )
    case 'cursos':
      return (
        <Oops title="Curso no encontrado">
          <p className="lead">Lo sentimos, el curso que buscas no existe o ya no está disponible.</p>
          <div className="oops__actions">
            <BackButton />
            <Link to="/" className="button button--primary">
              Ir al inicio
            </Link>
          </div>
        </Oops>
      )
    case 'modulos':
      return (
        <Oops title="Módulo no encontrado">
          <p className="lead">Lo sentimos, el módulo que buscas no existe o ya no está disponible.</p>
          <div className="oops__actions">
            <BackButton />
            <Link to="/" className="button button--primary">
              Ir al inicio
            </Link>
          </div>
        </Oops>
      )
    default:
      return (
        <Oops title="¡Ups!">
          <p className="lead">La página que buscas no existe o se ha movido.</p>
          <div className="oops__actions">
            <Link to="/" className="button button--primary">
              Volver al inicio
            </Link>
            <BackButton />
          </div>
        </Oops>
      )
  }
}
