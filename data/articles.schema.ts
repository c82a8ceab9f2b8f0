import * as v from 'valibot'
import raw from './articles.json' with { type: 'json' }
import { localAsset, nonEmptyText, paragraphBlock, parseDataFile, slug, uniqueField } from './parse.ts'
import { parseSpanishDate, todayInMexicoCity } from './spanishDate.ts'

/**
 * The first guides (spec §3) were dated 30 de enero to 2 de abril de 2025. No guide is
 * dated before the first one, nor after the day the data is checked (Mexico City).
 */
export const FIRST_ARTICLE_DATE = '2025-01-30'

const BlockSchema = v.variant('type', [
  v.object({ type: v.literal('heading'), text: nonEmptyText }),
  paragraphBlock,
  v.object({ type: v.literal('list'), items: v.pipe(v.array(nonEmptyText), v.minLength(1)) }),
])

const ArticleDateSchema = (today: string) =>
  v.pipe(
    nonEmptyText,
    v.check(
      (text) => parseSpanishDate(text) !== null,
      'must be a Spanish long date such as "14 de febrero de 2025"',
    ),
    // An unreadable date is reported once, above; these two check readable ones.
    v.check(
      (text) => (parseSpanishDate(text) ?? FIRST_ARTICLE_DATE) >= FIRST_ARTICLE_DATE,
      'must not be before 30 de enero de 2025, the date of the first guide',
    ),
    v.check(
      (text) => (parseSpanishDate(text) ?? today) <= today,
      `must not be in the future (today is ${today} in Mexico City)`,
    ),
  )

const articleSchema = (today: string) =>
  v.pipe(
    v.object({
      id: slug,
      img: localAsset,
      title: nonEmptyText,
      date: ArticleDateSchema(today),
      excerpt: v.pipe(nonEmptyText, v.maxLength(220, 'keep the excerpt under 220 characters')),
      content: v.pipe(v.array(BlockSchema), v.minLength(3, 'an article needs real content')),
    }),
    v.transform((article) => ({ ...article, isoDate: parseSpanishDate(article.date) as string })),
  )

/** The record schema depends on the day the data is checked against. */
export const articlesSchema = (today: string) =>
  v.pipe(v.array(articleSchema(today)), uniqueField('id'), uniqueField('title'))

export type Article = v.InferOutput<ReturnType<typeof articleSchema>>
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

/** Validates data/articles.json. `today` (ISO, Mexico City) defaults to the real one; tests inject it. */
export const loadArticles = (
  input: unknown = raw,
  { today = todayInMexicoCity(new Date()) }: { today?: string } = {},
): Article[] => parseDataFile('data/articles.json', articlesSchema(today), input)
