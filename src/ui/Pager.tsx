import { pagerItems } from '../domain/pagination'
import { useAppPart } from './appPart'
import { Icon } from './Icon'

interface PagerProps {
  page: number
  totalPages: number
  onChange: (page: number) => void
  /** Names the list being paged, e.g. "becas", for screen readers. */
  label: string
}

/** One accessible pager for every paged list: first, last, current ±1, ellipses between. */
export function Pager({ page, totalPages, onChange, label }: PagerProps) {
  const part = useAppPart<HTMLElement>('pager', ['tap'])
  if (totalPages <= 1) return null
  return (
    <nav className="pager needs-js" aria-label={`Páginas de ${label}`} {...part}>
      <ul className="pager__list">
        <li>
          <button
            type="button"
            className="pager__button"
            onClick={() => onChange(page - 1)}
            disabled={page <= 1}
            aria-label="Página anterior"
          >
            <Icon name="chevronLeft" />
          </button>
        </li>
        {pagerItems(page, totalPages).map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`ellipsis-${item.key}`} className="pager__ellipsis" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className="pager__button"
                onClick={() => onChange(item.page)}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={`Página ${item.page}`}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="pager__button"
            onClick={() => onChange(page + 1)}
            disabled={page >= totalPages}
            aria-label="Página siguiente"
          >
            <Icon name="chevronRight" />
          </button>
        </li>
      </ul>
    </nav>
  )
}
