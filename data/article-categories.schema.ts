import * as v from 'valibot'
import raw from './article-categories.json' with { type: 'json' }
import articlesRaw from './articles.json' with { type: 'json' }
import { loadArticles } from './articles.schema.ts'
import { addFieldIssue, idFromKey, localAsset, nonEmptyText, parseDataFile, uniqueField } from './parse.ts'

/** The five guide categories, with the spec's slugs and names in this order (spec §3). */
export const articleCategorySlugs = [
  'finanzas-personales',
  'lana-supervivencia',
  'gestion-del-hogar',
  'relaciones-interpersonales',
  'tiempo-libre-e-bienestar',
] as const

const CategorySchema = v.object({
  slug: v.picklist(articleCategorySlugs, 'unknown category slug'),
  name: nonEmptyText,
  img: localAsset,
  description: nonEmptyText,
  articleIds: v.array(nonEmptyText),
})

/** Categories, checked against the article ids that exist. */
export const articleCategoriesSchema = (articleIds: readonly string[]) =>
  v.pipe(
    v.array(CategorySchema),
    v.length(5, 'there are exactly 5 categories'),
    uniqueField('slug'),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      dataset.value.forEach((category, index) => {
        const missing = category.articleIds.filter((id) => !articleIds.includes(id))
        if (missing.length > 0) {
          addFieldIssue(
            addIssue,
            dataset.value,
            index,
            'articleIds',
            `unknown article id ${missing.map((id) => `"${id}"`).join(', ')}`,
          )
        }
      })
    }),
  )

export type ArticleCategory = v.InferOutput<typeof CategorySchema>

export const loadArticleCategories = (input: unknown = raw, articles: unknown = articlesRaw) =>
  parseDataFile(
    'data/article-categories.json',
    articleCategoriesSchema(loadArticles(articles).map((article) => article.id)),
    input,
    idFromKey('slug'),
  )
