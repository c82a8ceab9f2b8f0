import documents from 'virtual:data/application-documents'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { CatalogueEntry } from '../../../data/catalogue'
import { checklistFor, checklistProgress } from '../../domain/applicationChecklist'

export const DOCUMENTS_GUIDE_ID = 'documentos-para-una-beca'

/** «Lo que necesitas»: the programme's requirements and documents, ticked on this device. */
export function Checklist({
  entry,
  ticked,
  onTick,
}: {
  entry: CatalogueEntry
  ticked: readonly string[]
  onTick: (item: string, done: boolean) => void
}) {
  const progressId = useId()
  const items = checklistFor(entry, documents)
  const progress = checklistProgress(items, ticked)
  return (
    <fieldset className="checklist" aria-describedby={progressId}>
      <legend className="checklist__legend">Lo que necesitas</legend>
      <p id={progressId} className="checklist__progress">
        <progress max={progress.total} value={progress.done} aria-hidden="true" />
        <span>{progress.label}</span>
      </p>
      <ul className="checklist__items">
        {items.map((item) => (
          <li key={item.id} className={`checklist__item checklist__item--${item.kind}`}>
            <label className="checklist__label">
              <input
                type="checkbox"
                checked={ticked.includes(item.id)}
                onChange={(event) => onTick(item.id, event.currentTarget.checked)}
              />
              <span>{item.label}</span>
            </label>
            {item.kind === 'document' && (
              <p className="checklist__how">
                {item.how}{' '}
                {item.url && (
                  <a href={item.url} target="_blank" rel="noopener noreferrer">
                    {item.urlLabel ?? 'Sitio oficial'}
                    <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
                  </a>
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
      <p className="checklist__guide">
        ¿No sabes cómo conseguir alguno?{' '}
        <Link to="/guias/$articleId" params={{ articleId: DOCUMENTS_GUIDE_ID }}>
          Lee la guía «Documentos que te piden para una beca»
        </Link>
      </p>
    </fieldset>
  )
}
