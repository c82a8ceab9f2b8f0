import faq from 'virtual:data/faq'
import { useState } from 'react'

/** /preguntas-frecuentes: five sections that open and close (disclosure buttons). */
export function FaqPage() {
  const [open, setOpen] = useState<string[]>([])
  const toggle = (id: string) =>
    setOpen((current) => (current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id]))
  return (
    <div className="container section faq">
      <header className="page-intro">
        <p className="eyebrow">Sobre YaSé</p>
        <h1>Preguntas frecuentes</h1>
        <p className="lead">
          Lo que más nos preguntan sobre becas, cursos, plantillas, tus datos y lo que viene.
        </p>
      </header>
      <div className="faq__sections">
        {faq.map((section) => {
          const expanded = open.includes(section.id)
          return (
            <section key={section.id} className={`faq__section faq__section--${section.color}`}>
              <h2 className="faq__heading">
                <button
                  type="button"
                  className="faq__toggle"
                  aria-expanded={expanded}
                  aria-controls={`faq-${section.id}`}
                  onClick={() => toggle(section.id)}
                >
                  <span className="faq__icon" aria-hidden="true">
                    {section.icon}
                  </span>
                  {section.title}
                  <span className="faq__chevron" aria-hidden="true" />
                </button>
              </h2>
              <dl id={`faq-${section.id}`} className="faq__items" hidden={!expanded}>
                {section.items.map((item) => (
                  <div key={item.question}>
                    <dt>{item.question}</dt>
                    <dd>{item.answer}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )
        })}
      </div>
    </div>
  )
}
