import { Link } from '@tanstack/react-router'
import { OopsArt } from './OopsArt'

/** The «¡Ups!» page for any path the site does not have (served with HTTP 404). */
export function NotFoundPage() {
  return (
    <section className="container oops" aria-labelledby="titulo-ups">
      <OopsArt />
      <h1 id="titulo-ups">¡Ups!</h1>
      <p className="lead">La página que buscas no existe o se ha movido.</p>
      <div className="oops__actions">
        <Link to="/" className="button button--primary">
          Volver al inicio
        </Link>
      </div>
    </section>
  )
}
