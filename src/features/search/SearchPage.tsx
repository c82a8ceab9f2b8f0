import { Link } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { type ReactNode, useEffect, useState } from 'react'
import { fromPromise } from 'xstate'
import { type SearchHit, searchMachine, totalOf } from '../../../machines/searchMachine'
import { SEARCH_KINDS, type SearchKind } from '../../lib/searchKinds'
import { useAppPart } from '../../ui/appPart'
import { SearchInput } from '../../ui/SearchInput'
import { searchSite } from './pagefind'

interface SearchPageProps {
  /** The words and kind in the URL (`q`, `tipo`), once the page is hydrated. */
  query: string
  kind: SearchKind | undefined
  onChange: (next: { q?: string; tipo?: SearchKind | undefined }) => void
}

const runSearch = fromPromise(({ input }: { input: Parameters<typeof searchSite>[0] }) => searchSite(input))

const resultsWord = (count: number) => (count === 1 ? '1 resultado' : `${count} resultados`)

/** /buscar: one box for the whole site; results grouped by kind, as the student types. */
export function SearchPage({ query, kind, onChange }: SearchPageProps) {
  const [machine] = useState(() => searchMachine.provide({ actors: { runSearch } }))
  const [state, send] = useMachine(machine, { input: { q: query, kind } })
  const { answer, answered } = state.context
  // The URL is the search: the box writes it (SearchInput keeps the student's own text while
  // the URL catches up), the back button and links change it, and the machine follows it.
  useEffect(() => {
    send({ type: 'search.type', q: query })
  }, [query, send])
  useEffect(() => {
    send({ type: 'search.kind', kind })
  }, [kind, send])
  const part = useAppPart<HTMLDivElement>('search-results', ['tap'])
  const shownKind = answered?.kind
  const total = answer ? (shownKind ? (answer.counts[shownKind] ?? 0) : totalOf(answer)) : 0

  return (
    <div className="container section search-page">
      <header className="page-intro">
        <h1>Buscar en Ya Sé Cómo</h1>
        <p className="lead">
          Becas, guías, secciones de los cursos, plantillas y comunidades: escribe una palabra y te decimos
          dónde se habla de ella.
        </p>
      </header>
      <SearchInput
        label="Buscar en todo el sitio"
        placeholder="Por ejemplo: CURP, enfermería, presupuesto"
        value={query}
        maxLength={100}
        onChange={(q) => onChange({ q })}
        noScriptText={
          <>
            La búsqueda necesita JavaScript. Mientras tanto, explora <a href="/becas">las becas</a>,{' '}
            <a href="/guias">las guías</a>, <a href="/cursos">los cursos</a>,{' '}
            <a href="/herramientas">las herramientas</a> y <a href="/comunidades">las comunidades</a>.
          </>
        }
      />
      <div className="search-page__results needs-js" {...part}>
        <p className="search-page__status" role="status" aria-live="polite">
          {state.matches('searching') && !answer ? 'Buscando…' : ''}
          {answer && answered ? resultsWord(total) : ''}
        </p>
        {answer && answered && (
          <KindFilter
            counts={answer.counts}
            chosen={answered.kind}
            onChoose={(next) => onChange({ tipo: next })}
          />
        )}
        {state.matches('failed') && (
          <div className="search-page__problem" role="alert">
            <p>No pudimos cargar la búsqueda. Revisa tu conexión e inténtalo de nuevo.</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => send({ type: 'search.retry' })}
            >
              Reintentar
            </button>
          </div>
        )}
        {answer &&
          answered &&
          (total === 0 ? <NothingFound words={answered.q} /> : <Results hits={answer.hits} />)}
      </div>
    </div>
  )
}

function KindFilter({
  counts,
  chosen,
  onChoose,
}: {
  counts: Partial<Record<SearchKind, number>>
  chosen: SearchKind | undefined
  onChoose: (kind: SearchKind | undefined) => void
}) {
  const all = Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0)
  const options = [
    { key: undefined, label: 'Todo', count: all },
    ...SEARCH_KINDS.map((kind) => ({ key: kind.key, label: kind.label, count: counts[kind.key] ?? 0 })),
  ]
  return (
    <ul className="pills search-page__kinds" aria-label="Filtrar por tipo">
      {options.map((option) => (
        <li key={option.label}>
          <button
            type="button"
            className="pill"
            aria-pressed={chosen === option.key}
            disabled={option.count === 0 && chosen !== option.key}
            onClick={() => onChoose(option.key)}
          >
            {option.label} <span className="search-page__count">({option.count})</span>
          </button>
        </li>
      ))}
    </ul>
  )
}

function Results({ hits }: { hits: SearchHit[] }) {
  return SEARCH_KINDS.map((kind) => {
    const mine = hits.filter((hit) => hit.kind === kind.key)
    if (mine.length === 0) return null
    return (
      <section key={kind.key} className="search-group" aria-labelledby={`resultados-${kind.key}`}>
        <h2 id={`resultados-${kind.key}`}>{kind.label}</h2>
        <ul className="search-group__list">
          {mine.map((hit) => (
            <li key={hit.url} className="search-hit">
              <a className="search-hit__title" href={hit.url}>
                {hit.title}
              </a>
              {hit.context && <p className="search-hit__context">{hit.context}</p>}
              <p className="search-hit__excerpt">
                <Excerpt html={hit.excerpt} />
              </p>
            </li>
          ))}
        </ul>
      </section>
    )
  })
}

/**
 * Pagefind's excerpt is text with the matched words in <mark>: shown as text and <mark>
 * elements, never as HTML (parsed in a detached document, nothing of it runs).
 */
function Excerpt({ html }: { html: string }) {
  const parts: ReactNode[] = []
  const body = new DOMParser().parseFromString(html, 'text/html').body
  body.childNodes.forEach((node, position) => {
    const text = node.textContent ?? ''
    // biome-ignore lint/suspicious/noArrayIndexKey: an excerpt's parts never move
    parts.push(node.nodeName === 'MARK' ? <mark key={position}>{text}</mark> : text)
  })
  return parts
}

function NothingFound({ words }: { words: string }) {
  return (
    <div className="empty-state search-page__empty">
      <p className="empty-state__title">No encontramos nada para “{words}”.</p>
      <p>Prueba con otra palabra, sin abreviaturas, o empieza por aquí:</p>
      <ul className="search-page__suggestions">
        <li>
          <Link to="/becas">El catálogo de becas</Link>
        </li>
        <li>
          <Link to="/guias">Las guías</Link>
        </li>
        <li>
          <Link to="/quiz-becas">El quiz para encontrar tu beca</Link>
        </li>
      </ul>
    </div>
  )
}
