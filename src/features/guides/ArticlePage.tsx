import summaries from 'virtual:data/articles-summaries'
import type { Article } from '../../../data/articles.schema'
import { newestFirst } from '../../domain/articleSearch'
import { NOT_SEARCHED, searchableAs } from '../../domain/searchKinds'
import { absoluteUrl } from '../../domain/seo'
import { BackLink } from '../../ui/BackLink'
import { ShareButton } from '../../ui/ShareButton'
import { ArticleBody } from './ArticleBody'
import { ArticleCard } from './ArticleCard'

/** /guias/<id>: the guide, a way back and the other guides under «Últimos Artículos». */
export function ArticlePage({ article }: { article: Article }) {
  const others = newestFirst(summaries).filter((other) => other.id !== article.id)
  return (
    <>
      <article className="container section article" {...searchableAs('guias')}>
        <BackLink to="/guias">Volver a las guías</BackLink>
        <header className="article__header">
          <time className="article-card__date" dateTime={article.isoDate} {...NOT_SEARCHED}>
            {article.date}
          </time>
          <h1>{article.title}</h1>
          <p className="lead">{article.excerpt}</p>
        </header>
        <img
          className="article__image"
          // The page's largest paint: fetched first, not after the stylesheet and the font.
          fetchPriority="high"
          src={article.img}
          alt=""
          width="800"
          height="450"
        />
        <ArticleBody blocks={article.content} />
        <footer className="article__share no-print">
          <ShareButton
            title={article.title}
            label="Compartir esta guía"
            url={absoluteUrl(`/guias/${article.id}`)}
            whatsappMessage={`Te comparto esta guía: ${article.title}.`}
          />
        </footer>
      </article>
      <section
        className="container section latest no-print"
        aria-labelledby="ultimos-titulo"
        {...NOT_SEARCHED}
      >
        <h2 id="ultimos-titulo">Últimos Artículos</h2>
        <ul className="grid">
          {others.map((other) => (
            <ArticleCard key={other.id} article={other} />
          ))}
        </ul>
      </section>
    </>
  )
}
