import about from 'virtual:data/about'

/** /quienes-somos: who we are, mission, vision and values; two columns from 768 px. */
export function AboutPage() {
  return (
    <div className="container section about">
      <header className="page-intro">
        <p className="eyebrow eyebrow--as-written">Sobre YaSé</p>
        <h1>¿Quiénes somos?</h1>
        <p className="lead">{about.intro}</p>
      </header>
      <div className="about__grid">
        {about.sections.map((section) => (
          <section key={section.id} className="about__section" aria-labelledby={`about-${section.id}`}>
            <h2 id={`about-${section.id}`}>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
      <section aria-labelledby="valores-titulo" className="about__values">
        <h2 id="valores-titulo">Lo que nos mueve</h2>
        <ul className="feature-grid">
          {about.values.map((value) => (
            <li key={value.title} className="feature-card">
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
