import templates from 'virtual:data/templates'
import { Link } from '@tanstack/react-router'
import type { Template } from '../../../data/templates.schema'
import { fileSizeLabel, priceLabel } from '../../domain/price'
import { NOT_SEARCHED, searchableAs } from '../../domain/searchKinds'
import { absoluteUrl } from '../../domain/seo'
import { templatePagePath, variantFor } from '../../domain/templateVariant'
import { useAppPart, useEarlyChecked } from '../../ui/appPart'
import { BackLink } from '../../ui/BackLink'
import { Badge } from '../../ui/Badge'
import { Icon } from '../../ui/Icon'
import { NoScriptNote } from '../../ui/NoScriptNote'
import { ShareButton } from '../../ui/ShareButton'
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
          <Downloads template={template} variant={variant} />
          <p className="template-detail__meta" {...NOT_SEARCHED}>
            PDF · {template.pages} {template.pages === 1 ? 'página' : 'páginas'} ·{' '}
            {fileSizeLabel(template.sizeMB)}
          </p>
          {template.guide && (
            <p className="template-detail__guide">
              <Link to="/guias/$articleId" params={{ articleId: template.guide }}>
                Cómo llenarlo: lee la guía con un ejemplo y los errores más comunes
              </Link>
            </p>
          )}
          <ShareButton
            title={`${template.title} (${variant.label})`}
            url={absoluteUrl(templatePagePath(template, variant.id))}
            whatsappMessage={`Plantilla gratis para imprimir: ${template.title}, en ${variant.label.toLowerCase()}.`}
          />
          <section className="notice" aria-labelledby="imprimir-titulo" {...NOT_SEARCHED}>
            <h2 id="imprimir-titulo">En México, imprime en tamaño carta</h2>
            <ul>
              <li>
                Las papelerías, los cibercafés y las impresoras de las escuelas en México usan hojas tamaño
                carta (21.6 × 27.9 cm): descarga el PDF tamaño carta.
              </li>
              <li>Si tus hojas son A4 (21 × 29.7 cm), como en muchos otros países, descarga el PDF A4.</li>
              <li>
                En el cuadro de impresión elige escala al 100 % («tamaño real»), sin «ajustar a la página».
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

/** The name a download is saved as: the product, its colour (if it has several) and the paper. */
const downloadName = (template: Template, variant: Variant, suffix: string) =>
  `${template.slug}${template.variants.length > 1 ? `-${variant.id}` : ''}-${suffix}.pdf`

function DownloadLink({
  href,
  fileName,
  primary,
  children,
}: {
  href: string
  fileName: string
  primary?: boolean
  children: string
}) {
  return (
    <a
      className={`button ${primary ? 'button--primary' : 'button--secondary'} template-detail__download`}
      href={href}
      download={fileName}
      type="application/pdf"
      onClick={() => console.info('[plantillas] descarga', fileName)}
    >
      <Icon name="download" />
      {children}
    </a>
  )
}

/** Carta first (the paper used in Mexico), then A4; a fillable document adds its printable blank. */
function Downloads({ template, variant }: { template: Template; variant: Variant }) {
  return (
    <div className="template-detail__downloads" {...NOT_SEARCHED}>
      {template.fillable && (
        <p className="template-detail__fill">
          Se llena en tu celular: ábrelo en tu visor de PDF (Drive, Archivos o Acrobat Reader), toca cada
          recuadro y escribe. Luego guárdalo o imprímelo.
        </p>
      )}
      <DownloadLink href={variant.pdfCarta} fileName={downloadName(template, variant, 'carta')} primary>
        Descargar PDF tamaño carta
      </DownloadLink>
      <DownloadLink href={variant.pdf} fileName={downloadName(template, variant, 'a4')}>
        Descargar PDF tamaño A4
      </DownloadLink>
      {variant.blank && (
        <p className="template-detail__blank">
          ¿Prefieres llenarlo a mano? Versión en blanco para imprimir:{' '}
          <a
            href={variant.blank.carta}
            download={downloadName(template, variant, 'carta-en-blanco')}
            type="application/pdf"
          >
            tamaño carta
          </a>{' '}
          ·{' '}
          <a
            href={variant.blank.a4}
            download={downloadName(template, variant, 'a4-en-blanco')}
            type="application/pdf"
          >
            A4
          </a>
        </p>
      )}
    </div>
  )
}
