import type { ContentBlock } from '../../../data/module.schema'
import { LinkedText } from '../../ui/LinkedText'

/** From this many columns a table keeps readable columns and scrolls sideways on a phone. */
const WIDE_TABLE_COLUMNS = 4

/** A cell holding a code (a hash, an address) longer than any word: it may break anywhere. */
const isCode = (cell: string) => cell.split(/\s+/).some((word) => word.length >= 24)

/** One content block of a module section (spec §2: string, paragraph, list, ordered list, link, table). */
function Block({ block, label }: { block: ContentBlock; label: string }) {
  if (typeof block === 'string') return <p>{block}</p>
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <LinkedText text={block.text} link={block.link} />
        </p>
      )
    case 'text':
      return <p>{block.text}</p>
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )
    case 'orderedList':
      return (
        <ol>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      )
    case 'link':
      return (
        <p>
          <a href={block.href} target="_blank" rel="noopener noreferrer" className="external-link">
            {block.text}
            <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
        </p>
      )
    case 'table': {
      const wide = block.headers.length >= WIDE_TABLE_COLUMNS
      const table = (
        <section
          className={`table-scroll${wide ? ' table-scroll--wide' : ''}`}
          aria-label={label}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways on phones; focus lets keyboards scroll it
          tabIndex={0}
        >
          <table>
            <thead>
              <tr>
                {block.headers.map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, column) => (
                    <td
                      key={block.headers[column]}
                      className={isCode(cell) ? 'table-scroll__code' : undefined}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )
      if (!wide) return table
      return (
        <>
          {/* What the cut edge means, said only where it is true (below 30rem: courses.css). */}
          <p className="table-scroll__hint" aria-hidden="true">
            Desliza la tabla para ver todas sus columnas →
          </p>
          {table}
        </>
      )
    }
  }
}

export function SectionContent({ blocks, title }: { blocks: ContentBlock[]; title: string }) {
  return (
    <div className="prose section-content">
      {blocks.map((block, index) => (
        <Block
          // Blocks are fixed content that never reorders: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          block={block}
          label={`Tabla: ${title}`}
        />
      ))}
    </div>
  )
}
