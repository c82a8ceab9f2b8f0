import faq from 'virtual:data/faq'
import { faqAnswerId } from '../../domain/faqAnchor'
import { LinkedText } from '../../ui/LinkedText'

/**
 * /preguntas-frecuentes: five sections that open and close. Native <details>: they work
 * before (and without) JavaScript and never need the app.
 */
export function FaqPage() {
  return (
    <div className="container section faq">
      <header className="page-intro">
        <p className="eyebrow eyebrow--as-written">Sobre YaSé</p>
        <h1>Preguntas frecuentes</h1>
        <p className="lead">
          Lo que más nos preguntan sobre becas, cursos, plantillas, tus datos y lo que viene.
        </p>
      </header>
      <div className="faq__sections">
        {faq.map((section) => (
          <details key={section.id} id={section.id} className={`faq__section faq__section--${section.color}`}>
            <summary className="faq__toggle">
              <span className="faq__icon" aria-hidden="true">
                {section.icon}
              </span>
              <h2 className="faq__heading">{section.title}</h2>
              <span className="faq__chevron" aria-hidden="true" />
            </summary>
            <dl className="faq__items">
              {section.items.map((item) => (
                <div key={item.question} id={faqAnswerId(item.question)}>
                  <dt>{item.question}</dt>
                  <dd>
                    <LinkedText text={item.answer} link={item.link} />
                  </dd>
                </div>
              ))}
            </dl>
          </details>
        ))}
      </div>
    </div>
  )
}
