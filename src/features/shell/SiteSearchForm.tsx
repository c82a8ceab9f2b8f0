import { useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { SEARCH_PATH } from '../../domain/searchKinds'
import { NATIVE_ATTRIBUTE } from '../../enhance/pageContract'
import { Icon } from '../../ui/Icon'

/**
 * «Buscar» in the header and the phone menu: a plain GET form to /buscar?q=…, so it works
 * before and without JavaScript (the page loader leaves it alone: `data-native`). Once the
 * app runs, it opens the search page without reloading. It loads nothing of search itself.
 */
export function SiteSearchForm({ className }: { className: string }) {
  const navigate = useNavigate()
  const id = useId()
  return (
    <search className={`site-search ${className}`}>
      <form
        action={SEARCH_PATH}
        method="get"
        className="site-search__form"
        {...{ [NATIVE_ATTRIBUTE]: '' }}
        onSubmit={(event) => {
          event.preventDefault()
          const q = String(new FormData(event.currentTarget).get('q') ?? '').trim()
          void navigate({ to: SEARCH_PATH, search: { q } })
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          Buscar en Ya Sé Cómo
        </label>
        <input
          id={id}
          className="site-search__input"
          type="search"
          name="q"
          placeholder="Buscar"
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="site-search__button" aria-label="Buscar">
          <Icon name="search" />
        </button>
      </form>
    </search>
  )
}
