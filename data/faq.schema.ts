import * as v from 'valibot'
import raw from './faq.json' with { type: 'json' }
import { linkInText, nonEmptyText, parseDataFile, phraseLink, slug, uniqueField } from './parse.ts'

export const faqColors = ['blue', 'peach', 'green', 'yellow', 'purple'] as const

/** An answer names a page of the site by linking a phrase of it (`link`), never by printing its path. */
const FaqItemSchema = v.pipe(
  v.object({
    question: nonEmptyText,
    answer: v.pipe(
      nonEmptyText,
      v.check(
        (answer) => !/(^|[\s(])\/[a-z]/.test(answer),
        'link the page with `link` instead of printing its path',
      ),
    ),
    link: v.optional(phraseLink),
  }),
  linkInText('answer'),
)

const FaqSectionSchema = v.object({
  id: slug,
  icon: nonEmptyText,
  color: v.picklist(faqColors, 'unknown colour'),
  title: nonEmptyText,
  items: v.pipe(v.array(FaqItemSchema), v.minLength(1)),
})

export const FaqSchema = v.pipe(
  v.array(FaqSectionSchema),
  v.length(5, 'the FAQ has five sections'),
  uniqueField('id'),
)

export type FaqSection = v.InferOutput<typeof FaqSectionSchema>

export const loadFaq = (input: unknown = raw) => parseDataFile('data/faq.json', FaqSchema, input)
