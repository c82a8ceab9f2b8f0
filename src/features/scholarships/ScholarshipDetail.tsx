import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { CatalogueEntry } from '../../../data/catalogue'
import { documentHelpFor } from '../../domain/applicationGuides'
import { levelLabel } from '../../domain/scholarshipReference'
import { NOT_SEARCHED, RESULT_CONTEXT, searchableAs } from '../../domain/searchKinds'
import { absoluteUrl } from '../../domain/seo'
import { BackLink } from '../../ui/BackLink'
import { Badge } from '../../ui/Badge'
import { Icon } from '../../ui/Icon'
import { SaveToggle } from '../../ui/SaveToggle'
import { ShareButton } from '../../ui/ShareButton'

function ItemList({ items }: { items: string[] }) {
  if (items.length === 1) return <p>{items[0]}</p>
  return (
    <ul className="check-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

/** For a CV or a motivation letter the requirements ask for: its guide and its template. */
function DocumentHelpLinks({ requirements }: { requirements: readonly string[] }) {
  const help = documentHelpFor(requirements)
  if (help.length === 0) return null
  return (
    <ul className="document-help" {...NOT_SEARCHED}>
      {help.map((document) => (
        <li key={document.id}>
          Te piden {document.name}:{' '}
          <Link to="/guias/$articleId" params={{ articleId: document.guide }}>
            {document.guideLabel}
          </Link>{' '}
          ·{' '}
          <Link to="/herramientas/$slug" params={{ slug: document.template }}>
            {document.templateLabel}
          </Link>
        </li>
      ))}
    </ul>
  )
}

interface ScholarshipDetailProps {
  scholarship: CatalogueEntry
  /** Its call («convocatoria»): dates, status, alerts (the calls feature, composed by the route). */
  callPanel: ReactNode
}

/** /becas/N: everything about one programme, and the way to its official page. */
export function ScholarshipDetail({ scholarship, callPanel }: ScholarshipDetailProps) {
  return (
    <article className="container section scholarship-detail" {...searchableAs('becas')}>
      <BackLink to="/becas">Volver a todas las becas</BackLink>
      <header className="scholarship-detail__header">
        <Badge tone={`cat-${scholarship.categoryKey}`}>{scholarship.category}</Badge>
        <h1>{scholarship.name}</h1>
        <p className="lead" {...RESULT_CONTEXT}>
          {scholarship.institution}
        </p>
        <div {...NOT_SEARCHED}>
          <SaveToggle index={scholarship.index} name={scholarship.name} block />
        </div>
      </header>
      <div className="scholarship-detail__layout">
        <div className="scholarship-detail__main">
          <img
            className="scholarship-detail__image"
            // The page's largest paint: fetched first, not after the stylesheet and the font.
            fetchPriority="high"
            src={scholarship.image}
            alt={`Ilustración del área ${scholarship.category}`}
            width="640"
            height="360"
          />
          <section aria-labelledby="descripcion">
            <h2 id="descripcion">Descripción</h2>
            <p>{scholarship.description}</p>
            <p className="scholarship-detail__type">{scholarship.typeDescription}</p>
          </section>
          <section aria-labelledby="beneficios">
            <h2 id="beneficios">Beneficios</h2>
            <ItemList items={scholarship.benefits} />
          </section>
          <section aria-labelledby="requisitos">
            <h2 id="requisitos">Requisitos</h2>
            <ItemList items={scholarship.requirements} />
            <DocumentHelpLinks requirements={scholarship.requirements} />
          </section>
        </div>
        <aside className="scholarship-detail__aside">
          <div {...NOT_SEARCHED}>{callPanel}</div>
          <table className="facts-table">
            <caption className="visually-hidden" {...NOT_SEARCHED}>
              Datos de la beca
            </caption>
            <tbody>
              <tr>
                <th scope="row" {...NOT_SEARCHED}>
                  Institución
                </th>
                <td>{scholarship.institution}</td>
              </tr>
              <tr>
                <th scope="row" {...NOT_SEARCHED}>
                  Nivel educativo
                </th>
                <td>{scholarship.levels.map(levelLabel).join(', ')}</td>
              </tr>
              <tr>
                <th scope="row" {...NOT_SEARCHED}>
                  Tipo
                </th>
                <td>{scholarship.type}</td>
              </tr>
              <tr>
                <th scope="row" {...NOT_SEARCHED}>
                  Período de solicitud
                </th>
                <td>{scholarship.period}</td>
              </tr>
            </tbody>
          </table>
          <a
            className="button button--primary button--block"
            {...NOT_SEARCHED}
            href={scholarship.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            Ir al sitio oficial
            <Icon name="external" />
            <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
          <ShareButton
            title={scholarship.name}
            url={absoluteUrl(`/becas/${scholarship.index}`)}
            whatsappMessage={`Mira esta beca: ${scholarship.name}.`}
          />
          <section className="notice" aria-labelledby="antes-de-aplicar" {...NOT_SEARCHED}>
            <h2 id="antes-de-aplicar">Antes de aplicar</h2>
            <ul>
              <li>Aplica solo en el sitio oficial de la institución que otorga la beca.</li>
              <li>El trámite es gratuito: nadie puede cobrarte por registrarte.</li>
              <li>Nunca le pagues a un «gestor» ni compartas tus contraseñas o tu cuenta Llave MX.</li>
              <li>Montos y fechas cambian cada ciclo: confirma todo en la convocatoria vigente.</li>
            </ul>
          </section>
        </aside>
      </div>
    </article>
  )
}
