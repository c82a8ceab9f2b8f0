import * as v from 'valibot'
import raw from './faq.json'
import { nonEmptyText, parseDataFile, slug, uniqueField } from './parse.ts'

export const faqColors = ['blue', 'peach', 'green', 'yellow', 'purple'] as const

const FaqSectionSchema = v.object({
  id: slug,
  icon: nonEmptyText,
  color: v.picklist(faqColors, 'unknown colour'),
  title: nonEmptyText,
  items: v.pipe(v.array(v.object({ question: nonEmptyText, answer: nonEmptyText })), v.minLength(1)),
})

export const FaqSchema = v.pipe(
  v.array(FaqSectionSchema),
  v.length(5, 'the FAQ has five sections'),
  uniqueField('id'),
)

export type FaqSection = v.InferOutput<typeof FaqSectionSchema>

export const loadFaq = (input: unknown = raw) => parseDataFile('data/faq.json', FaqSchema, input)
