import { site } from '../../../data/site.schema'

export function LandingPage() {
  return (
    <section className="container section">
      <p className="eyebrow">{site.shortName} · para estudiantes en México</p>
      <h1>{site.tagline}</h1>
      <p className="lead">{site.description}</p>
    </section>
  )
}
