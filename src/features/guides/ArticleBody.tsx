import type { ArticleBlock } from '../../../data/articles.schema'

/** An article's blocks: headings, paragraphs and bullet lists. */
export function ArticleBody({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <div className="prose article__body">
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`
        if (block.type === 'heading') return <h2 key={key}>{block.text}</h2>
        if (block.type === 'paragraph') return <p key={key}>{block.text}</p>
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
