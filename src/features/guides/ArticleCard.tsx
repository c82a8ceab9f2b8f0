import { Link } from '@tanstack/react-router'
import type { ArticleSummary } from '../../../data/articles.schema'

export function ArticleCard({
  article,
  headingLevel = 3,
}: {
  article: ArticleSummary
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <li className="card card--link article-card">
      <img
        className="card__media"
        src={article.img}
        alt=""
        width="800"
        height="450"
        loading="lazy"
        decoding="async"
      />
      <div className="card__body">
        <time className="article-card__date" dateTime={article.isoDate}>
          {article.date}
        </time>
        <Heading className="card__title">
          <Link to="/guias/$articleId" params={{ articleId: article.id }} className="stretched-link">
            {article.title}
          </Link>
        </Heading>
        <p className="article-card__excerpt">{article.excerpt}</p>
      </div>
    </li>
  )
}
