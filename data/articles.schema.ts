import * as v from 'valibot'
import raw from './articles.json'
import { localAsset, nonEmptyText, parseDataFile, slug, uniqueField } from './parse.ts'
import { parseSpanishDate } from './spanishDate.ts'

/** Guides are dated between these days (spec §3), inclusive. */
export const ARTICLE_DATE_RANGE = { from: '2025-01-30', to: '2025-04-02' } as const

const BlockSchema = v.variant('type', [
  v.object({ type: v.literal('heading'), text: nonEmptyText }),
  v.object({ type: v.literal('paragraph'), text: nonEmptyText }),
  v.object({ type: v.literal('list'), items: v.pipe(v.array(nonEmptyText), v.minLength(1)) }),
])

const ArticleSchema = v.pipe(
  v.object({
    id: slug,
    img: localAsset,
    title: nonEmptyText,
    date: v.pipe(
      nonEmptyText,
      v.check(
        (text) => parseSpanishDate(text) !== null,
        'must be a Spanish long date such as "14 de febrero de 2025"',
      ),
      v.check((text) => {
        const iso = parseSpanishDate(text) ?? ''
        return iso >= ARTICLE_DATE_RANGE.from && iso <= ARTICLE_DATE_RANGE.to
      }, 'must be between 30 de enero and 2 de abril de 2025'),
    ),
    excerpt: v.pipe(nonEmptyText, v.maxLength(220, 'keep the excerpt under 220 characters')),
    content: v.pipe(v.array(BlockSchema), v.minLength(3, 'an article needs real content')),
  }),
  v.transform((article) => ({ ...article, isoDate: parseSpanishDate(article.date) as string })),
)

export const ArticlesSchema = v.pipe(v.array(ArticleSchema), uniqueField('id'), uniqueField('title'))

export type Article = v.InferOutput<typeof ArticlesSchema>[number]
export type ArticleBlock = Article['content'][number]
/** What a card needs: everything but the content. */
export type ArticleSummary = Omit<Article, 'content'>

export const toArticleSummary = ({ content: _content, ...summary }: Article): ArticleSummary => summary

/** Words over headings, paragraphs and list items. */
export const articleWordCount = (article: Pick<Article, 'content'>) =>
  article.content
    .flatMap((block) => (block.type === 'list' ? block.items : [block.text]))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length

export const loadArticles = (input: unknown = raw) =>
  parseDataFile('data/articles.json', ArticlesSchema, input)
