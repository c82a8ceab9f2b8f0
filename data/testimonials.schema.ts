import * as v from 'valibot'
import { idFromKey, localAsset, nonEmptyText, parseDataFile, uniqueField } from './parse.ts'
import raw from './testimonials.json' with { type: 'json' }

export const testimonialColors = ['blue', 'peach-light', 'green-light'] as const

const TestimonialSchema = v.object({
  text: v.pipe(nonEmptyText, v.maxLength(240, 'keep a testimonial under 240 characters')),
  author: v.pipe(nonEmptyText, v.regex(/^\S+$/, 'first name only')),
  avatar: localAsset,
  color: v.picklist(testimonialColors, 'must be blue, peach-light or green-light'),
  sticker: v.pipe(nonEmptyText, v.maxLength(8, 'one emoji')),
})

export const TestimonialsSchema = v.pipe(
  v.array(TestimonialSchema),
  v.length(12, 'the landing page shows exactly 12 testimonials'),
  uniqueField('author'),
)

export type Testimonial = v.InferOutput<typeof TestimonialSchema>

export const loadTestimonials = (input: unknown = raw) =>
  parseDataFile('data/testimonials.json', TestimonialsSchema, input, idFromKey('author'))
export const testimonials = loadTestimonials()
