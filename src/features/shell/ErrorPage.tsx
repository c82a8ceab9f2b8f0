import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { isChunkLoadError, reloadOnceForChunkError } from './chunkReload'
import { OopsArt } from './OopsArt'

/** Shown instead of a white page when something breaks; a failed chunk load first reloads once. */
export function ErrorPage({ error }: { error: unknown }) {
  const router = useRouter()
  const [reloading, setReloading] = useState(() => isChunkLoadError(error))

  useEffect(() => {
    console.error(error)
    if (isChunkLoadError(error) && !reloadOnceForChunkError(error)) setReloading(false)
  }, [error])

  if (reloading) {
    return (
      <section className="container oops" aria-busy="true">
        <p className="lead">Actualizando a la versión más reciente…</p>
      </section>
    )
  }

  return (
    <section className="container oops" aria-labelledby="titulo-error">
      <OopsArt />
      <h1 id="titulo-error">Algo salió mal</h1>
      <p className="lead">
        No pudimos mostrar esta página. Revisa tu conexión y vuelve a intentarlo; si sigue fallando,
        escríbenos desde Contacto.
      </p>
      <div className="oops__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            if (isChunkLoadError(error)) window.location.reload()
            else router.invalidate()
          }}
        >
          Reintentar
        </button>
        <Link to="/" className="button button--secondary">
          Ir al inicio
        </Link>
      </div>
    </section>
  )
}
