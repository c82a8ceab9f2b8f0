import summaries from 'virtual:data/articles-summaries'
import type { ArticleCategory } from '../../../data/article-categories.schema'
import { newestFirst } from '../../domain/articleSearch'
import { BackLink } from '../../ui/BackLink'
import { EmptyState } from '../../ui/EmptyState'
import { ArticleCard } from './ArticleCard'

/** /category/<slug>: the category's image and its guides. */
export function CategoryPage({ category }: { category: ArticleCategory }) {
  const articles = newestFirst(summaries).filter((article) => category.articleIds.includes(article.id))
  return (
    <div className="container section">
      <BackLink to="/guias">Todas las guías</BackLink>
      <header className="category-header">
        {/* The page's largest paint: fetched first, not after the stylesheet and the font. */}
        <img src={category.img} alt="" width="480" height="320" fetchPriority="high" />
        <div>
          <p className="eyebrow">Categoría</p>
          <h1>{category.name}</h1>
          <p className="lead">{category.description}</p>
        </div>
      </header>
      {articles.length === 0 ? (
        <EmptyState title="No hay artículos en esta categoría." />
      ) : (
        <ul className="grid">
          {articles.map((article) => (
            <ArticleCard key={article.id} article={article} headingLevel={2} />
          ))}
        </ul>
      )}
    </div>
  )
}
