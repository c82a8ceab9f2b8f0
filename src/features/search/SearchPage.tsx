import { Link } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useEffect, useState } from 'react'
import { fromPromise } from 'xstate'
import {
  hasSearchableWord,
  type SearchAnswer,
  type SearchHit,
  type SearchRequest,
  searchMachine,
  totalOf,
} from '../../../machines/searchMachine'
import { SEARCH_KIND_KEYS, type SearchKind } from '../../domain/searchKinds'
import { useAppPart } from '../../ui/appPart'
import { SearchInput } from '../../ui/SearchInput'

interface SearchPageProps {
  /** The words and kind in the URL (`q`, `tipo`), once the page is hydrated. */
  query: string
  kind: SearchKind | undefined
  onChange: (next: { q?: string; tipo?: SearchKind | undefined }) => void
}

/** The engine (MiniSearch, the query layer) and the index load when the student starts typing, never before. */
const loadEngine = () => import('./browserSearch')
const runSearch = fromPromise(async ({ input }: { input: SearchRequest }) =>
  (await loadEngine()).searchSite(input),
)

/** Each kind as the filter names it. */
const KIND_FILTER_LABEL: Record<SearchKind, string> = {
  becas: 'Becas',
  guias: 'Guías',
  cursos: 'Cursos',
  herramientas: 'Herramientas',
  comunidades: 'Comunidades',
  sitio: 'Sobre YaSé',
}

const resultsWord = (count: number) => (count === 1 ? '1 resultado' : `${count} resultados`)

/** /buscar: one box for the whole site; the best results first, whatever their kind, as the student types. */
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
    // While the page waits for the pause in typing, the index and these words' texts are
    // already on their way.
    const words = query.trim()
    if (!hasSearchableWord(words)) return
    loadEngine().then(
      (engine) => engine.prepareSearch({ q: words, kind }),
      () => {
        // The search itself will try again and say so.
      },
    )
  }, [query, kind])
  useEffect(() => {
    send({ type: 'search.kind', kind })
  }, [kind, send])
  const part = useAppPart<HTMLDivElement>('search-results', ['tap'])
  const shownKind = answered?.kind
  const total = answer ? (shownKind ? (answer.counts[shownKind] ?? 0) : totalOf(answer)) : 0
  // A lone letter or symbols («ñ», «¿?»): nothing to search, and the page says what to type.
  const tooShort = state.matches('empty') && query.trim() !== ''

  return (
    <div className="container section search-page">
      <header className="page-intro">
        <h1>Buscar en Ya Sé Cómo</h1>
        <p className="lead">
          Becas, guías, cursos, plantillas, comunidades y las herramientas del sitio, como «Mi lana» o el
          quiz: escríbelo como lo dirías y te mostramos primero lo que mejor te responde.
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
          {tooShort && (
            <span className="search-page__hint">
              Escribe al menos una palabra de dos letras o más: por ejemplo «beca», «CURP» o «mi lana».
            </span>
          )}
        </p>
        {answer && answered && total > 0 && <Understood answer={answer} />}
        {answer && answered && totalOf(answer) > 0 && (
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
          (total === 0 ? (
            <NothingFound words={answered.q} />
          ) : (
            <Results hits={answer.hits} best={answer.best} total={total} />
          ))}
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
    ...SEARCH_KIND_KEYS.map((key) => ({ key, label: KIND_FILTER_LABEL[key], count: counts[key] ?? 0 })),
  ].filter((option) => option.count > 0 || option.key === chosen)
  return (
    <ul className="pills search-page__kinds" aria-label="Filtrar por tipo">
      {options.map((option) => (
        <li key={option.label}>
          <button
            type="button"
            className="pill"
            aria-pressed={chosen === option.key}
            onClick={() => onChoose(option.key)}
          >
            {option.label} <span className="search-page__count">({option.count})</span>
          </button>
        </li>
      ))}
    </ul>
  )
}

/** What was searched instead of what was typed: a corrected typo, a word no page uses. */
function Understood({ answer }: { answer: SearchAnswer }) {
  const { unknown, corrected, searched } = answer.understood
  if (unknown.length) {
    return (
      <p className="search-page__notice">
        Sin resultados para “{unknown.join(' ')}”; mostramos “{searched}”.
      </p>
    )
  }
  if (corrected.length) {
    return <p className="search-page__notice">Mostramos resultados para “{searched}”.</p>
  }
  return null
}

/** One list, best first; each result says what it is. */
function Results({ hits, best, total }: { hits: SearchHit[]; best: boolean; total: number }) {
  return (
    <>
      <ol className="search-results" aria-label="Resultados">
        {hits.map((hit, position) => {
          const winner = best && position === 0
          return (
            <li key={hit.url} className={winner ? 'search-hit search-hit--best' : 'search-hit'}>
              <p className="search-hit__labels">
                {winner && <span className="search-hit__best">Mejor resultado</span>}
                <span className={`search-hit__kind search-hit__kind--${hit.kind}`}>{hit.label}</span>
              </p>
              <a className="search-hit__title" href={hit.url}>
                {hit.title}
              </a>
              {hit.context && <p className="search-hit__context">{hit.context}</p>}
              {hit.excerpt.length > 0 && (
                <p className="search-hit__excerpt">
                  {hit.excerpt.map((part, index) =>
                    // biome-ignore lint/suspicious/noArrayIndexKey: an excerpt's parts never move
                    part.marked ? <mark key={index}>{part.text}</mark> : part.text,
                  )}
                </p>
              )}
            </li>
          )
        })}
      </ol>
      {total > hits.length && (
        <p className="search-page__more">
          Te mostramos los {hits.length} mejores de {total}. Elige un tipo arriba para ver otros.
        </p>
      )}
    </>
  )
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
