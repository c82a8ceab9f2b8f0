import templates from 'virtual:data/templates'
import type { Template } from '../../../data/templates.schema'
import { fileSizeLabel, priceLabel } from '../../domain/price'
import { NOT_SEARCHED, searchableAs } from '../../domain/searchKinds'
import { variantFor } from '../../domain/templateVariant'
import { useAppPart, useEarlyChecked } from '../../ui/appPart'
import { BackLink } from '../../ui/BackLink'
import { Badge } from '../../ui/Badge'
import { Icon } from '../../ui/Icon'
import { NoScriptNote } from '../../ui/NoScriptNote'
import { ImageCarousel } from './ImageCarousel'
import { TemplateCard, variantSlides } from './TemplateCard'

interface TemplateDetailProps {
  template: Template
  /** The variant id from ?v= (missing or unknown → the first). */
  variantId: string | undefined
  onVariantChange: (variantId: string) => void
}

/** /herramientas/<slug>: carousel, colour choice, download and the other products. */
export function TemplateDetail({ template, variantId, onVariantChange }: TemplateDetailProps) {
  const variant = variantFor(template, variantId)
  const index = template.variants.indexOf(variant)
  const others = templates.filter((other) => other.id !== template.id)
  const fileName = `${template.slug}${template.variants.length > 1 ? `-${variant.id}` : ''}.pdf`

  return (
    <div className="container section template-detail" {...searchableAs('herramientas')}>
      <nav aria-label="Migas de pan">
        <BackLink to="/herramientas">Volver a la Tienda</BackLink>
      </nav>
      <div className="template-detail__layout">
        <ImageCarousel
          slides={variantSlides(template)}
          label={`Colores de ${template.title}`}
          index={index}
          onIndexChange={(next) => {
            const chosen = template.variants[next]
            if (chosen && chosen.id !== variant.id) onVariantChange(chosen.id)
          }}
          width={600}
          height={849}
          eager
        />
        <div className="template-detail__info">
          <h1>{template.title}</h1>
          <Badge tone="success">{priceLabel(template.free, template.price)}</Badge>
          <p className="lead">{template.description}</p>
          {template.variants.length > 1 && (
            <>
              <NoScriptNote>
                Para elegir otro color necesitas JavaScript; sin él se descarga el primero.
              </NoScriptNote>
              <Swatches
                variants={template.variants}
                chosen={variant}
                onChoose={(chosen) => onVariantChange(chosen.id)}
              />
            </>
          )}
          <a
            className="button button--primary template-detail__download"
            {...NOT_SEARCHED}
            href={variant.pdf}
            download={fileName}
            type="application/pdf"
            onClick={() => console.info('[plantillas] descarga', fileName)}
          >
            <Icon name="download" />
            Descargar PDF
          </a>
          <p className="template-detail__meta" {...NOT_SEARCHED}>
            PDF · {template.pages} {template.pages === 1 ? 'página' : 'páginas'} ·{' '}
            {fileSizeLabel(template.sizeMB)}
          </p>
          <section className="notice" aria-labelledby="imprimir-titulo" {...NOT_SEARCHED}>
            <h2 id="imprimir-titulo">Recomendamos imprimir en formato A4</h2>
            <ul>
              <li>
                En el cuadro de impresión elige tamaño A4 y escala al 100 % («tamaño real»), sin «ajustar a la
                página».
              </li>
              <li>
                Si solo tienes hojas tamaño carta, elige «ajustar al área de impresión»: se verá un poco más
                chico.
              </li>
              <li>En blanco y negro también se ve bien: las líneas y los textos siguen marcados.</li>
            </ul>
          </section>
        </div>
      </div>
      {others.length > 0 && (
        <section className="more-resources" aria-labelledby="mas-recursos" {...NOT_SEARCHED}>
          <h2 id="mas-recursos">Explorá más recursos</h2>
          <ul className="grid template-grid">
            {others.map((other) => (
              <TemplateCard key={other.id} template={other} headingLevel={3} />
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

type Variant = Template['variants'][number]

/** The colour choice: one radio per variant, drawn as a swatch. */
function Swatches({
  variants,
  chosen,
  onChoose,
}: {
  variants: readonly Variant[]
  chosen: Variant
  onChoose: (variant: Variant) => void
}) {
  const part = useAppPart<HTMLFieldSetElement>('swatches', ['choice'])
  return (
    <fieldset className="swatches needs-js" {...part}>
      <legend>Color: {chosen.label}</legend>
      <div className="swatches__options">
        {variants.map((option) => (
          <Swatch key={option.id} variant={option} checked={option.id === chosen.id} onChoose={onChoose} />
        ))}
      </div>
    </fieldset>
  )
}

function Swatch({
  variant,
  checked,
  onChoose,
}: {
  variant: Variant
  checked: boolean
  onChoose: (variant: Variant) => void
}) {
  // A colour tapped before the app ran (even on a label that did not focus its radio).
  const radio = useEarlyChecked(checked, () => onChoose(variant))
  return (
    <label className={`swatch swatch--${variant.id}`}>
      <input
        ref={radio}
        type="radio"
        name="color"
        value={variant.id}
        checked={checked}
        onChange={() => onChoose(variant)}
      />
      <span className="swatch__name visually-hidden">{variant.label}</span>
    </label>
  )
}
