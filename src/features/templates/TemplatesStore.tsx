import templates from 'virtual:data/templates'
import { includesText } from '../../domain/text'
import { EmptyState } from '../../ui/EmptyState'
import { SearchInput } from '../../ui/SearchInput'
import { TemplateCard } from './TemplateCard'

/** Store search: case- and accent-insensitive text in the title or description (spec §5). */
export const searchTemplates = <T extends { title: string; description: string }>(
  list: readonly T[],
  query: string,
) =>
  list.filter((template) => includesText(template.title, query) || includesText(template.description, query))

/** /herramientas: free printable templates. */
export function TemplatesStore({
  query,
  onQueryChange,
}: {
  query: string
  onQueryChange: (q: string) => void
}) {
  const found = searchTemplates(templates, query)
  return (
    <>
      <section className="store-cover" aria-labelledby="tienda-titulo">
        <div className="container">
          <p className="eyebrow">Herramientas gratis</p>
          <h1 id="tienda-titulo">Plantillas para imprimir</h1>
          <p className="lead">
            Diarios bonitos para organizar tu día, tus gastos y tus metas, y el CV y la carta de motivación
            que te piden las becas. Elige tu color, descarga el PDF y imprímelo en tamaño carta o A4. Gratis y
            sin registro.
          </p>
        </div>
      </section>
      <div className="container section store">
        <SearchInput
          label="Buscar plantillas"
          placeholder="Buscar plantillas…"
          value={query}
          onChange={onQueryChange}
        />
        {found.length === 0 ? (
          <EmptyState title="No encontramos resultados.">
            <button type="button" className="button button--secondary" onClick={() => onQueryChange('')}>
              Ver todas las plantillas
            </button>
          </EmptyState>
        ) : (
          <ul className="grid template-grid">
            {found.map((template, position) => (
              // The first card's image is in the first screen: the page's largest paint.
              <TemplateCard key={template.id} template={template} eager={position === 0} />
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
