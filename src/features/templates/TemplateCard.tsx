import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { Template } from '../../../data/templates.schema'
import { priceLabel } from '../../domain/price'
import { Badge } from '../../ui/Badge'
import { ImageCarousel } from './ImageCarousel'

export const variantSlides = (template: Template) =>
  template.variants.map((variant) => ({
    id: variant.id,
    src: variant.img,
    alt:
      template.variants.length > 1
        ? `${template.title} en color ${variant.label.toLowerCase()}`
        : template.title,
  }))

/** A product card: its variants' carousel, title (linking to the variant shown), price and description. */
export function TemplateCard({
  template,
  headingLevel = 2,
  eager = false,
}: {
  template: Template
  headingLevel?: 2 | 3
  /** The card is in the first screen: its first image loads at once, first. */
  eager?: boolean
}) {
  const [shown, setShown] = useState(0)
  const variant = template.variants[shown] ?? template.variants[0]
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const search = { v: variant && template.variants.length > 1 ? variant.id : undefined }
  return (
    <li className="card template-card">
      <ImageCarousel
        slides={variantSlides(template)}
        label={`Colores de ${template.title}`}
        onIndexChange={setShown}
        width={600}
        height={849}
        eager={eager}
      />
      <div className="card__body">
        <Badge tone="success">{priceLabel(template.free, template.price)}</Badge>
        <Heading className="card__title">
          <Link to="/herramientas/$slug" params={{ slug: template.slug }} search={search}>
            {template.title}
          </Link>
        </Heading>
        <p className="template-card__description">{template.description}</p>
        <Link
          to="/herramientas/$slug"
          params={{ slug: template.slug }}
          search={search}
          className="button button--secondary button--small template-card__more"
          aria-label={`Ver detalles de ${template.title}`}
        >
          Ver Detalles
        </Link>
      </div>
    </li>
  )
}
