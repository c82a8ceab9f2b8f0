import categories from 'virtual:data/article-categories'
import summaries from 'virtual:data/articles-summaries'
import { Link } from '@tanstack/react-router'
import { filterArticles, newestFirst } from '../../domain/articleSearch'
import { EmptyState } from '../../ui/EmptyState'
import { SearchInput } from '../../ui/SearchInput'
import { ArticleCard } from './ArticleCard'

/** /guias: cover, live search by title, the five categories and every guide. */
export function GuidesHome({ query, onQueryChange }: { query: string; onQueryChange: (q: string) => void }) {
  const articles = filterArticles(newestFirst(summaries), query)
  return (
    <>
      <section className="guides-cover" aria-labelledby="guias-titulo">
        <div className="container guides-cover__inner">
          <div>
            <p className="eyebrow">Centro de aprendizaje</p>
            <h1 id="guias-titulo">Guías para la vida adulta (sin drama)</h1>
            <p className="lead">
              Dinero, casa, escuela y bienestar: guías prácticas con precios reales en pesos, escritas para
              que las leas en el camión y las uses ese mismo día.
            </p>
          </div>
          <img
            className="guides-cover__art"
            // The page's largest paint: fetched first, not after the stylesheet and the font.
            fetchPriority="high"
            src="/images/guias/portada.svg"
            alt=""
            width="1200"
            height="400"
          />
        </div>
      </section>
      <div className="container section guides">
        <SearchInput
          label="Buscar guías por título"
          placeholder="Busca una guía…"
          value={query}
          onChange={onQueryChange}
        />

        <section aria-labelledby="categorias-titulo">
          <h2 id="categorias-titulo">Categorías</h2>
          <ul className="category-links">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link to="/category/$slug" params={{ slug: category.slug }} className="category-link">
                  <img src={category.img} alt="" width="480" height="320" loading="lazy" decoding="async" />
                  <span>{category.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="articulos-titulo">
          <h2 id="articulos-titulo">Todas las guías</h2>
          {articles.length === 0 ? (
            <EmptyState title={`No se encontraron artículos con “${query}”`}>
              <button type="button" className="button button--secondary" onClick={() => onQueryChange('')}>
                Ver todas las guías
              </button>
            </EmptyState>
          ) : (
            <ul className="grid">
              {articles.map((article) => (
                <ArticleCard key={article.id} article={article} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  )
}
