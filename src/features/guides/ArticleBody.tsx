import type { ArticleBlock } from '../../../data/articles.schema'
import { LinkedText } from '../../ui/LinkedText'

/** An article's blocks: headings, paragraphs (one phrase may link to a page of the site) and bullet lists. */
export function ArticleBody({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <div className="prose article__body">
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`
        if (block.type === 'heading') return <h2 key={key}>{block.text}</h2>
        if (block.type === 'paragraph')
          return (
            <p key={key}>
              <LinkedText text={block.text} link={block.link} />
            </p>
          )
        return (
          <ul key={key}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )
      })}
    </div>
  )
}
