import privacy from 'virtual:data/privacy-policy'
import terms from 'virtual:data/terms'
import { Link } from '@tanstack/react-router'
import type { ListItem, TextBlock } from '../../../data/legal.schema'
import { LinkedText } from '../../ui/LinkedText'

const longDate = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const updatedLabel = (iso: string) => `Última actualización: ${longDate.format(new Date(`${iso}T00:00:00Z`))}`

const itemText = (item: ListItem) => (typeof item === 'string' ? item : item.text)

function Blocks({ blocks }: { blocks: TextBlock[] }) {
  return (
    <>
      {blocks.map((block) =>
        block.type === 'paragraph' ? (
          <p key={block.text}>
            <LinkedText text={block.text} link={block.link} />
          </p>
        ) : (
          <ul key={block.items.map(itemText).join('|')}>
            {block.items.map((item) =>
              typeof item === 'string' ? (
                <li key={item}>{item}</li>
              ) : (
                <li key={item.text}>
                  <LinkedText text={item.text} link={item.link} />
                </li>
              ),
            )}
          </ul>
        ),
      )}
    </>
  )
}

export function PrivacyPage() {
  return (
    <article className="container section prose legal">
      <h1>Política de privacidad</h1>
      <p className="legal__updated">{updatedLabel(privacy.updated)}</p>
      <p className="lead">{privacy.intro}</p>
      {privacy.sections.map((section) => (
        <section key={section.id} aria-labelledby={`privacidad-${section.id}`}>
          <h2 id={`privacidad-${section.id}`}>{section.title}</h2>
          <Blocks blocks={section.blocks} />
        </section>
      ))}
    </article>
  )
}

export function TermsPage() {
  return (
    <article className="container section prose legal">
      <h1>Términos de servicio</h1>
      <p className="legal__updated">{updatedLabel(terms.updated)}</p>
      <p className="lead">{terms.intro}</p>
      {terms.sections.map((section) => (
        <section key={section.number} aria-labelledby={`termino-${section.number}`}>
          <h2 id={`termino-${section.number}`}>
            {section.number}. {section.title}
          </h2>
          <Blocks blocks={section.blocks} />
        </section>
      ))}
      <p className="legal__note">{terms.closingNote}</p>
      <p>
        Consulta también nuestra <Link to="/politica-de-privacidad">Política de privacidad</Link> y, si tienes
        dudas, <Link to="/contacto">escríbenos desde Contacto</Link>.
      </p>
    </article>
  )
}
